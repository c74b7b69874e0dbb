// Lodging and amending a refund (spec §4, §5; DESIGN §3): who may use the refund pages, the
// total paid out, and the refund form's rules.
import { type AccountType, validateBankAccount } from './bank-account';
import { canLodgeRefundPhase, type EventState, isRefundClosed } from './event-phase';
import { isFilled, isValidEmail, isValidPhone } from './form-rules';
import type { RefundStatus } from './refund-status';

export const PHONE_ERROR = 'A valid phone number is required';
export const EMAIL_ERROR = 'A valid email is required';
export const FIRST_NAME_ERROR = 'A first name is required, using letters only';
export const LAST_NAME_ERROR = 'A last name is required, using letters only';
export const DECLARATION_TEXT =
  "All information provided is accurate and correct and i'm the owner of this card/ticket";
export const DECLARATION_ERROR = 'Please confirm the declaration to request your refund';
export const REFUND_TOTAL_ERROR =
  'Your balance does not cover the refund processing fee, so there is nothing to refund';

export const REFUNDS_CLOSED_MESSAGE =
  'Refunds for this event have now closed. Please contact the event organiser if you need help';

export function refundsNotOpenMessage(state: string): string {
  return `Event refunds are not OPEN for this event - current state (${state})`;
}

/** Why the refund pages are not usable for an event in this state, or null when they are. */
export function refundPageError(state: EventState): string | null {
  if (canLodgeRefundPhase(state)) return null;
  return isRefundClosed(state) ? REFUNDS_CLOSED_MESSAGE : refundsNotOpenMessage(state);
}

export const REFUND_NOT_AVAILABLE_MESSAGE = 'Refunds are not available for this wallet yet';
export const REFUND_ALREADY_LODGED_MESSAGE = 'A refund has already been lodged for this wallet';
export const REFUND_ALREADY_PAID_MESSAGE = 'The refund for this wallet has already been paid';

/** Why no refund can be lodged on a wallet in this refund status, or null when one can. */
export function refundStatusError(status: RefundStatus): string | null {
  switch (status) {
    case 'NOT_AVAILABLE':
      return REFUND_NOT_AVAILABLE_MESSAGE;
    case 'PROCESSING':
      return REFUND_ALREADY_LODGED_MESSAGE;
    case 'COMPLETED':
      return REFUND_ALREADY_PAID_MESSAGE;
    case 'AVAILABLE':
    case 'VOID':
      return null;
  }
}

/**
 * Why this registration's refund cannot be lodged, or null when it can: the refund pages' phase
 * rule (spec §4) first, then the wallet's refund status.
 */
export function refundRequestError(state: EventState, status: RefundStatus): string | null {
  return refundPageError(state) ?? refundStatusError(status);
}

export function refundTotalCents(balanceCents: number, refundFeeCents: number): number {
  return balanceCents - refundFeeCents;
}

export function isRefundTotalValid(totalCents: number): boolean {
  return totalCents > 0;
}

/** The account type follows the event currency and cannot be changed by the customer. */
export function accountTypeForCurrency(currency: string): AccountType {
  switch (currency.trim().toUpperCase()) {
    case 'NZD':
      return 'NZ';
    case 'AUD':
      return 'AUS';
    default:
      return 'OTHER';
  }
}

/** What the refund rules read of a wallet's refund list entry (spec §3; core/contracts/refund-contract.ts). */
export interface RefundListEntry {
  batchState: string;
  batchItemAccountNumber: string;
  refundPurchaseRef: string;
}

export const OPEN_BATCH_STATE = 'OPEN';

export function findOpenRefund(refunds: readonly RefundListEntry[]): RefundListEntry | undefined {
  return refunds.find((refund) => refund.batchState === OPEN_BATCH_STATE);
}

/**
 * "Letters only" (spec §5), read as a person's name: letters of any alphabet, in words that may
 * be joined by single spaces, hyphens or apostrophes ("Mary-Jane", "O'Brien", "De Vries").
 */
export function isValidPersonName(name: string): boolean {
  return /^\p{L}+(?:[ '’-]\p{L}+)*$/u.test(name.trim());
}

export interface RefundFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  accountType: AccountType;
  accountNumber: string;
  declaration: boolean;
}

export type RefundFormErrors = Partial<Record<keyof RefundFormValues, string>>;

/** Every failing field with its message; an empty object when the form may be submitted. */
export function validateRefundForm(values: RefundFormValues): RefundFormErrors {
  const errors: RefundFormErrors = {};
  if (!isValidPersonName(values.firstName)) errors.firstName = FIRST_NAME_ERROR;
  if (!isValidPersonName(values.lastName)) errors.lastName = LAST_NAME_ERROR;
  if (!isFilled(values.phone) || !isValidPhone(values.phone)) errors.phone = PHONE_ERROR;
  if (!isValidEmail(values.email)) errors.email = EMAIL_ERROR;
  const accountError = validateBankAccount(values.accountType, values.accountNumber);
  if (accountError) errors.accountNumber = accountError;
  if (!values.declaration) errors.declaration = DECLARATION_ERROR;
  return errors;
}
