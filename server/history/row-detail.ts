// One row of the caller's wallet with what it stands for (core/contracts/transaction-detail-
// contract.ts): an online top-up's payment, a tap purchase's vendor and items, a paid refund's
// transfer. Reads only; nothing here changes a balance.
import type {
  PurchaseDetail,
  RefundDetail,
  TopUpDetail,
  TransactionDetail,
} from '../../core/contracts/transaction-detail-contract';
import { maskBankAccount } from '../../core/domain/bank-account';
import {
  type LedgerRowKind,
  REFUND_ROW_KINDS,
  TOP_UP_ROW_KINDS,
} from '../../core/domain/ledger-rows';
import { fromCents } from '../../core/domain/money';
import { percentOfBasisPoints, topUpOutcome } from '../../core/domain/row-detail';
import { tapItemsTotalCents } from '../../core/domain/tap-items';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { findTapDetails } from '../operator/tap-details';
import { findPurchase } from '../payments/top-up-payments';
import { type RefundRecord, SELECT_REFUND } from '../refunds/refund-records';
import { findWalletTransaction } from '../repositories/wallet-read';
import type { HistoryWallet } from './history-wallet';
import { transactionOf } from './transaction-view';

export async function transactionDetail(
  q: Queryable,
  wallet: HistoryWallet,
  reference: string,
): Promise<TransactionDetail> {
  const row = await findWalletTransaction(q, wallet.walletId, reference);
  if (!row) throw new HttpError(404, 'Transaction not found');
  const transaction = transactionOf(row);
  const detail: TransactionDetail = {
    transaction,
    eventName: wallet.eventName,
    customerName: wallet.customerName,
  };
  const { kind } = transaction;
  if (TOP_UP_ROW_KINDS.includes(kind)) {
    const topUp = await topUpDetail(q, wallet, baseReference(kind, reference));
    return topUp ? { ...detail, topUp } : detail;
  }
  if (REFUND_ROW_KINDS.includes(kind)) {
    const refund = await refundDetail(q, wallet, baseReference(kind, reference));
    return refund ? { ...detail, refund } : detail;
  }
  if (kind === 'purchase') return { ...detail, purchase: await purchaseDetail(q, reference) };
  return detail;
}

// A fee row carries its top-up's or refund's reference with a suffix (server/payments,
// server/refunds write them so).
const SUFFIXES: Partial<Record<LedgerRowKind, string>> = {
  'card-fee': '-FEE',
  'activation-fee': '-ACT',
  'refund-fee': '-FEE',
};

function baseReference(kind: LedgerRowKind, reference: string): string {
  const suffix = SUFFIXES[kind];
  return suffix && reference.endsWith(suffix) ? reference.slice(0, -suffix.length) : reference;
}

async function topUpDetail(
  q: Queryable,
  wallet: HistoryWallet,
  reference: string,
): Promise<TopUpDetail | undefined> {
  const purchase = await findPurchase(q, reference);
  if (!purchase || purchase.walletId !== wallet.walletId) return undefined;
  const [completed] = await q.query<{ completedAt: Date | null }>(
    'select completed_at as "completedAt" from purchases where id = $1',
    [purchase.id],
  );
  return {
    paymentReference: purchase.reference,
    amount: fromCents(purchase.amountCents),
    // The rate card the fee was worked out from; the purchase keeps the fee it came to.
    cardFeePercent: percentOfBasisPoints(wallet.creditCardFeeBasisPoints),
    cardFee: fromCents(purchase.cardFeeCents),
    activationFee: fromCents(purchase.activationFeeCents),
    credit: fromCents(purchase.creditCents),
    currency: purchase.currency,
    outcome: topUpOutcome(purchase.state),
    requestedAt: new Date(purchase.createdAt).toISOString(),
    completedAt: completed?.completedAt ? new Date(completed.completedAt).toISOString() : null,
  };
}

async function purchaseDetail(q: Queryable, reference: string): Promise<PurchaseDetail> {
  const { vendor, items } = await findTapDetails(q, reference);
  return {
    vendor,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: fromCents(item.unitPriceCents),
      total: fromCents(item.quantity * item.unitPriceCents),
    })),
    itemsTotal: fromCents(tapItemsTotalCents(items)),
  };
}

async function refundDetail(
  q: Queryable,
  wallet: HistoryWallet,
  reference: string,
): Promise<RefundDetail | undefined> {
  const [refund] = await q.query<RefundRecord>(
    `${SELECT_REFUND} where r.reference = $1 and r.wallet_id = $2`,
    [reference, wallet.walletId],
  );
  if (!refund) return undefined;
  return {
    refundReference: refund.reference,
    amountToBank: fromCents(refund.totalCents),
    fee: fromCents(refund.feeCents),
    account: maskBankAccount(refund.accountType, refund.accountNumber),
    accountType: refund.accountType,
    currency: refund.currency,
    batchId: refund.batchId,
    batchState: refund.batchState,
    lodgedAt: new Date(refund.createdAt).toISOString(),
  };
}
