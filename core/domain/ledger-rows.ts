// What a wallet row is, for the customer (DESIGN §8 History): the spec's category stays the
// table's Purchase Type (spec §3), and the row's description says the rest ("Card fee",
// "Purchase · Bar 3"). The kind is read from what every ledger writer leaves on its rows: the
// category, the sign (only a card fee is a negative TOP_UP, which the schema enforces) and the
// writer's description; server/ledger/row-kinds.test.ts runs each writer and checks its rows.
import { purchaseCategoryLabel } from './transactions';

export const LEDGER_ROW_KINDS = [
  'online-top-up',
  'cash-top-up',
  'card-desk-top-up',
  'top-up',
  'card-fee',
  'activation-fee',
  'purchase',
  'refund-to-bank',
  'refund-fee',
  'reversal',
  'other',
] as const;
export type LedgerRowKind = (typeof LEDGER_ROW_KINDS)[number];

/** Kinds that belong to an online top-up (its detail and receipt are the top-up's). */
export const TOP_UP_ROW_KINDS: readonly LedgerRowKind[] = [
  'online-top-up',
  'card-fee',
  'activation-fee',
];
/** Kinds that belong to a paid refund (its detail and receipt are the refund's). */
export const REFUND_ROW_KINDS: readonly LedgerRowKind[] = ['refund-to-bank', 'refund-fee'];

/** The status of a row at a glance (spec §4 Purchase state). */
export const ROW_STATUSES = ['approved', 'pending', 'declined', 'unknown'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

/** The descriptions the ledger's writers give their rows, as this module reads them. */
export const ROW_DESCRIPTIONS = {
  onlineTopUpPrefix: 'Online top up',
  cashTopUp: 'Cash top up',
  cardDeskTopUp: 'Card top up',
  refundFee: 'Refund fee',
} as const;

/** What the rules read of a ledger row. */
export interface LedgerRowFacts {
  /** spec §3 purchase category, e.g. TOP_UP. */
  category: string;
  /** Signed integer cents (or dollars: only the sign is read). */
  total: number;
  /** The description its writer stored. */
  description: string;
  /** Where a tap purchase was made, when the reader said (`tap purchase … --vendor`). */
  vendor?: string | null;
}

export const PURCHASE_SEPARATOR = ' · ';

const LABELS: Record<Exclude<LedgerRowKind, 'purchase' | 'other'>, string> = {
  'online-top-up': 'Online top up',
  'cash-top-up': 'Cash top up',
  'card-desk-top-up': 'Card top up',
  'top-up': 'Top up',
  'card-fee': 'Card fee',
  'activation-fee': 'Activation fee',
  'refund-to-bank': 'Refund to bank',
  'refund-fee': 'Refund fee',
  reversal: 'Reversal',
};

export function ledgerRowKind(row: LedgerRowFacts): LedgerRowKind {
  const description = row.description.trim();
  switch (row.category) {
    case 'PURCHASE':
      return 'purchase';
    case 'ACTIVATION':
      return 'activation-fee';
    case 'VOID':
      return 'reversal';
    case 'REFUND':
      return description === ROW_DESCRIPTIONS.refundFee ? 'refund-fee' : 'refund-to-bank';
    case 'TOP_UP':
      if (row.total < 0) return 'card-fee';
      if (description.startsWith(ROW_DESCRIPTIONS.onlineTopUpPrefix)) return 'online-top-up';
      if (description === ROW_DESCRIPTIONS.cashTopUp) return 'cash-top-up';
      if (description === ROW_DESCRIPTIONS.cardDeskTopUp) return 'card-desk-top-up';
      return 'top-up';
    default:
      return 'other';
  }
}

/**
 * The row's description as the customer reads it: "Purchase · Bar 3", "Card fee". A row of a
 * category this module does not know (one added later) keeps its writer's description, or a
 * readable form of its category.
 */
export function ledgerRowLabel(row: LedgerRowFacts): string {
  const kind = ledgerRowKind(row);
  if (kind === 'purchase') {
    const vendor = row.vendor?.trim();
    return vendor ? `Purchase${PURCHASE_SEPARATOR}${vendor}` : 'Purchase';
  }
  if (kind === 'other') return row.description.trim() || purchaseCategoryLabel(row.category);
  return LABELS[kind];
}

/** spec §4: PENDING 'Pending', COMPLETED 'Approved', VOID 'Declined', other 'Unknown'. */
export function rowStatus(state: string): RowStatus {
  if (state === 'COMPLETED') return 'approved';
  if (state === 'PENDING') return 'pending';
  if (state === 'VOID') return 'declined';
  return 'unknown';
}

/** The row's kind, description and status as the wallet's transaction list carries them. */
export function describeLedgerRow(row: LedgerRowFacts & { state: string }): {
  kind: LedgerRowKind;
  description: string;
  status: RowStatus;
} {
  return {
    kind: ledgerRowKind(row),
    description: ledgerRowLabel(row),
    status: rowStatus(row.state),
  };
}
