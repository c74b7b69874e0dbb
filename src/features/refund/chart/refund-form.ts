// The refund form's checks and the requests built from it, over the domain rules of spec §5
// Refund form: every field, the bank account for the event's account type, and a total above 0.

import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { Profile } from '../../../../core/contracts/profile-contract';
import { canonicalBankAccount, validateBankAccount } from '../../../../core/domain/bank-account';
import { normaliseEmail, stripSpaces } from '../../../../core/domain/form-rules';
import { fromCents } from '../../../../core/domain/money';
import {
  isRefundTotalValid,
  REFUND_TOTAL_ERROR,
  type RefundFormValues,
  validateRefundForm,
} from '../../../../core/domain/refund';
import type { RefundCreateRequest, RefundErrors, RefundFields } from './refund-types';

export const EMPTY_FIELDS: RefundFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  accountNumber: '',
  declaration: false,
};

/** The refund form starts with the customer's saved details, where the profile has them. */
export function profilePrefill(profile: Profile | null): Partial<RefundFields> {
  if (!profile) return {};
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    ...(profile.phone ? { phone: profile.phone } : {}),
    ...(profile.bankAccount ? { accountNumber: profile.bankAccount } : {}),
  };
}

/** The refund page's messages; none means it may be confirmed. */
export function requestErrors(form: RefundFormValues, totalCents: number): RefundErrors {
  const errors: RefundErrors = validateRefundForm(form);
  if (!isRefundTotalValid(totalCents)) errors.total = REFUND_TOTAL_ERROR;
  return errors;
}

/** The edit page checks the account number only. */
export function amendErrors(form: RefundFormValues): RefundErrors {
  const message = validateBankAccount(form.accountType, form.accountNumber);
  return message ? { accountNumber: message } : {};
}

export function hasNoErrors(errors: RefundErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** Changed fields lose their messages; the others keep theirs until the next submit. */
export function withoutErrorsOf(errors: RefundErrors, values: Partial<RefundFields>): RefundErrors {
  const kept = { ...errors };
  for (const field of Object.keys(values)) delete kept[field as keyof RefundFields];
  return kept;
}

/** The account number as sent and as the confirmation shows it ('' if it is not valid). */
export function canonicalAccount(form: RefundFormValues): string {
  return canonicalBankAccount(form.accountType, form.accountNumber) ?? '';
}

export function createRequest(
  registration: EventRegistration,
  form: RefundFormValues,
  amounts: { totalCents: number; feeCents: number },
): RefundCreateRequest {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: stripSpaces(form.phone),
    email: normaliseEmail(form.email),
    accountNumber: canonicalAccount(form),
    refundTotal: fromCents(amounts.totalCents),
    refundFee: fromCents(amounts.feeCents),
    tagNumber: registration.uid,
    ticketNumber: registration.ticketNumber,
    walletId: registration.walletId,
    eventId: registration.event.id,
    eventDetailId: registration.event.id,
    refundCurrency: registration.event.currency,
  };
}
