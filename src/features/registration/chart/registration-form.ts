// The search forms' rules (spec §5 Tag/ticket forms): every ticket field required; the tag
// number exactly 14 characters and the serial 3 to 6; names and e-mail prefilled from the
// profile; the search sent trimmed with the e-mail lower-cased and the tag as its 14 characters.
import { isFilled, normaliseEmail } from '../../../../core/domain/form-rules';
import {
  isValidTagNumber,
  isValidTagSerial,
  normaliseTagNumber,
} from '../../../../core/domain/registration';
import type {
  HolderProfile,
  RegistrationField,
  RegistrationFormValues,
  RegistrationKind,
  RegistrationSearch,
} from './registration-types';

export const EMPTY_REGISTRATION_FORM: RegistrationFormValues = {
  number: '',
  serial: '',
  firstName: '',
  lastName: '',
  email: '',
};

type FieldRules = Partial<Record<RegistrationField, (value: string) => boolean>>;

// In form order; the ticket form has no serial.
const FIELD_RULES: Record<RegistrationKind, FieldRules> = {
  ticket: { number: isFilled, firstName: isFilled, lastName: isFilled, email: isFilled },
  tag: {
    number: isValidTagNumber,
    serial: isValidTagSerial,
    firstName: isFilled,
    lastName: isFilled,
    email: isFilled,
  },
};

/** The fields that stop a search, in form order. */
export function invalidFields(
  kind: RegistrationKind,
  values: RegistrationFormValues,
): RegistrationField[] {
  return Object.entries(FIELD_RULES[kind])
    .filter(([field, isValid]) => !isValid(values[field as RegistrationField]))
    .map(([field]) => field as RegistrationField);
}

/** The profile fills the holder fields the customer has not filled; typed values win. */
export function prefillForm(
  values: RegistrationFormValues,
  profile: HolderProfile,
): RegistrationFormValues {
  const keep = (typed: string, known: string) => (isFilled(typed) ? typed : known);
  return {
    ...values,
    firstName: keep(values.firstName, profile.firstName),
    lastName: keep(values.lastName, profile.lastName),
    email: keep(values.email, profile.email),
  };
}

/** The holder details as searched: trimmed, the e-mail lower-cased. */
export const holderDetails = (values: RegistrationFormValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: normaliseEmail(values.email),
});

export function searchRequest(
  kind: RegistrationKind,
  values: RegistrationFormValues,
): RegistrationSearch {
  return kind === 'ticket'
    ? { kind, request: { ticketNumber: values.number.trim(), ...holderDetails(values) } }
    : {
        kind,
        request: {
          uid: normaliseTagNumber(values.number),
          serial: values.serial.trim(),
          ...holderDetails(values),
        },
      };
}
