import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from './db/migrate';
import { startServer } from './main';
import { type FakeIdentity, startFakeIdentity } from './test-support/fake-identity';
import { testConfig } from './test-support/test-config';

describe('startServer', () => {
  let identity: FakeIdentity;

  beforeAll(async () => {
    identity = await startFakeIdentity();
  });
  afterAll(() => identity.close());

  it('migrates, listens on the real port and shuts down cleanly', async () => {
    const server = await startServer({
      config: testConfig({ PORT: '0', IDENTITY_JWKS_URL: identity.jwksUrl }),
      verifyToken: identity.verifyToken,
    });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.url).not.toMatch(/:0$/);
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      const applied = await server.db.query<{ name: string }>(
        'select name from schema_migrations order by name',
      );
      expect(applied.map((row) => row.name)).toEqual(
        (await loadMigrations()).map((migration) => migration.name),
      );
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    await expect(server.db.query('select 1')).rejects.toThrow();
    await server.close();
  });

  it('vacuums and analyzes the embedded database on a schedule while it runs', async () => {
    let ran: (tables: string[]) => void = () => {};
    const firstRun = new Promise<string[]>((resolve) => {
      ran = resolve;
    });
    const server = await startServer({
      config: testConfig({ PORT: '0', IDENTITY_JWKS_URL: identity.jwksUrl }),
      verifyToken: identity.verifyToken,
      upkeep: { intervalMs: 10, onRun: (run) => ran(run.tables) },
    });
    try {
      expect(await firstRun).toContain('wallet_transactions');
      const [stats] = await server.db.query<{ vacuumed: boolean; analyzed: boolean }>(
        `select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
         from pg_stat_user_tables where relname = 'wallet_transactions'`,
      );
      expect(stats).toEqual({ vacuumed: true, analyzed: true });
    } finally {
      await server.close();
    }
  });

  it('runs the refund reminders while it listens and stops them before the database closes', async () => {
    const told: string[] = [];
    const server = await startServer({
      config: testConfig({ PORT: '0', IDENTITY_JWKS_URL: identity.jwksUrl }),
      verifyToken: identity.verifyToken,
      refundReminders: async (db) => {
        told.push(`started ${(await db.query('select 1 as one')).length}`);
        return {
          async stop() {
            told.push(`stopped ${(await db.query('select 1 as one')).length}`);
          },
        };
      },
    });
    expect(told).toEqual(['started 1']);
    await server.close();
    expect(told).toEqual(['started 1', 'stopped 1']);
  });

  it('fails when the port is taken and leaves nothing open', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      await expect(
        startServer({
          config: testConfig({ PORT: String(port), IDENTITY_JWKS_URL: identity.jwksUrl }),
          verifyToken: identity.verifyToken,
        }),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
