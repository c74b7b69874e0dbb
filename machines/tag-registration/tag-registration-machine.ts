/**
 * Finding and registering a wristband/card tag (spec §2 Tag search, §4 Tag status and action
 * flows, §5 Tag/ticket forms, §8 Tag dialogs).
 *
 * States:
 * - editing            the form is open
 * - searching          findTag is running (tag 'busy')
 * - result             the result dialog; context.result.status picks its text, and only
 *                      AVAILABLE offers 'Register Tag'
 * - alreadyRegistered  'You Have Already Registered This Tag!' with 'Go to Wallet': reached by the
 *                      pre-check (context.registration is the match, selected) or by a
 *                      CLAIMED_BY_CALLER answer (context.registration stays null)
 * - searchFailed       the search call failed (context.error holds its text)
 * - claiming           claimTag is running (tag 'busy')
 * - claimFailed        the claim call failed (context.error holds its text)
 * - refreshing         fetchCustomer is running after the claim (tag 'busy')
 * - claimed            the app has been sent home
 * - walletOpened       the app has been sent to the selected registration's wallet
 *
 * Before searching, the typed tag is looked for in the customer's registrations whose event is
 * not archived (DESIGN §3); a match is selected and shown as already registered without a
 * search. Searches reset at start and end (spec §4): closing a dialog clears its result and
 * error, so every search starts from a clean slate.
 *
 * Effects are supplied by the app with provide(): the actors (see tag-registration-services.ts)
 * and the actions `navigate`, `selectRegistration` (the app keeps the selected registration) and
 * `storeCustomer` (hands over the refreshed registrations).
 */
import { assign, setup } from 'xstate';
import type { Customer } from '../../src/contracts/customer-contract';
import type { Profile } from '../../src/contracts/profile-contract';
import { type EventRegistration, findRegistrationByTag } from '../../src/domain/registration';
import { canRegisterTag, isTagHeldByCaller } from '../../src/domain/tag-status';
import { failureMessage } from '../shared/failure-message';
import { EMPTY_TAG_FORM, invalidTagFields, prefillTagForm, tagSearchRequest } from './tag-form';
import type { TagRegistrationEvent } from './tag-registration-events';
import { type TagRegistrationActors, tagRegistrationActors } from './tag-registration-services';
import type {
  TagField,
  TagFormValues,
  TagNavigation,
  TagSearchResult,
} from './tag-registration-types';

export interface TagRegistrationContext {
  values: TagFormValues;
  /** The fields that stopped the last search, each dropped once it is valid. */
  invalid: TagField[];
  result: TagSearchResult | null;
  /** The customer's registration that already holds the tag, once found (and selected). */
  registration: EventRegistration | null;
  /** The failed search's or claim's text. */
  error: string | null;
}

export const initialTagRegistrationContext: TagRegistrationContext = {
  values: EMPTY_TAG_FORM,
  invalid: [],
  result: null,
  registration: null,
  error: null,
};

// Until the app provides them the calls reject, so a forgotten provide() fails loudly.
const notProvided = () =>
  Promise.reject(new Error('The tag registration machine was not provided an API'));
const placeholderActors: TagRegistrationActors = tagRegistrationActors({
  findTag: notProvided,
  claimTag: notProvided,
  fetchCustomer: notProvided,
});

function withValues(context: TagRegistrationContext, values: TagFormValues) {
  const stillInvalid = invalidTagFields(values);
  return { values, invalid: context.invalid.filter((field) => stillInvalid.includes(field)) };
}

export const tagRegistrationMachine = setup({
  types: {
    context: {} as TagRegistrationContext,
    events: {} as TagRegistrationEvent,
  },
  actors: placeholderActors,
  actions: {
    // The app's router and stores; provide() replaces these no-ops.
    navigate: (_, _params: TagNavigation) => {},
    selectRegistration: (_, _params: { registration: EventRegistration }) => {},
    storeCustomer: (_, _params: { customer: Customer }) => {},
    prefill: assign(
      ({ context }, params: { profile: Pick<Profile, 'firstName' | 'lastName' | 'email'> }) =>
        withValues(context, prefillTagForm(context.values, params.profile)),
    ),
    editValues: assign(({ context }, params: { values: Partial<TagFormValues> }) =>
      withValues(context, { ...context.values, ...params.values }),
    ),
    markInvalid: assign(({ context }) => ({ invalid: invalidTagFields(context.values) })),
    setHolder: assign((_, params: { registration: EventRegistration | null }) => ({
      registration: params.registration,
    })),
    clearSearch: assign({ result: null, registration: null, error: null }),
    setResult: assign((_, params: { result: TagSearchResult }) => ({ result: params.result })),
    setError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
  },
  guards: {
    hasInvalidFields: ({ context }) => invalidTagFields(context.values).length > 0,
    hasRegisteredTag: (
      _,
      params: { registrations: readonly EventRegistration[]; tagNumber: string },
    ) => findRegistrationByTag(params.registrations, params.tagNumber) !== undefined,
    isTagHeldByCaller: (_, params: { status: string }) => isTagHeldByCaller(params.status),
    isTagRegistrable: ({ context }) =>
      context.result !== null && canRegisterTag(context.result.status),
  },
}).createMachine({
  id: 'tagRegistration',
  context: initialTagRegistrationContext,
  initial: 'editing',
  on: {
    'tag.back': { actions: { type: 'navigate', params: { to: '/home' } } },
  },
  states: {
    editing: {
      on: {
        'tag.prefill': {
          actions: { type: 'prefill', params: ({ event }) => ({ profile: event.profile }) },
        },
        'tag.edit': {
          actions: { type: 'editValues', params: ({ event }) => ({ values: event.values }) },
        },
        'tag.find': [
          { guard: 'hasInvalidFields', actions: 'markInvalid' },
          {
            guard: {
              type: 'hasRegisteredTag',
              params: ({ context, event }) => ({
                registrations: event.registrations,
                tagNumber: context.values.tagNumber,
              }),
            },
            target: 'alreadyRegistered',
            actions: [
              {
                type: 'setHolder',
                params: ({ context, event }) => ({
                  registration:
                    findRegistrationByTag(event.registrations, context.values.tagNumber) ?? null,
                }),
              },
              // Assignments apply in order, so the holder is in context from here on.
              {
                type: 'selectRegistration',
                params: ({ context }) => ({
                  registration: context.registration as EventRegistration,
                }),
              },
            ],
          },
          { target: 'searching' },
        ],
      },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'findTag',
        src: 'findTag',
        input: ({ context }) => tagSearchRequest(context.values),
        onDone: [
          {
            // The pre-check found no registration of the app's holding this tag, so none is
            // selected: the wallet screen then reports the registration missing (spec §8).
            guard: {
              type: 'isTagHeldByCaller',
              params: ({ event }) => ({ status: event.output.status }),
            },
            target: 'alreadyRegistered',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'result',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'searchFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    result: {
      on: {
        'tag.dialog.close': { target: 'editing', actions: 'clearSearch' },
        'tag.claim': { guard: 'isTagRegistrable', target: 'claiming' },
      },
    },
    alreadyRegistered: {
      on: {
        'tag.dialog.close': { target: 'editing', actions: 'clearSearch' },
        'tag.wallet.open': {
          target: 'walletOpened',
          actions: { type: 'navigate', params: { to: '/event/wallet' } },
        },
      },
    },
    searchFailed: {
      on: { 'tag.dialog.close': { target: 'editing', actions: 'clearSearch' } },
    },
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claimTag',
        src: 'claimTag',
        // Only the result dialog leads here, so the result is there.
        input: ({ context }) => ({
          uid: context.result?.uid ?? '',
          eventId: context.result?.eventId ?? '',
        }),
        onDone: { target: 'refreshing' },
        onError: {
          target: 'claimFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    claimFailed: {
      on: { 'tag.dialog.close': { target: 'editing', actions: 'clearSearch' } },
    },
    refreshing: {
      tags: 'busy',
      invoke: {
        id: 'fetchCustomer',
        src: 'fetchCustomer',
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'storeCustomer', params: ({ event }) => ({ customer: event.output }) },
            { type: 'navigate', params: { to: '/home' } },
          ],
        },
        // The tag is registered either way, so the customer still goes home.
        onError: { target: 'claimed', actions: { type: 'navigate', params: { to: '/home' } } },
      },
    },
    // Not final: the model's path search would still send events to a finished machine.
    claimed: {},
    walletOpened: {},
  },
});

export type TagRegistrationMachine = typeof tagRegistrationMachine;
