// The data the tag search and claim work with (spec §2 Tag search, §3 tag search request, result
// and claim request, §7 registration/card/find and /claim).
import type {
  CardClaimBody,
  CardFindBody,
  CardFindResponse,
} from '../../src/contracts/registration-card-contract';

/** The search form's fields as typed; the tag number may carry the display spaces. */
export interface TagFormValues {
  tagNumber: string;
  serial: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type TagField = keyof TagFormValues;

/** Body of POST /api/private/registration/card/find; uid is the tag number's 14 characters. */
export type TagSearchRequest = CardFindBody;

/** The search's answer with '' for the event of a tag that was not found. */
export type TagSearchResult = Omit<CardFindResponse, 'eventId'> & { eventId: string };

/** Body of POST /api/private/registration/card/claim. */
export type TagClaimRequest = CardClaimBody;

export type TagNavigation = { to: '/home' | '/event/wallet' };
