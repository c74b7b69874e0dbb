// The data the profile flow works with (spec §2 Profile screen, §3 Profile, §7 profile/update).
import type { Profile, ProfileUpdateBody } from '../../../../core/contracts/profile-contract';
import type { ProfileFormValues } from '../../../../core/domain/profile-rules';

/**
 * What the session starts the chart with: the profile the post-login check answered, or, while
 * it failed, the copy kept from the last session (null until read).
 */
export interface ProfileInput {
  profile: Profile | null;
  lastKnownProfile: Profile | null;
}

/**
 * The form's fields as typed: the birth date as DD/MM/YYYY, the phone as entered, the low balance
 * alert in dollars ('' for none).
 */
export interface ProfileFormFields extends ProfileFormValues {
  phone: string;
  countryCode: string;
  marketingOptOut: boolean;
  notificationOptOut: boolean;
}

/** Every field but the phone, whose changes pass the digit rule (spec §5) on their own event. */
export type ProfileEdit = Partial<Omit<ProfileFormFields, 'phone'>>;

/**
 * What POST /api/private/profile/update is asked to store (spec §7), with the names the profile
 * carries; the app's client renames them to the call's `first` and `last`.
 */
export type ProfileUpdateRequest = Omit<ProfileUpdateBody, 'first' | 'last'> & {
  firstName: string;
  lastName: string;
};

/** The alerts of spec §5/§8 the flow raises; the screen turns kinds into texts. */
export type ProfileAlert =
  | { kind: 'profileUpdated' }
  | { kind: 'profileUpdateFailed'; message: string }
  /** message: the domain's birth-date text (future date, or not DD/MM/YYYY). */
  | { kind: 'birthDateInvalid'; message: string };

/** The screen the flow moves to; the app's path registry (src/router/screen-paths.ts) has its address. */
export type ProfileNavigation = { screen: 'home' };
