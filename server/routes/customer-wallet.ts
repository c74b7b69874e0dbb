// POST /api/private/customer/wallet (spec §3 Event wallet and Transaction, §7). Two queries
// whatever the history: the owned wallet with its kept balance, and one page of rows; an older
// page (`before`) finds its starting row first.
import type { FastifyInstance } from 'fastify';
import { type PaymentNotice, walletEndpoint } from '../../core/contracts/wallet-contract';
import { PAYMENT_REFUNDED_BALANCE_FULL } from '../../core/domain/messages';
import { fromCents } from '../../core/domain/money';
import type { Database } from '../db/database';
import { walletDonations } from '../donations/donations';
import { transactionOf } from '../history/transaction-view';
import { HttpError } from '../http-error';
import { findOwnedWallet } from '../ledger/owned-wallet';
import { bandBlockField } from '../lost-band/band-block-state';
import { requireUser } from '../plugins/auth';
import { readRefundTracker } from '../refunds/refund-tracker';
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
      paymentNotices: await refundedPaymentNotices(db, walletId),
      ...bandBlockField(wallet.bandBlock),
      refundsCloseAt: wallet.event.refundsCloseAt?.toISOString() ?? null,
      refund: await readRefundTracker(db, wallet),
      donations: await walletDonations(db, walletId),
    };
  });
}

// The ledger keeps to the spec's row states (a refunded payment's top-up row is VOID, shown
// Declined), so the reason and the refund are told beside the table.
async function refundedPaymentNotices(db: Database, walletId: string): Promise<PaymentNotice[]> {
  const rows = await db.query<{ reference: string; amountCents: number; refundedAt: Date }>(
    `select reference, amount_cents as "amountCents", refunded_at as "refundedAt"
     from purchases where wallet_id = $1 and state = 'REFUNDED' order by refunded_at desc`,
    [walletId],
  );
  return rows.map((row) => ({
    reference: row.reference,
    message: PAYMENT_REFUNDED_BALANCE_FULL,
    amount: fromCents(row.amountCents),
    date: new Date(row.refundedAt).toISOString(),
  }));
}
