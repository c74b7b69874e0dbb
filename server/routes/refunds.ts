import type { FastifyInstance } from 'fastify';
import { PRIVATE_PATHS } from '../../core/contracts/private-paths';
import {
  RefundCreateBody,
  RefundListBody,
  RefundListResponse,
  RefundResponse,
  RefundUpdateBody,
} from '../../core/contracts/refund-contract';
import { requireUser } from '../plugins/auth';
import { createRefund, listWalletRefunds, updateRefundAccount } from '../refunds/refund-requests';
import type { MoneyRoutesOptions } from './money-routes-options';

/** spec §7: customer/refund (list), customer/refund/create, customer/refund/update. */
export function registerRefundRoutes(app: FastifyInstance, opts: MoneyRoutesOptions): void {
  app.post<{ Body: RefundListBody }>(
    PRIVATE_PATHS.refundList,
    { schema: { body: RefundListBody, response: { 200: RefundListResponse } } },
    async (request): Promise<RefundListResponse> => ({
      eventWalletRefundList: await listWalletRefunds(
        opts.db,
        requireUser(request).sub,
        request.body,
      ),
    }),
  );
  app.post<{ Body: RefundCreateBody }>(
    PRIVATE_PATHS.refundCreate,
    { schema: { body: RefundCreateBody, response: { 200: RefundResponse } } },
    async (request): Promise<RefundResponse> => {
      const refund = await createRefund(opts.db, requireUser(request).sub, request.body);
      opts.metrics.refundLodged();
      return { refund };
    },
  );
  app.post<{ Body: RefundUpdateBody }>(
    PRIVATE_PATHS.refundUpdate,
    { schema: { body: RefundUpdateBody, response: { 200: RefundResponse } } },
    async (request): Promise<RefundResponse> => ({
      refund: await updateRefundAccount(opts.db, requireUser(request).sub, request.body),
    }),
  );
}
