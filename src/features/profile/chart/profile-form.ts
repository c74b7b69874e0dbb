// Between the stored profile, the form the customer edits and the update request it becomes.

import type { Profile } from '../../../../core/contracts/profile-contract';
import { DEFAULT_COUNTRY_CODE } from '../../../../core/domain/countries';
import {
  formatBirthDate,
  normalisePhone,
  type ProfileFormErrors,
  parseBirthDate,
} from '../../../../core/domain/profile-rules';
import type { ProfileEdit, ProfileFormFields, ProfileUpdateRequest } from './profile-types';

export const EMPTY_PROFILE_FORM: ProfileFormFields = {
  firstName: '',
  lastName: '',
  phone: '',
  birthDate: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  marketingOptOut: false,
  notificationOptOut: false,
  lowBalanceAlert: '',
};

/** The low balance alert is not part of the profile: the form keeps the one it holds. */
export function profileForm(profile: Profile, lowBalanceAlert = ''): ProfileFormFields {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    birthDate: formatBirthDate(profile.birthDate),
    countryCode: profile.countryCode ?? DEFAULT_COUNTRY_CODE,
    marketingOptOut: profile.marketingOptOut,
    notificationOptOut: profile.notificationOptOut,
    lowBalanceAlert,
  };
}

/** Only called on a form that passed validateProfileForm, so the birth date parses or is empty. */
export function profileUpdateRequest(form: ProfileFormFields): ProfileUpdateRequest {
  const phone = normalisePhone(form.phone);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: phone === '' ? null : phone,
    birthDate: parseBirthDate(form.birthDate),
    countryCode: form.countryCode,
    marketingOptOut: form.marketingOptOut,
    notificationOptOut: form.notificationOptOut,
  };
}

/** A field's message goes once the customer changes that field; the others stay until a save. */
export function errorsAfterEdit(errors: ProfileFormErrors, edit: ProfileEdit): ProfileFormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in edit)));
}
