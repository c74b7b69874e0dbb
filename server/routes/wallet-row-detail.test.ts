// POST /api/private/customer/wallet/transaction: each row kind's detail, written by the real
// writers (an online top-up, a tap with vendor and items, a paid refund), and only for its owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDetail } from '../../core/contracts/transaction-detail-contract';
import { moveEventState } from '../operator/event-state';
import { tapPurchase } from '../operator/taps';
import { completeTopUp } from '../payments/top-up-payments';
import { closeBatch, markRefundPaid } from '../refunds/refund-operations';
import { createRefund } from '../refunds/refund-requests';
import {
  insertCustomer,
  insertEvent,
  insertWallet,
  type MoneyApp,
  startMoneyApp,
  topUpRequestBody,
} from '../test-support/money-test-fixture';

const DETAIL = '/api/private/customer/wallet/transaction';

describe('wallet row detail', () => {
  let m: MoneyApp;
  let eventId: string;
  let walletId: string;
  let topUpReference: string;
  let tapReference: string;
  let refundReference: string;
  const owner = 'detail-owner';

  beforeAll(async () => {
    m = await startMoneyApp();
    const customerId = await insertCustomer(m.db, owner);
    await insertCustomer(m.db, 'detail-stranger');
    eventId = await insertEvent(m.db, { state: 'PUBLISHED' });
    const wallet = await insertWallet(m.db, { eventId, customerId });
    walletId = wallet.id;
    const request = await m.post(owner, '/api/private/customer/purchase/request', {
      ...topUpRequestBody(walletId, eventId, 50),
    });
    expect(request.statusCode).toBe(200);
    const [purchase] = await m.db.query<{ reference: string }>(
      'select reference from purchases where wallet_id = $1',
      [walletId],
    );
    topUpReference = purchase?.reference ?? '';
    await completeTopUp(m.db, topUpReference);
    await moveEventState(m.db, eventId, 'STARTED');
    tapReference = (
      await tapPurchase(m.db, {
        eventId,
        target: { ticketNumber: wallet.ticketNumber ?? '' },
        amountCents: 1900,
        vendor: 'Bar 3',
        items: [
          { name: 'Beer', quantity: 2, unitPriceCents: 950 },
          { name: 'Water', quantity: 1, unitPriceCents: 0 },
        ],
      })
    ).reference;
    await moveEventState(m.db, eventId, 'FINISHED');
    // $50.00 − $2.50 card fee − $4.00 activation − $19.00 = $24.50; less the $2.50 fee.
    refundReference = (
      await createRefund(m.db, owner, {
        firstName: 'Ana',
        lastName: 'Tester',
        phone: '0211234567',
        email: 'ana@example.com',
        accountNumber: '01-0902-0068389-00',
        refundTotal: 22,
        refundFee: 2.5,
        walletId,
        eventId,
        refundCurrency: 'NZD',
      })
    ).refundPurchaseRef;
    await closeBatch(m.db, eventId);
    await markRefundPaid(m.db, refundReference);
  });
  afterAll(() => m.close());

  const detail = async (reference: string, sub = owner, wallet = walletId) => {
    const res = await m.post(sub, DETAIL, {
      walletId: wallet,
      eventId,
      purchaseReference: reference,
    });
    return { status: res.statusCode, body: res.json() as TransactionDetail & { message?: string } };
  };

  const topUp = () => ({
    paymentReference: topUpReference,
    amount: 50,
    cardFeePercent: 5,
    cardFee: 2.5,
    activationFee: 4,
    credit: 43.5,
    currency: 'NZD',
    outcome: 'approved',
  });

  it('a top-up and each of its fee rows: amount, card fee, activation fee, reference, outcome', async () => {
    for (const [reference, description] of [
      [topUpReference, 'Online top up'],
      [`${topUpReference}-FEE`, 'Card fee'],
      [`${topUpReference}-ACT`, 'Activation fee'],
    ]) {
      const { status, body } = await detail(reference ?? '');
      expect(status).toBe(200);
      expect(body.transaction).toMatchObject({ purchaseReference: reference, description });
      expect(body).toMatchObject({ customerName: 'Ana Tester', topUp: topUp() });
      expect(body.topUp?.completedAt).toEqual(expect.any(String));
      expect(body.purchase).toBeUndefined();
      expect(body.refund).toBeUndefined();
    }
  });

  it('a tap purchase: where and what', async () => {
    const { status, body } = await detail(tapReference);
    expect(status).toBe(200);
    expect(body.transaction).toMatchObject({
      description: 'Purchase · Bar 3',
      purchaseTotal: -19,
      status: 'approved',
    });
    expect(body.purchase).toEqual({
      vendor: 'Bar 3',
      items: [
        { name: 'Beer', quantity: 2, unitPrice: 9.5, total: 19 },
        { name: 'Water', quantity: 1, unitPrice: 0, total: 0 },
      ],
      itemsTotal: 19,
    });
  });

  it('a paid refund and its fee row: the transfer, the fee, the masked account, the batch', async () => {
    const [batch] = await m.db.query<{ id: string }>(
      'select batch_id as id from refunds where reference = $1',
      [refundReference],
    );
    for (const [reference, description] of [
      [refundReference, 'Refund to bank'],
      [`${refundReference}-FEE`, 'Refund fee'],
    ]) {
      const { status, body } = await detail(reference ?? '');
      expect(status).toBe(200);
      expect(body.transaction.description).toBe(description);
      expect(body.refund).toMatchObject({
        refundReference,
        amountToBank: 22,
        fee: 2.5,
        account: '01-0902-•••••89-00',
        batchId: batch?.id,
        batchState: 'PAID',
      });
      expect(JSON.stringify(body)).not.toContain('0068389');
    }
  });

  it("refuses another customer's row, and a row of another wallet, as not found", async () => {
    const stranger = await detail(tapReference, 'detail-stranger');
    expect(stranger).toMatchObject({ status: 404, body: { message: 'Wallet not found' } });
    const strangerId = await insertCustomer(m.db, 'detail-neighbour');
    const other = await insertWallet(m.db, { eventId, customerId: strangerId });
    const crossed = await detail(tapReference, 'detail-neighbour', other.id);
    expect(crossed).toMatchObject({ status: 404, body: { message: 'Transaction not found' } });
    expect((await detail('NO-SUCH-ROW')).status).toBe(404);
    expect(
      (await m.post(null, DETAIL, { walletId, eventId, purchaseReference: 'x' })).statusCode,
    ).toBe(401);
  });
});
