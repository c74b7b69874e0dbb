// POST /api/private/customer/wallet (spec §3 Event wallet and Transaction, §7). Two queries
// whatever the history: the owned wallet with its kept balance, and one page of rows.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_REFUNDED_BALANCE_FULL } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import type { PaymentNotice, Transaction } from '../../src/domain/transactions';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { findOwnedWallet } from '../ledger/owned-wallet';
import { requireUser } from '../plugins/auth';
import { recentTransactions } from '../repositories/wallet-read';
import { answerObject, closedObject, UUID } from './body-schema';

/** Rows in one answer: a festival wallet has tens of rows; a page keeps a runaway one cheap. */
export const TRANSACTION_PAGE_SIZE = 100;

export interface WalletResponse {
  /** The owner's identity subject: the SPA drops a stored wallet that is not the caller's. */
  customerId: string;
  balance: { current: number };
  /** Newest first, at most TRANSACTION_PAGE_SIZE rows. */
  transactionList: Transaction[];
  /** Older rows exist beyond the list. */
  hasMore: boolean;
  /** Card payments refunded because the wallet could not take them, newest first. */
  paymentNotices: PaymentNotice[];
}

interface WalletBody {
  walletId: string;
  eventId: string;
}

// The answer is serialised from this schema: nothing outside it reaches the client, and the
// serialiser compiled from it is faster than JSON.stringify on a page of rows.
export const WALLET_RESPONSE_SCHEMA = answerObject({
  customerId: { type: 'string' },
  balance: answerObject({ current: { type: 'number' } }),
  transactionList: {
    type: 'array',
    items: answerObject({
      purchaseReference: { type: 'string' },
      purchaseCategory: { type: 'string' },
      purchaseState: { type: 'string' },
      purchaseTotal: { type: 'number' },
      purchaseDate: { type: 'string' },
    }),
  },
  hasMore: { type: 'boolean' },
});

const schema = {
  body: closedObject({ walletId: UUID, eventId: UUID }),
  response: { 200: WALLET_RESPONSE_SCHEMA },
};

export function registerCustomerWalletRoute(app: FastifyInstance, db: Database): void {
  app.post<{ Body: WalletBody }>(
    '/api/private/customer/wallet',
    { schema },
    async (request): Promise<WalletResponse> => {
      const { sub } = requireUser(request);
      const { walletId, eventId } = request.body;
      const wallet = await findOwnedWallet(db, sub, walletId);
      // The same answer as for a stranger's wallet, so ids cannot be probed.
      if (wallet.event.id !== eventId) throw new HttpError(404, 'Wallet not found');
      const { rows, hasMore } = await recentTransactions(db, walletId, TRANSACTION_PAGE_SIZE);
      return {
        customerId: sub,
        balance: { current: fromCents(wallet.balanceCents) },
        transactionList: rows.map((row) => ({
          purchaseReference: row.reference,
          purchaseCategory: row.category,
          purchaseState: row.state,
          purchaseTotal: fromCents(row.totalCents),
          purchaseDate: row.createdAt,
        })),
        hasMore,
        paymentNotices: await refundedPaymentNotices(db, walletId),
      };
    },
  );
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
