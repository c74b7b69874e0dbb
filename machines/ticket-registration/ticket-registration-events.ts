// What the ticket search screen tells its machine. Form values arrive as typed; the machine
// normalises them for the search.
import type { Profile } from '../../src/contracts/profile-contract';
import type { TicketFormValues } from './ticket-registration-types';

export type TicketRegistrationEvent =
  /** The signed-in profile: fills the name and e-mail fields still blank (spec §5). */
  | { type: 'ticket.prefill'; profile: Pick<Profile, 'firstName' | 'lastName' | 'email'> }
  | { type: 'ticket.edit'; values: Partial<TicketFormValues> }
  | { type: 'ticket.camera.open' }
  | { type: 'ticket.camera.close' }
  /** The scanner read a code: it becomes the ticket number. */
  | { type: 'ticket.camera.scanned'; text: string }
  /** Permission refused or no camera (spec §5 Camera). */
  | { type: 'ticket.camera.denied' }
  | { type: 'ticket.find' }
  /** 'Add Ticket' in the result dialog. */
  | { type: 'ticket.claim' }
  | { type: 'ticket.dialog.close' }
  | { type: 'ticket.back' };
