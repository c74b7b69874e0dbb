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
