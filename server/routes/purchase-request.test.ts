import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../core/contracts/endpoints';
import type { EventWallet } from '../../core/contracts/wallet-contract';
import {
  cardHolderTopUpError,
  TOP_UP_NEEDS_TICKET,
  TOP_UP_NOT_BEFORE_EVENT,
  TOP_UP_PENDING_ABOVE_MAXIMUM,
  TOP_UP_TICKET_NOT_ALLOWED,
  topUpAboveMaximumMessage,
} from '../../core/domain/messages';
import { toCents } from '../../core/domain/money';
import { TOP_UP_AMOUNT_ERROR } from '../../core/domain/top-up';
import { findEntry, walletBalanceCents, walletEntries } from '../ledger/ledger';
import type { PaymentProvider } from '../payments/payment-provider';
import { SANDBOX_NOTICE } from '../payments/sandbox-exposure';
import { escapeHtml } from '../payments/sandbox-page';
import { activationReference, cardFeeReference, findPurchase } from '../payments/top-up-payments';
import {
  creditWallet,
  insertCustomer,
  insertEvent,
  insertWallet,
  type MoneyApp,
  startMoneyApp,
  TEST_ORIGIN,
  uniqueId,
} from '../test-support/money-test-fixture';
import { PAYMENT_PROVIDER_UNAVAILABLE } from './purchase-request';

const URL_REQUEST = '/api/private/customer/purchase/request';

interface Item {
  code: string;
  name: string;
  price: number;
  currency: string;
  quantity: number;
  category: string;
}

/** The request the top-up page sends; fees written out by hand for a 5% card fee. */
function topUpBody(
  walletId: string,
  eventId: string,
  opts: { amount: number; cardFee: number; activationFee?: number; items?: Item[] },
) {
  const items: Item[] = opts.items ?? [
    {
      code: 'TOP_UP',
      name: 'Online Top Up',
      price: opts.amount,
      currency: 'NZD',
      quantity: 1,
      category: 'TOP_UP',
    },
    {
      code: 'CARD_FEE',
      name: 'Card Fee',
      price: -opts.cardFee,
      currency: 'NZD',
      quantity: 1,
      category: 'TOP_UP',
    },
  ];
  if (!opts.items && opts.activationFee) {
    items.push({
      code: 'ACTIVATION_FEE',
      name: 'Activation Fee',
      price: -opts.activationFee,
      currency: 'NZD',
      quantity: 1,
      category: 'ACTIVATION',
    });
  }
  return {
    uid: 'T-1',
    walletId,
    description: 'Online Top Up - Harbour Lights',
    currency: 'NZD',
    category: 'TOP_UP',
    purchaseItemList: items,
    requestOrigin: TEST_ORIGIN,
    contractCode: 'HLF',
    eventId,
  };
}

describe('POST /api/private/customer/purchase/request and the sandbox payment page', () => {
  let m: MoneyApp;

  beforeAll(async () => {
    m = await startMoneyApp();
  });
  afterAll(() => m.close());

  async function ticketWallet(seed: Parameters<typeof insertEvent>[1] = {}) {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db, seed);
    const wallet = await insertWallet(m.db, { eventId, customerId });
    return { sub, customerId, eventId, walletId: wallet.id };
  }

  async function request(sub: string, body: unknown) {
    return m.post(sub, URL_REQUEST, body);
  }

  /** Requests a top-up of the wallet and answers the new purchase's reference. */
  async function requestedTopUp(
    w: { sub: string; walletId: string; eventId: string },
    amounts: Parameters<typeof topUpBody>[2],
  ): Promise<string> {
    const response = await request(w.sub, topUpBody(w.walletId, w.eventId, amounts));
    return response.json().reference;
  }

  async function decide(reference: string, decision: string) {
    return m.app.inject({
      method: 'POST',
      url: `/payments/sandbox/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
  }

  function returnUrl(reference: string, state: string) {
    return `${TEST_ORIGIN}/event/wallet/payment/complete?reference=${reference}&state=${state}`;
  }

  it('records a PENDING purchase and sends the browser to the sandbox page', async () => {
    const w = await ticketWallet();
    const res = await request(
      w.sub,
      topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5, activationFee: 4 }),
    );
    expect(res.statusCode).toBe(200);
    const { redirect, reference } = res.json();
    expect(redirect).toBe(`${TEST_ORIGIN}/payments/sandbox/${reference}`);

    const purchase = await findPurchase(m.db, reference);
    expect(purchase).toMatchObject({
      walletId: w.walletId,
      customerId: w.customerId,
      state: 'PENDING',
      amountCents: 5000,
      cardFeeCents: 250,
      activationFeeCents: 400,
      creditCents: 4350,
      provider: 'sandbox',
      providerSessionId: `sandbox_${reference}`,
      requestOrigin: TEST_ORIGIN,
    });
    const items = await m.db.query(
      `select i.code, i.price_cents as "priceCents", i.category from purchase_items i
       join purchases p on p.id = i.purchase_id where p.reference = $1 order by i.position`,
      [reference],
    );
    expect(items).toEqual([
      { code: 'TOP_UP', priceCents: 5000, category: 'TOP_UP' },
      { code: 'CARD_FEE', priceCents: -250, category: 'TOP_UP' },
      { code: 'ACTIVATION_FEE', priceCents: -400, category: 'ACTIVATION' },
    ]);
    expect(await findEntry(m.db, reference)).toMatchObject({
      state: 'PENDING',
      category: 'TOP_UP',
      totalCents: 5000,
    });
    expect(await findEntry(m.db, cardFeeReference(reference))).toMatchObject({
      state: 'PENDING',
      category: 'TOP_UP',
      totalCents: -250,
    });
    expect(await findEntry(m.db, activationReference(reference))).toMatchObject({
      state: 'PENDING',
      category: 'ACTIVATION',
      totalCents: -400,
    });
    expect(await walletBalanceCents(m.db, w.walletId)).toBe(0);

    const page = await m.app.inject({ method: 'GET', url: `/payments/sandbox/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${TEST_ORIGIN}`);
    expect(page.body).toContain('TapWallet');
    expect(page.body).toContain('$50.00');
    expect(page.body).toContain(reference);
    expect(page.body).toContain('width=device-width');
    for (const label of ['Approve', 'Decline', 'Leave pending']) expect(page.body).toContain(label);
    expect(page.body).toContain(escapeHtml(SANDBOX_NOTICE));
  });

  it('refuses a request naming another origin with 400, writing nothing', async () => {
    const w = await ticketWallet();
    const good = topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5, activationFee: 4 });
    const before = await m.fingerprint();
    for (const origin of [
      'https://evil.example',
      'http://localhost:8080',
      TEST_ORIGIN.replace('http:', 'https:'),
      `${TEST_ORIGIN}/`,
    ]) {
      const res = await request(w.sub, { ...good, requestOrigin: origin });
      expect(res.statusCode, origin).toBe(400);
      expect(res.json(), origin).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `requestOrigin must be this portal's origin ${TEST_ORIGIN}`,
      });
    }
    expect(await m.fingerprint()).toBe(before);
  });

  it('the payment page sends the browser only to PUBLIC_ORIGIN, whatever a purchase row says', async () => {
    const w = await ticketWallet();
    const reference = await requestedTopUp(w, { amount: 50, cardFee: 2.5, activationFee: 4 });
    // A row recorded before origins were checked, or written by anyone else.
    await m.db.query(
      `update purchases set request_origin = 'https://evil.example' where reference = $1`,
      [reference],
    );
    const page = await m.app.inject({ method: 'GET', url: `/payments/sandbox/${reference}` });
    expect(page.headers['content-security-policy']).not.toContain('evil.example');
    const left = await decide(reference, 'pending');
    expect(left.headers.location).toBe(returnUrl(reference, 'pending'));
    const approved = await decide(reference, 'approve');
    expect(approved.headers.location).toBe(returnUrl(reference, 'completed'));
    const closed = await m.app.inject({ method: 'GET', url: `/payments/sandbox/${reference}` });
    expect(closed.body).toContain(
      `href="${returnUrl(reference, 'completed').replace(/&/g, '&amp;')}"`,
    );
    expect(closed.body).not.toContain('evil.example');
  });

  it('approve completes server-side, credits the items once, and a replay changes nothing', async () => {
    const w = await ticketWallet();
    const reference = await requestedTopUp(w, { amount: 50, cardFee: 2.5, activationFee: 4 });
    const before = m.walletEvents.length;

    const approved = await decide(reference, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(returnUrl(reference, 'completed'));
    expect(await walletBalanceCents(m.db, w.walletId)).toBe(4350);
    expect((await findPurchase(m.db, reference))?.state).toBe('COMPLETED');
    expect(m.walletEvents.slice(before)).toEqual([
      {
        type: 'TOP_UP_COMPLETED',
        walletId: w.walletId,
        customerId: w.customerId,
        reference,
        creditCents: 4350,
        balanceCents: 4350,
      },
    ]);

    for (const decision of ['approve', 'decline', 'pending']) {
      const replay = await decide(reference, decision);
      expect(replay.headers.location).toBe(returnUrl(reference, 'completed'));
    }
    expect(await walletBalanceCents(m.db, w.walletId)).toBe(4350);
    expect(m.walletEvents.length).toBe(before + 1);
    const page = await m.app.inject({ method: 'GET', url: `/payments/sandbox/${reference}` });
    expect(page.body).toContain('This payment has been approved');
    expect(page.body).not.toContain('value="approve"');
    expect(page.body).toContain(escapeHtml(SANDBOX_NOTICE));
  });

  it('decline voids the purchase and its rows without touching the balance', async () => {
    const w = await ticketWallet();
    const reference = await requestedTopUp(w, { amount: 80, cardFee: 4, activationFee: 4 });
    const declined = await decide(reference, 'decline');
    expect(declined.headers.location).toBe(returnUrl(reference, 'failed'));
    expect((await findPurchase(m.db, reference))?.state).toBe('VOID');
    expect((await walletEntries(m.db, w.walletId)).map((row) => row.state)).toEqual([
      'VOID',
      'VOID',
      'VOID',
    ]);
    const late = await decide(reference, 'approve');
    expect(late.headers.location).toBe(returnUrl(reference, 'failed'));
    expect(await walletBalanceCents(m.db, w.walletId)).toBe(0);
  });

  it('leave pending keeps it PENDING until a later decision', async () => {
    const w = await ticketWallet();
    const reference = await requestedTopUp(w, { amount: 100, cardFee: 5, activationFee: 4 });
    const pending = await decide(reference, 'pending');
    expect(pending.headers.location).toBe(returnUrl(reference, 'pending'));
    expect((await findPurchase(m.db, reference))?.state).toBe('PENDING');
    expect(await walletBalanceCents(m.db, w.walletId)).toBe(0);
    await decide(reference, 'approve');
    expect(await walletBalanceCents(m.db, w.walletId)).toBe(9100);
  });

  it('lists a paid $100 top-up as the amount charged and each fee, adding up to the balance', async () => {
    const w = await ticketWallet();
    const reference = await requestedTopUp(w, { amount: 100, cardFee: 5, activationFee: 4 });
    await decide(reference, 'approve');
    const wallet = await m.post(w.sub, ENDPOINTS.wallet.path, {
      walletId: w.walletId,
      eventId: w.eventId,
    });
    expect(wallet.statusCode).toBe(200);
    const { balance, transactionList } = wallet.json() as EventWallet;
    const rows = transactionList.map((row) => [
      row.purchaseReference,
      row.purchaseCategory,
      row.purchaseState,
      row.purchaseTotal,
    ]);
    expect(rows).toEqual([
      [activationReference(reference), 'ACTIVATION', 'COMPLETED', -4],
      [cardFeeReference(reference), 'TOP_UP', 'COMPLETED', -5],
      [reference, 'TOP_UP', 'COMPLETED', 100],
    ]);
    expect(balance.current).toBe(91);
    const sumCents = transactionList.reduce((sum, row) => sum + toCents(row.purchaseTotal), 0);
    expect(sumCents).toBe(toCents(balance.current));
  });

  it('completes a payment recorded before the card fee had a row of its own', async () => {
    const w = await ticketWallet();
    const reference = await requestedTopUp(w, { amount: 100, cardFee: 5, activationFee: 4 });
    // The shape migration 005 found: the top-up row less the card fee, no card-fee row.
    await m.db.query('delete from wallet_transactions where purchase_reference = $1', [
      cardFeeReference(reference),
    ]);
    await m.db.query(
      'update wallet_transactions set total_cents = 9500 where purchase_reference = $1',
      [reference],
    );
    await decide(reference, 'approve');
    expect(await walletBalanceCents(m.db, w.walletId)).toBe(9100);
    expect((await walletEntries(m.db, w.walletId)).map((row) => row.state)).toEqual([
      'COMPLETED',
      'COMPLETED',
    ]);
  });

  it('fails an approval that arrives after the session expired', async () => {
    const w = await ticketWallet();
    const reference = await requestedTopUp(w, { amount: 50, cardFee: 2.5, activationFee: 4 });
    await m.db.query(
      `update purchases set created_at = now() - interval '2 hours' where reference = $1`,
      [reference],
    );
    const page = await m.app.inject({ method: 'GET', url: `/payments/sandbox/${reference}` });
    expect(page.body).toContain('This payment session has expired');
    const late = await decide(reference, 'approve');
    expect(late.headers.location).toBe(returnUrl(reference, 'failed'));
    expect(await walletBalanceCents(m.db, w.walletId)).toBe(0);
  });

  it('answers 404 for an unknown sandbox reference and 400 for an unknown decision', async () => {
    expect(
      (await m.app.inject({ method: 'GET', url: '/payments/sandbox/TU-NOPE' })).statusCode,
    ).toBe(404);
    expect((await decide('TU-NOPE', 'approve')).statusCode).toBe(404);
    const w = await ticketWallet();
    const reference = await requestedTopUp(w, { amount: 50, cardFee: 2.5, activationFee: 4 });
    expect((await decide(reference, 'steal')).statusCode).toBe(400);
    expect((await findPurchase(m.db, reference))?.state).toBe('PENDING');
  });

  describe('activation fee', () => {
    it('is charged only until a top-up has completed', async () => {
      const w = await ticketWallet();
      const first = (
        await request(
          w.sub,
          topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5, activationFee: 4 }),
        )
      ).json();
      await decide(first.reference, 'approve');

      const withFee = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5, activationFee: 4 }),
      );
      expect(withFee.statusCode).toBe(400);
      expect(withFee.json().message).toContain('purchaseItemList');

      const second = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5 }),
      );
      expect(second.statusCode).toBe(200);
      await decide(second.json().reference, 'approve');
      expect(await walletBalanceCents(m.db, w.walletId)).toBe(4350 + 4750);
    });

    it('is taken once when two top-ups were open at the same time', async () => {
      const w = await ticketWallet();
      const body = topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5, activationFee: 4 });
      const a = (await request(w.sub, body)).json().reference;
      const b = (await request(w.sub, body)).json().reference;
      await decide(a, 'approve');
      await decide(b, 'approve');
      expect(await walletBalanceCents(m.db, w.walletId)).toBe(4350 + 4750);
      expect(await findPurchase(m.db, b)).toMatchObject({
        activationFeeCents: 0,
        creditCents: 4750,
      });
      expect((await findEntry(m.db, activationReference(b)))?.state).toBe('VOID');
    });

    it('is not charged when the wallet already had a cash top-up', async () => {
      const w = await ticketWallet();
      await creditWallet(m.db, w.walletId, 1000);
      const res = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount: 20, cardFee: 1 }),
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe('rules', () => {
    it.each([['DRAFT'], ['STARTED'], ['FINISHED'], ['CLOSED']] as const)(
      'refuses an event in state %s with 409',
      async (state) => {
        const w = await ticketWallet({ state });
        const before = await m.fingerprint();
        const res = await request(
          w.sub,
          topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5, activationFee: 4 }),
        );
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message: TOP_UP_NOT_BEFORE_EVENT,
        });
        expect(await m.fingerprint()).toBe(before);
      },
    );

    it('refuses a card holder with the exact spec text', async () => {
      const sub = uniqueId('sub');
      const customerId = await insertCustomer(m.db, sub);
      const eventId = await insertEvent(m.db);
      const wallet = await insertWallet(m.db, { eventId, customerId, tag: true });
      const before = await m.fingerprint();
      const res = await request(
        sub,
        topUpBody(wallet.id, eventId, { amount: 50, cardFee: 2.5, activationFee: 4 }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Online top up is not available once you have a TapWallet card',
      );
      expect(res.json().message).toBe(cardHolderTopUpError('TapWallet'));
      expect(await m.fingerprint()).toBe(before);
    });

    it('names the configured product in the card holder text', async () => {
      const other = await startMoneyApp({ env: { PRODUCT_NAME: 'FestPay' } });
      try {
        const sub = uniqueId('sub');
        const customerId = await insertCustomer(other.db, sub);
        const eventId = await insertEvent(other.db);
        const wallet = await insertWallet(other.db, { eventId, customerId, tag: true });
        const res = await other.post(
          sub,
          URL_REQUEST,
          topUpBody(wallet.id, eventId, { amount: 50, cardFee: 2.5, activationFee: 4 }),
        );
        expect(res.json().message).toBe(
          'Online top up is not available once you have a FestPay card',
        );
      } finally {
        await other.close();
      }
    });

    it('needs a valid ticket that allows online top-up', async () => {
      const sub = uniqueId('sub');
      const customerId = await insertCustomer(m.db, sub);
      const eventId = await insertEvent(m.db);
      const invalid = await insertWallet(m.db, { eventId, customerId, ticket: { valid: false } });
      const party = await insertWallet(m.db, {
        eventId,
        customerId,
        ticket: { onlineTopUp: false },
      });
      const body = (id: string) =>
        topUpBody(id, eventId, { amount: 50, cardFee: 2.5, activationFee: 4 });
      expect((await request(sub, body(invalid.id))).json()).toMatchObject({
        statusCode: 409,
        message: TOP_UP_NEEDS_TICKET,
      });
      expect((await request(sub, body(party.id))).json()).toMatchObject({
        statusCode: 409,
        message: TOP_UP_TICKET_NOT_ALLOWED,
      });
    });

    it.each([
      [19.99, 1],
      [999.01, 49.95],
      [1000, 50],
    ])('refuses an amount of %s outside 20-999 with 400', async (amount, cardFee) => {
      const w = await ticketWallet();
      const before = await m.fingerprint();
      const res = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount, cardFee, activationFee: 4 }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TOP_UP_AMOUNT_ERROR);
      expect(await m.fingerprint()).toBe(before);
    });

    it.each([
      [20, 1],
      [999, 49.95],
    ])('accepts the limits of the range (%s)', async (amount, cardFee) => {
      const w = await ticketWallet();
      const res = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount, cardFee, activationFee: 4 }),
      );
      expect(res.statusCode).toBe(200);
    });

    it('keeps balance + amount within $999.99', async () => {
      const w = await ticketWallet();
      await creditWallet(m.db, w.walletId, 95_000);
      const before = await m.fingerprint();
      const over = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5 }),
      );
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(topUpAboveMaximumMessage(95_000, 5_000));
      expect(await m.fingerprint()).toBe(before);

      const edge = await ticketWallet();
      await creditWallet(m.db, edge.walletId, 94_999);
      const fits = await request(
        edge.sub,
        topUpBody(edge.walletId, edge.eventId, { amount: 50, cardFee: 2.5 }),
      );
      expect(fits.statusCode).toBe(200);
    });

    it('counts payments still open against the maximum', async () => {
      const w = await ticketWallet();
      const open = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount: 999, cardFee: 49.95, activationFee: 4 }),
      );
      expect(open.statusCode).toBe(200);
      const second = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount: 20, cardFee: 1, activationFee: 4 }),
      );
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(TOP_UP_PENDING_ABOVE_MAXIMUM);
      await decide(open.json().reference, 'decline');
      const after = await request(
        w.sub,
        topUpBody(w.walletId, w.eventId, { amount: 20, cardFee: 1, activationFee: 4 }),
      );
      expect(after.statusCode).toBe(200);
    });

    it('rejects figures that differ from the rate card, writing nothing', async () => {
      const w = await ticketWallet();
      const good = topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5, activationFee: 4 });
      const [topUp, cardFee, activation] = good.purchaseItemList as [Item, Item, Item];
      const forged: [string, unknown][] = [
        [
          'lower card fee',
          { ...good, purchaseItemList: [topUp, { ...cardFee, price: -1 }, activation] },
        ],
        ['no card fee', { ...good, purchaseItemList: [topUp, activation] }],
        ['no activation fee', { ...good, purchaseItemList: [topUp, cardFee] }],
        [
          'positive fee',
          { ...good, purchaseItemList: [topUp, { ...cardFee, price: 2.5 }, activation] },
        ],
        [
          'extra credit item',
          { ...good, purchaseItemList: [topUp, cardFee, { ...topUp, code: 'BONUS', price: 10 }] },
        ],
        ['two top-ups', { ...good, purchaseItemList: [topUp, topUp, cardFee] }],
        [
          'quantity 2',
          { ...good, purchaseItemList: [{ ...topUp, quantity: 2 }, cardFee, activation] },
        ],
        [
          'fee category',
          { ...good, purchaseItemList: [topUp, cardFee, { ...activation, category: 'TOP_UP' }] },
        ],
        [
          'item currency',
          { ...good, purchaseItemList: [topUp, { ...cardFee, currency: 'AUD' }, activation] },
        ],
        [
          'fractional cents',
          { ...good, purchaseItemList: [{ ...topUp, price: 50.001 }, cardFee, activation] },
        ],
        ['creditTotal', { ...good, creditTotal: 50, cardFee: 2.5, activationFee: 4 }],
        ['cardFee summary', { ...good, creditTotal: 43.5, cardFee: 0, activationFee: 4 }],
        ['wrong event', { ...good, eventId: await insertEvent(m.db) }],
        ['currency', { ...good, currency: 'AUD' }],
        ['contract code', { ...good, contractCode: 'OTHER' }],
        ['request origin', { ...good, requestOrigin: 'javascript:alert(1)' }],
        ['request origin with a path', { ...good, requestOrigin: `${TEST_ORIGIN}/evil` }],
      ];
      const before = await m.fingerprint();
      for (const [name, body] of forged) {
        const res = await request(w.sub, body);
        expect(res.statusCode, name).toBe(400);
        expect(Object.keys(res.json()).sort(), name).toEqual(['error', 'message', 'statusCode']);
      }
      expect(await m.fingerprint()).toBe(before);
      const summary = await request(w.sub, {
        ...good,
        creditTotal: 43.5,
        cardFee: 2.5,
        activationFee: 4,
      });
      expect(summary.statusCode).toBe(200);
    });

    it('rejects a malformed body with 400 naming the field, writing nothing', async () => {
      const w = await ticketWallet();
      const good = topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5, activationFee: 4 });
      const bad: [string, unknown][] = [
        ['walletId', { ...good, walletId: 'not-a-uuid' }],
        ['eventId', { ...good, eventId: undefined }],
        ['category', { ...good, category: 'PURCHASE' }],
        ['purchaseItemList', { ...good, purchaseItemList: [] }],
        ['price', { ...good, purchaseItemList: [{ ...good.purchaseItemList[0], price: '50' }] }],
        ['requestOrigin', { ...good, requestOrigin: undefined }],
        ['currency', { ...good, currency: 'NZDOLLAR' }],
        ['discount', { ...good, discount: 10 }],
        ['note', { ...good, purchaseItemList: [{ ...good.purchaseItemList[0], note: 'x' }] }],
      ];
      const before = await m.fingerprint();
      for (const [field, body] of bad) {
        const res = await request(w.sub, body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().message, field).toContain(field);
      }
      expect(await m.fingerprint()).toBe(before);
    });

    it('needs a signed-in caller', async () => {
      const w = await ticketWallet();
      const res = await m.post(
        null,
        URL_REQUEST,
        topUpBody(w.walletId, w.eventId, { amount: 50, cardFee: 2.5 }),
      );
      expect(res.statusCode).toBe(401);
    });
  });

  it('voids the purchase when the provider cannot open a session', async () => {
    const failing: PaymentProvider = {
      name: 'sandbox',
      createSession: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      refund: async () => {
        throw new Error('nothing was charged');
      },
      registerRoutes: () => {},
    };
    const other = await startMoneyApp({ payments: failing });
    try {
      const sub = uniqueId('sub');
      const customerId = await insertCustomer(other.db, sub);
      const eventId = await insertEvent(other.db);
      const wallet = await insertWallet(other.db, { eventId, customerId });
      const res = await other.post(
        sub,
        URL_REQUEST,
        topUpBody(wallet.id, eventId, { amount: 50, cardFee: 2.5, activationFee: 4 }),
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PAYMENT_PROVIDER_UNAVAILABLE);
      const [purchase] = await other.db.query<{ state: string }>('select state from purchases');
      expect(purchase?.state).toBe('VOID');
      expect(await walletBalanceCents(other.db, wallet.id)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
