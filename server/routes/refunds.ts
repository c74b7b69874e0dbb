import type { FastifyInstance } from 'fastify';
import {
  refundCreateEndpoint,
  refundListEndpoint,
  refundUpdateEndpoint,
} from '../../core/contracts/refund-contract';
import { requireUser } from '../plugins/auth';
import { createRefund, listWalletRefunds, updateRefundAccount } from '../refunds/refund-requests';
import type { MoneyRoutesOptions } from './money-routes-options';
import { serveEndpoint } from './serve-endpoint';

/** spec §7: customer/refund (list), customer/refund/create, customer/refund/update. */
export function registerRefundRoutes(app: FastifyInstance, opts: MoneyRoutesOptions): void {
  serveEndpoint(app, refundListEndpoint, async (request) => ({
    eventWalletRefundList: await listWalletRefunds(opts.db, requireUser(request).sub, request.body),
  }));
  serveEndpoint(app, refundCreateEndpoint, async (request) => {
    const refund = await createRefund(opts.db, requireUser(request).sub, request.body);
    opts.metrics.refundLodged();
    return { refund };
  });
  serveEndpoint(app, refundUpdateEndpoint, async (request) => ({
    refund: await updateRefundAccount(opts.db, requireUser(request).sub, request.body),
  }));
}
