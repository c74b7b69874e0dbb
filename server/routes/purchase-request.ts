import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { attachPaymentSession, failTopUp } from '../payments/top-up-payments';
import { recordTopUpRequest, type TopUpRequestBody } from '../payments/top-up-request';
import { requireUser } from '../plugins/auth';
import {
  CURRENCY_SCHEMA,
  MONEY_SCHEMA,
  REQUIRED_TEXT_SCHEMA,
  TEXT_SCHEMA,
  UUID_SCHEMA,
} from './json-schemas';
import type { MoneyRoutesOptions } from './money-routes-options';

export const PAYMENT_PROVIDER_UNAVAILABLE =
  'The payment provider could not be reached - please try again later';

const BODY_SCHEMA = {
  type: 'object',
  required: [
    'uid',
    'walletId',
    'description',
    'currency',
    'category',
    'purchaseItemList',
    'requestOrigin',
    'contractCode',
    'eventId',
  ],
  properties: {
    uid: TEXT_SCHEMA,
    walletId: UUID_SCHEMA,
    description: TEXT_SCHEMA,
    currency: CURRENCY_SCHEMA,
    category: { type: 'string', const: 'TOP_UP' },
    purchaseItemList: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        required: ['code', 'name', 'price', 'currency', 'quantity', 'category'],
        properties: {
          code: REQUIRED_TEXT_SCHEMA,
          name: TEXT_SCHEMA,
          price: MONEY_SCHEMA,
          currency: CURRENCY_SCHEMA,
          quantity: { type: 'integer', minimum: 1, maximum: 1000 },
          category: REQUIRED_TEXT_SCHEMA,
        },
      },
    },
    requestOrigin: { type: 'string', minLength: 1, maxLength: 300 },
    contractCode: TEXT_SCHEMA,
    eventId: UUID_SCHEMA,
    creditTotal: MONEY_SCHEMA,
    cardFee: MONEY_SCHEMA,
    activationFee: MONEY_SCHEMA,
  },
} as const;

/**
 * POST /api/private/customer/purchase/request (spec §7): records the top-up as PENDING, opens a
 * session with the payment provider and answers { redirect } to its payment page.
 */
export function registerPurchaseRequestRoute(app: FastifyInstance, opts: MoneyRoutesOptions): void {
  app.post<{ Body: TopUpRequestBody }>(
    '/api/private/customer/purchase/request',
    { schema: { body: BODY_SCHEMA } },
    async (request) => {
      const user = requireUser(request);
      const recorded = await recordTopUpRequest(opts.db, {
        sub: user.sub,
        body: request.body,
        provider: opts.payments.name,
        productName: opts.config.productName,
        publicOrigin: opts.config.publicOrigin,
      });
      let session: Awaited<ReturnType<typeof opts.payments.createSession>>;
      try {
        session = await opts.payments.createSession(recorded);
      } catch (error) {
        request.log.error({ err: error, reference: recorded.reference }, 'payment session failed');
        await failTopUp(opts.db, recorded.reference);
        throw new HttpError(502, PAYMENT_PROVIDER_UNAVAILABLE);
      }
      await attachPaymentSession(opts.db, recorded.reference, session.sessionId);
      return { redirect: session.redirectUrl, reference: recorded.reference };
    },
  );
}
