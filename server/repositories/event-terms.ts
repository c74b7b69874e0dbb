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
}

export interface EventTermsColumns {
  eventId: string;
  eventState: EventState;
  currency: string;
  activationFeeOnlineCents: number;
  creditCardFeeBasisPoints: number;
  refundFeeOnlineCents: number;
  contractCode: string;
}

export const SELECT_EVENT_TERMS = `e.id as "eventId", e.state as "eventState", e.currency,
    e.activation_fee_online_cents as "activationFeeOnlineCents",
    e.credit_card_fee_bp as "creditCardFeeBasisPoints",
    e.refund_fee_online_cents as "refundFeeOnlineCents", e.contract_code as "contractCode"`;

export function eventTermsOf(row: EventTermsColumns): EventTerms {
  return {
    id: row.eventId,
    state: row.eventState,
    currency: row.currency,
    activationFeeOnlineCents: row.activationFeeOnlineCents,
    creditCardFeeBasisPoints: row.creditCardFeeBasisPoints,
    refundFeeOnlineCents: row.refundFeeOnlineCents,
    contractCode: row.contractCode,
  };
}
