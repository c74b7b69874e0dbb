/**
 * Finding and claiming an event ticket or a wristband/card tag: one chart for both searches
 * (spec §2 Ticket search and Tag search, §4 status and action flows, §5 forms and Camera, §8
 * dialogs). The session starts it with `input`: the kind, the profile that prefills the form and
 * the registrations the tag pre-check looks at.
 *
 * States:
 * - editing            idle | scanning (ticket only: the camera reads the ticket number)
 *                      | reading (tag only: the phone reads the band's number over NFC)
 * - searching          findRegistration is running (tag 'busy')
 * - dialog             the dialogs, each closed by registration.dialog.close (back to editing,
 *                      the search cleared):
 *   - result             the result dialog; context.result.status picks its text, and only
 *                        FOUND_VALID (ticket) or AVAILABLE (tag) offers the claim
 *   - alreadyRegistered  tag only: 'You Have Already Registered This Tag!' with 'Go to Wallet',
 *                        reached by the pre-check (context.registration is the match) or by a
 *                        CLAIMED_BY_CALLER answer (context.registration stays null)
 *   - searchFailed       the search call failed; context.error holds its text
 *   - claimFailed        the claim dialog; context.claimFailure says which text
 * - claiming           claimRegistration is running (tag 'busy')
 * - refreshing         ticket only: the session fetches the customer again, to find the claimed
 *                      wallet (tag 'busy')
 * - claimed            final: the session has been asked for the next screen
 * - walletOpened       final: the session has been asked for the wallet screen
 * - closed             final: Back, the session has been asked for Home
 *
 * Before a tag search the typed tag is looked for in the customer's registrations whose event is
 * not archived (DESIGN §3). Searches reset at start and end (spec §4): closing a dialog clears
 * its result, error and claim, so every search starts from a clean slate.
 *
 * A claim that went through is told ('Ticket Added', 'Tag Registered') as the chart moves on.
 *
 * Effects: the actors (registration-services.ts) and `notify` (the camera alert and the claim's
 * confirmation) are supplied
 * by the app with provide(); `navigate` and `customerChanged` are events to the session, which
 * maps screen names to addresses and owns the customer.
 */
import { assign, setup } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import {
  findRegistrationByTag,
  findRegistrationByWalletId,
  tagNumberFromNfcSerial,
  ticketClaimScreen,
} from '../../../../core/domain/registration';
import { canRegisterTag, isTagHeldByCaller } from '../../../../core/domain/tag-status';
import { canAddTicket } from '../../../../core/domain/ticket-status';
import { failureMessage } from '../../../chart-shared/failure-message';
import { navigateSession, tellSession } from '../../../chart-shared/session-events';
import type { RegistrationEvent } from './registration-events';
import {
  EMPTY_REGISTRATION_FORM,
  holderDetails,
  invalidFields,
  prefillForm,
  searchRequest,
} from './registration-form';
import { type RegistrationActors, registrationActors } from './registration-services';
import type {
  ClaimFailure,
  RegistrationAlert,
  RegistrationClaim,
  RegistrationField,
  RegistrationFormValues,
  RegistrationInput,
  RegistrationKind,
  RegistrationResult,
} from './registration-types';

export interface RegistrationContext {
  kind: RegistrationKind;
  values: RegistrationFormValues;
  /** The fields that stopped the last search, each dropped once it is valid. */
  invalid: RegistrationField[];
  /** The customer's registrations as the session held them at the start (tag pre-check). */
  registrations: readonly EventRegistration[];
  result: RegistrationResult | null;
  /** The failed search's or claim's text. */
  error: string | null;
  /** The wallet the ticket claim created. */
  walletId: string | null;
  /** The claimed ticket's registration, or the customer's registration holding the tag. */
  registration: EventRegistration | null;
  claimFailure: ClaimFailure | null;
}

const CLEARED = {
  result: null,
  error: null,
  walletId: null,
  registration: null,
  claimFailure: null,
} satisfies Partial<RegistrationContext>;

export function initialRegistrationContext(input: RegistrationInput): RegistrationContext {
  const values = input.profile
    ? prefillForm(EMPTY_REGISTRATION_FORM, input.profile)
    : EMPTY_REGISTRATION_FORM;
  return { kind: input.kind, values, invalid: [], registrations: input.registrations, ...CLEARED };
}

// Until the app provides them the calls reject, so a forgotten provide() fails loudly.
const notProvided = () =>
  Promise.reject(new Error('The registration machine was not provided an API'));
const placeholderActors: RegistrationActors = registrationActors({
  findTicket: notProvided,
  claimTicket: notProvided,
  findTag: notProvided,
  claimTag: notProvided,
});

function withValues(context: RegistrationContext, values: RegistrationFormValues) {
  const stillInvalid = invalidFields(context.kind, values);
  return { values, invalid: context.invalid.filter((field) => stillInvalid.includes(field)) };
}

// Only the result dialog leads to a claim, so the result is there.
function claimRequest(context: RegistrationContext): RegistrationClaim {
  const result = context.result as RegistrationResult;
  if (result.kind === 'tag') {
    return { kind: 'tag', request: { uid: result.uid, eventId: result.eventId } };
  }
  return {
    kind: 'ticket',
    request: {
      ticketNumber: result.ticketNumber,
      eventId: result.eventId,
      ...holderDetails(context.values),
    },
  };
}

const home = { type: 'navigate', params: { screen: 'home' } } as const;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: placeholderActors,
  actions: {
    // The session's screens and customer: events to the session, so the chart holds no path.
    navigate: navigateSession<RegistrationContext, RegistrationEvent>(),
    customerChanged: tellSession<RegistrationContext, RegistrationEvent>(() => ({
      type: 'session.customer.changed',
    })),
    // The app's alerts; provide() replaces this no-op.
    notify: (_, _params: RegistrationAlert) => {},
    editValues: assign(({ context }, params: { values: Partial<RegistrationFormValues> }) =>
      withValues(context, { ...context.values, ...params.values }),
    ),
    markInvalid: assign(({ context }) => ({
      invalid: invalidFields(context.kind, context.values),
    })),
    clearSearch: assign(CLEARED),
    setResult: assign((_, params: { result: RegistrationResult }) => ({ result: params.result })),
    setError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    setRegistration: assign((_, params: { registration: EventRegistration | null }) => ({
      registration: params.registration,
    })),
    setWallet: assign((_, params: { walletId: string }) => ({ walletId: params.walletId })),
    setClaimFailure: assign((_, params: { failure: ClaimFailure }) => ({
      claimFailure: params.failure,
    })),
  },
  guards: {
    isTicket: ({ context }) => context.kind === 'ticket',
    isTag: ({ context }) => context.kind === 'tag',
    isBandSerial: (_, params: { serial: string }) => tagNumberFromNfcSerial(params.serial) !== null,
    hasInvalidFields: ({ context }) => invalidFields(context.kind, context.values).length > 0,
    hasRegisteredTag: ({ context }) =>
      context.kind === 'tag' &&
      findRegistrationByTag(context.registrations, context.values.number) !== undefined,
    // No ticket status is CLAIMED_BY_CALLER, so the status alone tells.
    isTagHeldByCaller: (_, params: { result: RegistrationResult }) =>
      isTagHeldByCaller(params.result.status),
    // Only the result dialog offers the claim, so the result is there.
    isClaimable: ({ context }) => {
      const result = context.result as RegistrationResult;
      return result.kind === 'ticket' ? canAddTicket(result.status) : canRegisterTag(result.status);
    },
    // Only a ticket's claim refreshes the customer, and it set the wallet on the way in.
    hasClaimedRegistration: ({ context }, params: { registrations: EventRegistration[] }) =>
      findRegistrationByWalletId(params.registrations, context.walletId as string) !== undefined,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => initialRegistrationContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        // Back sits on the form, which no dialog covers and which is disabled while busy.
        'registration.back': { target: 'closed', actions: home },
        'registration.edit': {
          actions: { type: 'editValues', params: ({ event }) => ({ values: event.values }) },
        },
        'registration.find': [
          { guard: 'hasInvalidFields', actions: 'markInvalid' },
          {
            guard: 'hasRegisteredTag',
            target: 'dialog.alreadyRegistered',
            actions: {
              type: 'setRegistration',
              params: ({ context }) => ({
                registration:
                  findRegistrationByTag(context.registrations, context.values.number) ?? null,
              }),
            },
          },
          { target: 'searching' },
        ],
      },
      states: {
        idle: {
          on: {
            'registration.camera.open': { guard: 'isTicket', target: 'scanning' },
            'registration.band.open': { guard: 'isTag', target: 'reading' },
          },
        },
        reading: {
          on: {
            'registration.band.close': { target: 'idle' },
            'registration.band.read': [
              {
                guard: { type: 'isBandSerial', params: ({ event }) => ({ serial: event.serial }) },
                target: 'idle',
                actions: {
                  type: 'editValues',
                  params: ({ event }) => ({
                    values: { number: tagNumberFromNfcSerial(event.serial) ?? '' },
                  }),
                },
              },
              {
                target: 'idle',
                actions: { type: 'notify', params: { kind: 'bandUnreadable' } },
              },
            ],
            'registration.band.failed': {
              target: 'idle',
              actions: { type: 'notify', params: { kind: 'bandReadFailed' } },
            },
          },
        },
        scanning: {
          on: {
            'registration.camera.close': { target: 'idle' },
            'registration.camera.scanned': {
              target: 'idle',
              actions: {
                type: 'editValues',
                params: ({ event }) => ({ values: { number: event.text } }),
              },
            },
            'registration.camera.denied': {
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
        id: 'findRegistration',
        src: 'findRegistration',
        input: ({ context }) => searchRequest(context.kind, context.values),
        onDone: [
          {
            // No registration of the session's holds this tag, so none is named: the wallet
            // screen then reports the registration missing (spec §8).
            guard: {
              type: 'isTagHeldByCaller',
              params: ({ event }) => ({ result: event.output }),
            },
            target: 'dialog.alreadyRegistered',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'dialog.result',
            actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'dialog.searchFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The search's and the claim's dialogs (spec §8): closing any of them clears the search.
    dialog: {
      initial: 'result',
      on: { 'registration.dialog.close': { target: 'editing', actions: 'clearSearch' } },
      states: {
        result: {
          on: {
            'registration.claim': { guard: 'isClaimable', target: '#registration.claiming' },
          },
        },
        alreadyRegistered: {
          on: {
            'registration.wallet.open': {
              target: '#registration.walletOpened',
              actions: {
                type: 'navigate',
                params: ({ context }) => ({
                  screen: 'wallet',
                  registration: context.registration?.walletId ?? null,
                }),
              },
            },
          },
        },
        searchFailed: {},
        claimFailed: {},
      },
    },
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claimRegistration',
        src: 'claimRegistration',
        input: ({ context }) => claimRequest(context),
        onDone: [
          {
            // A ticket's next screen depends on its event, which the refreshed customer holds.
            guard: 'isTicket',
            target: 'refreshing',
            actions: [
              { type: 'setWallet', params: ({ event }) => ({ walletId: event.output.walletId }) },
              'customerChanged',
            ],
          },
          {
            target: 'claimed',
            actions: [
              'customerChanged',
              { type: 'notify', params: { kind: 'tagRegistered' } },
              home,
            ],
          },
        ],
        onError: {
          target: 'dialog.claimFailed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'setClaimFailure', params: { failure: 'claimFailed' } },
          ],
        },
      },
    },
    refreshing: {
      tags: 'busy',
      on: {
        'registration.customer.loaded': [
          {
            guard: {
              type: 'hasClaimedRegistration',
              params: ({ event }) => ({ registrations: event.customer.eventRegistrationList }),
            },
            target: 'claimed',
            actions: [
              {
                type: 'setRegistration',
                params: ({ context, event }) => ({
                  registration:
                    findRegistrationByWalletId(
                      event.customer.eventRegistrationList,
                      context.walletId as string,
                    ) ?? null,
                }),
              },
              { type: 'notify', params: { kind: 'ticketAdded' } },
              // Assignments apply in order, so the registration is in context from here on.
              {
                type: 'navigate',
                params: ({ context }) => {
                  const registration = context.registration as EventRegistration;
                  return {
                    screen: ticketClaimScreen(registration.event.state),
                    registration: registration.walletId,
                  };
                },
              },
            ],
          },
          {
            target: 'dialog.claimFailed',
            actions: { type: 'setClaimFailure', params: { failure: 'registrationNotFound' } },
          },
        ],
        // The ticket is claimed but its registration cannot be shown: the no-match failure.
        'registration.customer.failed': {
          target: 'dialog.claimFailed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'setClaimFailure', params: { failure: 'registrationNotFound' } },
          ],
        },
      },
    },
    claimed: { type: 'final' },
    walletOpened: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type RegistrationMachine = typeof registrationMachine;
