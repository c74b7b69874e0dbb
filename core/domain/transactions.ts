// Rows of the wallet's transaction table (spec §3, §4) and how they are labelled and dated.
import dayjs from 'dayjs';
import { DONATION_CATEGORY, DONATION_LABEL } from './donation-row';

export const PURCHASE_CATEGORIES = [
  'PURCHASE',
  'TOP_UP',
  'REFUND',
  'VOID',
  'ACTIVATION',
  // A lost band's balance moved to a new band (core/domain/lost-band.ts labels its rows).
  'TRANSFER',
  DONATION_CATEGORY,
] as const;
export type PurchaseCategory = (typeof PURCHASE_CATEGORIES)[number];

export const PURCHASE_STATES = ['PENDING', 'COMPLETED', 'VOID'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** What these rules read of a transaction row (the wallet call's, core/contracts/wallet-contract.ts). */
export interface TransactionFacts {
  purchaseCategory: string;
  purchaseState: string;
  /** ISO 8601 date-time. */
  purchaseDate: string;
}

export const DATE_FORMAT = 'DD MMM YY';
export const MOBILE_DATE_FORMAT = 'DD-MM-YY';
export const DATE_TIME_FORMAT = 'DD MMM YY HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

const STATE_LABELS: Record<PurchaseState, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Approved',
  VOID: 'Declined',
};

const CATEGORY_LABELS: Record<PurchaseCategory, string> = {
  PURCHASE: 'Purchase',
  TOP_UP: 'Top Up',
  REFUND: 'Refund',
  VOID: 'Void',
  ACTIVATION: 'Activation Fee',
  TRANSFER: 'Band Transfer',
  DONATION: DONATION_LABEL,
};

export function isPurchaseCategory(value: unknown): value is PurchaseCategory {
  return (PURCHASE_CATEGORIES as readonly unknown[]).includes(value);
}

export function isPurchaseState(value: unknown): value is PurchaseState {
  return (PURCHASE_STATES as readonly unknown[]).includes(value);
}

export function purchaseStateLabel(state: string): string {
  return isPurchaseState(state) ? STATE_LABELS[state] : 'Unknown';
}

/** The known categories by name; anything else readable, e.g. 'CARD_FEE' → 'Card Fee'. */
export function purchaseCategoryLabel(category: string): string {
  if (isPurchaseCategory(category)) return CATEGORY_LABELS[category];
  return category
    .toLowerCase()
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The table shows the known categories only: the spec's five and a donation (DESIGN §3). */
export function isShownTransaction(transaction: TransactionFacts): boolean {
  return isPurchaseCategory(transaction.purchaseCategory);
}

/** A new array, newest first; rows without a readable date go last, in their original order. */
export function sortNewestFirst<T extends Pick<TransactionFacts, 'purchaseDate'>>(
  transactions: readonly T[],
): T[] {
  const time = (row: T) => {
    const value = dayjs(row.purchaseDate);
    return value.isValid() ? value.valueOf() : Number.NEGATIVE_INFINITY;
  };
  return [...transactions].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  });
}

/** The rows of the transaction table, in table order. */
export function shownTransactions<T extends TransactionFacts>(transactions: readonly T[]): T[] {
  return sortNewestFirst(transactions.filter(isShownTransaction));
}

/**
 * The rows shown with an older page after them (DESIGN §8 History: Show more): a row already
 * shown stays where it is, so a row written between the two calls is never listed twice.
 */
export function withOlderRows<T extends { purchaseReference: string }>(
  shown: readonly T[],
  older: readonly T[],
): T[] {
  const seen = new Set(shown.map((row) => row.purchaseReference));
  return [...shown, ...older.filter((row) => !seen.has(row.purchaseReference))];
}

/** Activation is paid once a top up or activation has completed (spec §4). */
export function isActivationPaid(transactions: readonly TransactionFacts[]): boolean {
  return transactions.some(
    (row) =>
      row.purchaseState === 'COMPLETED' &&
      (row.purchaseCategory === 'TOP_UP' || row.purchaseCategory === 'ACTIVATION'),
  );
}

/** A card top-up the payment provider has not settled yet. */
export function hasPendingTopUp(transactions: readonly TransactionFacts[]): boolean {
  return transactions.some(
    (row) => row.purchaseState === 'PENDING' && row.purchaseCategory === 'TOP_UP',
  );
}

type DateInput = string | number | Date;

function format(value: DateInput, pattern: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** '05 Mar 25' in local time; '' for an unreadable date. */
export function formatDate(value: DateInput): string {
  return format(value, DATE_FORMAT);
}

export function formatMobileDate(value: DateInput): string {
  return format(value, MOBILE_DATE_FORMAT);
}

export function formatDateTime(value: DateInput): string {
  return format(value, DATE_TIME_FORMAT);
}

export function formatTime(value: DateInput): string {
  return format(value, TIME_FORMAT);
}

/** spec §9's mobile date with the time of day: '05-03-25 14:07:09'. */
export const MOBILE_DATE_TIME_FORMAT = `${MOBILE_DATE_FORMAT} ${TIME_FORMAT}`;

export function formatMobileDateTime(value: DateInput): string {
  return format(value, MOBILE_DATE_TIME_FORMAT);
}
