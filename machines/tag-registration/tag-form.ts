// The tag search form's rules (spec §5 Tag/ticket forms): tag number of exactly 14 characters,
// serial of 3 to 6, names and e-mail required and prefilled from the profile.

import type { Profile } from '../../src/contracts/profile-contract';
import { isFilled, normaliseEmail } from '../../src/domain/form-rules';
import {
  isValidTagNumber,
  isValidTagSerial,
  normaliseTagNumber,
} from '../../src/domain/registration';
import type { TagField, TagFormValues, TagSearchRequest } from './tag-registration-types';

export const EMPTY_TAG_FORM: TagFormValues = {
  tagNumber: '',
  serial: '',
  firstName: '',
  lastName: '',
  email: '',
};

const FIELD_RULES: Record<TagField, (value: string) => boolean> = {
  tagNumber: isValidTagNumber,
  serial: isValidTagSerial,
  firstName: isFilled,
  lastName: isFilled,
  email: isFilled,
};

/** The fields that stop a search, in form order. */
export function invalidTagFields(values: TagFormValues): TagField[] {
  return (Object.keys(FIELD_RULES) as TagField[]).filter(
    (field) => !FIELD_RULES[field](values[field]),
  );
}

/** The profile fills the holder fields the customer has not filled; typed values win. */
export function prefillTagForm(
  values: TagFormValues,
  profile: Pick<Profile, 'firstName' | 'lastName' | 'email'>,
): TagFormValues {
  const keep = (typed: string, known: string) => (isFilled(typed) ? typed : known);
  return {
    ...values,
    firstName: keep(values.firstName, profile.firstName),
    lastName: keep(values.lastName, profile.lastName),
    email: keep(values.email, profile.email),
  };
}

export function tagSearchRequest(values: TagFormValues): TagSearchRequest {
  return {
    uid: normaliseTagNumber(values.tagNumber),
    serial: values.serial.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: normaliseEmail(values.email),
  };
}
