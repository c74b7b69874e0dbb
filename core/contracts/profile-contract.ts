// POST /api/private/profile/login and /profile/update (spec §3 Profile, §7).
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { closedObject, nullableText, oneOf, text } from './contract-schema';
import { postEndpoint } from './endpoint';

const NAME = text(100);
const PHONE = text(32);

/** Sent after every sign-in; the portal is English only (spec §9). */
export const ProfileLoginBody = closedObject({
  firstName: NAME,
  lastName: NAME,
  email: text(254),
  phone: PHONE,
  locale: oneOf(['en']),
});
export type ProfileLoginBody = Static<typeof ProfileLoginBody>;

/** What the profile screen stores; spec §7 names the names `first` and `last`. */
export const ProfileUpdateBody = closedObject({
  first: NAME,
  last: NAME,
  phone: nullableText(32),
  /** YYYY-MM-DD, or null to clear it. */
  birthDate: nullableText(10),
  countryCode: text(10),
  marketingOptOut: Type.Boolean(),
  notificationOptOut: Type.Boolean(),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

/** spec §3 Profile, as both calls answer it. */
export const Profile = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: nullableText(),
  /** YYYY-MM-DD */
  birthDate: nullableText(),
  countryCode: Type.String(),
  marketingOptOut: Type.Boolean(),
  notificationOptOut: Type.Boolean(),
  bankAccount: nullableText(),
  /** When the profile last changed (ISO 8601). */
  updated: Type.String(),
  firstLogin: Type.Boolean(),
  locale: Type.String(),
});
export type Profile = Static<typeof Profile>;

export const profileLoginEndpoint = postEndpoint(
  '/api/private/profile/login',
  ProfileLoginBody,
  Profile,
);
export const profileUpdateEndpoint = postEndpoint(
  '/api/private/profile/update',
  ProfileUpdateBody,
  Profile,
);
