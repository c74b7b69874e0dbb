/**
 * Finding and claiming an event ticket (spec §2 Ticket search, §4 Ticket status and action flows,
 * §5 Tag/ticket forms and Camera, §8 Ticket dialogs).
 *
 * States:
 * - editing       idle | scanning (the camera reads the ticket number): the form is open
 * - searching     findTicket is running (tag 'busy')
 * - result        the result dialog; context.result.status picks its text, and only
 *                 FOUND_VALID offers 'Add Ticket'
 * - searchFailed  the search call failed; context.error holds its text
 * - claiming      claimTicket is running (tag 'busy')
 * - refreshing    fetchCustomer is running, to find the claimed wallet (tag 'busy')
 * - claimFailed   the claim dialog; context.claimFailure says which text
 * - claimed       the claimed registration is selected and the app navigates away
 *
 * Searches reset at start and end (spec §4): closing a dialog clears its result, error and
 * claim, so every search starts from a clean slate.
 *
 * Effects are supplied by the app with provide(): the actors (see
 * ticket-registration-services.ts) and the actions `navigate`, `notify`, `selectRegistration`
 * (the app keeps the selected registration) and `storeCustomer` (hands over the refreshed
 * registrations).
 */
import { assign, setup } from 'xstate';
import type { Customer } from '../../src/contracts/customer-contract';
import type { Profile } from '../../src/contracts/profile-contract';
import {
  type EventRegistration,
  findRegistrationByWalletId,
  ticketClaimDestination,
} from '../../src/domain/registration';
import { canAddTicket } from '../../src/domain/ticket-status';
import { failureMessage } from '../shared/failure-message';
import {
  EMPTY_TICKET_FORM,
  missingTicketFields,
  prefillTicketForm,
  ticketSearchRequest,
} from './ticket-form';
import type { TicketRegistrationEvent } from './ticket-registration-events';
import {
  type TicketRegistrationActors,
  ticketRegistrationActors,
} from './ticket-registration-services';
import type {
  TicketAlert,
  TicketClaimFailure,
  TicketField,
  TicketFormValues,
  TicketNavigation,
  TicketSearchResult,
} from './ticket-registration-types';

export interface TicketRegistrationContext {
  values: TicketFormValues;
  /** The fields that stopped the last search, each dropped once it is filled. */
  invalid: TicketField[];
  result: TicketSearchResult | null;
  /** The failed search's or claim's text. */
  error: string | null;
  /** The wallet the claim created. */
  walletId: string | null;
  /** The claimed registration, once the refreshed registrations hold its wallet. */
  registration: EventRegistration | null;
  claimFailure: TicketClaimFailure | null;
}

export const initialTicketRegistrationContext: TicketRegistrationContext = {
  values: EMPTY_TICKET_FORM,
  invalid: [],
  result: null,
  error: null,
  walletId: null,
  registration: null,
  claimFailure: null,
};

// Until the app provides them the calls reject, so a forgotten provide() fails loudly.
const notProvided = () =>
  Promise.reject(new Error('The ticket registration machine was not provided an API'));
const placeholderActors: TicketRegistrationActors = ticketRegistrationActors({
  findTicket: notProvided,
  claimTicket: notProvided,
  fetchCustomer: notProvided,
});

function withValues(context: TicketRegistrationContext, values: TicketFormValues) {
  const stillMissing = missingTicketFields(values);
  return { values, invalid: context.invalid.filter((field) => stillMissing.includes(field)) };
}

export const ticketRegistrationMachine = setup({
  types: {
    context: {} as TicketRegistrationContext,
    events: {} as TicketRegistrationEvent,
  },
  actors: placeholderActors,
  actions: {
    // The app's router, alerts and customer store; provide() replaces these no-ops.
    navigate: (_, _params: TicketNavigation) => {},
    notify: (_, _params: TicketAlert) => {},
    selectRegistration: (_, _params: { registration: EventRegistration }) => {},
    storeCustomer: (_, _params: { customer: Customer }) => {},
    prefill: assign(
      ({ context }, params: { profile: Pick<Profile, 'firstName' | 'lastName' | 'email'> }) =>
        withValues(context, prefillTicketForm(context.values, params.profile)),
    ),
    editValues: assign(({ context }, params: { values: Partial<TicketFormValues> }) =>
      withValues(context, { ...context.values, ...params.values }),
    ),
    markMissing: assign(({ context }) => ({ invalid: missingTicketFields(context.values) })),
    clearSearch: assign({
      result: null,
      error: null,
      walletId: null,
      registration: null,
      claimFailure: null,
    }),
    setResult: assign((_, params: { result: TicketSearchResult }) => ({ result: params.result })),
    setError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    setRegistration: assign((_, params: { registration: EventRegistration | null }) => ({
      registration: params.registration,
    })),
    setWallet: assign((_, params: { walletId: string }) => ({ walletId: params.walletId })),
    setClaimFailure: assign((_, params: { failure: TicketClaimFailure }) => ({
      claimFailure: params.failure,
    })),
  },
  guards: {
    isTicketFormComplete: ({ context }) => missingTicketFields(context.values).length === 0,
    isTicketClaimable: ({ context }) =>
      context.result !== null && canAddTicket(context.result.status),
    hasClaimedRegistration: ({ context }, params: { customer: Customer }) =>
      context.walletId !== null &&
      findRegistrationByWalletId(params.customer.eventRegistrationList, context.walletId) !==
        undefined,
  },
}).createMachine({
  id: 'ticketRegistration',
  context: initialTicketRegistrationContext,
  initial: 'editing',
  on: {
    'ticket.back': { actions: { type: 'navigate', params: { to: '/home' } } },
  },
  states: {
    editing: {
      initial: 'idle',
      on: {
        'ticket.prefill': {
          actions: { type: 'prefill', params: ({ event }) => ({ profile: event.profile }) },
        },
        'ticket.edit': {
          actions: { type: 'editValues', params: ({ event }) => ({ values: event.values }) },
        },
        'ticket.find': [
          { guard: 'isTicketFormComplete', target: 'searching' },
          { actions: 'markMissing' },
        ],
      },
      states: {
        idle: {
          on: { 'ticket.camera.open': { target: 'scanning' } },
        },
        scanning: {
          on: {
            'ticket.camera.close': { target: 'idle' },
            'ticket.camera.scanned': {
              target: 'idle',
              actions: {
                type: 'editValues',
                params: ({ event }) => ({ values: { ticketNumber: event.text } }),
              },
            },
            'ticket.camera.denied': {
              target: 'idle',
              actions: { type: 'notify', params: { kind: 'cameraPermission' } },
            },
          },
        },
      },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'findTicket',
        src: 'findTicket',
        input: ({ context }) => ticketSearchRequest(context.values),
        onDone: {
          target: 'result',
          actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'searchFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    result: {
      on: {
        'ticket.dialog.close': { target: 'editing', actions: 'clearSearch' },
        'ticket.claim': { guard: 'isTicketClaimable', target: 'claiming' },
      },
    },
    searchFailed: {
      on: { 'ticket.dialog.close': { target: 'editing', actions: 'clearSearch' } },
    },
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claimTicket',
        src: 'claimTicket',
        // Only the result dialog leads here, so the result is there.
        input: ({ context }) => ({
          ...ticketSearchRequest(context.values),
          ticketNumber: context.result?.ticketNumber ?? '',
          eventId: context.result?.eventId ?? '',
        }),
        onDone: {
          target: 'refreshing',
          actions: {
            type: 'setWallet',
            params: ({ event }) => ({ walletId: event.output.walletId }),
          },
        },
        onError: {
          target: 'claimFailed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'setClaimFailure', params: { failure: 'claimFailed' } },
          ],
        },
      },
    },
    refreshing: {
      tags: 'busy',
      invoke: {
        id: 'fetchCustomer',
        src: 'fetchCustomer',
        onDone: [
          {
            guard: {
              type: 'hasClaimedRegistration',
              params: ({ event }) => ({ customer: event.output }),
            },
            target: 'claimed',
            actions: [
              { type: 'storeCustomer', params: ({ event }) => ({ customer: event.output }) },
              {
                type: 'setRegistration',
                params: ({ context, event }) => ({
                  registration:
                    findRegistrationByWalletId(
                      event.output.eventRegistrationList,
                      context.walletId ?? '',
                    ) ?? null,
                }),
              },
              // Assignments apply in order, so the registration is in context from here on.
              {
                type: 'selectRegistration',
                params: ({ context }) => ({
                  registration: context.registration as EventRegistration,
                }),
              },
              {
                type: 'navigate',
                params: ({ context }) => ({
                  to: ticketClaimDestination(
                    (context.registration as EventRegistration).event.state,
                  ),
                }),
              },
            ],
          },
          {
            target: 'claimFailed',
            actions: [
              { type: 'storeCustomer', params: ({ event }) => ({ customer: event.output }) },
              { type: 'setClaimFailure', params: { failure: 'registrationNotFound' } },
            ],
          },
        ],
        // The ticket is claimed but its registration cannot be shown: the no-match failure.
        onError: {
          target: 'claimFailed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'setClaimFailure', params: { failure: 'registrationNotFound' } },
          ],
        },
      },
    },
    claimFailed: {
      on: { 'ticket.dialog.close': { target: 'editing', actions: 'clearSearch' } },
    },
    // Not final: the model's path search would still send events to a finished machine.
    claimed: {},
  },
});

export type TicketRegistrationMachine = typeof ticketRegistrationMachine;
