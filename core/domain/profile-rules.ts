// Profile form rules (spec §5 "Profile"): names, phone, birth date entered as DD/MM/YYYY and held
// as YYYY-MM-DD.
import dayjs from 'dayjs';
import { isFilled, stripSpaces } from './form-rules';
import { lowBalanceAlertError } from './low-balance-alert';

export const BIRTH_DATE_FUTURE_ERROR = 'Unable to update. Birth date must be in the past';
export const BIRTH_DATE_FORMAT_ERROR = 'Enter your birth date as DD/MM/YYYY';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';

/** A phone, when there is one, contains a digit. */
export function acceptsPhoneChange(text: string): boolean {
  return /\d/.test(text);
}

/** The phone field takes a change that leaves a digit in it, or empties it: the phone is optional. */
export function acceptsPhoneFieldEdit(text: string): boolean {
  return text === '' || acceptsPhoneChange(text);
}

/** The phone as stored and sent: without spaces. */
export function normalisePhone(text: string): string {
  return stripSpaces(text);
}

/** 'DD/MM/YYYY' to 'YYYY-MM-DD'; null unless it names a real calendar day. */
export function parseBirthDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** 'YYYY-MM-DD' to 'DD/MM/YYYY' for the form; '' when there is no readable date. */
export function formatBirthDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Today counts as the past: only dates after the local calendar day are refused. */
export function isBirthDateInFuture(iso: string, now: Date = new Date()): boolean {
  return iso > dayjs(now).format('YYYY-MM-DD');
}

/** The birth date field's message, or null; the field may be left empty. */
export function birthDateError(text: string, now: Date = new Date()): string | null {
  if (text.trim() === '') return null;
  const iso = parseBirthDate(text);
  if (!iso) return BIRTH_DATE_FORMAT_ERROR;
  return isBirthDateInFuture(iso, now) ? BIRTH_DATE_FUTURE_ERROR : null;
}

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** As typed: DD/MM/YYYY, or empty. */
  birthDate: string;
  /** As typed, in dollars, or empty for no alert. */
  lowBalanceAlert: string;
  notificationOptOut: boolean;
}

export type ProfileFormErrors = Partial<
  Record<Exclude<keyof ProfileFormValues, 'notificationOptOut'>, string>
>;

export function validateProfileForm(
  values: ProfileFormValues,
  now: Date = new Date(),
): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!isFilled(values.firstName)) errors.firstName = FIRST_NAME_REQUIRED;
  if (!isFilled(values.lastName)) errors.lastName = LAST_NAME_REQUIRED;
  const birthDate = birthDateError(values.birthDate, now);
  if (birthDate) errors.birthDate = birthDate;
  // An opted-out customer gets no alert, so the field is neither checked nor saved.
  const lowBalanceAlert = values.notificationOptOut
    ? null
    : lowBalanceAlertError(values.lowBalanceAlert);
  if (lowBalanceAlert) errors.lowBalanceAlert = lowBalanceAlert;
  return errors;
}
