// The Stripe adapter without the network: Stripe's API is a local HTTP stub reached through the
// library's host/port/protocol options, and webhooks are signed with the library's own
// generateTestHeaderString, so verification runs exactly as in production.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { walletBalanceCents } from '../ledger/ledger';
import {
  creditWallet,
  insertCustomer,
  insertEvent,
  insertWallet,
  type MoneyApp,
  startMoneyApp,
  TEST_ORIGIN,
  topUpRequestBody,
  uniqueId,
} from '../test-support/money-test-fixture';
import { testConfig } from '../test-support/test-config';
import { createPaymentProvider } from './create-payment-provider';
import { createStripeProvider, STRIPE_WEBHOOK_PATH } from './stripe-provider';
import { findPurchase } from './top-up-payments';

const SECRET_KEY = 'sk_test_123';
const WEBHOOK_SECRET = 'whsec_test_secret';

interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

interface StubSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string;
  payment_intent?: string;
}

/** Just enough of Stripe's API: create, retrieve and expire Checkout Sessions; refund payments. */
async function startStripeStub() {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, StubSession>();
  const refunds = new Map<string, { id: string; payment_intent: string | null }>();
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const view = (s: StubSession) => ({
        object: 'checkout.session',
        url: s.status === 'open' ? `https://checkout.stripe.test/c/pay/${s.id}` : null,
        ...s,
      });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        counter += 1;
        const session: StubSession = {
          id: `cs_test_${counter}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: form.get('client_reference_id') ?? '',
          payment_intent: `pi_test_${counter}`,
        };
        sessions.set(session.id, session);
        return send(200, view(session));
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        // Stripe answers a repeated idempotency key with the refund it already made.
        const key = String(req.headers['idempotency-key'] ?? '');
        const refund = refunds.get(key) ?? {
          id: `re_test_${refunds.size + 1}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: form.get('payment_intent'),
        };
        refunds.set(key, refund);
        return send(200, refund);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      const session = match?.[1] ? sessions.get(match[1]) : undefined;
      if (!session)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      if (match?.[2]) {
        if (session.status !== 'open') {
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Session is not open' },
          });
        }
        session.status = 'expired';
      }
      return send(200, view(session));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    sessions,
    refunds,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('Stripe Checkout adapter', () => {
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  let m: MoneyApp;
  const signer = new Stripe(SECRET_KEY);

  beforeAll(async () => {
    stub = await startStripeStub();
    m = await startMoneyApp({
      payments: createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        publicOrigin: TEST_ORIGIN,
        productName: 'TapWallet',
        api: { host: '127.0.0.1', port: stub.port, protocol: 'http' },
      }),
    });
  });
  afterAll(async () => {
    await m.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.requests.length = 0;
  });

  async function requestTopUp() {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db);
    const wallet = await insertWallet(m.db, { eventId, customerId });
    const res = await m.post(
      sub,
      '/api/private/customer/purchase/request',
      topUpRequestBody(wallet.id, eventId, 50, wallet.ticketNumber ?? ''),
    );
    expect(res.statusCode).toBe(200);
    const { reference, redirect } = res.json() as { reference: string; redirect: string };
    const purchase = await findPurchase(m.db, reference);
    if (!purchase?.providerSessionId) throw new Error('no session stored');
    return { reference, redirect, walletId: wallet.id, sessionId: purchase.providerSessionId };
  }

  function signedEvent(type: string, session: Partial<StubSession> & { id: string }) {
    const payload = JSON.stringify({
      id: uniqueId('evt'),
      object: 'event',
      type,
      data: { object: { object: 'checkout.session', ...session } },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return { payload, header };
  }

  function deliver(payload: string, signature?: string) {
    return m.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  }

  function paid(sessionId: string, reference: string): StubSession {
    return {
      id: sessionId,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 5000,
      currency: 'nzd',
      client_reference_id: reference,
    };
  }

  it('opens a Checkout Session for the amount charged and redirects to its page', async () => {
    const { reference, redirect, sessionId } = await requestTopUp();
    expect(redirect).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const [call] = stub.requests;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers['idempotency-key']).toBe(`checkout-${reference}`);
    const form = call?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('client_reference_id')).toBe(reference);
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('nzd');
    expect(form?.get('success_url')).toBe(
      `${TEST_ORIGIN}/payments/stripe/return/${reference}?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(form?.get('cancel_url')).toBe(`${TEST_ORIGIN}/payments/stripe/cancel/${reference}`);
    const expiresAt = Number(form?.get('expires_at'));
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
  });

  it('completes on a signed checkout.session.completed, once however often it arrives', async () => {
    const { reference, walletId, sessionId } = await requestTopUp();
    const { payload, header } = signedEvent(
      'checkout.session.completed',
      paid(sessionId, reference),
    );
    for (let i = 0; i < 3; i += 1) {
      const res = await deliver(payload, header);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect((await findPurchase(m.db, reference))?.state).toBe('COMPLETED');
    expect(await walletBalanceCents(m.db, walletId)).toBe(4350);
  });

  it('rejects a missing, forged or tampered signature with 400 and writes nothing', async () => {
    const { reference, walletId, sessionId } = await requestTopUp();
    const { payload, header } = signedEvent(
      'checkout.session.completed',
      paid(sessionId, reference),
    );
    const forged = new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    const before = await m.fingerprint();
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await deliver(payload, forged)).json()).toMatchObject({
      statusCode: 400,
      message: 'Invalid Stripe signature',
    });
    expect((await deliver(payload.replace('5000', '500000'), header)).statusCode).toBe(400);
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, stale)).statusCode).toBe(400);
    expect(await m.fingerprint()).toBe(before);
    expect(await walletBalanceCents(m.db, walletId)).toBe(0);
  });

  it('voids on checkout.session.expired and on async_payment_failed', async () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const { reference, walletId, sessionId } = await requestTopUp();
      const { payload, header } = signedEvent(type, {
        ...paid(sessionId, reference),
        status: type.endsWith('expired') ? 'expired' : 'complete',
        payment_status: 'unpaid',
      });
      expect((await deliver(payload, header)).statusCode).toBe(200);
      expect((await findPurchase(m.db, reference))?.state, type).toBe('VOID');
      expect(await walletBalanceCents(m.db, walletId)).toBe(0);
    }
  });

  it('waits on a completed session that is not paid yet', async () => {
    const { reference, sessionId } = await requestTopUp();
    const { payload, header } = signedEvent('checkout.session.completed', {
      ...paid(sessionId, reference),
      payment_status: 'unpaid',
    });
    expect((await deliver(payload, header)).statusCode).toBe(200);
    expect((await findPurchase(m.db, reference))?.state).toBe('PENDING');
  });

  it('never credits a session whose amount or session id differs from the purchase', async () => {
    const { reference, walletId, sessionId } = await requestTopUp();
    const wrongAmount = signedEvent('checkout.session.completed', {
      ...paid(sessionId, reference),
      amount_total: 99_900,
    });
    expect((await deliver(wrongAmount.payload, wrongAmount.header)).statusCode).toBe(500);
    const otherSession = signedEvent(
      'checkout.session.completed',
      paid('cs_test_other', reference),
    );
    expect((await deliver(otherSession.payload, otherSession.header)).statusCode).toBe(200);
    expect((await findPurchase(m.db, reference))?.state).toBe('PENDING');
    expect(await walletBalanceCents(m.db, walletId)).toBe(0);
  });

  it('refunds a paid session the wallet cannot take through Stripe refunds, once', async () => {
    const { reference, walletId, sessionId } = await requestTopUp();
    await creditWallet(m.db, walletId, 99_000);
    const session = paid(sessionId, reference);
    stub.sessions.set(sessionId, { ...session, payment_intent: 'pi_paid_1' });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const { payload, header } = signedEvent('checkout.session.completed', session);
      expect((await deliver(payload, header)).statusCode).toBe(200);
    }
    const refundCalls = stub.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/refunds',
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.form.get('payment_intent')).toBe('pi_paid_1');
    expect(refundCalls[0]?.headers['idempotency-key']).toBe(`refund-${reference}`);
    const purchase = await findPurchase(m.db, reference);
    expect(purchase).toMatchObject({ state: 'REFUNDED', providerRefundId: 're_test_1' });
    expect(await walletBalanceCents(m.db, walletId)).toBe(99_000);
  });

  it('answers a webhook with 500 while the refund call fails, so Stripe retries it', async () => {
    const { reference, walletId, sessionId } = await requestTopUp();
    await creditWallet(m.db, walletId, 99_000);
    const session = paid(sessionId, reference);
    // The session is unknown to the stub: retrieving it for the refund fails.
    stub.sessions.delete(sessionId);
    const first = signedEvent('checkout.session.completed', session);
    expect((await deliver(first.payload, first.header)).statusCode).toBe(500);
    expect(await findPurchase(m.db, reference)).toMatchObject({
      state: 'REFUNDED',
      providerRefundId: null,
    });
    stub.sessions.set(sessionId, { ...session, payment_intent: 'pi_paid_2' });
    const retry = signedEvent('checkout.session.completed', session);
    expect((await deliver(retry.payload, retry.header)).statusCode).toBe(200);
    expect((await findPurchase(m.db, reference))?.providerRefundId).toMatch(/^re_test_/);
  });

  it('acknowledges events about sessions that are not ours and other event types', async () => {
    const foreign = signedEvent('checkout.session.completed', paid('cs_live_x', 'SOMEONE-ELSE'));
    expect((await deliver(foreign.payload, foreign.header)).statusCode).toBe(200);
    const other = signedEvent('payment_intent.created', { id: 'pi_1' });
    expect((await deliver(other.payload, other.header)).statusCode).toBe(200);
  });

  it('the return address asks Stripe how the session ended before answering', async () => {
    const { reference, walletId, sessionId } = await requestTopUp();
    const open = await m.app.inject({
      method: 'GET',
      url: `/payments/stripe/return/${reference}?session_id=${sessionId}`,
    });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(
      `${TEST_ORIGIN}/event/wallet/payment/complete?reference=${reference}&state=pending`,
    );
    expect(stub.requests.at(-1)?.path).toBe(`/v1/checkout/sessions/${sessionId}`);

    Object.assign(stub.sessions.get(sessionId) ?? {}, {
      status: 'complete',
      payment_status: 'paid',
    });
    const done = await m.app.inject({ method: 'GET', url: `/payments/stripe/return/${reference}` });
    expect(done.headers.location).toContain('state=completed');
    expect(await walletBalanceCents(m.db, walletId)).toBe(4350);
  });

  it('cancel expires the session and voids the purchase', async () => {
    const { reference, sessionId } = await requestTopUp();
    const res = await m.app.inject({ method: 'GET', url: `/payments/stripe/cancel/${reference}` });
    expect(res.headers.location).toContain('state=failed');
    expect(stub.sessions.get(sessionId)?.status).toBe('expired');
    expect((await findPurchase(m.db, reference))?.state).toBe('VOID');
  });

  it('cancel after paying in another tab completes instead', async () => {
    const { reference, walletId, sessionId } = await requestTopUp();
    Object.assign(stub.sessions.get(sessionId) ?? {}, {
      status: 'complete',
      payment_status: 'paid',
    });
    const res = await m.app.inject({ method: 'GET', url: `/payments/stripe/cancel/${reference}` });
    expect(res.headers.location).toContain('state=completed');
    expect(await walletBalanceCents(m.db, walletId)).toBe(4350);
  });

  it('serves no sandbox page when Stripe is the provider', async () => {
    const { reference } = await requestTopUp();
    const res = await m.app.inject({ method: 'GET', url: `/payments/sandbox/${reference}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('payment provider config', () => {
  it('defaults to the sandbox', () => {
    const config = testConfig();
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(createPaymentProvider(config).name).toBe('sandbox');
  });

  it('selects Stripe with PAYMENT_PROVIDER=stripe and requires both secrets', () => {
    const config = testConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      stripeSecretKey: SECRET_KEY,
      stripeWebhookSecret: WEBHOOK_SECRET,
    });
    expect(createPaymentProvider(config).name).toBe('stripe');
    expect(() => testConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => testConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
  });
});
