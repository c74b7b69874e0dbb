// The data the tag search and claim work with (spec §2 Tag search, §3 tag search request, result
// and claim request, §7 registration/card/find and /claim).
import type { TagStatus } from '../../src/domain/tag-status';

/** The search form's fields as typed; the tag number may carry the display spaces. */
export interface TagFormValues {
  tagNumber: string;
  serial: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type TagField = keyof TagFormValues;

/** Body of POST /api/private/registration/card/find. */
export interface TagSearchRequest {
  /** The tag number reduced to its 14 characters, upper case. */
  uid: string;
  serial: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface TagSearchResult {
  tagId: string | null;
  uid: string;
  status: TagStatus;
  eventId: string;
  /** CLAIMED: the other account's masked e-mail prefix, e.g. 'jo***'. */
  claimedEmail: string | null;
}

/** Body of POST /api/private/registration/card/claim. */
export interface TagClaimRequest {
  uid: string;
  eventId: string;
}

export type TagNavigation = { to: '/home' | '/event/wallet' };
