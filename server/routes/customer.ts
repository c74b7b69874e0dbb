// POST /api/private/customer (spec §3 Customer and Event registration, §7): the registrations
// behind the Home cards.
import type { FastifyInstance } from 'fastify';
import { customerEndpoint, type EventRegistration } from '../../core/contracts/customer-contract';
import { fromCents } from '../../core/domain/money';
import type { Database } from '../db/database';
import { bandBlockField } from '../lost-band/band-block-state';
import { requireUser } from '../plugins/auth';
import { cachedRegistrationLister } from '../repositories/registration-cache';
import type { RegistrationRecord } from '../repositories/registration-list';
import { serveEndpoint } from './serve-endpoint';

export async function registerCustomerRoute(app: FastifyInstance, db: Database): Promise<void> {
  const listRegistrations = await cachedRegistrationLister(db);
  serveEndpoint(app, customerEndpoint, async (request) => {
    const lastUpdate = new Date().toISOString();
    const records = await listRegistrations(requireUser(request).sub);
    return { eventRegistrationList: records.map(toRegistration), lastUpdate };
  });
}

function toRegistration(record: RegistrationRecord): EventRegistration {
  const { event } = record;
  return {
    event: {
      id: event.id,
      name: event.name,
      state: event.state,
      currency: event.currency,
      refundsCloseAt: event.refundsCloseAt?.toISOString() ?? null,
      charityName: event.charityName,
    },
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
    ...bandBlockField(record.bandBlock),
  };
}
