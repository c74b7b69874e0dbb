// The wallet call carries the wallet's refund as the customer follows it (DESIGN §8): amount to
// the bank, fee, masked account, and Lodged → Being processed → Paid / Cancelled with dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRefundProcessingDays } from '../operator/event-refund-settings';
import { closeBatch, markRefundPaid, markRefundVoid } from '../refunds/refund-operations';
import {
  creditWallet,
  type EventSeed,
  insertCustomer,
  insertEvent,
  insertWallet,
  type MoneyApp,
  startMoneyApp,
  tapPurchase,
  uniqueId,
} from '../test-support/money-test-fixture';

const CREATE = '/api/private/customer/refund/create';
const WALLET = '/api/private/customer/wallet';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('refund tracker on the wallet', () => {
  let m: MoneyApp;

  beforeAll(async () => {
    m = await startMoneyApp();
  });
  afterAll(() => m.close());

  /** A wallet holding $43.50 at an event with a $2.50 refund fee, and its refund lodged. */
  async function lodged(event: EventSeed = {}, account = '01-902-0068389-00') {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db, { state: 'FINISHED', ...event });
    const wallet = await insertWallet(m.db, { eventId, customerId, refundStatus: 'AVAILABLE' });
    await creditWallet(m.db, wallet.id, 4350);
    const res = await m.post(sub, CREATE, {
      firstName: 'Ana',
      lastName: 'Tester',
      phone: '021 123 4567',
      email: 'ana@example.com',
      accountNumber: account,
      refundTotal: 41,
      refundFee: 2.5,
      walletId: wallet.id,
      eventId,
      refundCurrency: event.currency ?? 'NZD',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reference: string = res.json().refund.refundPurchaseRef;
    const tracker = async () => {
      const answer = await m.post(sub, WALLET, { walletId: wallet.id, eventId });
      expect(answer.statusCode).toBe(200);
      return answer.json().refund;
    };
    return { sub, eventId, walletId: wallet.id, reference, tracker };
  }

  const dateOf = async (sql: string, value: string) => {
    const [row] = await m.db.query<{ at: Date }>(sql, [value]);
    return new Date(row?.at ?? Number.NaN).toISOString();
  };
  const plusDays = (iso: string, days: number) =>
    new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

  it('shows a lodged refund: amount to the bank, fee, masked account, expected a week on', async () => {
    const r = await lodged();
    const lodgedAt = await dateOf(
      'select created_at as at from refunds where reference = $1',
      r.reference,
    );
    expect(await r.tracker()).toEqual({
      refundPurchaseRef: r.reference,
      step: 'LODGED',
      amount: 41,
      fee: 2.5,
      currency: 'NZD',
      accountType: 'NZ',
      account: '01-0902-•••••89-00',
      lodged: lodgedAt,
      beingProcessed: null,
      paid: null,
      cancelled: null,
      expectedBy: plusDays(lodgedAt, 7),
    });
  });

  it('is Being processed from the batch closing, expected the processing days after it', async () => {
    const r = await lodged();
    await setRefundProcessingDays(m.db, r.eventId, 3);
    await closeBatch(m.db, r.eventId);
    const closedAt = await dateOf(
      'select closed_at as at from refund_batches where event_id = $1',
      r.eventId,
    );
    expect(await r.tracker()).toMatchObject({
      step: 'BEING_PROCESSED',
      amount: 41,
      beingProcessed: closedAt,
      paid: null,
      expectedBy: plusDays(closedAt, 3),
    });
  });

  it('is Paid on the date its ledger row was written', async () => {
    const r = await lodged();
    await closeBatch(m.db, r.eventId);
    await markRefundPaid(m.db, r.reference);
    const paidAt = await dateOf(
      'select created_at as at from wallet_transactions where purchase_reference = $1',
      r.reference,
    );
    expect(await r.tracker()).toMatchObject({
      step: 'PAID',
      amount: 41,
      fee: 2.5,
      beingProcessed: expect.any(String),
      paid: paidAt,
      cancelled: null,
      expectedBy: null,
    });
  });

  it('is Cancelled by the operator, after the closing or before it', async () => {
    const after = await lodged();
    await closeBatch(m.db, after.eventId);
    await markRefundVoid(m.db, after.reference);
    const cancelledAt = await dateOf(
      'select updated_at as at from refunds where reference = $1',
      after.reference,
    );
    expect(await after.tracker()).toMatchObject({
      step: 'CANCELLED',
      beingProcessed: expect.any(String),
      paid: null,
      cancelled: cancelledAt,
      expectedBy: null,
    });

    const before = await lodged();
    await markRefundVoid(m.db, before.reference);
    expect(await before.tracker()).toMatchObject({
      step: 'CANCELLED',
      beingProcessed: null,
      cancelled: expect.any(String),
    });
  });

  it('follows the balance while the batch is open, and is cancelled by a closing it no longer covers', async () => {
    const r = await lodged({ state: 'STARTED' });
    await tapPurchase(m.db, r.walletId, 3000);
    expect((await r.tracker()).amount).toBe(11);
    await tapPurchase(m.db, r.walletId, 1200);
    expect((await r.tracker()).amount).toBe(0);
    await closeBatch(m.db, r.eventId);
    expect(await r.tracker()).toMatchObject({
      step: 'CANCELLED',
      amount: 41,
      beingProcessed: null,
    });
  });

  it('shows the newest refund after a cancelled one is lodged again, and masks AU accounts', async () => {
    const r = await lodged({ currency: 'AUD' }, '062-000 12345678');
    expect((await r.tracker()).account).toBe('062-000 ••••••78');
    await markRefundVoid(m.db, r.reference);
    const again = await m.post(r.sub, CREATE, {
      firstName: 'Ana',
      lastName: 'Tester',
      phone: '021 123 4567',
      email: 'ana@example.com',
      accountNumber: '062-000 87654321',
      refundTotal: 41,
      refundFee: 2.5,
      walletId: r.walletId,
      eventId: r.eventId,
      refundCurrency: 'AUD',
    });
    expect(await r.tracker()).toMatchObject({
      refundPurchaseRef: again.json().refund.refundPurchaseRef,
      step: 'LODGED',
      accountType: 'AUS',
      account: '062-000 ••••••21',
    });
  });
});
