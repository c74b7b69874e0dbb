// No charge without a credit: open card payments hold their room against desk top-ups, and a
// payment that completes when the wallet cannot take it is refunded and told on the wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_REFUNDED_BALANCE_FULL } from '../../core/domain/messages';
import { findEntry, walletBalanceCents } from '../ledger/ledger';
import { DESK_TOP_UP_PENDING_ABOVE_MAXIMUM, tapTopUp } from '../operator/taps';
import {
  creditWallet,
  insertCustomer,
  insertEvent,
  insertWallet,
  type MoneyApp,
  setEventState,
  startMoneyApp,
  TEST_ORIGIN,
  topUpRequestBody,
  uniqueId,
} from '../test-support/money-test-fixture';
import { activationReference, findPurchase } from './top-up-payments';

describe('card payments the wallet cannot take', () => {
  let m: MoneyApp;

  beforeAll(async () => {
    m = await startMoneyApp();
  });
  afterAll(() => m.close());

  /** A ticket wallet with an open $500.00 online top-up ($25.00 card fee, $4.00 activation). */
  async function walletWithOpenPayment() {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db);
    const wallet = await insertWallet(m.db, { eventId, customerId });
    const res = await m.post(
      sub,
      '/api/private/customer/purchase/request',
      topUpRequestBody(wallet.id, eventId, 500),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { sub, eventId, wallet, reference: res.json().reference as string };
  }

  const decide = (reference: string, decision: string) =>
    m.app.inject({
      method: 'POST',
      url: `/payments/sandbox/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });

  it('refuses a desk top-up that would leave an open card payment no room, writing nothing', async () => {
    const { eventId, wallet, reference } = await walletWithOpenPayment();
    await setEventState(m.db, eventId, 'STARTED');
    const target = { ticketNumber: wallet.ticketNumber as string };
    const before = await m.fingerprint();
    // $500.00 open + $500.00 at the desk would pass $999.99.
    await expect(
      tapTopUp(m.db, { eventId, target, amountCents: 50_000, method: 'cash' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: DESK_TOP_UP_PENDING_ABOVE_MAXIMUM,
    });
    expect(await m.fingerprint()).toBe(before);
    // What fits beside it is taken.
    expect(
      (await tapTopUp(m.db, { eventId, target, amountCents: 49_999, method: 'cash' })).applied,
    ).toBe(true);
    // Once the payment is declined its room is free again.
    await setEventState(m.db, eventId, 'PUBLISHED');
    await decide(reference, 'decline');
    await setEventState(m.db, eventId, 'STARTED');
    expect(
      (await tapTopUp(m.db, { eventId, target, amountCents: 50_000, method: 'card' })).applied,
    ).toBe(true);
    expect(await walletBalanceCents(m.db, wallet.id)).toBe(99_999);
  });

  it('refunds a payment completing into a full wallet, once, and tells the customer on the wallet', async () => {
    const { sub, eventId, wallet, reference } = await walletWithOpenPayment();
    // Filled past the open payment's room by a credit that did not wait for it (for example a
    // session older than its lifetime, which no longer holds room, completing late).
    await creditWallet(m.db, wallet.id, 60_000);
    const approved = await decide(reference, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `${TEST_ORIGIN}/event/wallet/payment/complete?reference=${reference}&state=failed`,
    );
    expect(await findPurchase(m.db, reference)).toMatchObject({
      state: 'REFUNDED',
      providerRefundId: `sandbox_refund_${reference}`,
    });
    expect(await findEntry(m.db, reference)).toMatchObject({ state: 'VOID' });
    expect(await findEntry(m.db, activationReference(reference))).toMatchObject({ state: 'VOID' });
    expect(await walletBalanceCents(m.db, wallet.id)).toBe(60_000);

    const before = await m.fingerprint();
    for (const decision of ['approve', 'decline', 'pending']) {
      expect((await decide(reference, decision)).headers.location).toContain('state=failed');
    }
    expect(await m.fingerprint()).toBe(before);

    const shown = await m.post(sub, '/api/private/customer/wallet', {
      walletId: wallet.id,
      eventId,
    });
    expect(shown.json().paymentNotices).toEqual([
      { reference, message: PAYMENT_REFUNDED_BALANCE_FULL, amount: 500, date: expect.any(String) },
    ]);
    expect(shown.json().transactionList).toContainEqual(
      expect.objectContaining({ purchaseReference: reference, purchaseState: 'VOID' }),
    );
    expect(shown.json().balance).toEqual({ current: 600 });
  });
});
