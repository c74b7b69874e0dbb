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
import type { Queryable } from '../db/database';
import type { BatchState, RefundState } from './refund-records';

interface TrackedRefund {
  reference: string;
  state: RefundState;
  batchState: BatchState;
  totalCents: number;
  feeCents: number;
  currency: string;
  accountType: AccountType;
  accountNumber: string;
  lodgedAt: Date;
  batchClosedAt: Date | null;
  paidAt: Date | null;
  changedAt: Date;
}

export interface TrackedWallet {
  id: string;
  balanceCents: number;
  event: { refundProcessingDays: number };
}

export async function readRefundTracker(
  q: Queryable,
  wallet: TrackedWallet,
): Promise<RefundTracker | null> {
  const [refund] = await q.query<TrackedRefund>(
    `select r.reference, r.state, b.state as "batchState", r.total_cents as "totalCents",
       r.fee_cents as "feeCents", r.currency, r.account_type as "accountType",
       r.account_number as "accountNumber", r.created_at as "lodgedAt",
       b.closed_at as "batchClosedAt", t.created_at as "paidAt", r.updated_at as "changedAt"
     from refunds r
     join refund_batches b on b.id = r.batch_id
     left join wallet_transactions t
       on t.purchase_reference = r.reference and r.state = 'COMPLETED'
     where r.wallet_id = $1
     order by r.created_at desc, r.id desc
     limit 1`,
    [wallet.id],
  );
  if (!refund) return null;
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
  const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
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
