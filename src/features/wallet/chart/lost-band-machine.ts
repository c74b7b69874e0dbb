/**
 * A lost band (DESIGN §8 Lost band; issue #25 item 1): the customer reports a band of theirs
 * lost, which blocks it at once, then moves its whole balance to a new band from an info desk.
 *
 * It runs in one of two modes (LostBandInput): 'report' as the wallet chart's child on the
 * wallet page, 'move' as the session's flow of the move page (/event/wallet/move). Either way
 * it opens on the registration the input names, looked up in the customer's registrations.
 *
 * States:
 * - opening      transient: report mode on a band of the customer's that is not blocked, before
 *                the event's refunds close → report; move mode on such a band that is blocked
 *                and whose balance has not moved → move; anything else → unavailable
 * - report       idle: 'Report Band Lost' offered, with the server's reason when it refused the
 *                last report | confirming: the dialog saying what blocking does | reporting:
 *                reportBandLost runs (tag 'busy'), the dialog waiting | reported: the band is
 *                blocked (its block kept), and the session fetches the registrations again,
 *                which refreshes the wallet page and Home
 * - move         editing: the new band's number and serial, checked by the tag search's rules
 *                when submitted | confirming: the amount and the band it goes to | moving:
 *                transferBand runs (tag 'busy') with the call kept in `request` | failed: no
 *                answer came; band.move.retry sends the very same call (the server moves once per
 *                block) | moved: final, the session fetches the registrations again and shows
 *                the new band's wallet with the move told. A refusal returns to editing with the
 *                server's reason, the fields as typed.
 * - unavailable  nothing to report or move: the wallet page offers nothing, the move page says so
 *
 * Effects are supplied by the app with provide(): the actors of lost-band-services.ts and the
 * action `notifyMoved`; `navigate` and `customerChanged` speak to the session.
 */
import { assign, setup } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { BandBlockState } from '../../../../core/contracts/lost-band-contract';
import { canCustomerReportBandLost } from '../../../../core/domain/lost-band';
import { toCents } from '../../../../core/domain/money';
import { findRegistrationByWalletId } from '../../../../core/domain/registration';
import { failureMessage, refusalReason } from '../../../chart-shared/failure-message';
import { navigateSession, tellSession } from '../../../chart-shared/session-events';
import type { LostBandEvent } from './lost-band-events';
import {
  EMPTY_NEW_BAND,
  invalidNewBandFields,
  keptNewBandValues,
  transferRequest,
} from './lost-band-form';
import { type LostBandActors, lostBandActors } from './lost-band-services';
import type {
  BandTransferBody,
  BandTransferResponse,
  LostBandInput,
  LostBandMode,
  LostBandNavigation,
  MovedNotice,
  NewBandField,
  NewBandValues,
} from './lost-band-types';

export interface LostBandContext {
  mode: LostBandMode;
  /** The band's registration, null when the input names none of the customer's. */
  registration: EventRegistration | null;
  /** The block the report answered, until the wallet's next answer carries it. */
  block: BandBlockState | null;
  values: NewBandValues;
  /** The fields the last submit found wrong, in form order. */
  invalid: NewBandField[];
  /** The transfer as sent: a retry sends it again unchanged. */
  request: BandTransferBody | null;
  /** Why the last report or move failed: the server's reason, or the failure's text. */
  error: string | null;
}

/** Whether the band may still be reported lost or moved: DESIGN §8, until refunds close. */
function beforeRefundsClose(registration: EventRegistration, now: Date): boolean {
  const { state, refundsCloseAt } = registration.event;
  return canCustomerReportBandLost({ state, refundsCloseAt: refundsCloseAt ?? null }, now);
}

export function isReportableBand(registration: EventRegistration | null, now: Date): boolean {
  return Boolean(
    registration?.uid && !registration.bandBlock && beforeRefundsClose(registration, now),
  );
}

export function isMovableBand(registration: EventRegistration | null, now: Date): boolean {
  return Boolean(
    registration?.uid &&
      registration.bandBlock &&
      registration.bandBlock.movedToUid === null &&
      beforeRefundsClose(registration, now),
  );
}

/** The balance that moves: the lost band's, as the customer's registrations last had it. */
export function movingCents(context: LostBandContext): number {
  return toCents(context.registration?.walletBalance ?? 0);
}

function registrationOf(context: LostBandContext): EventRegistration {
  if (!context.registration) throw new Error('The lost-band chart called out without a band');
  return context.registration;
}

function requestOf(context: LostBandContext): BandTransferBody {
  if (!context.request) throw new Error('The balance was moved with no request');
  return context.request;
}

/** The server's reason when it refused, else the failure's own text (spec §8). */
function failureText(error: unknown): string {
  return refusalReason(error) ?? failureMessage(error);
}

// Until the app provides them every call rejects, so a forgotten provide() fails loudly.
const placeholderActors: LostBandActors = lostBandActors({
  reportBandLost: () =>
    Promise.reject(new Error('The lost-band machine was not provided reportBandLost')),
  transferBand: () =>
    Promise.reject(new Error('The lost-band machine was not provided transferBand')),
});

const withError = ({ event }: { event: { error: unknown } }) => ({
  message: failureText(event.error),
});

export const lostBandMachine = setup({
  types: {
    context: {} as LostBandContext,
    events: {} as LostBandEvent,
    input: {} as LostBandInput,
  },
  actors: placeholderActors,
  actions: {
    navigate: navigateSession<LostBandContext, LostBandEvent, LostBandNavigation>(),
    // The registrations changed (a band blocked, a balance moved): the session fetches them.
    customerChanged: tellSession<LostBandContext, LostBandEvent>(() => ({
      type: 'session.customer.changed',
    })),
    // The app's alert; provide() replaces this no-op.
    notifyMoved: (_, _params: MovedNotice) => {},
    keepBlock: assign((_, params: { block: BandBlockState }) => ({
      block: params.block,
      error: null,
    })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    edit: assign(({ context }, params: { values: Partial<NewBandValues> }) => {
      const kept = keptNewBandValues(params.values);
      return {
        values: { ...context.values, ...kept },
        invalid: context.invalid.filter((field) => !(field in kept)),
      };
    }),
    showInvalid: assign(({ context }) => ({ invalid: invalidNewBandFields(context.values) })),
    keepRequest: assign(({ context }) => {
      const { walletId, event } = registrationOf(context);
      return {
        invalid: [],
        error: null,
        request: transferRequest({ walletId, eventId: event.id }, context.values),
      };
    }),
  },
  guards: {
    isReportable: ({ context }) =>
      context.mode === 'report' && isReportableBand(context.registration, new Date()),
    isMovable: ({ context }) =>
      context.mode === 'move' && isMovableBand(context.registration, new Date()),
    isNewBandValid: ({ context }) => invalidNewBandFields(context.values).length === 0,
    isOffline: (_, params: { error: unknown }) =>
      (params.error as { offline?: unknown } | null)?.offline === true,
  },
}).createMachine({
  id: 'lostBand',
  context: ({ input }) => ({
    mode: input.mode,
    registration:
      input.registration === null
        ? null
        : (findRegistrationByWalletId(input.registrations, input.registration) ?? null),
    block: null,
    values: EMPTY_NEW_BAND,
    invalid: [],
    request: null,
    error: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'isReportable', target: 'report' },
        { guard: 'isMovable', target: 'move' },
        { target: 'unavailable' },
      ],
    },
    report: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'band.report': { target: 'confirming', actions: 'clearError' } },
        },
        confirming: {
          on: {
            'band.report.cancel': { target: 'idle' },
            'band.report.confirm': { target: 'reporting' },
          },
        },
        reporting: {
          tags: 'busy',
          invoke: {
            id: 'reportBandLost',
            src: 'reportBandLost',
            input: ({ context }) => {
              const { walletId, event } = registrationOf(context);
              return { walletId, eventId: event.id };
            },
            onDone: {
              target: 'reported',
              actions: [
                { type: 'keepBlock', params: ({ event }) => ({ block: event.output.bandBlock }) },
                'customerChanged',
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'setError', params: withError },
            },
          },
        },
        reported: {},
      },
    },
    move: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'band.move.edit': {
              actions: { type: 'edit', params: ({ event }) => ({ values: event.values }) },
            },
            'band.move.submit': [
              { guard: 'isNewBandValid', target: 'confirming', actions: 'keepRequest' },
              { actions: 'showInvalid' },
            ],
          },
        },
        confirming: {
          on: {
            'band.move.cancel': { target: 'editing' },
            'band.move.confirm': { target: 'moving' },
          },
        },
        moving: {
          tags: 'busy',
          invoke: {
            id: 'transferBand',
            src: 'transferBand',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: 'moved',
              actions: [
                'customerChanged',
                {
                  type: 'notifyMoved',
                  params: ({ event }: { event: { output: BandTransferResponse } }) => ({
                    cents: toCents(event.output.movedAmount),
                    uid: event.output.uid,
                  }),
                },
                {
                  type: 'navigate',
                  params: ({ event }) => ({
                    screen: 'wallet' as const,
                    registration: event.output.walletId,
                  }),
                },
              ],
            },
            onError: [
              {
                guard: { type: 'isOffline', params: ({ event }) => ({ error: event.error }) },
                target: 'failed',
                actions: { type: 'setError', params: withError },
              },
              { target: 'editing', actions: { type: 'setError', params: withError } },
            ],
          },
        },
        failed: {
          on: { 'band.move.retry': { target: 'moving' } },
        },
        moved: { type: 'final' },
      },
    },
    unavailable: {},
  },
});

export type LostBandMachine = typeof lostBandMachine;
