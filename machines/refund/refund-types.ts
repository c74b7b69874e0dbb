// The data the refund pages work with (spec §2 Refund, Refund edit; §5 Refund form; §7
// refund/create and refund/update).
import type { RefundCreateBody, RefundUpdateBody } from '../../src/contracts/refund-contract';
import type { RefundFormErrors, RefundFormValues } from '../../src/domain/refund';

/** The refund page: lodge a refund; the edit page: amend the OPEN refund's account number. */
export type RefundMode = 'request' | 'edit';

/** What the customer fills in; the account type follows the event currency and is not theirs. */
export type RefundFields = Omit<RefundFormValues, 'accountType'>;

/** The form's messages by field, and the refund total's when the balance does not cover the fee. */
export type RefundErrors = RefundFormErrors & { total?: string };

/** Body of POST /api/private/customer/refund/create, money in dollars with two decimals. */
export type RefundCreateRequest = RefundCreateBody;

/** Body of POST /api/private/customer/refund/update. */
export type RefundUpdateRequest = RefundUpdateBody;

/**
 * The alerts of spec §8 Refund and §4 Refund pages the flow raises through the `notify` action.
 * `refundsUnavailable` carries refundPageError's text ('Refunds for this event have now
 * closed...' or 'Event refunds are not OPEN for this event - current state (...)').
 */
export type RefundAlert =
  | { kind: 'eventNotFound' }
  | { kind: 'refundsUnavailable'; message: string }
  | { kind: 'openRefundNotFound' }
  | { kind: 'refundRequested' }
  | { kind: 'refundRequestFailed' }
  | { kind: 'bankAccountUpdated' }
  | { kind: 'refundUpdateFailed' };

/** Where the flow sends the browser, through the `navigate` action. */
export interface RefundNavigation {
  to: '/home';
}
