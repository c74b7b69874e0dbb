// A DATA_DIR from the cognito-local days: its accounts move into the database with their subs,
// sign in with their passwords, and the file holding those passwords in clear is gone.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { findAccount } from '../../server/identity/accounts';
import { identityApp } from '../../server/test-support/identity-test-app';
import {
  createTestDatabase,
  type TestDatabaseTarget,
} from '../../server/test-support/test-database';
import { importLegacyIdentity, legacyIdentityDir } from './legacy-identity';

const SUB = '6f1c2a44-3a0e-4c59-9a43-0b3c2d9e8f11';
const user = (email: string, sub: string, status: string, password: string) => ({
  Username: email,
  Password: password,
  UserStatus: status,
  Enabled: true,
  Attributes: [
    { Name: 'sub', Value: sub },
    { Name: 'email', Value: email },
    { Name: 'given_name', Value: 'Old' },
    { Name: 'family_name', Value: 'Timer' },
  ],
});

describe('importLegacyIdentity', () => {
  let target: TestDatabaseTarget;
  let db: Database;
  let dataDir: string;

  beforeAll(async () => {
    target = await createTestDatabase();
    db = await target.open();
    await migrate(db);
    dataDir = await mkdtemp(path.join(tmpdir(), 'legacy-identity-'));
    const dir = legacyIdentityDir(dataDir);
    await mkdir(path.join(dir, 'db'), { recursive: true });
    await writeFile(path.join(dir, 'stack.json'), JSON.stringify({ userPoolId: 'local_abc' }));
    await writeFile(
      path.join(dir, 'db', 'local_abc.json'),
      JSON.stringify({
        Users: {
          'old@example.com': user('Old@Example.com', SUB, 'CONFIRMED', 'Old-pass-1!'),
          'new@example.com': user('new@example.com', 'not-a-uuid', 'CONFIRMED', 'x'),
        },
      }),
    );
  });
  afterAll(async () => {
    await db?.close();
    await target?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('moves the accounts in with their sub and a hashed password, then deletes the clear ones', async () => {
    expect(await importLegacyIdentity(db, dataDir)).toBe(1);
    const account = await findAccount(db, 'old@example.com');
    expect(account).toMatchObject({ sub: SUB, status: 'CONFIRMED', givenName: 'Old' });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(existsSync(legacyIdentityDir(dataDir))).toBe(false);
    const identity = await identityApp(db);
    try {
      const tokens = await identity.signIn('old@example.com', 'Old-pass-1!');
      expect(tokens.AccessToken).toBeTruthy();
    } finally {
      await identity.app.close();
    }
    expect(await importLegacyIdentity(db, dataDir)).toBe(0);
  });
});
