// What a row's detail and receipt say beyond the row (DESIGN §8 History): how an online top-up
// ended, in the words of spec §4's states, plus the refund back to the card the spec lacks.

export const TOP_UP_OUTCOMES = ['approved', 'pending', 'declined', 'refunded'] as const;
export type TopUpOutcome = (typeof TOP_UP_OUTCOMES)[number];

const OUTCOME_LABELS: Record<TopUpOutcome, string> = {
  approved: 'Approved',
  pending: 'Pending',
  declined: 'Declined',
  refunded: 'Refunded to your card',
};

/** A purchase's state (server/payments) as the customer reads it. */
export function topUpOutcome(purchaseState: string): TopUpOutcome {
  if (purchaseState === 'COMPLETED') return 'approved';
  if (purchaseState === 'PENDING') return 'pending';
  if (purchaseState === 'REFUNDED') return 'refunded';
  return 'declined';
}

export function topUpOutcomeLabel(outcome: TopUpOutcome): string {
  return OUTCOME_LABELS[outcome];
}

/** A card fee of basis points as the rate card speaks it: 250 → 2.5 (%). */
export function percentOfBasisPoints(basisPoints: number): number {
  return basisPoints / 100;
}

/** The detail page's and receipt's words (DESIGN §8 History), one copy for the SPA and tests. */
export const ROW_DETAIL_TEXT = {
  eyebrow: 'Transaction',
  total: 'Total',
  status: 'Status',
  date: 'Date',
  event: 'Event',
  loading: 'Loading transaction',
  notFound: 'This transaction is not in your wallet.',
  failed: 'Unable to load this transaction.',
  retry: 'Try Again',
  topUpTitle: 'Online top up',
  purchaseTitle: 'Purchase',
  refundTitle: 'Refund to bank',
  amountCharged: 'Charged to card',
  activationFee: 'Activation fee',
  credit: 'Credited to wallet',
  paymentReference: 'Payment reference',
  outcome: 'Outcome',
  vendor: 'Vendor',
  vendorUnknown: 'Not recorded',
  items: 'Items',
  noItems: 'The reader sent no items for this purchase.',
  item: 'Item',
  quantity: 'Qty',
  unitPrice: 'Price',
  itemTotal: 'Total',
  itemsTotal: 'Items total',
  amountToBank: 'Paid to bank',
  refundFee: 'Refund fee',
  account: 'Bank account',
  batch: 'Batch',
  refundReference: 'Refund reference',
  lodged: 'Lodged',
  printReceipt: 'Print receipt',
  closeReceipt: 'Close receipt',
  receiptFor: 'Receipt for',
  requested: 'Requested',
  completed: 'Completed',
} as const;

/** "Card fee (2.5%)": the rate card's percentage as the customer reads it. */
export function cardFeeLabel(percent: number): string {
  return `Card fee (${Number(percent.toFixed(2))}%)`;
}

/** A receipt's heading: what it is a receipt of. */
export function receiptTitle(section: 'topUp' | 'refund'): string {
  return section === 'topUp' ? 'Top up receipt' : 'Refund receipt';
}

/**
 * The accessible name of a wallet row's link to its detail, so each row's differs: the text the
 * cell shows first (WCAG 2.5.3), then what the row is, its total and date: "Top Up: Card fee,
 * -$5.00, 20 Nov 26".
 */
export function rowDetailLinkLabel(row: {
  shown: string;
  description: string;
  total: string;
  date: string;
}): string {
  const what =
    row.description.toLowerCase() === row.shown.toLowerCase()
      ? row.shown
      : `${row.shown}: ${row.description}`;
  return `${what}, ${row.total}, ${row.date}`;
}
