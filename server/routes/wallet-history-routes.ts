// The wallet's history beyond its page (DESIGN §8 History): one row's detail, for the detail
// view and the printable receipts, and the whole history as CSV. Every call reaches the wallet
// through its owner.
import type { FastifyInstance } from 'fastify';
import { transactionDetailEndpoint } from '../../core/contracts/transaction-detail-contract';
import { walletExportEndpoint } from '../../core/contracts/wallet-export-contract';
import type { Database } from '../db/database';
import { findHistoryWallet } from '../history/history-wallet';
import { transactionDetail } from '../history/row-detail';
import { exportWalletHistory } from '../history/wallet-csv';
import { requireUser } from '../plugins/auth';
import { serveEndpoint } from './serve-endpoint';

export function registerWalletHistoryRoutes(app: FastifyInstance, db: Database): void {
  serveEndpoint(app, transactionDetailEndpoint, async (request) => {
    const { sub } = requireUser(request);
    const { walletId, eventId, purchaseReference } = request.body;
    const wallet = await findHistoryWallet(db, sub, walletId, eventId);
    return transactionDetail(db, wallet, purchaseReference);
  });

  serveEndpoint(app, walletExportEndpoint, async (request) => {
    const { sub } = requireUser(request);
    const { walletId, eventId, timeZone } = request.body;
    const wallet = await findHistoryWallet(db, sub, walletId, eventId);
    return exportWalletHistory(db, wallet, timeZone);
  });
}
