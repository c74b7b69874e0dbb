// POST /api/private/customer/wallet (spec §3 Event wallet and Transaction, §7).
import type { FastifyInstance } from 'fastify';
import { PRIVATE_PATHS } from '../../src/contracts/private-paths';
import { EventWallet, WalletBody } from '../../src/contracts/wallet-contract';
import { fromCents } from '../../src/domain/money';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { walletBalanceCents } from '../ledger/ledger';
import { findOwnedWallet } from '../ledger/owned-wallet';
import { requireUser } from '../plugins/auth';
import { recentTransactions } from '../repositories/wallet-read';

/** Rows in one answer: a festival wallet has tens of rows; a page keeps a runaway one cheap. */
export const TRANSACTION_PAGE_SIZE = 100;

const schema = { body: WalletBody, response: { 200: EventWallet } };

export function registerCustomerWalletRoute(app: FastifyInstance, db: Database): void {
  app.post<{ Body: WalletBody }>(
    PRIVATE_PATHS.wallet,
    { schema },
    async (request): Promise<EventWallet> => {
      const { sub } = requireUser(request);
      const { walletId, eventId } = request.body;
      const wallet = await findOwnedWallet(db, sub, walletId);
      // The same answer as for a stranger's wallet, so ids cannot be probed.
      if (wallet.event.id !== eventId) throw new HttpError(404, 'Wallet not found');
      const balanceCents = await walletBalanceCents(db, walletId);
      const { rows, hasMore } = await recentTransactions(db, walletId, TRANSACTION_PAGE_SIZE);
      return {
        customerId: sub,
        balance: { current: fromCents(balanceCents) },
        transactionList: rows.map((row) => ({
          purchaseReference: row.reference,
          purchaseCategory: row.category,
          purchaseState: row.state,
          purchaseTotal: fromCents(row.totalCents),
          purchaseDate: new Date(row.createdAt).toISOString(),
        })),
        hasMore,
      };
    },
  );
}
