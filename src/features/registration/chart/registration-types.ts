// The data the ticket and tag searches and claims work with (spec §2 Ticket search and Tag
// search, §3 search requests and results, §7 registration/ticket and registration/card).

import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { Profile } from '../../../../core/contracts/profile-contract';
import type {
  CardClaimBody,
  CardFindBody,
  CardFindResponse,
} from '../../../../core/contracts/registration-card-contract';
import type {
  TicketClaimBody,
  TicketFindBody,
  TicketFindResponse,
} from '../../../../core/contracts/registration-ticket-contract';

/** Which search the chart runs: a ticket (with the camera) or a wristband/card tag. */
export type RegistrationKind = 'ticket' | 'tag';

/**
 * The search form's fields as typed. `number` is the ticket number or the tag number (which may
 * carry the display spaces); `serial` belongs to the tag form only.
 */
export interface RegistrationFormValues {
  number: string;
  serial: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type RegistrationField = keyof RegistrationFormValues;

/** The profile's holder details that prefill the form (spec §5). */
export type HolderProfile = Pick<Profile, 'firstName' | 'lastName' | 'email'>;

/** What the session starts the chart with. */
export interface RegistrationInput {
  kind: RegistrationKind;
  profile: HolderProfile | null;
  /** The customer's registrations, for the tag pre-check (DESIGN §3). */
  registrations: readonly EventRegistration[];
}

/** The ticket search's answer with '' for the event of a ticket that was not found. */
export type TicketSearchResult = Omit<TicketFindResponse, 'eventId' | 'eventName'> & {
  eventId: string;
  eventName: string;
};

/** The tag search's answer with '' for the event of a tag that was not found. */
export type TagSearchResult = Omit<CardFindResponse, 'eventId'> & { eventId: string };

/** Body of a find call: the form trimmed, the e-mail lower-cased, the tag as its 14 characters. */
export type RegistrationSearch =
  | { kind: 'ticket'; request: TicketFindBody }
  | { kind: 'tag'; request: CardFindBody };

export type RegistrationResult =
  | ({ kind: 'ticket' } & TicketSearchResult)
  | ({ kind: 'tag' } & TagSearchResult);

/**
 * Body of a claim call. A ticket claim carries the holder details the search matched, so the
 * server can check them again rather than trust the number alone.
 */
export type RegistrationClaim =
  | { kind: 'ticket'; request: Required<TicketClaimBody> }
  | { kind: 'tag'; request: CardClaimBody };

/** The claim's answer: the wallet it created, found again in the refreshed registrations. */
export interface RegistrationClaimed {
  walletId: string;
}

/**
 * Why a claim ended in the failure dialog (spec §8): the call failed, or (tickets) the refreshed
 * registrations hold no wallet of that id ('Unable to claim ticket').
 */
export type ClaimFailure = 'claimFailed' | 'registrationNotFound';

/** spec §5 Camera: permission denied or no camera. */
export type RegistrationAlert =
  | { kind: 'cameraPermission' }
  /** The phone read a chip that is not a band, or could not read over NFC. */
  | { kind: 'bandUnreadable' }
  | { kind: 'bandReadFailed' }
  /** The claim went through: said before the chart moves on (Add Ticket, Register Tag). */
  | { kind: 'ticketAdded' }
  | { kind: 'tagRegistered' };
