// POST /api/private/registration/card/find and /claim (spec §3 Tag search, §4 Tag status, §7;
// DESIGN §3 fixes the statuses).
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { TAG_STATUSES } from '../domain/tag-status';
import { closedObject, nullableText, oneOf, text, Uuid } from './contract-schema';
import { postEndpoint } from './endpoint';

// Room for the display spacing ('04 1234 5678 9ABC'); the server checks the 14 characters after.
export const UID = text(32, 1);
export const SERIAL = text(16, 1);
const NAME = text(100, 1);

/**
 * The names and e-mail are part of the spec's search but a tag has no holder on record to
 * compare them with: the uid and serial printed on it are the proof of holding it.
 */
export const CardFindBody = closedObject({
  uid: UID,
  serial: SERIAL,
  firstName: NAME,
  lastName: NAME,
  email: text(254, 1),
});
export type CardFindBody = Static<typeof CardFindBody>;

export const CardFindResponse = Type.Object({
  tagId: nullableText(),
  /** The stored uid when one tag was found, else the number as searched (normalised). */
  uid: Type.String(),
  status: oneOf(TAG_STATUSES),
  eventId: nullableText(),
  /** CLAIMED only: the other account's e-mail prefix, e.g. 'jo***'. */
  claimedEmail: nullableText(),
});
export type CardFindResponse = Static<typeof CardFindResponse>;

/** serial is optional because the spec's claim sends only uid and event; when sent it must match. */
export const CardClaimBody = closedObject({
  uid: UID,
  eventId: Uuid,
  serial: Type.Optional(SERIAL),
});
export type CardClaimBody = Static<typeof CardClaimBody>;

/** The wallet the claim created or found. */
export const CardClaimResponse = Type.Object({ walletId: Type.String(), eventId: Type.String() });
export type CardClaimResponse = Static<typeof CardClaimResponse>;

export const cardFindEndpoint = postEndpoint(
  '/api/private/registration/card/find',
  CardFindBody,
  CardFindResponse,
);
export const cardClaimEndpoint = postEndpoint(
  '/api/private/registration/card/claim',
  CardClaimBody,
  CardClaimResponse,
);
