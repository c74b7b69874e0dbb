import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import { loadMigrations, migrate } from './migrate';

const BALANCE_MIGRATION = '002-wallet-balance.sql';

describe(`migration ${BALANCE_MIGRATION}`, () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
  });
  afterAll(() => dispose());

  it('backfills each wallet with the sum of its COMPLETED rows', async () => {
    const all = await loadMigrations();
    const at = all.findIndex((migration) => migration.name === BALANCE_MIGRATION);
    expect(at).toBeGreaterThan(0);
    await migrate(db, all.slice(0, at));
    const [event] = await db.query<{ id: string }>(
      "insert into events (name, state) values ('Fest', 'STARTED') returning id",
    );
    const wallets: string[] = [];
    for (const uid of ['04A', '04B']) {
      const [tag] = await db.query<{ id: string }>(
        "insert into tags (event_id, uid, serial) values ($1, $2, '1') returning id",
        [event?.id, uid],
      );
      const [wallet] = await db.query<{ id: string }>(
        'insert into wallets (event_id, tag_id) values ($1, $2) returning id',
        [event?.id, tag?.id],
      );
      wallets.push(wallet?.id ?? '');
    }
    await db.query(
      `insert into wallet_transactions (wallet_id, purchase_reference, category, state, total_cents)
       values ($1, 'R1', 'TOP_UP', 'COMPLETED', 5000), ($1, 'R2', 'PURCHASE', 'COMPLETED', -1250),
         ($1, 'R3', 'TOP_UP', 'PENDING', 3000), ($1, 'R4', 'TOP_UP', 'VOID', 700)`,
      [wallets[0]],
    );

    await migrate(db, all.slice(0, at + 1));

    const rows = await db.query<{ id: string; balance: number }>(
      'select id, balance_cents as balance from wallets',
    );
    const balances = Object.fromEntries(rows.map((row) => [row.id, row.balance]));
    expect(balances).toEqual({ [wallets[0] ?? '']: 3750, [wallets[1] ?? '']: 0 });
  });
});
