// POST /api/private/customer/band/lost and /transfer (DESIGN §8; contracts in
// core/contracts/lost-band-contract.ts).
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { bandLostEndpoint, bandTransferEndpoint } from '../../core/contracts/lost-band-contract';
import type { Database } from '../db/database';
import { transferBandBalance } from '../lost-band/band-transfer';
import { reportBandLost } from '../lost-band/report-lost';
import { requireUser } from '../plugins/auth';
import { checkSerial, checkTagNumber } from './registration-card';
import { serveEndpoint } from './serve-endpoint';

/** rateLimit: the tag search's budget, which the transfer's band lookup draws on too. */
export function registerLostBandRoutes(
  app: FastifyInstance,
  db: Database,
  rateLimit: onRequestHookHandler,
): void {
  serveEndpoint(app, bandLostEndpoint, async (request) =>
    reportBandLost(db, requireUser(request).sub, request.body),
  );
  serveEndpoint(
    app,
    bandTransferEndpoint,
    async (request) => {
      checkTagNumber(request.body.uid);
      checkSerial(request.body.serial);
      return transferBandBalance(db, requireUser(request).sub, request.body);
    },
    { onRequest: rateLimit },
  );
}
