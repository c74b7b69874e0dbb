// The registration chart's test models, one per kind: every event a path may take, with each
// call's outcome spelled out as the done/error event it produces and the session's answers as
// the events it sends. The unit tests and the path listing (scripts/machine-paths.ts) read their
// paths from here.
import type { AnyEventObject } from 'xstate';
import type { Customer } from '../../../../core/contracts/customer-contract';
import { TAG_STATUSES, type TagStatus } from '../../../../core/domain/tag-status';
import { TICKET_STATUSES, type TicketStatus } from '../../../../core/domain/ticket-status';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
} from '../../../../test-support/charts/model-paths';
import { registrationMachine } from './registration-machine';
import type { RegistrationInput, RegistrationKind, RegistrationResult } from './registration-types';

/** The profile's holder details as the identity spelled them: padded names, a mixed-case e-mail. */
export const HOLDER = { firstName: ' Ann', lastName: 'Lee ', email: 'Ann.Lee@Example.com' };

export const TYPED_TICKET = ' TCK-1001 ';
export const SCANNED_TICKET = 'TCK-1001';
export const CLAIMED_WALLET = 'wallet-2';

/** A tag new to this customer, typed as printed (grouped, lower case). */
export const NEW_TAG_TYPED = '0412 3456 789a bc';
export const NEW_TAG_UID = '04123456789ABC';
/** The tag of one of the customer's current registrations, typed with other separators. */
export const HELD_TAG_TYPED = '04-9988-7766-5544';
/** What Web NFC says of the new tag's chip, and of a chip that is not a band. */
export const NEW_TAG_NFC_SERIAL = '04:12:34:56:78:9a:bc';
export const OTHER_CHIP_NFC_SERIAL = '04:12:34:56';

export const SEARCH_FAILURE = '503 : Search service unavailable';
export const CLAIM_FAILURE = '409 : Already claimed';
export const CUSTOMER_FAILURE = 'Network Error';

export function ticketResult(status: TicketStatus): RegistrationResult {
  return {
    kind: 'ticket',
    status,
    ticketNumber: 'TCK-1001',
    eventId: 'evt-2',
    eventName: 'Winter Festival',
  };
}

export function tagResult(status: TagStatus): RegistrationResult {
  return {
    kind: 'tag',
    tagId: 'tag-9',
    uid: NEW_TAG_UID,
    status,
    eventId: 'evt-3',
    claimedEmail: status === 'CLAIMED' ? 'jo***' : null,
  };
}

export const HELD_REGISTRATION = makeRegistration({
  walletId: 'wallet-held',
  state: 'FINISHED',
  uid: '04998877665544',
  ticketNumber: null,
  balance: 12.5,
});
/** Tags go round again: the new tag was this customer's at an archived event (DESIGN §3). */
const ARCHIVED_REGISTRATION = makeRegistration({
  walletId: 'wallet-archived',
  state: 'ARCHIVED',
  uid: NEW_TAG_UID,
  ticketNumber: null,
});
const TICKET_REGISTRATION = makeRegistration({ walletId: 'wallet-1', state: 'FINISHED' });

export const REGISTRATIONS = [TICKET_REGISTRATION, ARCHIVED_REGISTRATION, HELD_REGISTRATION];

function customerWith(...registrations: ReturnType<typeof makeRegistration>[]): Customer {
  return { eventRegistrationList: registrations, lastUpdate: '2026-02-01T10:00:00Z' };
}

/** The claimed ticket's event is still ahead (PUBLISHED): the customer tops up next. */
export const CUSTOMER_EVENT_AHEAD = customerWith(
  TICKET_REGISTRATION,
  makeRegistration({ walletId: CLAIMED_WALLET, state: 'PUBLISHED' }),
);
/** The claimed ticket's event is on already: the customer goes home. */
export const CUSTOMER_EVENT_STARTED = customerWith(
  TICKET_REGISTRATION,
  makeRegistration({ walletId: CLAIMED_WALLET, state: 'STARTED' }),
);
export const CUSTOMER_WITHOUT_CLAIM = customerWith(TICKET_REGISTRATION);

export const INPUTS: Record<RegistrationKind, RegistrationInput> = {
  ticket: { kind: 'ticket', profile: HOLDER, registrations: REGISTRATIONS },
  tag: { kind: 'tag', profile: HOLDER, registrations: REGISTRATIONS },
};

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });
const done = (id: string, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, message: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: new Error(message),
});

// What both searches share: the dialogs, the calls' failures, Back.
const commonEvents: readonly LabelledEvent[] = [
  event('edit blank last name', { type: 'registration.edit', values: { lastName: ' ' } }),
  event('find', { type: 'registration.find' }),
  event('findRegistration error', failed('findRegistration', SEARCH_FAILURE)),
  event('claim', { type: 'registration.claim' }),
  event('close dialog', { type: 'registration.dialog.close' }),
  event('claimRegistration error', failed('claimRegistration', CLAIM_FAILURE)),
  event('back', { type: 'registration.back' }),
];

export const ticketEvents: readonly LabelledEvent[] = [
  ...commonEvents,
  event('edit ticket number', { type: 'registration.edit', values: { number: TYPED_TICKET } }),
  event('open camera', { type: 'registration.camera.open' }),
  event('close camera', { type: 'registration.camera.close' }),
  event('scan ticket', { type: 'registration.camera.scanned', text: SCANNED_TICKET }),
  event('deny camera', { type: 'registration.camera.denied' }),
  ...TICKET_STATUSES.map((status) =>
    event(`findRegistration done ${status}`, done('findRegistration', ticketResult(status))),
  ),
  event('claimRegistration done', done('claimRegistration', { walletId: CLAIMED_WALLET })),
  event('customer loaded event ahead', {
    type: 'registration.customer.loaded',
    customer: CUSTOMER_EVENT_AHEAD,
  }),
  event('customer loaded event started', {
    type: 'registration.customer.loaded',
    customer: CUSTOMER_EVENT_STARTED,
  }),
  event('customer loaded without claim', {
    type: 'registration.customer.loaded',
    customer: CUSTOMER_WITHOUT_CLAIM,
  }),
  event('customer failed', { type: 'registration.customer.failed', error: CUSTOMER_FAILURE }),
];

export const tagEvents: readonly LabelledEvent[] = [
  ...commonEvents,
  event('edit new tag', {
    type: 'registration.edit',
    values: { number: NEW_TAG_TYPED, serial: ' 123 ' },
  }),
  event('edit held tag', { type: 'registration.edit', values: { number: HELD_TAG_TYPED } }),
  event('edit short serial', { type: 'registration.edit', values: { serial: '12' } }),
  // The tag form has no camera: the chart refuses it, so no path takes it.
  event('open camera', { type: 'registration.camera.open' }),
  event('open band reader', { type: 'registration.band.open' }),
  event('close band reader', { type: 'registration.band.close' }),
  event('read band', { type: 'registration.band.read', serial: NEW_TAG_NFC_SERIAL }),
  event('read other chip', { type: 'registration.band.read', serial: OTHER_CHIP_NFC_SERIAL }),
  event('band reader failed', { type: 'registration.band.failed' }),
  ...TAG_STATUSES.map((status) =>
    event(`findRegistration done ${status}`, done('findRegistration', tagResult(status))),
  ),
  event('go to wallet', { type: 'registration.wallet.open' }),
  event('claimRegistration done', done('claimRegistration', { walletId: 'wallet-new' })),
];

// The chart talks to the session; a path search runs it with none, so those two
// effects are inert here (the tests record them instead).
const unparented = registrationMachine.provide({
  actions: { navigate: () => {}, customerChanged: () => {} },
});

export const registrationModels: Record<RegistrationKind, MachineModel> = {
  ticket: { machine: unparented, events: ticketEvents, input: INPUTS.ticket },
  tag: { machine: unparented, events: tagEvents, input: INPUTS.tag },
};

export function registrationPaths(kind: RegistrationKind): ModelPath[] {
  return modelPaths(registrationModels[kind]);
}
