// POST /api/private/customer (spec §3 Customer and Event registration, §7): the registrations
// behind the Home cards.
import type { FastifyInstance } from 'fastify';
import { fromCents } from '../../src/domain/money';
import type { EventRegistration } from '../../src/domain/registration';
import type { Database } from '../db/database';
import { requireUser } from '../plugins/auth';
import { listRegistrations, type RegistrationRecord } from '../repositories/registration-list';
import { answerObject, closedObject } from './body-schema';

/** The domain's registration, with each asset's kind so the SPA can pick one per screen width. */
export interface RegistrationResponse extends Omit<EventRegistration, 'eventAssetList'> {
  eventAssetList: { url: string; kind: string }[];
}

export interface CustomerResponse {
  eventRegistrationList: RegistrationResponse[];
  /** When this list was read (ISO 8601). */
  lastUpdate: string;
}

const MONEY = { type: 'number' };
const NULLABLE_TEXT = { type: ['string', 'null'] };

// The answer is serialised from this schema: nothing outside it reaches the client, and the
// serialiser compiled from it is faster than JSON.stringify.
const REGISTRATION_SCHEMA = answerObject({
  event: answerObject({
    id: { type: 'string' },
    name: { type: 'string' },
    state: { type: 'string' },
    currency: { type: 'string' },
  }),
  walletId: { type: 'string' },
  walletBalance: MONEY,
  eventAssetList: {
    type: 'array',
    items: answerObject({ url: { type: 'string' }, kind: { type: 'string' } }),
  },
  uid: NULLABLE_TEXT,
  ticketNumber: NULLABLE_TEXT,
  refundStatus: { type: 'string' },
  eventRateCard: answerObject({
    activationFeeOnline: MONEY,
    creditCardFee: { type: 'number' },
    refundFeeOnline: MONEY,
    contractCode: { type: 'string' },
  }),
});

export const CUSTOMER_RESPONSE_SCHEMA = answerObject({
  eventRegistrationList: { type: 'array', items: REGISTRATION_SCHEMA },
  lastUpdate: { type: 'string' },
});

const schema = {
  // `returning` is part of the spec's request; the answer is the same either way.
  body: closedObject({ returning: { type: 'boolean' } }),
  response: { 200: CUSTOMER_RESPONSE_SCHEMA },
};

export function registerCustomerRoute(app: FastifyInstance, db: Database): void {
  app.post('/api/private/customer', { schema }, async (request): Promise<CustomerResponse> => {
    const lastUpdate = new Date().toISOString();
    const records = await listRegistrations(db, requireUser(request).sub);
    return { eventRegistrationList: records.map(toRegistration), lastUpdate };
  });
}

function toRegistration(record: RegistrationRecord): RegistrationResponse {
  const { event } = record;
  return {
    event: { id: event.id, name: event.name, state: event.state, currency: event.currency },
    walletId: record.walletId,
    walletBalance: fromCents(record.balanceCents),
    eventAssetList: record.assets,
    uid: record.uid,
    ticketNumber: record.ticketNumber,
    refundStatus: record.refundStatus,
    eventRateCard: {
      activationFeeOnline: fromCents(event.activationFeeOnlineCents),
      // Basis points to a percentage: 500 → 5, 250 → 2.5.
      creditCardFee: event.creditCardFeeBasisPoints / 100,
      refundFeeOnline: fromCents(event.refundFeeOnlineCents),
      contractCode: event.contractCode,
    },
  };
}
