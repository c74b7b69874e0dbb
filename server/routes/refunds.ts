import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/auth';
import {
  createRefund,
  listWalletRefunds,
  type RefundCreateBody,
  type RefundUpdateBody,
  updateRefundAccount,
} from '../refunds/refund-requests';
import { CURRENCY_SCHEMA, MONEY_SCHEMA, TEXT_SCHEMA, UUID_SCHEMA } from './json-schemas';
import type { MoneyRoutesOptions } from './money-routes-options';

const NULLABLE_TEXT = { type: ['string', 'null'], maxLength: 200 } as const;
const ACCOUNT_NUMBER = { type: 'string', minLength: 1, maxLength: 40 } as const;

const LIST_SCHEMA = {
  type: 'object',
  required: ['uid', 'eventId'],
  properties: { uid: TEXT_SCHEMA, eventId: UUID_SCHEMA },
} as const;

const CREATE_SCHEMA = {
  type: 'object',
  required: [
    'firstName',
    'lastName',
    'phone',
    'email',
    'accountNumber',
    'refundTotal',
    'refundFee',
    'walletId',
    'eventId',
    'refundCurrency',
  ],
  properties: {
    firstName: TEXT_SCHEMA,
    lastName: TEXT_SCHEMA,
    phone: TEXT_SCHEMA,
    email: TEXT_SCHEMA,
    accountNumber: ACCOUNT_NUMBER,
    refundTotal: MONEY_SCHEMA,
    refundFee: MONEY_SCHEMA,
    tagNumber: NULLABLE_TEXT,
    ticketNumber: NULLABLE_TEXT,
    walletId: UUID_SCHEMA,
    eventId: UUID_SCHEMA,
    eventDetailId: NULLABLE_TEXT,
    refundCurrency: CURRENCY_SCHEMA,
  },
} as const;

const UPDATE_SCHEMA = {
  type: 'object',
  required: ['accountNumber', 'refundPurchaseRef'],
  properties: {
    accountNumber: ACCOUNT_NUMBER,
    refundPurchaseRef: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** spec §7: customer/refund (list), customer/refund/create, customer/refund/update. */
export function registerRefundRoutes(app: FastifyInstance, opts: MoneyRoutesOptions): void {
  app.post<{ Body: { uid: string; eventId: string } }>(
    '/api/private/customer/refund',
    { schema: { body: LIST_SCHEMA } },
    async (request) => ({
      eventWalletRefundList: await listWalletRefunds(
        opts.db,
        requireUser(request).sub,
        request.body,
      ),
    }),
  );
  app.post<{ Body: RefundCreateBody }>(
    '/api/private/customer/refund/create',
    { schema: { body: CREATE_SCHEMA } },
    async (request) => ({
      refund: await createRefund(opts.db, requireUser(request).sub, request.body),
    }),
  );
  app.post<{ Body: RefundUpdateBody }>(
    '/api/private/customer/refund/update',
    { schema: { body: UPDATE_SCHEMA } },
    async (request) => ({
      refund: await updateRefundAccount(opts.db, requireUser(request).sub, request.body),
    }),
  );
}
