// Customer B against customer A's wallet, purchase and refund: every money route answers 404
// (never 403, so ids cannot be probed) and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditWallet,
  insertCustomer,
  insertEvent,
  insertWallet,
  type MoneyApp,
  startMoneyApp,
  topUpRequestBody,
  uniqueId,
} from '../test-support/money-test-fixture';

describe('ownership of money routes', () => {
  let m: MoneyApp;
  const a = { sub: uniqueId('alice'), walletId: '', eventId: '', ticket: '', refundRef: '' };
  const b = { sub: uniqueId('bob'), walletId: '', eventId: '' };
  const stranger = uniqueId('nobody');
  let topUpEventId = '';
  let topUpWalletId = '';

  const topUp = (walletId: string, eventId: string) => topUpRequestBody(walletId, eventId, 50);

  const refundBody = (walletId: string, eventId: string) => ({
    firstName: 'Bob',
    lastName: 'Builder',
    phone: '021 555 1234',
    email: 'bob@example.com',
    accountNumber: '01-902-0068389-00',
    refundTotal: 41,
    refundFee: 2.5,
    tagNumber: null,
    ticketNumber: null,
    walletId,
    eventId,
    eventDetailId: null,
    refundCurrency: 'NZD',
  });

  beforeAll(async () => {
    m = await startMoneyApp();
    const aId = await insertCustomer(m.db, a.sub);
    const bId = await insertCustomer(m.db, b.sub);

    // A: a wallet before the event (top-up) and one after it with a lodged refund.
    topUpEventId = await insertEvent(m.db);
    topUpWalletId = (await insertWallet(m.db, { eventId: topUpEventId, customerId: aId })).id;
    a.eventId = await insertEvent(m.db, { state: 'FINISHED' });
    const aWallet = await insertWallet(m.db, {
      eventId: a.eventId,
      customerId: aId,
      refundStatus: 'AVAILABLE',
    });
    a.walletId = aWallet.id;
    a.ticket = aWallet.ticketNumber ?? '';
    await creditWallet(m.db, a.walletId, 4350);
    const lodged = await m.post(
      a.sub,
      '/api/private/customer/refund/create',
      refundBody(a.walletId, a.eventId),
    );
    expect(lodged.statusCode).toBe(200);
    a.refundRef = lodged.json().refund.refundPurchaseRef;

    // B has a wallet of their own at the same event.
    b.eventId = a.eventId;
    b.walletId = (
      await insertWallet(m.db, { eventId: b.eventId, customerId: bId, refundStatus: 'AVAILABLE' })
    ).id;
    await creditWallet(m.db, b.walletId, 4350);
  });
  afterAll(() => m.close());

  const attempts = (): [string, string, () => unknown][] => [
    [
      'top up A’s wallet',
      '/api/private/customer/purchase/request',
      () => topUp(topUpWalletId, topUpEventId),
    ],
    [
      'lodge a refund on A’s wallet',
      '/api/private/customer/refund/create',
      () => refundBody(a.walletId, a.eventId),
    ],
    [
      'change A’s refund account',
      '/api/private/customer/refund/update',
      () => ({ accountNumber: '01-0137-0026279-00', refundPurchaseRef: a.refundRef }),
    ],
    [
      'list A’s refunds by A’s ticket',
      '/api/private/customer/refund',
      () => ({ uid: a.ticket, eventId: a.eventId }),
    ],
  ];

  it.each([
    ['B', () => b.sub],
    ['a signed-in user without a customer record', () => stranger],
  ])('%s gets 404 for every route and nothing is written', async (_who, sub) => {
    for (const [name, url, body] of attempts()) {
      const before = await m.fingerprint();
      const res = await m.post(sub(), url, body());
      expect(res.statusCode, name).toBe(404);
      expect(Object.keys(res.json()).sort(), name).toEqual(['error', 'message', 'statusCode']);
      expect(res.body, name).not.toContain(a.refundRef);
      expect(await m.fingerprint(), name).toBe(before);
    }
  });

  it('lists B’s own refunds only', async () => {
    const res = await m.post(b.sub, '/api/private/customer/refund', {
      uid: '',
      eventId: b.eventId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eventWalletRefundList: [] });
  });

  it('A still owns everything afterwards', async () => {
    const list = await m.post(a.sub, '/api/private/customer/refund', {
      uid: a.ticket,
      eventId: a.eventId,
    });
    expect(
      list
        .json()
        .eventWalletRefundList.map((r: { refundPurchaseRef: string }) => r.refundPurchaseRef),
    ).toEqual([a.refundRef]);
    const update = await m.post(a.sub, '/api/private/customer/refund/update', {
      accountNumber: '01-0137-0026279-00',
      refundPurchaseRef: a.refundRef,
    });
    expect(update.statusCode).toBe(200);
    const request = await m.post(
      a.sub,
      '/api/private/customer/purchase/request',
      topUp(topUpWalletId, topUpEventId),
    );
    expect(request.statusCode).toBe(200);
  });

  it('needs a token for every route', async () => {
    for (const [name, url, body] of attempts()) {
      expect((await m.post(null, url, body())).statusCode, name).toBe(401);
    }
  });
});
