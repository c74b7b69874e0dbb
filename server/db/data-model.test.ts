import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import { migrate } from './migrate';
import { one } from './rows';

// The constraints are the last line of defence against applying money twice or storing values
// the API could never have produced, so each one is exercised here.
describe('data model', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let customerId: string;
  let eventId: string;
  let walletId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  beforeEach(async () => {
    await db.exec(`truncate customers, events, wallet_transactions, refund_batches, refunds,
      purchases, purchase_items, tickets, tags, wallets, push_subscriptions cascade`);
    customerId = await insertId("insert into customers (sub, email) values ('sub-1', 'a@b.c')");
    eventId = await insertId("insert into events (name, state) values ('Fest', 'PUBLISHED')");
    const ticketId = await insertId(
      `insert into tickets (event_id, ticket_number, holder_first_name, holder_last_name,
         holder_email) values ($1, 'T-1', 'A', 'B', 'a@b.c')`,
      [eventId],
    );
    walletId = await insertId(
      'insert into wallets (event_id, customer_id, ticket_id) values ($1, $2, $3)',
      [eventId, customerId, ticketId],
    );
  });

  async function insertId(sql: string, params: unknown[] = []): Promise<string> {
    return one(await db.query<{ id: string }>(`${sql} returning id`, params), 'id').id;
  }

  async function ledger(reference: string, category: string, state: string, total: number) {
    await db.query(
      `insert into wallet_transactions (wallet_id, purchase_reference, category, state, total_cents)
       values ($1, $2, $3, $4, $5)`,
      [walletId, reference, category, state, total],
    );
  }

  it('fills in the defaults of the spec', async () => {
    const customer = one(
      await db.query<{ country_code: string; marketing_opt_out: boolean }>(
        'select country_code, marketing_opt_out from customers where id = $1',
        [customerId],
      ),
      'customer',
    );
    expect(customer).toEqual({ country_code: 'NZ', marketing_opt_out: false });
    const event = one(
      await db.query<{ currency: string }>('select currency from events where id = $1', [eventId]),
      'event',
    );
    expect(event.currency).toBe('NZD');
    const wallet = one(
      await db.query<{ refund_status: string }>('select refund_status from wallets where id = $1', [
        walletId,
      ]),
      'wallet',
    );
    expect(wallet.refund_status).toBe('NOT_AVAILABLE');
  });

  it('sums the COMPLETED ledger rows into the balance', async () => {
    await ledger('R-1', 'TOP_UP', 'COMPLETED', 5000);
    await ledger('R-2', 'PURCHASE', 'COMPLETED', -1250);
    await ledger('R-3', 'TOP_UP', 'PENDING', 9900);
    await ledger('R-4', 'TOP_UP', 'VOID', 2000);
    const { balance } = one(
      await db.query<{ balance: number }>(
        `select coalesce(sum(total_cents), 0) as balance from wallet_transactions
         where wallet_id = $1 and state = 'COMPLETED'`,
        [walletId],
      ),
      'balance',
    );
    expect(balance).toBe(3750);
  });

  it('applies a purchase reference to the ledger only once', async () => {
    await ledger('R-1', 'TOP_UP', 'COMPLETED', 5000);
    await expect(ledger('R-1', 'TOP_UP', 'COMPLETED', 5000)).rejects.toThrow(/unique|duplicate/i);
  });

  it('rejects ledger rows whose sign contradicts the category', async () => {
    await expect(ledger('R-1', 'TOP_UP', 'COMPLETED', -100)).rejects.toThrow(/check/i);
    await expect(ledger('R-2', 'PURCHASE', 'COMPLETED', 100)).rejects.toThrow(/check/i);
    await expect(ledger('R-3', 'GIFT', 'COMPLETED', 100)).rejects.toThrow(/check/i);
  });

  it('lets a top-up card fee be a negative TOP_UP row of its own, and no other TOP_UP row', async () => {
    await ledger('R-1', 'TOP_UP', 'COMPLETED', 5000);
    await ledger('R-1-FEE', 'TOP_UP', 'COMPLETED', -250);
    await expect(ledger('R-1-ACT', 'TOP_UP', 'COMPLETED', -400)).rejects.toThrow(/check/i);
  });

  it('rejects unknown enumeration values', async () => {
    await expect(
      db.query("update events set state = 'OPEN' where id = $1", [eventId]),
    ).rejects.toThrow(/check/i);
    await expect(
      db.query("update wallets set refund_status = 'LODGED' where id = $1", [walletId]),
    ).rejects.toThrow(/check/i);
  });

  it('rejects negative fees on the rate card', async () => {
    await expect(
      db.query('update events set refund_fee_online_cents = -1 where id = $1', [eventId]),
    ).rejects.toThrow(/check/i);
  });

  it('keeps a purchase credit equal to the amount less its fees', async () => {
    const insert = (credit: number) =>
      db.query(
        `insert into purchases (reference, wallet_id, customer_id, currency, amount_cents,
           card_fee_cents, activation_fee_cents, credit_cents, provider)
         values ($1, $2, $3, 'NZD', 5000, 250, 400, $4, 'sandbox')`,
        [`P-${credit}`, walletId, customerId, credit],
      );
    await expect(insert(5000)).rejects.toThrow(/check/i);
    await insert(4350);
  });

  it('allows one open refund batch per event', async () => {
    await db.query('insert into refund_batches (event_id) values ($1)', [eventId]);
    await expect(
      db.query('insert into refund_batches (event_id) values ($1)', [eventId]),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it('allows one live refund per wallet, and a new one after a void', async () => {
    const batchId = await insertId('insert into refund_batches (event_id) values ($1)', [eventId]);
    const lodge = (reference: string) =>
      db.query(
        `insert into refunds (reference, wallet_id, batch_id, customer_id, first_name, last_name,
           phone, email, account_number, account_type, currency, total_cents, fee_cents)
         values ($1, $2, $3, $4, 'A', 'B', '021', 'a@b.c', '12-3456-7890123-00', 'NZ', 'NZD',
           1000, 250)`,
        [reference, walletId, batchId, customerId],
      );
    await lodge('RF-1');
    await expect(lodge('RF-2')).rejects.toThrow(/unique|duplicate/i);
    await db.query("update refunds set state = 'VOID' where reference = 'RF-1'");
    await lodge('RF-3');
  });

  it('refuses a wallet with neither ticket nor tag', async () => {
    await expect(
      db.query('insert into wallets (event_id, customer_id) values ($1, $2)', [
        eventId,
        customerId,
      ]),
    ).rejects.toThrow(/check/i);
  });
});
