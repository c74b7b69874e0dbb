// The data the refund pages work with (spec §2 Refund, Refund edit; §5 Refund form; §7
// refund/create and refund/update).

import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type {
  RefundCreateBody,
  RefundUpdateBody,
} from '../../../../core/contracts/refund-contract';
import type {
  RefundFormErrors,
  RefundFormValues,
  RefundListEntry,
} from '../../../../core/domain/refund';

/**
 * What the refund page's chart starts the chart with: which page, the registration and its
 * wallet's current balance and refund list as just fetched, and values from the profile to
 * start the form with.
 */
export interface RefundInput {
  mode: RefundMode;
  registration: EventRegistration;
  balance: number;
  refunds: readonly RefundListEntry[];
  prefill?: Partial<RefundFields>;
}

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
 * closed...' or 'Event refunds are not OPEN for this event - current state (...)') or
 * refundStatusError's; `refundRefused` and `refundUpdateRefused` carry the server's reason.
 */
export type RefundAlert =
  | { kind: 'eventNotFound' }
  | { kind: 'refundsUnavailable'; message: string }
  | { kind: 'openRefundNotFound' }
  | { kind: 'refundRequested' }
  | { kind: 'refundRequestFailed' }
  | { kind: 'refundRefused'; message: string }
  | { kind: 'bankAccountUpdated' }
  | { kind: 'refundUpdateFailed' }
  | { kind: 'refundUpdateRefused'; message: string };

/** The screen the flow moves to, through the `navigate` action: the app's path registry
 * (src/router/screen-paths.ts) turns it into an address. */
export interface RefundNavigation {
  screen: 'home';
}
