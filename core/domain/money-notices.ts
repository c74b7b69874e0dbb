// The pushes a customer gets as money moves (DESIGN §8 Notifications), worded once here.
import { formatMoney } from './money';

export const PURCHASE_NOTICE_TITLE = 'Purchase';
export const LOW_BALANCE_NOTICE_TITLE = 'Low Balance';

/** '$7.25 at Bar 3 — balance $42.10'; without a vendor, '$7.25 purchase — balance $42.10'. */
export function purchaseNoticeText(
  amountCents: number,
  vendor: string | null,
  balanceCents: number,
): string {
  const what = vendor
    ? `${formatMoney(amountCents)} at ${vendor}`
    : `${formatMoney(amountCents)} purchase`;
  return `${what} — balance ${formatMoney(balanceCents)}`;
}

/** 'Harbour Lights: your balance is $4.10, below your $5.00 alert'. */
export function lowBalanceNoticeText(
  eventName: string,
  balanceCents: number,
  levelCents: number,
): string {
  return `${eventName}: your balance is ${formatMoney(balanceCents)}, below your ${formatMoney(levelCents)} alert`;
}

/** A purchase takes the balance below the level: from at or above it to under it. */
export function crossesBelow(
  beforeCents: number,
  afterCents: number,
  levelCents: number | null,
): boolean {
  return levelCents !== null && beforeCents >= levelCents && afterCents < levelCents;
}
