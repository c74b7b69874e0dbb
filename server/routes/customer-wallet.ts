// POST /api/private/customer/wallet (spec §3 Event wallet and Transaction, §7). Three queries
// whatever the history: the owned wallet with its kept balance, one page of rows (an older page,
// `before`, finds its starting row first), and what is shown beside them (wallet-beside-rows.ts).
import type { FastifyInstance } from 'fastify';
import { walletEndpoint } from '../../core/contracts/wallet-contract';
import { fromCents } from '../../core/domain/money';
import type { Database } from '../db/database';
import { transactionOf } from '../history/transaction-view';
import { HttpError } from '../http-error';
import { findOwnedWallet } from '../ledger/owned-wallet';
import { bandBlockField } from '../lost-band/band-block-state';
import { requireUser } from '../plugins/auth';
import { readBesideRows } from '../repositories/wallet-beside-rows';
import { olderTransactions, recentTransactions } from '../repositories/wallet-read';
import { serveEndpoint } from './serve-endpoint';

/** Rows in one answer: a festival wallet has tens of rows; a page keeps a runaway one cheap. */
export const TRANSACTION_PAGE_SIZE = 100;

export function registerCustomerWalletRoute(app: FastifyInstance, db: Database): void {
  serveEndpoint(app, walletEndpoint, async (request) => {
    const { sub } = requireUser(request);
    const { walletId, eventId, before } = request.body;
    const wallet = await findOwnedWallet(db, sub, walletId);
    // The same answer as for a stranger's wallet, so ids cannot be probed.
    if (wallet.event.id !== eventId) throw new HttpError(404, 'Wallet not found');
    const page =
      before === undefined
        ? await recentTransactions(db, walletId, TRANSACTION_PAGE_SIZE)
        : await olderTransactions(db, walletId, before, TRANSACTION_PAGE_SIZE);
    if (!page) throw new HttpError(404, 'Transaction not found');
    const { rows, hasMore } = page;
    return {
      customerId: sub,
      balance: { current: fromCents(wallet.balanceCents) },
      transactionList: rows.map(transactionOf),
      hasMore,
      ...(await readBesideRows(db, wallet)),
      ...bandBlockField(wallet.bandBlock),
      refundsCloseAt: wallet.event.refundsCloseAt?.toISOString() ?? null,
    };
  });
}
