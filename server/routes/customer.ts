// POST /api/private/customer (spec §3 Customer and Event registration, §7): the registrations
// behind the Home cards.
import type { FastifyInstance } from 'fastify';
import { fromCents } from '../../src/domain/money';
import type { EventRegistration } from '../../src/domain/registration';
import type { Database } from '../db/database';
import { listRegistrations, type RegistrationRecord } from '../repositories/registration-list';
import { closedObject } from './body-schema';
import { currentCustomer } from './current-customer';

/** The domain's registration, with each asset's kind so the SPA can pick one per screen width. */
export interface RegistrationResponse extends Omit<EventRegistration, 'eventAssetList'> {
  eventAssetList: { url: string; kind: string }[];
}

export interface CustomerResponse {
  eventRegistrationList: RegistrationResponse[];
  /** When this list was read (ISO 8601). */
  lastUpdate: string;
}

// `returning` is part of the spec's request; the answer is the same either way.
const schema = { body: closedObject({ returning: { type: 'boolean' } }) };

export function registerCustomerRoute(app: FastifyInstance, db: Database): void {
  app.post('/api/private/customer', { schema }, async (request): Promise<CustomerResponse> => {
    const lastUpdate = new Date().toISOString();
    const customer = await currentCustomer(db, request);
    const records = customer ? await listRegistrations(db, customer.id) : [];
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
