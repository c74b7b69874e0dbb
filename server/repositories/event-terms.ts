// An event's state and rate card, as the reads of a customer's wallets carry them: selected from
// `events e` into columns of their own, then put together as the wallet's event.
import type { EventState } from '../../core/domain/event-phase';

export interface EventTerms {
  id: string;
  state: EventState;
  currency: string;
  activationFeeOnlineCents: number;
  creditCardFeeBasisPoints: number;
  refundFeeOnlineCents: number;
  contractCode: string;
  /** The operator's refunds-close moment (DESIGN §8), or null. */
  refundsCloseAt: Date | null;
  refundProcessingDays: number;
  /** The charity a customer may donate to, or null when the event names none. */
  charityName: string | null;
}

export interface EventTermsColumns {
  eventId: string;
  eventState: EventState;
  currency: string;
  activationFeeOnlineCents: number;
  creditCardFeeBasisPoints: number;
  refundFeeOnlineCents: number;
  contractCode: string;
  refundsCloseAt: Date | null;
  refundProcessingDays: number;
  charityName: string | null;
}

export const SELECT_EVENT_TERMS = `e.id as "eventId", e.state as "eventState", e.currency,
    e.activation_fee_online_cents as "activationFeeOnlineCents",
    e.credit_card_fee_bp as "creditCardFeeBasisPoints",
    e.refund_fee_online_cents as "refundFeeOnlineCents", e.contract_code as "contractCode",
    e.refunds_close_at as "refundsCloseAt", e.refund_processing_days as "refundProcessingDays",
    e.charity_name as "charityName"`;

export function eventTermsOf(row: EventTermsColumns): EventTerms {
  return {
    id: row.eventId,
    state: row.eventState,
    currency: row.currency,
    activationFeeOnlineCents: row.activationFeeOnlineCents,
    creditCardFeeBasisPoints: row.creditCardFeeBasisPoints,
    refundFeeOnlineCents: row.refundFeeOnlineCents,
    contractCode: row.contractCode,
    refundsCloseAt: row.refundsCloseAt === null ? null : new Date(row.refundsCloseAt),
    refundProcessingDays: row.refundProcessingDays,
    charityName: row.charityName,
  };
}
