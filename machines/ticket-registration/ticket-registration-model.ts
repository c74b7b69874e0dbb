// The ticket registration machine's test model: every event a path may take, with each call's
// outcome spelled out as the done/error event it produces. The unit tests and the path listing
// (scripts/machine-paths.ts) read their paths from here.
import type { AnyEventObject } from 'xstate';
import type { Customer } from '../../src/contracts/customer-contract';
import { TICKET_STATUSES, type TicketStatus } from '../../src/domain/ticket-status';
import { makeRegistration } from '../../src/test/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
} from '../testing/model-paths';
import { ticketRegistrationMachine } from './ticket-registration-machine';
import type { TicketSearchResult } from './ticket-registration-types';

/** The profile's holder details; the e-mail as the identity spelled it. */
export const HOLDER = { firstName: 'Ann', lastName: 'Lee', email: 'Ann.Lee@Example.com' };
export const TYPED_TICKET = ' TCK-1001 ';
export const SCANNED_TICKET = 'TCK-1001';
export const SEARCH_FAILURE = '503 : Ticket service unavailable';
export const CLAIM_FAILURE = '409 : Ticket already claimed';
export const CUSTOMER_FAILURE = 'Network Error';
export const CLAIMED_WALLET = 'wallet-2';

export function searchResult(status: TicketStatus): TicketSearchResult {
  return { status, ticketNumber: 'TCK-1001', eventId: 'evt-2', eventName: 'Winter Festival' };
}

const OTHER_REGISTRATION = makeRegistration({ walletId: 'wallet-1', state: 'FINISHED' });

function customerWith(...registrations: ReturnType<typeof makeRegistration>[]): Customer {
  return { eventRegistrationList: registrations, lastUpdate: '2026-02-01T10:00:00Z' };
}

/** The claimed ticket's event is still ahead (PUBLISHED): the customer tops up next. */
export const CUSTOMER_EVENT_AHEAD = customerWith(
  OTHER_REGISTRATION,
  makeRegistration({ walletId: CLAIMED_WALLET, state: 'PUBLISHED' }),
);
/** The claimed ticket's event is on already: the customer goes home. */
export const CUSTOMER_EVENT_STARTED = customerWith(
  OTHER_REGISTRATION,
  makeRegistration({ walletId: CLAIMED_WALLET, state: 'STARTED' }),
);
export const CUSTOMER_WITHOUT_CLAIM = customerWith(OTHER_REGISTRATION);

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });
const done = (id: string, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, message: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: new Error(message),
});

export const ticketRegistrationEvents: readonly LabelledEvent[] = [
  event('prefill', { type: 'ticket.prefill', profile: HOLDER }),
  event('edit ticket number', { type: 'ticket.edit', values: { ticketNumber: TYPED_TICKET } }),
  event('edit blank last name', { type: 'ticket.edit', values: { lastName: ' ' } }),
  event('open camera', { type: 'ticket.camera.open' }),
  event('close camera', { type: 'ticket.camera.close' }),
  event('scan ticket', { type: 'ticket.camera.scanned', text: SCANNED_TICKET }),
  event('deny camera', { type: 'ticket.camera.denied' }),
  event('find', { type: 'ticket.find' }),
  ...TICKET_STATUSES.map((status) =>
    event(`findTicket done ${status}`, done('findTicket', searchResult(status))),
  ),
  event('findTicket error', failed('findTicket', SEARCH_FAILURE)),
  event('add ticket', { type: 'ticket.claim' }),
  event('close dialog', { type: 'ticket.dialog.close' }),
  event('claimTicket done', done('claimTicket', { walletId: CLAIMED_WALLET })),
  event('claimTicket error', failed('claimTicket', CLAIM_FAILURE)),
  event('fetchCustomer done event ahead', done('fetchCustomer', CUSTOMER_EVENT_AHEAD)),
  event('fetchCustomer done event started', done('fetchCustomer', CUSTOMER_EVENT_STARTED)),
  event('fetchCustomer done without claim', done('fetchCustomer', CUSTOMER_WITHOUT_CLAIM)),
  event('fetchCustomer error', failed('fetchCustomer', CUSTOMER_FAILURE)),
  event('back', { type: 'ticket.back' }),
];

export const ticketRegistrationModel: MachineModel = {
  machine: ticketRegistrationMachine,
  events: ticketRegistrationEvents,
};

export function ticketRegistrationPaths(): ModelPath[] {
  return modelPaths(ticketRegistrationModel);
}
