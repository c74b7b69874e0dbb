// The ticket search form's rules (spec §5 Tag/ticket forms): every field required, names and
// e-mail prefilled from the profile, the search sent trimmed with the e-mail lower-cased.

import type { Profile } from '../../src/contracts/profile-contract';
import { isFilled, normaliseEmail } from '../../src/domain/form-rules';
import type {
  TicketField,
  TicketFormValues,
  TicketSearchRequest,
} from './ticket-registration-types';

export const EMPTY_TICKET_FORM: TicketFormValues = {
  ticketNumber: '',
  firstName: '',
  lastName: '',
  email: '',
};

const TICKET_FIELDS: readonly TicketField[] = ['ticketNumber', 'firstName', 'lastName', 'email'];

/** The fields that stop a search, in form order. */
export function missingTicketFields(values: TicketFormValues): TicketField[] {
  return TICKET_FIELDS.filter((field) => !isFilled(values[field]));
}

/** The profile fills the holder fields the customer has not filled; typed values win. */
export function prefillTicketForm(
  values: TicketFormValues,
  profile: Pick<Profile, 'firstName' | 'lastName' | 'email'>,
): TicketFormValues {
  const keep = (typed: string, known: string) => (isFilled(typed) ? typed : known);
  return {
    ...values,
    firstName: keep(values.firstName, profile.firstName),
    lastName: keep(values.lastName, profile.lastName),
    email: keep(values.email, profile.email),
  };
}

export function ticketSearchRequest(values: TicketFormValues): TicketSearchRequest {
  return {
    ticketNumber: values.ticketNumber.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: normaliseEmail(values.email),
  };
}
