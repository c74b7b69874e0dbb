// The wallet's newest refund as the customer follows it (DESIGN §8 "Refund tracker"). Every date
// is already recorded: lodged is the refund's creation, being processed its batch's closing, paid
// the moment its REFUND ledger row was written (the same transaction that paid it), cancelled the
// last change of a VOID refund, which nothing writes again (refund-operations.ts and
// refund-requests.ts change only PROCESSING refunds).
import type { RefundTracker } from '../../core/contracts/refund-tracker-contract';
import { type AccountType, maskBankAccount } from '../../core/domain/bank-account';
import { fromCents } from '../../core/domain/money';
import {
  currentRefundStep,
  type RefundStepDates,
  refundExpectedBy,
} from '../../core/domain/refund-tracker';
import type { BatchState, RefundState } from './refund-records';

/** A refund as TRACKED_REFUND_JSON writes it: dates are JSON text. */
export interface TrackedRefund {
  reference: string;
  state: RefundState;
  batchState: BatchState;
  totalCents: number;
  feeCents: number;
  currency: string;
  accountType: AccountType;
  accountNumber: string;
  lodgedAt: string;
  batchClosedAt: string | null;
  paidAt: string | null;
  changedAt: string;
}

export interface TrackedWallet {
  balanceCents: number;
  event: { refundProcessingDays: number };
}

/**
 * The newest refund of wallet $1 as one JSON value (null without one), so the wallet call reads
 * it in the same statement as what else it shows beside its rows.
 */
export const TRACKED_REFUND_JSON = `(select json_build_object(
    'reference', r.reference, 'state', r.state, 'batchState', b.state,
    'totalCents', r.total_cents, 'feeCents', r.fee_cents, 'currency', r.currency,
    'accountType', r.account_type, 'accountNumber', r.account_number,
    'lodgedAt', r.created_at, 'batchClosedAt', b.closed_at, 'paidAt', t.created_at,
    'changedAt', r.updated_at)
  from refunds r
  join refund_batches b on b.id = r.batch_id
  left join wallet_transactions t on t.purchase_reference = r.reference and r.state = 'COMPLETED'
  where r.wallet_id = $1
  order by r.created_at desc, r.id desc
  limit 1)`;

export function toRefundTracker(refund: TrackedRefund, wallet: TrackedWallet): RefundTracker {
  const dates = stepDates(refund);
  return {
    refundPurchaseRef: refund.reference,
    step: currentRefundStep(dates),
    amount: fromCents(amountToBank(refund, wallet.balanceCents)),
    fee: fromCents(refund.feeCents),
    currency: refund.currency,
    accountType: refund.accountType,
    account: maskBankAccount(refund.accountType, refund.accountNumber),
    lodged: dates.lodged,
    beingProcessed: dates.beingProcessed,
    paid: dates.paid,
    cancelled: dates.cancelled,
    expectedBy: refundExpectedBy(dates, wallet.event.refundProcessingDays),
  };
}

// While the batch is open the total is not fixed yet: closeBatch sets it to the balance then,
// less the fee, and cancels a refund it no longer covers.
function amountToBank(refund: TrackedRefund, balanceCents: number): number {
  if (refund.state === 'PROCESSING' && refund.batchState === 'OPEN') {
    return Math.max(balanceCents - refund.feeCents, 0);
  }
  return refund.totalCents;
}

function stepDates(refund: TrackedRefund): RefundStepDates {
  const iso = (date: string | Date | null) => (date === null ? null : new Date(date).toISOString());
  const cancelledAt = refund.state === 'VOID' ? new Date(refund.changedAt) : null;
  const closedAt = refund.batchClosedAt === null ? null : new Date(refund.batchClosedAt);
  // A refund cancelled by the closing itself (its balance no longer covered the fee) or before
  // it never went to the bank.
  const processed =
    closedAt !== null && (cancelledAt === null || closedAt.getTime() < cancelledAt.getTime());
  return {
    lodged: new Date(refund.lodgedAt).toISOString(),
    beingProcessed: processed ? iso(closedAt) : null,
    paid: iso(refund.paidAt),
    cancelled: iso(cancelledAt),
  };
}
