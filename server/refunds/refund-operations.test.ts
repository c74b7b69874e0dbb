import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { HttpError } from '../http-error';
import { findEntry, walletBalanceCents, walletEntries } from '../ledger/ledger';
import type { WalletEvent } from '../ledger/wallet-events';
import {
  creditWallet,
  insertCustomer,
  insertEvent,
  insertWallet,
  tapPurchase,
  uniqueId,
} from '../test-support/money-test-fixture';
import { openTestDatabase } from '../test-support/test-database';
import { BANK_FILE_HEADER, csvField } from './bank-file';
import {
  CLOSE_BATCH_FIRST,
  closeBatch,
  EXPORT_OPEN_BATCH,
  exportBankFile,
  markRefundPaid,
  markRefundVoid,
  refundFeeReference,
} from './refund-operations';
import { createRefund } from './refund-requests';

describe('refund operations', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  const events: WalletEvent[] = [];
  const opts = { onWalletEvent: (event: WalletEvent) => void events.push(event) };

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  /** A FINISHED event with a $2.50 fee and refunds lodged for the given balances. */
  async function lodged(balances: number[], names: [string, string][] = []) {
    const eventId = await insertEvent(db, { state: 'FINISHED' });
    const refunds: { reference: string; walletId: string; customerId: string }[] = [];
    for (const [index, balance] of balances.entries()) {
      const sub = uniqueId('sub');
      const customerId = await insertCustomer(db, sub);
      const wallet = await insertWallet(db, { eventId, customerId, refundStatus: 'AVAILABLE' });
      await creditWallet(db, wallet.id, balance);
      const [firstName, lastName] = names[index] ?? ['Ana', 'Tester'];
      const refund = await createRefund(db, sub, {
        firstName,
        lastName,
        phone: '021 123 4567',
        email: `${sub.toLowerCase()}@example.com`,
        accountNumber: '01-902-0068389-00',
        refundTotal: (balance - 250) / 100,
        refundFee: 2.5,
        walletId: wallet.id,
        eventId,
        refundCurrency: 'NZD',
      });
      refunds.push({ reference: refund.refundPurchaseRef, walletId: wallet.id, customerId });
    }
    return { eventId, refunds };
  }

  async function refundRow(reference: string) {
    const [row] = await db.query<{
      state: string;
      total_cents: number;
      refund_status: string;
      batch_state: string;
    }>(
      `select r.state, r.total_cents, w.refund_status, b.state as batch_state
       from refunds r join wallets w on w.id = r.wallet_id join refund_batches b on b.id = r.batch_id
       where r.reference = $1`,
      [reference],
    );
    return row;
  }

  async function httpError(promise: Promise<unknown>): Promise<HttpError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }

  it('closes the OPEN batch once, re-reading totals from the balance', async () => {
    const { eventId, refunds } = await lodged([5000, 3000, 600]);
    const [keep, spent, gone] = refunds as [
      (typeof refunds)[0],
      (typeof refunds)[0],
      (typeof refunds)[0],
    ];
    // Lodged while the event ran, then more taps.
    await tapPurchase(db, spent.walletId, 1000);
    await tapPurchase(db, gone.walletId, 400);
    const before = events.length;

    const result = await closeBatch(db, eventId, opts);
    expect(result).toEqual({
      batchId: expect.any(String),
      closed: true,
      refunds: expect.arrayContaining([
        { reference: keep.reference, totalCents: 4750 },
        { reference: spent.reference, totalCents: 1750 },
      ]),
      cancelled: [gone.reference],
    });
    expect(result.refunds).toHaveLength(2);
    expect(await refundRow(gone.reference)).toMatchObject({ state: 'VOID', refund_status: 'VOID' });
    expect(await refundRow(spent.reference)).toMatchObject({
      total_cents: 1750,
      batch_state: 'CLOSED',
    });
    expect(events.slice(before)).toEqual([
      {
        type: 'REFUND_CANCELLED',
        walletId: gone.walletId,
        customerId: gone.customerId,
        reference: gone.reference,
        totalCents: 350,
      },
    ]);

    expect(await closeBatch(db, eventId, opts)).toEqual({
      batchId: null,
      closed: false,
      refunds: [],
      cancelled: [],
    });
  });

  it('pays a refund from a closed batch: balance to zero, once', async () => {
    const { eventId, refunds } = await lodged([4350, 1000]);
    const [first, second] = refunds as [(typeof refunds)[0], (typeof refunds)[0]];
    const open = await httpError(markRefundPaid(db, first.reference, opts));
    expect(open).toMatchObject({ statusCode: 409, message: CLOSE_BATCH_FIRST });

    await closeBatch(db, eventId);
    const before = events.length;
    const paid = await markRefundPaid(db, first.reference, opts);
    expect(paid.applied).toBe(true);
    expect(await walletBalanceCents(db, first.walletId)).toBe(0);
    // What the bank transfers and the fee kept, each a REFUND row: they add up to the balance.
    expect(await findEntry(db, first.reference)).toMatchObject({
      category: 'REFUND',
      state: 'COMPLETED',
      totalCents: -4100,
    });
    expect(await findEntry(db, refundFeeReference(first.reference))).toMatchObject({
      category: 'REFUND',
      state: 'COMPLETED',
      totalCents: -250,
    });
    const rows = await walletEntries(db, first.walletId);
    expect(rows.reduce((sum, row) => sum + row.totalCents, 0)).toBe(0);
    expect(await refundRow(first.reference)).toMatchObject({
      state: 'COMPLETED',
      refund_status: 'COMPLETED',
      batch_state: 'CLOSED',
    });
    expect(events.slice(before)).toEqual([
      {
        type: 'REFUND_PAID',
        walletId: first.walletId,
        customerId: first.customerId,
        reference: first.reference,
        totalCents: 4100,
      },
    ]);

    const again = await markRefundPaid(db, first.reference, opts);
    expect(again.applied).toBe(false);
    expect(events.length).toBe(before + 1);
    expect(await walletBalanceCents(db, first.walletId)).toBe(0);

    await markRefundVoid(db, second.reference, opts);
    expect((await refundRow(first.reference))?.batch_state).toBe('PAID');
  });

  it('refuses to pay when the balance moved after closing', async () => {
    const { eventId, refunds } = await lodged([4000]);
    const [refund] = refunds as [(typeof refunds)[0]];
    await closeBatch(db, eventId);
    await tapPurchase(db, refund.walletId, 100);
    const error = await httpError(markRefundPaid(db, refund.reference));
    expect(error.statusCode).toBe(409);
    expect(error.message).toContain('void it so the customer can lodge again');
    expect(await walletBalanceCents(db, refund.walletId)).toBe(3900);
  });

  it('voids a refund: balance kept, the customer may lodge again', async () => {
    const { refunds } = await lodged([2000]);
    const [refund] = refunds as [(typeof refunds)[0]];
    const before = events.length;
    expect((await markRefundVoid(db, refund.reference, opts)).applied).toBe(true);
    expect((await markRefundVoid(db, refund.reference, opts)).applied).toBe(false);
    expect(await refundRow(refund.reference)).toMatchObject({
      state: 'VOID',
      refund_status: 'VOID',
    });
    expect(await walletBalanceCents(db, refund.walletId)).toBe(2000);
    expect(events.slice(before).map((e) => e.type)).toEqual(['REFUND_CANCELLED']);
    expect((await httpError(markRefundPaid(db, refund.reference))).statusCode).toBe(409);
  });

  it('cannot void a paid refund, and answers 404 for an unknown one', async () => {
    const { eventId, refunds } = await lodged([2000]);
    const [refund] = refunds as [(typeof refunds)[0]];
    await closeBatch(db, eventId);
    await markRefundPaid(db, refund.reference);
    expect((await httpError(markRefundVoid(db, refund.reference))).statusCode).toBe(409);
    expect((await httpError(markRefundPaid(db, 'RF-NOPE'))).statusCode).toBe(404);
  });

  it('exports a closed batch as a bank CSV of the refunds to pay and paid', async () => {
    const { eventId, refunds } = await lodged(
      [4350, 1000, 3000],
      [
        ['Ana', 'Tester'],
        ['Mary-Jane', "O'Brien"],
        ['Voided', 'Person'],
      ],
    );
    const [ana, mary, voided] = refunds as [
      (typeof refunds)[0],
      (typeof refunds)[0],
      (typeof refunds)[0],
    ];
    const [batch] = await db.query<{ id: string }>(
      `select id from refund_batches where event_id = $1`,
      [eventId],
    );
    const batchId = batch?.id as string;
    expect((await httpError(exportBankFile(db, batchId))).message).toBe(EXPORT_OPEN_BATCH);
    expect(
      (await httpError(exportBankFile(db, '00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);

    await markRefundVoid(db, voided.reference);
    await closeBatch(db, eventId);
    await markRefundPaid(db, ana.reference);
    const csv = await exportBankFile(db, batchId);
    const email = async (walletId: string) =>
      (
        await db.query<{ email: string }>('select email from refunds where wallet_id = $1', [
          walletId,
        ])
      )[0]?.email;
    expect(csv).toBe(
      [
        BANK_FILE_HEADER.join(','),
        `${ana.reference},NZ,01-0902-0068389-00,Ana Tester,41.00,NZD,${await email(ana.walletId)},0211234567`,
        `${mary.reference},NZ,01-0902-0068389-00,Mary-Jane O'Brien,7.50,NZD,${await email(mary.walletId)},0211234567`,
        '',
      ].join('\r\n'),
    );
  });

  it('quotes CSV fields and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('-12.50')).toBe('-12.50');
  });

  it('pays each refund once when two operators mark it at the same moment', async () => {
    const { eventId, refunds } = await lodged([3000]);
    const [refund] = refunds as [(typeof refunds)[0]];
    await closeBatch(db, eventId);
    const results = await Promise.all([
      markRefundPaid(db, refund.reference),
      markRefundPaid(db, refund.reference),
    ]);
    expect(results.map((r) => r.applied).sort()).toEqual([false, true]);
    expect(await walletBalanceCents(db, refund.walletId)).toBe(0);
  });

  it('never loses a refund lodged while the batch closes', async () => {
    const eventId = await insertEvent(db, { state: 'FINISHED' });
    const customers = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const sub = uniqueId('sub');
        const customerId = await insertCustomer(db, sub);
        const wallet = await insertWallet(db, { eventId, customerId, refundStatus: 'AVAILABLE' });
        await creditWallet(db, wallet.id, 1000);
        return { sub, walletId: wallet.id };
      }),
    );
    const lodge = (c: (typeof customers)[0]) =>
      createRefund(db, c.sub, {
        firstName: 'Ana',
        lastName: 'Tester',
        phone: '0211234567',
        email: 'ana@example.com',
        accountNumber: '01-902-0068389-00',
        refundTotal: 7.5,
        refundFee: 2.5,
        walletId: c.walletId,
        eventId,
        refundCurrency: 'NZD',
      });
    await Promise.all([...customers.map(lodge), closeBatch(db, eventId), closeBatch(db, eventId)]);
    const rows = await db.query<{ state: string; batch_state: string }>(
      `select r.state, b.state as batch_state from refunds r join refund_batches b on b.id = r.batch_id
       where b.event_id = $1`,
      [eventId],
    );
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.state === 'PROCESSING')).toBe(true);
    const open = await db.query(
      `select 1 from refund_batches where event_id = $1 and state = 'OPEN'`,
      [eventId],
    );
    expect(open.length).toBeLessThanOrEqual(1);
  });
});
