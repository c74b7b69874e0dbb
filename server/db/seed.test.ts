import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import { migrate } from './migrate';
import { seedDemoData } from './seed';

const DEMO = { demoSub: 'demo-sub-1', demoEmail: 'demo@tapwallet.example' };

async function counts(db: Database) {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*) from customers) as customers, (select count(*) from events) as events,
       (select count(*) from tickets) as tickets, (select count(*) from tags) as tags,
       (select count(*) from wallet_transactions) as ledger`,
  );
  return row;
}

describe('seedDemoData', () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  it('seeds an empty database once and leaves it alone afterwards', async () => {
    expect(await seedDemoData(db, DEMO)).toEqual({ seeded: true });
    const first = await counts(db);
    expect(first?.events).toBeGreaterThan(0);

    expect(await seedDemoData(db, DEMO)).toEqual({ seeded: false });
    expect(await counts(db)).toEqual(first);
  });

  it('creates the demo customer under the given subject', async () => {
    const rows = await db.query<{ email: string }>('select email from customers where sub = $1', [
      DEMO.demoSub,
    ]);
    expect(rows).toEqual([{ email: DEMO.demoEmail }]);
  });

  it('creates events in several states with the usual rate card', async () => {
    const events = await db.query<{
      state: string;
      activation_fee_online_cents: number;
      credit_card_fee_bp: number;
      refund_fee_online_cents: number;
    }>(
      `select state, activation_fee_online_cents, credit_card_fee_bp, refund_fee_online_cents
       from events`,
    );
    expect(new Set(events.map((event) => event.state))).toEqual(
      new Set(['DRAFT', 'PUBLISHED', 'STARTED', 'FINISHED', 'CLOSED']),
    );
    for (const event of events) {
      expect(event).toMatchObject({
        activation_fee_online_cents: 400,
        credit_card_fee_bp: 500,
        refund_fee_online_cents: 250,
      });
    }
  });

  it('leaves free tickets issued to the demo user and free tags to register', async () => {
    const tickets = await db.query<{ holder_email: string; claimed_by: string | null }>(
      'select holder_email, claimed_by from tickets',
    );
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((t) => t.holder_email === DEMO.demoEmail && t.claimed_by === null)).toBe(
      true,
    );
    const [tagWithMoney] = await db.query<{ uid: string; balance: number }>(
      `select t.uid, sum(x.total_cents) as balance from tags t
       join wallets w on w.tag_id = t.id
       join wallet_transactions x on x.wallet_id = w.id and x.state = 'COMPLETED'
       where t.claimed_by is null group by t.uid`,
    );
    expect(tagWithMoney?.uid).toHaveLength(14);
    expect(tagWithMoney?.balance).toBeGreaterThan(0);
  });

  it('does not seed a database that already has events', async () => {
    const other = await openTestDatabase();
    try {
      await migrate(other.db);
      await other.db.query("insert into events (name) values ('Real event')");
      expect(await seedDemoData(other.db, DEMO)).toEqual({ seeded: false });
      expect(await counts(other.db)).toMatchObject({ events: 1, customers: 0 });
    } finally {
      await other.dispose();
    }
  });
});
