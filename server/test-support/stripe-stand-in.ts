// A local stand-in for the part of Stripe's API the adapter uses, reached by the real SDK through
// STRIPE_API_BASE: Checkout Sessions (create, retrieve, expire), the PaymentIntent a paid session
// points at, and refunds of it. Every object it answers is typed as the SDK's own type, which
// Stripe generates from its API description, so the JSON has every field the documentation gives
// the object, with the values a test-mode account answers. Like Stripe it wants the secret key,
// replays an idempotency key's first answer (and refuses the key with other parameters), answers
// errors as `{ error: { type, code, message, param } }`, and refunds no more than was received.
// Webhooks are signed with the SDK's own test header generator.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export interface SignedWebhook {
  payload: string;
  /** The Stripe-Signature header. */
  signature: string;
}

interface Answer {
  status: number;
  body: unknown;
}

const now = () => Math.floor(Date.now() / 1000);

function randomId(prefix: string): string {
  return `${prefix}_test_${Math.random().toString(36).slice(2, 14)}`;
}

/** `metadata[reference]=x` form fields as `{ reference: 'x' }`. */
function formHash(form: URLSearchParams, prefix: string): Record<string, string> {
  const hash: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^(.*)\[([^\]]+)\]$/.exec(key);
    if (match?.[1] === prefix && match[2]) hash[match[2]] = value;
  }
  return hash;
}

function stripeError(
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string } = {},
): Answer {
  const docUrl = extra.code
    ? { doc_url: `https://stripe.com/docs/error-codes/${extra.code.replaceAll('_', '-')}` }
    : {};
  return { status, body: { error: { type, message, ...extra, ...docUrl } } };
}

function checkoutSession(form: URLSearchParams): Stripe.Checkout.Session {
  const item = 'line_items[0]';
  const unitAmount = Number(form.get(`${item}[price_data][unit_amount]`));
  const amount = unitAmount * Number(form.get(`${item}[quantity]`) ?? '1');
  const id = randomId('cs');
  const created = now();
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: form.get('cancel_url'),
    client_reference_id: form.get('client_reference_id'),
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: form.get(`${item}[price_data][currency]`),
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: null,
    discounts: [],
    expires_at: Number(form.get('expires_at') ?? created + 86_400),
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: formHash(form, 'metadata'),
    mode: 'payment',
    origin_context: null,
    // Since API version 2022-08-01 a session has its PaymentIntent only once the customer pays.
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: form.get('success_url'),
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    wallet_options: null,
  };
}

function succeededPaymentIntent(
  session: Stripe.Checkout.Session,
  metadata: Record<string, string>,
): Stripe.PaymentIntent {
  const id = randomId('pi');
  const amount = session.amount_total ?? 0;
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${Math.random().toString(36).slice(2, 12)}`,
    confirmation_method: 'automatic',
    created: now(),
    currency: session.currency ?? 'nzd',
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: randomId('ch'),
    livemode: false,
    managed_payments: null,
    metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: randomId('pm'),
    payment_method_configuration_details: null,
    payment_method_options: {
      card: {
        installments: null,
        mandate_options: null,
        network: null,
        request_three_d_secure: 'automatic',
      },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

function refundOf(
  intent: Stripe.PaymentIntent,
  amount: number,
  form: URLSearchParams,
): Stripe.Refund {
  return {
    id: randomId('re'),
    object: 'refund',
    amount,
    balance_transaction: randomId('txn'),
    charge: intent.latest_charge,
    created: now(),
    currency: intent.currency,
    customer: null,
    customer_account: null,
    destination_details: {
      card: {
        reference_status: 'pending',
        reference_type: 'acquirer_reference_number',
        type: 'refund',
      },
      type: 'card',
    },
    metadata: formHash(form, 'metadata'),
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    reason: (form.get('reason') as Stripe.Refund.Reason | null) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export interface StripeStandIn {
  /** For STRIPE_API_BASE. */
  origin: string;
  /** Every API request, in order. */
  requests: StandInRequest[];
  sessions: Map<string, Stripe.Checkout.Session>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  refunds: Stripe.Refund[];
  /** The customer pays on the Checkout page: the session completes with a PaymentIntent. */
  pay(sessionId: string): Stripe.Checkout.Session;
  /** Stripe forgets the session (retrieving it answers 404). */
  forget(sessionId: string): void;
  /** An Event about a session as Stripe delivers it, signed with secret at timestamp. */
  sessionWebhook(
    type: SessionEventType,
    session: Stripe.Checkout.Session,
    secret: string,
    timestamp?: number,
  ): SignedWebhook;
  /** Any other Event, about a PaymentIntent. */
  paymentIntentWebhook(
    type: 'payment_intent.created' | 'payment_intent.succeeded',
    intent: Stripe.PaymentIntent,
    secret: string,
  ): SignedWebhook;
  close(): Promise<void>;
}

export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const paymentIntents = new Map<string, Stripe.PaymentIntent>();
  const refunds: Stripe.Refund[] = [];
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  const signer = new Stripe(secretKey);

  const route = (method: string, path: string, form: URLSearchParams): Answer => {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = checkoutSession(form);
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent') ?? '';
      const intent = paymentIntents.get(intentId);
      if (!intent) {
        return stripeError(400, 'invalid_request_error', `No such payment_intent: '${intentId}'`, {
          code: 'resource_missing',
          param: 'payment_intent',
        });
      }
      const refunded = refunds
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const left = intent.amount_received - refunded;
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (left <= 0) {
        return stripeError(
          400,
          'invalid_request_error',
          `Charge ${intent.latest_charge} has already been refunded.`,
          { code: 'charge_already_refunded' },
        );
      }
      if (amount > left) {
        return stripeError(
          400,
          'invalid_request_error',
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
          { code: 'amount_too_large', param: 'amount' },
        );
      }
      const refund = refundOf(intent, amount, form);
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const id = decodeURIComponent(match?.[1] ?? '');
    const session = sessions.get(id);
    if (!match || (method !== 'GET' && !match[2]) || (method !== 'POST' && match[2])) {
      return stripeError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${path}).`,
      );
    }
    if (!session) {
      return stripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    }
    if (match[2]) {
      if (session.status !== 'open') {
        return stripeError(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      }
      Object.assign(session, { status: 'expired', url: null });
    }
    return { status: 200, body: session };
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const method = req.method ?? '';
      const [path = '', query = ''] = (req.url ?? '').split('?', 2);
      const form = new URLSearchParams(method === 'GET' ? query : raw);
      requests.push({ method, path, headers: req.headers, form });
      const send = ({ status, body }: Answer, replayed = false) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${Math.random().toString(36).slice(2, 16)}`,
          'stripe-version': Stripe.API_VERSION,
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(
          stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****'),
        );
      }
      const key = req.headers['idempotency-key'];
      const signature = `${method} ${path} ${raw}`;
      if (method === 'POST' && typeof key === 'string') {
        const earlier = idempotent.get(key);
        if (earlier && earlier.request !== signature) {
          return send(
            stripeError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
          );
        }
        if (earlier) return send(earlier.answer, true);
        const answer = route(method, path, form);
        idempotent.set(key, { request: signature, answer });
        return send(answer);
      }
      return send(route(method, path, form));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (event: Stripe.Event, secret: string, timestamp?: number): SignedWebhook => {
    const payload = JSON.stringify(event, null, 2);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return { payload, signature };
  };
  const eventBase = () => ({
    id: randomId('evt'),
    object: 'event' as const,
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    paymentIntents,
    refunds,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const create = requests.find(
        (r) =>
          r.path === '/v1/checkout/sessions' &&
          r.form.get('client_reference_id') === session.client_reference_id,
      );
      const intent = succeededPaymentIntent(
        session,
        create ? formHash(create.form, 'payment_intent_data[metadata]') : {},
      );
      paymentIntents.set(intent.id, intent);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        url: null,
        customer_details: {
          address: null,
          business_name: null,
          email: 'customer@example.com',
          individual_name: null,
          name: 'Ann Lee',
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        },
      });
      return session;
    },
    forget(sessionId) {
      sessions.delete(sessionId);
    },
    sessionWebhook(type, session, secret, timestamp) {
      return sign(
        { ...eventBase(), type, data: { object: structuredClone(session) } },
        secret,
        timestamp,
      );
    },
    paymentIntentWebhook(type, intent, secret) {
      return sign({ ...eventBase(), type, data: { object: structuredClone(intent) } }, secret);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
