import type { FastifyInstance } from 'fastify';
import { donationEndpoint } from '../../core/contracts/donation-contract';
import { fromCents } from '../../core/domain/money';
import type { Database } from '../db/database';
import { donate } from '../donations/donations';
import { requireUser } from '../plugins/auth';
import { serveEndpoint } from './serve-endpoint';

/** DESIGN §8: customer/donation/create. */
export function registerDonationRoute(app: FastifyInstance, opts: { db: Database }): void {
  serveEndpoint(app, donationEndpoint, async (request) => {
    const { donation, balanceCents } = await donate(
      opts.db,
      requireUser(request).sub,
      request.body,
    );
    return { donation, balance: fromCents(balanceCents) };
  });
}
