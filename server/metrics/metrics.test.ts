// Finding 8 of issue #23: nothing exported how many requests, errors, payments, refunds, pushes or
// sign-ins the service handled, or how slow it was. The series are read the way Prometheus reads
// them: scraped as text, from the public app with the token or from the metrics port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../main';
import { createPaymentProvider } from '../payments/create-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';
import { closeBatch, markRefundPaid } from '../refunds/refund-operations';
import { startFakeIdentity } from '../test-support/fake-identity';
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
import { sampleOf } from '../test-support/prometheus-text';
import { testConfig } from '../test-support/test-config';
import { createServerMetrics } from './server-metrics';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';
const PURCHASE_REQUEST = '/api/private/customer/purchase/request';
const REFUND_CREATE = '/api/private/customer/refund/create';

describe('the public app', () => {
  it('has no /metrics without a metrics token', async () => {
    const m = await startMoneyApp();
    try {
      await m.app.inject({ method: 'GET', url: '/config.json' });
      const res = await m.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404 });
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await m.close();
    }
  });

  it('answers /metrics only to the bearer of METRICS_TOKEN', async () => {
    const m = await startMoneyApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const get = (authorization?: string) =>
        m.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
      for (const refused of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
        const res = await get(refused);
        expect(res.statusCode).toBe(401);
        expect(res.body).not.toContain('http_requests_total');
      }
      const res = await get(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('# TYPE http_requests_total counter');
    } finally {
      await m.close();
    }
  });
});

describe('the series', () => {
  let m: MoneyApp;
  // The sandbox, except that the second session it is asked for cannot be opened.
  let sessions = 0;

  beforeAll(async () => {
    const sandbox = createPaymentProvider(testConfig({ PUBLIC_ORIGIN: 'http://localhost:5173' }));
    const flaky: PaymentProvider = {
      ...sandbox,
      async createSession(request) {
        sessions += 1;
        if (sessions === 2) throw new Error('provider down');
        return sandbox.createSession(request);
      },
    };
    m = await startMoneyApp({ env: { METRICS_TOKEN: TOKEN }, payments: flaky });
  });
  afterAll(() => m.close());

  async function scrape(): Promise<string> {
    const res = await m.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  it('counts and times a request under its route, and its errors', async () => {
    await m.app.inject({ method: 'GET', url: '/config.json' });
    await m.app.inject({ method: 'GET', url: '/no/such/path/4711' });
    const text = await scrape();
    const configJson = { method: 'GET', route: '/config.json', status_code: '200' };
    expect(sampleOf(text, 'http_requests_total', configJson)).toBe(1);
    expect(
      sampleOf(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/config.json',
      }),
    ).toBe(1);
    expect(
      sampleOf(text, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/config.json',
        le: '+Inf',
      }),
    ).toBe(1);
    // A path no route matches is counted under one label, not its own URL.
    expect(
      sampleOf(text, 'http_requests_total', {
        method: 'GET',
        route: '(unmatched)',
        status_code: '404',
      }),
    ).toBe(1);
    expect(text).not.toContain('4711');
    expect(sampleOf(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
  });

  it('counts payments by outcome and the route that failed', async () => {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db);
    const wallet = await insertWallet(m.db, { eventId, customerId });
    const body = topUpRequestBody(wallet.id, eventId, 20);

    const approved = await m.post(sub, PURCHASE_REQUEST, body);
    expect(approved.statusCode).toBe(200);
    const refused = await m.post(sub, PURCHASE_REQUEST, body);
    expect(refused.statusCode).toBe(502);
    const declined = await m.post(sub, PURCHASE_REQUEST, body);
    expect(declined.statusCode).toBe(200);
    for (const [answer, decision] of [
      [approved, 'approve'],
      [declined, 'decline'],
    ] as const) {
      const { reference } = answer.json() as { reference: string };
      const res = await m.app.inject({
        method: 'POST',
        url: `/payments/sandbox/${reference}`,
        payload: { decision },
      });
      expect(res.statusCode).toBe(303);
    }

    const text = await scrape();
    const payments = (outcome: string) =>
      sampleOf(text, 'payments_total', { provider: 'sandbox', outcome });
    expect(payments('started')).toBe(2);
    expect(payments('provider_error')).toBe(1);
    expect(payments('completed')).toBe(1);
    expect(payments('failed')).toBe(1);
    expect(
      sampleOf(text, 'http_request_errors_total', {
        method: 'POST',
        route: PURCHASE_REQUEST,
        status_code: '502',
      }),
    ).toBe(1);
    expect(
      sampleOf(text, 'http_requests_total', {
        method: 'POST',
        route: '/payments/sandbox/:reference',
        status_code: '303',
      }),
    ).toBe(2);
  });

  it('counts refunds lodged, and paid ones from the database', async () => {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db, { state: 'FINISHED' });
    const wallet = await insertWallet(m.db, { eventId, customerId, refundStatus: 'AVAILABLE' });
    await creditWallet(m.db, wallet.id, 4350);
    const lodged = await m.post(sub, REFUND_CREATE, {
      firstName: 'Ana',
      lastName: 'Tester',
      phone: '021 123 4567',
      email: 'ana@example.com',
      accountNumber: '01-902-0068389-00',
      refundTotal: 41,
      refundFee: 2.5,
      tagNumber: null,
      ticketNumber: wallet.ticketNumber,
      walletId: wallet.id,
      eventId,
      eventDetailId: eventId,
      refundCurrency: 'NZD',
    });
    expect(lodged.statusCode, lodged.body).toBe(200);
    let text = await scrape();
    expect(sampleOf(text, 'refunds_lodged_total')).toBe(1);
    expect(sampleOf(text, 'refunds', { state: 'processing' })).toBe(1);
    expect(sampleOf(text, 'refunds', { state: 'paid' })).toBe(0);

    await closeBatch(m.db, eventId);
    const { refundPurchaseRef } = (lodged.json() as { refund: { refundPurchaseRef: string } })
      .refund;
    await markRefundPaid(m.db, refundPurchaseRef);
    text = await scrape();
    expect(sampleOf(text, 'refunds', { state: 'processing' })).toBe(0);
    expect(sampleOf(text, 'refunds', { state: 'paid' })).toBe(1);
  });
});

describe('identity and push counters', () => {
  it('are counted through the calls the identity service and the push sender make', async () => {
    const metrics = createServerMetrics();
    metrics.identity.signIn('success');
    metrics.identity.signIn('failure');
    metrics.identity.signIn('failure');
    metrics.identity.lockout();
    metrics.push('sent', 2);
    metrics.push('failed', 0);
    const text = await metrics.registry.metrics();
    expect(sampleOf(text, 'identity_sign_ins_total', { outcome: 'success' })).toBe(1);
    expect(sampleOf(text, 'identity_sign_ins_total', { outcome: 'failure' })).toBe(2);
    expect(sampleOf(text, 'identity_lockouts_total')).toBe(1);
    expect(sampleOf(text, 'push_sends_total', { outcome: 'sent' })).toBe(2);
    expect(sampleOf(text, 'push_sends_total', { outcome: 'failed' })).toBeUndefined();
  });
});

describe('the metrics port', () => {
  it('serves the metrics on loopback, apart from the public port', async () => {
    const identity = await startFakeIdentity();
    const server = await startServer({
      config: testConfig({ PORT: '0', METRICS_PORT: '0', IDENTITY_JWKS_URL: identity.jwksUrl }),
      verifyToken: identity.verifyToken,
    });
    try {
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect(server.metricsUrl).not.toContain(new URL(server.url).port);
      await fetch(`${server.url}/health`);
      const scraped = await fetch(server.metricsUrl ?? '');
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(
        sampleOf(text, 'http_requests_total', {
          method: 'GET',
          route: '/health',
          status_code: '200',
        }),
      ).toBe(1);
      // Node's own series come with the server's registry.
      expect(text).toContain('process_cpu_user_seconds_total');
      const publicMetrics = await fetch(`${server.url}/metrics`);
      expect(publicMetrics.status).toBe(404);
      expect(await publicMetrics.text()).not.toContain('http_requests_total');
    } finally {
      await server.close();
      await identity.close();
    }
  });
});
