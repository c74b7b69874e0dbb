// Online top up (spec §5, §9; DESIGN §3). The card is charged the chosen amount; the card fee and
// any activation fee come out of it and the wallet is credited the rest. The SPA shows these
// figures, and the server recomputes them from the rate card and rejects a request that differs.

import { fromCents, MAX_BALANCE_CENTS, TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, toCents } from './money';
import type { PurchaseCategory } from './transactions';

export const TOP_UP_AMOUNT_ERROR = 'Top up amount must been between 20.00 and 999.00';

/** The highest whole-dollar amount the custom amount input keeps. */
export const TOP_UP_INPUT_MAX = 999;

/**
 * The fees in integer units: cents, and the card fee percentage in basis points (1% = 100), so
 * that the card fee is integer arithmetic. Percentages are held to two decimals (2.5% = 250).
 */
export interface TopUpRateCard {
  activationFeeOnlineCents: number;
  creditCardFeeBasisPoints: number;
}

export interface PurchaseItem {
  code: 'TOP_UP' | 'CARD_FEE' | 'ACTIVATION_FEE';
  name: string;
  /** Dollars with two decimals; fees are negative. */
  price: number;
  currency: string;
  quantity: number;
  category: PurchaseCategory;
}

export interface TopUpInput {
  amountCents: number;
  currency: string;
  rateCard: TopUpRateCard;
  activationPaid: boolean;
  balanceCents: number;
}

export interface TopUp {
  topUpCents: number;
  cardFeeCents: number;
  activationFeeCents: number;
  /** What the wallet is credited: top up − card fee − activation fee. */
  creditCents: number;
  balanceAfterCents: number;
  items: PurchaseItem[];
}

/** A percentage scales to basis points exactly as dollars scale to cents (×100, half away). */
export function percentToBasisPoints(percent: number): number {
  return toCents(percent);
}

export function topUpRateCard(rateCard: {
  activationFeeOnline: number;
  creditCardFee: number;
}): TopUpRateCard {
  return {
    activationFeeOnlineCents: toCents(rateCard.activationFeeOnline),
    creditCardFeeBasisPoints: percentToBasisPoints(rateCard.creditCardFee),
  };
}

/** amount × fee%, rounded half away from zero to whole cents. */
export function cardFeeCents(amountCents: number, basisPoints: number): number {
  const scaled = amountCents * basisPoints;
  const magnitude = Math.abs(scaled);
  const cents = Math.floor(magnitude / 10_000) + (magnitude % 10_000 >= 5_000 ? 1 : 0);
  return scaled < 0 ? -cents : cents;
}

export function computeTopUp(input: TopUpInput): TopUp {
  const { amountCents, currency, rateCard, activationPaid, balanceCents } = input;
  const cardFee = cardFeeCents(amountCents, rateCard.creditCardFeeBasisPoints);
  const activationFee = activationPaid ? 0 : rateCard.activationFeeOnlineCents;
  const creditCents = amountCents - cardFee - activationFee;
  const item = (
    code: PurchaseItem['code'],
    name: string,
    cents: number,
    category: PurchaseCategory,
  ): PurchaseItem => ({ code, name, price: fromCents(cents), currency, quantity: 1, category });
  const items = [
    item('TOP_UP', 'Online Top Up', amountCents, 'TOP_UP'),
    item('CARD_FEE', 'Card Fee', -cardFee, 'TOP_UP'),
  ];
  if (activationFee !== 0)
    items.push(item('ACTIVATION_FEE', 'Activation Fee', -activationFee, 'ACTIVATION'));
  return {
    topUpCents: amountCents,
    cardFeeCents: cardFee,
    activationFeeCents: activationFee,
    creditCents,
    balanceAfterCents: balanceCents + creditCents,
    items,
  };
}

/** Sum of purchase item prices in cents: what the wallet is credited for the items. */
export function itemsTotalCents(
  items: readonly Pick<PurchaseItem, 'price' | 'quantity'>[],
): number {
  return items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
}

export function isTopUpAmountInRange(amountCents: number): boolean {
  return amountCents >= TOP_UP_MIN_CENTS && amountCents <= TOP_UP_MAX_CENTS;
}

/** The custom amount's message (amount in dollars as typed), or null when it is in range. */
export function topUpAmountError(amount: number): string | null {
  if (!Number.isFinite(amount)) return TOP_UP_AMOUNT_ERROR;
  return isTopUpAmountInRange(toCents(amount)) ? null : TOP_UP_AMOUNT_ERROR;
}

/** Typing more than 999 into the custom amount keeps 999. */
export function clampTopUpInput(amount: number): number {
  return Math.min(amount, TOP_UP_INPUT_MAX);
}

/** The order summary appears once the amount reaches the minimum top up. */
export function showOrderSummary(amountCents: number): boolean {
  return amountCents >= TOP_UP_MIN_CENTS;
}

export interface TopUpRequestState {
  amountCents: number;
  balanceCents: number;
  inFlight: boolean;
}

/** spec §5: the balance plus the whole top up, before fees, passes the maximum balance. */
export function exceedsMaximumBalance(balanceCents: number, amountCents: number): boolean {
  return balanceCents + amountCents > MAX_BALANCE_CENTS;
}

/** The request button: a valid amount that keeps the balance within $999.99, one at a time. */
export function canRequestTopUp({
  amountCents,
  balanceCents,
  inFlight,
}: TopUpRequestState): boolean {
  return (
    !inFlight &&
    amountCents > 0 &&
    isTopUpAmountInRange(amountCents) &&
    !exceedsMaximumBalance(balanceCents, amountCents)
  );
}
