// The tag registration machine's test model: every event a path may take, with each call's
// outcome spelled out as the done/error event it produces. The unit tests and the path listing
// (scripts/machine-paths.ts) read their paths from here.
import type { AnyEventObject } from 'xstate';
import type { Customer } from '../../src/contracts/customer-contract';
import { TAG_STATUSES, type TagStatus } from '../../src/domain/tag-status';
import { makeRegistration } from '../../src/test/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
} from '../testing/model-paths';
import { tagRegistrationMachine } from './tag-registration-machine';
import type { TagSearchResult } from './tag-registration-types';

/** The profile's holder details; the e-mail as the identity spelled it. */
export const HOLDER = { firstName: 'Ann', lastName: 'Lee', email: 'Ann.Lee@Example.com' };

/** A tag new to this customer, typed as printed (grouped, lower case). */
export const NEW_TAG_TYPED = '0412 3456 789a bc';
export const NEW_TAG_UID = '04123456789ABC';
/** The tag of one of the customer's current registrations, typed with other separators. */
export const HELD_TAG_TYPED = '04-9988-7766-5544';
export const SEARCH_FAILURE = '503 : Tag service unavailable';
export const CLAIM_FAILURE = '409 : Tag already claimed';

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
const TICKET_REGISTRATION = makeRegistration({ walletId: 'wallet-ticket' });

export const REGISTRATIONS = [TICKET_REGISTRATION, ARCHIVED_REGISTRATION, HELD_REGISTRATION];

export const REFRESHED_CUSTOMER: Customer = {
  eventRegistrationList: [
    ...REGISTRATIONS,
    makeRegistration({ walletId: 'wallet-new', state: 'FINISHED', uid: NEW_TAG_UID }),
  ],
  lastUpdate: '2026-02-01T10:00:00Z',
};

export function searchResult(status: TagStatus): TagSearchResult {
  return {
    tagId: 'tag-9',
    uid: NEW_TAG_UID,
    status,
    eventId: 'evt-3',
    claimedEmail: status === 'CLAIMED' ? 'jo***' : null,
  };
}

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });
const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, message: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: new Error(message),
});

export const tagRegistrationEvents: readonly LabelledEvent[] = [
  event('prefill', { type: 'tag.prefill', profile: HOLDER }),
  event('edit new tag', {
    type: 'tag.edit',
    values: { tagNumber: NEW_TAG_TYPED, serial: ' 123 ' },
  }),
  event('edit held tag', { type: 'tag.edit', values: { tagNumber: HELD_TAG_TYPED } }),
  event('edit short serial', { type: 'tag.edit', values: { serial: '12' } }),
  event('find', { type: 'tag.find', registrations: REGISTRATIONS }),
  ...TAG_STATUSES.map((status) =>
    event(`findTag done ${status}`, done('findTag', searchResult(status))),
  ),
  event('findTag error', failed('findTag', SEARCH_FAILURE)),
  event('register tag', { type: 'tag.claim' }),
  event('go to wallet', { type: 'tag.wallet.open' }),
  event('close dialog', { type: 'tag.dialog.close' }),
  event('claimTag done', done('claimTag')),
  event('claimTag error', failed('claimTag', CLAIM_FAILURE)),
  event('fetchCustomer done', done('fetchCustomer', REFRESHED_CUSTOMER)),
  event('fetchCustomer error', failed('fetchCustomer', 'Network Error')),
  event('back', { type: 'tag.back' }),
];

export const tagRegistrationModel: MachineModel = {
  machine: tagRegistrationMachine,
  events: tagRegistrationEvents,
};

export function tagRegistrationPaths(): ModelPath[] {
  return modelPaths(tagRegistrationModel);
}
