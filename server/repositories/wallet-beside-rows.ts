// What the wallet page shows beside its rows, read in one statement whatever there is: card
// payments refunded because the wallet was full, the newest refund as the customer follows it,
// and the donations made.

import type { Donation } from '../../core/contracts/donation-contract';
import type { RefundTracker } from '../../core/contracts/refund-tracker-contract';
import type { PaymentNotice } from '../../core/contracts/wallet-contract';
import { PAYMENT_REFUNDED_BALANCE_FULL } from '../../core/domain/messages';
import { fromCents } from '../../core/domain/money';
import type { Queryable } from '../db/database';
import { type DonationRow, toDonation, WALLET_DONATIONS_JSON } from '../donations/donations';
import {
  TRACKED_REFUND_JSON,
  type TrackedRefund,
  type TrackedWallet,
  toRefundTracker,
} from '../refunds/refund-tracker';

export interface BesideRows {
  paymentNotices: PaymentNotice[];
  refund: RefundTracker | null;
  donations: Donation[];
}

interface NoticeRow {
  reference: string;
  amountCents: number;
  refundedAt: string;
}

// The ledger keeps to the spec's row states (a refunded payment's top-up row is VOID, shown
// Declined), so the reason and the refund are told beside the table.
const NOTICES_JSON = `(select coalesce(json_agg(json_build_object(
    'reference', reference, 'amountCents', amount_cents, 'refundedAt', refunded_at)
    order by refunded_at desc), '[]')
  from purchases where wallet_id = $1 and state = 'REFUNDED')`;

export async function readBesideRows(
  q: Queryable,
  wallet: TrackedWallet & { id: string },
): Promise<BesideRows> {
  const [row] = await q.query<{
    notices: NoticeRow[] | string;
    refund: TrackedRefund | string | null;
    donations: DonationRow[] | string;
  }>(
    `select ${NOTICES_JSON} as notices, ${TRACKED_REFUND_JSON} as refund,
       ${WALLET_DONATIONS_JSON} as donations`,
    [wallet.id],
  );
  const notices = parsed<NoticeRow[]>(row?.notices ?? []);
  const refund = parsed<TrackedRefund | null>(row?.refund ?? null);
  return {
    paymentNotices: notices.map((notice) => ({
      reference: notice.reference,
      message: PAYMENT_REFUNDED_BALANCE_FULL,
      amount: fromCents(notice.amountCents),
      date: new Date(notice.refundedAt).toISOString(),
    })),
    refund: refund === null ? null : toRefundTracker(refund, wallet),
    donations: parsed<DonationRow[]>(row?.donations ?? []).map(toDonation),
  };
}

// json values arrive parsed from PostgreSQL's driver and PGlite alike, unless a driver leaves
// them as text.
function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
