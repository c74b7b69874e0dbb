import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { type FakeIdentity, startFakeIdentity } from '../../server/test-support/fake-identity';
import { testConfig } from '../../server/test-support/test-config';
import { openTestDatabase } from '../../server/test-support/test-database';
import { runOperatorCommand } from '../stack/operator-commands';
import { newOperatorToken } from '../stack/operator-file';
import { runOnRunningStack } from './running-stack';

describe('the CLI against a running stack', () => {
  let identity: FakeIdentity;
  let db: Database;
  let disposeDb: () => Promise<void>;
  let app: FastifyInstance;
  let url: string;
  const token = newOperatorToken();

  beforeAll(async () => {
    identity = await startFakeIdentity();
    ({ db, dispose: disposeDb } = await openTestDatabase());
    await migrate(db);
    app = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: identity.jwksUrl }),
      db,
      verifyToken: identity.verifyToken,
      logger: false,
      operator: { token, run: (argv, cwd) => runOperatorCommand(argv, { db, cwd }) },
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await disposeDb();
    await identity.close();
  });

  it('runs the command in the stack, on its database, with the CLI output and exit code', async () => {
    const created = await runOnRunningStack(
      { url, token },
      ['event', 'create', '--name', 'Harbour Nights', '--contract-code', 'HN'],
      process.cwd(),
    );
    expect(created?.exitCode).toBe(0);
    expect(created?.output).toMatch(/Harbour Nights/);
    const rows = await db.query<{ name: string }>('select name from events');
    expect(rows.map((row) => row.name)).toContain('Harbour Nights');

    const refused = await runOnRunningStack(
      { url, token },
      ['event', 'state', 'nope', 'STARTED'],
      '/',
    );
    expect(refused?.exitCode).toBe(1);
    expect(refused?.output).toMatch(/^Refused: /);
  });

  it('reports a wrong token as refused and a stack that is gone as null', async () => {
    const wrong = await runOnRunningStack({ url, token: 'x' }, ['event', 'list'], '/');
    expect(wrong).toEqual({
      exitCode: 1,
      output: expect.stringMatching(/refused the command \(401\)/),
    });
    await expect(
      runOnRunningStack({ url: 'http://127.0.0.1:1', token }, ['event', 'list'], '/'),
    ).resolves.toBeNull();
  });
});
