// The Stripe adapter with the real SDK, unmocked: the app is configured as a deployment would be
// (PAYMENT_PROVIDER=stripe, STRIPE_API_BASE) and talks HTTP to a local stand-in that answers with
// Stripe's documented objects (server/test-support/stripe-stand-in.ts); webhooks are signed with
// the SDK's own test header generator, so verification runs exactly as in production.
import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
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
import { type StripeStandIn, startStripeStandIn } from '../test-support/stripe-stand-in';
import { testConfig } from '../test-support/test-config';
import { createPaymentProvider } from './create-payment-provider';
import { STRIPE_WEBHOOK_PATH, stripeApiOptions } from './stripe-provider';
import { findPurchase } from './top-up-payments';

const SECRET_KEY = 'sk_test_51TapWalletStandIn';
const WEBHOOK_SECRET = 'whsec_test_secret';

describe('Stripe Checkout adapter against a Stripe API on this machine', () => {
  let stripe: StripeStandIn;
  let m: MoneyApp;

  beforeAll(async () => {
    stripe = await startStripeStandIn(SECRET_KEY);
    m = await startMoneyApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: `${stripe.origin}/`,
      },
    });
  });
  afterAll(async () => {
    await m.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
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
    const session = stripe.sessions.get(purchase.providerSessionId);
    if (!session) throw new Error('the session was not created on the Stripe API');
    return { reference, redirect, walletId: wallet.id, session };
  }

  function deliver(webhook: { payload: string; signature?: string }) {
    return m.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(webhook.signature ? { 'stripe-signature': webhook.signature } : {}),
      },
      payload: webhook.payload,
    });
  }

  const completed = (session: Stripe.Checkout.Session, timestamp?: number) =>
    stripe.sessionWebhook('checkout.session.completed', session, WEBHOOK_SECRET, timestamp);

  it('opens a Checkout Session for the amount charged and redirects to its page', async () => {
    const { reference, redirect, session } = await requestTopUp();
    expect(redirect).toBe(session.url);
    expect(redirect).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    const [call] = stripe.requests;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers['idempotency-key']).toBe(`checkout-${reference}`);
    expect(call?.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}\./);
    const form = call?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('client_reference_id')).toBe(reference);
    expect(form?.get('metadata[reference]')).toBe(reference);
    expect(form?.get('payment_intent_data[metadata][reference]')).toBe(reference);
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('nzd');
    expect(form?.get('success_url')).toBe(
      `${TEST_ORIGIN}/payments/stripe/return/${reference}?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(form?.get('cancel_url')).toBe(`${TEST_ORIGIN}/payments/stripe/cancel/${reference}`);
    const expiresAt = Number(form?.get('expires_at'));
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(session).toMatchObject({ amount_total: 5000, currency: 'nzd', status: 'open' });
  });

  it('completes on a signed checkout.session.completed, once however often it arrives', async () => {
    const { reference, walletId, session } = await requestTopUp();
    const webhook = completed(stripe.pay(session.id));
    for (let i = 0; i < 3; i += 1) {
      const res = await deliver(webhook);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect((await findPurchase(m.db, reference))?.state).toBe('COMPLETED');
    expect(await walletBalanceCents(m.db, walletId)).toBe(4350);
  });

  it('accepts a signature made as Stripe documents it, an HMAC-SHA256 of "t.payload"', async () => {
    const { reference, session } = await requestTopUp();
    const { payload } = completed(stripe.pay(session.id));
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
    expect((await deliver({ payload, signature: `t=${t},v1=${v1},v0=00` })).statusCode).toBe(200);
    expect((await findPurchase(m.db, reference))?.state).toBe('COMPLETED');
  });

  it('completes on checkout.session.async_payment_succeeded', async () => {
    const { reference, session } = await requestTopUp();
    const webhook = stripe.sessionWebhook(
      'checkout.session.async_payment_succeeded',
      stripe.pay(session.id),
      WEBHOOK_SECRET,
    );
    expect((await deliver(webhook)).statusCode).toBe(200);
    expect((await findPurchase(m.db, reference))?.state).toBe('COMPLETED');
  });

  it('rejects a missing, forged, tampered or stale signature with 400 and writes nothing', async () => {
    const { walletId, session } = await requestTopUp();
    const webhook = completed(stripe.pay(session.id));
    const forged = stripe.sessionWebhook(
      'checkout.session.completed',
      session,
      'whsec_someone_else',
    );
    const stale = completed(session, Math.floor(Date.now() / 1000) - 3600);
    const before = await m.fingerprint();
    expect((await deliver({ payload: webhook.payload })).statusCode).toBe(400);
    expect((await deliver(forged)).json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid Stripe signature',
    });
    const tampered = webhook.payload.replace('"amount_total": 5000', '"amount_total": 500000');
    expect(tampered).not.toBe(webhook.payload);
    expect((await deliver({ ...webhook, payload: tampered })).statusCode).toBe(400);
    expect((await deliver(stale)).statusCode).toBe(400);
    expect(await m.fingerprint()).toBe(before);
    expect(await walletBalanceCents(m.db, walletId)).toBe(0);
  });

  it('refuses a webhook signed more than five minutes in the future', async () => {
    const { reference, walletId, session } = await requestTopUp();
    const paid = stripe.pay(session.id);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const before = await m.fingerprint();
    for (const ahead of [3600, 301 + 5]) {
      const res = await deliver(completed(paid, nowSeconds + ahead));
      expect(res.statusCode, `${ahead} s ahead`).toBe(400);
      expect(res.json().message).toBe('Invalid Stripe signature');
    }
    // Two signed times: the library reads the last, so nothing may be read from the first.
    const twice = completed(paid, nowSeconds);
    const doubled = { ...twice, signature: `t=${nowSeconds + 3600},${twice.signature}` };
    expect((await deliver(doubled)).statusCode).toBe(400);
    expect(await m.fingerprint()).toBe(before);
    // A clock a minute ahead of ours is within the tolerance.
    expect((await deliver(completed(paid, nowSeconds + 60))).statusCode).toBe(200);
    expect((await findPurchase(m.db, reference))?.state).toBe('COMPLETED');
    expect(await walletBalanceCents(m.db, walletId)).toBe(4350);
  });

  it('voids on checkout.session.expired and on async_payment_failed', async () => {
    for (const type of [
      'checkout.session.expired',
      'checkout.session.async_payment_failed',
    ] as const) {
      const { reference, walletId, session } = await requestTopUp();
      const ended = { ...session, status: type.endsWith('expired') ? 'expired' : 'complete' };
      const webhook = stripe.sessionWebhook(type, ended as Stripe.Checkout.Session, WEBHOOK_SECRET);
      expect((await deliver(webhook)).statusCode).toBe(200);
      expect((await findPurchase(m.db, reference))?.state, type).toBe('VOID');
      expect(await walletBalanceCents(m.db, walletId)).toBe(0);
    }
  });

  it('waits on a completed session that is not paid yet (a delayed payment method)', async () => {
    const { reference, session } = await requestTopUp();
    const webhook = completed({ ...session, status: 'complete', url: null });
    expect((await deliver(webhook)).statusCode).toBe(200);
    expect((await findPurchase(m.db, reference))?.state).toBe('PENDING');
  });

  it('never credits a session whose amount or session id differs from the purchase', async () => {
    const { reference, walletId, session } = await requestTopUp();
    const paid = stripe.pay(session.id);
    const wrongAmount = completed({ ...paid, amount_total: 99_900 });
    expect((await deliver(wrongAmount)).statusCode).toBe(500);
    const otherSession = completed({ ...paid, id: 'cs_test_other' });
    expect((await deliver(otherSession)).statusCode).toBe(200);
    expect((await findPurchase(m.db, reference))?.state).toBe('PENDING');
    expect(await walletBalanceCents(m.db, walletId)).toBe(0);
  });

  it("refunds a paid session the wallet cannot take through the session's PaymentIntent, once", async () => {
    const { reference, walletId, session } = await requestTopUp();
    await creditWallet(m.db, walletId, 99_000);
    const paid = stripe.pay(session.id);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await deliver(completed(paid))).statusCode).toBe(200);
    }
    const refundCalls = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/refunds',
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.form.get('payment_intent')).toBe(paid.payment_intent);
    expect(refundCalls[0]?.form.get('reason')).toBe('requested_by_customer');
    expect(refundCalls[0]?.headers['idempotency-key']).toBe(`refund-${reference}`);
    const [refund] = stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent);
    expect(refund).toMatchObject({ amount: 5000, currency: 'nzd', status: 'succeeded' });
    expect(refund?.metadata).toMatchObject({ reference });
    const purchase = await findPurchase(m.db, reference);
    expect(purchase).toMatchObject({ state: 'REFUNDED', providerRefundId: refund?.id });
    expect(await walletBalanceCents(m.db, walletId)).toBe(99_000);
  });

  it('answers a webhook with 500 while the refund call fails, so Stripe retries it', async () => {
    const { reference, walletId, session } = await requestTopUp();
    await creditWallet(m.db, walletId, 99_000);
    const paid = structuredClone(stripe.pay(session.id));
    // Stripe answers 404 for the session: the refund cannot find its payment.
    stripe.forget(session.id);
    expect((await deliver(completed(paid))).statusCode).toBe(500);
    expect(await findPurchase(m.db, reference)).toMatchObject({
      state: 'REFUNDED',
      providerRefundId: null,
    });
    stripe.sessions.set(paid.id, paid);
    expect((await deliver(completed(paid))).statusCode).toBe(200);
    const [refund] = stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent);
    expect((await findPurchase(m.db, reference))?.providerRefundId).toBe(refund?.id);
  });

  it('acknowledges events about sessions that are not ours and other event types', async () => {
    const { session } = await requestTopUp();
    const paid = stripe.pay(session.id);
    const foreign = completed({ ...paid, id: 'cs_live_x', client_reference_id: 'SOMEONE-ELSE' });
    expect((await deliver(foreign)).statusCode).toBe(200);
    const intent = stripe.paymentIntents.get(paid.payment_intent as string);
    if (!intent) throw new Error('no payment intent');
    const other = stripe.paymentIntentWebhook('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    expect((await deliver(other)).statusCode).toBe(200);
  });

  it('the return address asks Stripe how the session ended before answering', async () => {
    const { reference, walletId, session } = await requestTopUp();
    const open = await m.app.inject({
      method: 'GET',
      url: `/payments/stripe/return/${reference}?session_id=${session.id}`,
    });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(
      `${TEST_ORIGIN}/event/wallet/payment/complete?reference=${reference}&state=pending`,
    );
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/checkout/sessions/${session.id}`,
    });

    stripe.pay(session.id);
    const done = await m.app.inject({ method: 'GET', url: `/payments/stripe/return/${reference}` });
    expect(done.headers.location).toContain('state=completed');
    expect(await walletBalanceCents(m.db, walletId)).toBe(4350);
  });

  it('cancel expires the session and voids the purchase', async () => {
    const { reference, session } = await requestTopUp();
    const res = await m.app.inject({ method: 'GET', url: `/payments/stripe/cancel/${reference}` });
    expect(res.headers.location).toContain('state=failed');
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/checkout/sessions/${session.id}/expire`,
    });
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect((await findPurchase(m.db, reference))?.state).toBe('VOID');
  });

  it('cancel after paying in another tab completes instead', async () => {
    const { reference, walletId, session } = await requestTopUp();
    stripe.pay(session.id);
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
      stripeApiBase: undefined,
    });
    expect(createPaymentProvider(config).name).toBe('stripe');
    expect(() => testConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => testConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
  });

  it('points the SDK at STRIPE_API_BASE', () => {
    const config = testConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: 'http://stripe-stand-in.internal:12111/',
    });
    expect(config.payments).toMatchObject({
      stripeApiBase: 'http://stripe-stand-in.internal:12111',
    });
    expect(stripeApiOptions('http://stripe-stand-in.internal:12111')).toEqual({
      host: 'stripe-stand-in.internal',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeApiOptions('https://stripe.staging.example')).toEqual({
      host: 'stripe.staging.example',
      port: 443,
      protocol: 'https',
    });
    expect(stripeApiOptions('http://[::1]:8420')).toEqual({
      host: '::1',
      port: 8420,
      protocol: 'http',
    });
  });
});
