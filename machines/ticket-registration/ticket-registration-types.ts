// The data the ticket search and claim work with (spec §2 Ticket search, §3 ticket search request
// and response, §7 registration/ticket/find and /claim).
import type {
  TicketClaimBody,
  TicketClaimResponse,
  TicketFindBody,
  TicketFindResponse,
} from '../../src/contracts/registration-ticket-contract';

/** The search form's fields as typed. */
export interface TicketFormValues {
  ticketNumber: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type TicketField = keyof TicketFormValues;

/** Body of POST /api/private/registration/ticket/find: the form trimmed, the e-mail lower-cased. */
export type TicketSearchRequest = TicketFindBody;

/** The search's answer with '' for the event of a ticket that was not found. */
export type TicketSearchResult = Omit<TicketFindResponse, 'eventId' | 'eventName'> & {
  eventId: string;
  eventName: string;
};

/**
 * Body of POST /api/private/registration/ticket/claim. The holder details the search matched go
 * along, so the server can check them again rather than trust the number alone.
 */
export type TicketClaimRequest = Required<TicketClaimBody>;

/** The claim's answer: the wallet it created, found again in the refreshed registrations. */
export type TicketClaimResult = Pick<TicketClaimResponse, 'walletId'>;

/**
 * Why a claim ended in the failure dialog (spec §8): the call failed ('Unable to claim event
 * ticket. Please try again later'), or the refreshed registrations hold no wallet of that id
 * ('Unable to claim ticket').
 */
export type TicketClaimFailure = 'claimFailed' | 'registrationNotFound';

/** spec §5 Camera: permission denied or no camera. */
export type TicketAlert = { kind: 'cameraPermission' };

export type TicketNavigation = { to: '/home' | '/event/wallet/payment' };
