/**
 * The refund pages (spec §2 Refund, Refund edit; §4 Refund pages; §5 Refund form; §8 Refund).
 *
 * The refund page's chart starts it with `input` (RefundInput): the page's mode and the wallet
 * just fetched.
 *
 * States:
 * - opening   the start: on to the address's page, or closed when it cannot be used
 * - request   editing (the form; refund.submit checks it and shows `errors`, or moves on) |
 *             confirming (the dialog showing `accountNumber`) | submitting (createRefund);
 *             a failure alerts 'Refund Request Failed' and returns to editing
 * - edit      editing (the OPEN refund's account number) | confirming (the dialog showing the new
 *             `accountNumber`, as lodging asks; DESIGN §8) | updating (updateRefund); a failure
 *             alerts 'Update Request Failed' and returns to editing
 * - closed    final: the page was left for /home — after success ('Refund Requested', 'Bank
 *             Account Number Updated'), or on opening outside the running and refund-open phases
 *             (refundPageError's text), on the request page for a wallet whose refund status allows no refund (refundStatusError's text),
 *             after the operator's close time for the event's refunds (the closed text),
 *             on the edit page without an OPEN refund, or when the server refused a call for good
 *             (a 4xx other than 401, 408, 429): its reason under the failure's title, as trying
 *             the same form again cannot help
 *
 * The account type is preset from the event currency and fixed; the total is the balance minus
 * the online refund fee and must be above 0 (DESIGN §3). Texts are the domain's: `errors` holds
 * validateRefundForm's and validateBankAccount's messages, the alerts are kinds.
 *
 * Effects are supplied by the app with provide(): the actors of refund-services.ts and the
 * actions `navigate` and `notify`.
 */
import { assign, setup } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import { toCents } from '../../../../core/domain/money';
import {
  accountTypeForCurrency,
  findOpenRefund,
  type RefundFormValues,
  type RefundListEntry,
  refundPageError,
  refundRequestError,
  refundTotalCents,
} from '../../../../core/domain/refund';
import { refundClosedError } from '../../../../core/domain/refund-close';
import { refusalReason } from '../../../chart-shared/failure-message';
import { navigateSession } from '../../../chart-shared/session-events';
import type { RefundEvent } from './refund-events';
import {
  amendErrors,
  canonicalAccount,
  createRequest,
  EMPTY_FIELDS,
  hasNoErrors,
  requestErrors,
  withoutErrorsOf,
} from './refund-form';
import { type RefundApi, refundActors } from './refund-services';
import type {
  RefundAlert,
  RefundErrors,
  RefundFields,
  RefundInput,
  RefundMode,
  RefundNavigation,
} from './refund-types';

export interface RefundContext {
  mode: RefundMode;
  registration: EventRegistration;
  /** The wallet's current balance. */
  balanceCents: number;
  /** The event's online refund fee. */
  feeCents: number;
  form: RefundFormValues;
  errors: RefundErrors;
  /** The edit page's refund: the one in the OPEN batch. */
  openRefund: RefundListEntry | null;
  /** The canonical account number the confirmation shows and the call sends. */
  accountNumber: string | null;
}

/**
 * The page as it opens: the wallet as fetched, the fee, and the form prefilled on the
 * request page (from the profile) or with the OPEN refund's account on the edit page.
 */
export function openedRefundContext(input: RefundInput): RefundContext {
  const { mode, registration } = input;
  const balanceCents = toCents(input.balance);
  const feeCents = toCents(registration.eventRateCard.refundFeeOnline);
  const openRefund = mode === 'edit' ? (findOpenRefund(input.refunds) ?? null) : null;
  const prefill = mode === 'request' ? (input.prefill ?? {}) : {};
  return {
    mode,
    registration,
    balanceCents,
    feeCents,
    form: {
      ...EMPTY_FIELDS,
      ...prefill,
      ...(openRefund ? { accountNumber: openRefund.batchItemAccountNumber } : {}),
      accountType: accountTypeForCurrency(registration.event.currency),
    },
    errors: {},
    openRefund,
    accountNumber: null,
  };
}

/** What is paid out (spec §9): worked out from the balance and fee, so it always follows them. */
export function refundTotalOf({ balanceCents, feeCents }: RefundContext): number {
  return refundTotalCents(balanceCents, feeCents);
}

/**
 * Why the page cannot be used: the operator's close time for the event's refunds (DESIGN §8),
 * after which lodging and amending are refused whatever else holds (as the wallet says); then
 * spec §4's phase rule and, on the request page, the wallet's refund status (a refund already
 * lodged or paid, or refunds not open for it yet).
 */
function openError({ mode, registration }: RefundContext): string | null {
  const { event, refundStatus } = registration;
  return (
    refundClosedError(event.refundsCloseAt, new Date()) ??
    (mode === 'request'
      ? refundRequestError(event.state, refundStatus)
      : refundPageError(event.state))
  );
}

function openRefundOf(context: RefundContext): RefundListEntry {
  if (!context.openRefund) throw new Error('The edit page is open without an OPEN refund');
  return context.openRefund;
}

// Until the app provides them every call rejects, so a forgotten provide() fails loudly.
const notProvided: RefundApi = {
  createRefund: () =>
    Promise.reject(new Error("The refund machine's createRefund was not provided")),
  updateRefund: () =>
    Promise.reject(new Error("The refund machine's updateRefund was not provided")),
};

const toHome = { type: 'navigate', params: { screen: 'home' } } as const;

/**
 * A request the server refused for a reason a retry cannot change (spec §4) goes home with that
 * reason; any other failure stays on the form to be tried again.
 */
function refusedOrRetried(
  refused: 'refundRefused' | 'refundUpdateRefused',
  failed: 'refundRequestFailed' | 'refundUpdateFailed',
) {
  const withError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  return [
    {
      guard: { type: 'isRefused', params: withError },
      target: '#refund.closed',
      actions: [
        {
          type: 'notify',
          params: ({ event }: { event: { error: unknown } }) => ({
            kind: refused,
            message: refusalReason(event.error) ?? '',
          }),
        },
        toHome,
      ],
    },
    { target: 'editing', actions: { type: 'notify', params: { kind: failed } } },
  ] as const;
}

/**
 * Both pages edit alike: a change is kept, and a submit moves on with the account accepted once
 * the page's own check passes, or shows that check's messages.
 */
function editing(page: {
  valid: 'isRequestValid' | 'isAccountValid';
  next: 'confirming';
  showErrors: 'showRequestErrors' | 'showAmendErrors';
}) {
  return {
    on: {
      'refund.change': {
        actions: {
          type: 'change',
          params: ({ event }: { event: { values: Partial<RefundFields> } }) => ({
            values: event.values,
          }),
        },
      },
      'refund.submit': [
        { guard: page.valid, target: page.next, actions: 'acceptAccount' },
        { actions: page.showErrors },
      ],
    },
  } as const;
}

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as RefundInput,
  },
  actors: refundActors(notProvided),
  actions: {
    // The app's router and alerts; provide() replaces these no-ops.
    navigate: navigateSession<RefundContext, RefundEvent, RefundNavigation>(),
    notify: (_, _params: RefundAlert) => {},
    change: assign(({ context }, params: { values: Partial<RefundFields> }) => ({
      form: { ...context.form, ...params.values },
      errors: withoutErrorsOf(context.errors, params.values),
    })),
    showRequestErrors: assign(({ context }) => ({
      errors: requestErrors(context.form, refundTotalOf(context)),
    })),
    showAmendErrors: assign(({ context }) => ({ errors: amendErrors(context.form) })),
    acceptAccount: assign(({ context }) => ({
      errors: {},
      accountNumber: canonicalAccount(context.form),
    })),
  },
  guards: {
    hasRefundPageError: ({ context }) => openError(context) !== null,
    isEditMode: ({ context }) => context.mode === 'edit',
    hasOpenRefund: ({ context }) => context.openRefund !== null,
    isRefused: (_, params: { error: unknown }) => refusalReason(params.error) !== null,
    isRequestValid: ({ context }) =>
      hasNoErrors(requestErrors(context.form, refundTotalOf(context))),
    isAccountValid: ({ context }) => hasNoErrors(amendErrors(context.form)),
  },
}).createMachine({
  id: 'refund',
  context: ({ input }) => openedRefundContext(input),
  initial: 'opening',
  states: {
    // spec §4 Refund pages: where the address's page opens, or why it cannot.
    opening: {
      always: [
        {
          guard: 'hasRefundPageError',
          target: 'closed',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'refundsUnavailable',
                message: openError(context) ?? '',
              }),
            },
            toHome,
          ],
        },
        { guard: 'hasOpenRefund', target: 'edit' },
        {
          guard: 'isEditMode',
          target: 'closed',
          actions: [{ type: 'notify', params: { kind: 'openRefundNotFound' } }, toHome],
        },
        { target: 'request' },
      ],
    },
    request: {
      initial: 'editing',
      states: {
        editing: editing({
          valid: 'isRequestValid',
          next: 'confirming',
          showErrors: 'showRequestErrors',
        }),
        confirming: {
          on: {
            'refund.confirm': { target: 'submitting' },
            'refund.cancel': { target: 'editing' },
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'createRefund',
            src: 'createRefund',
            input: ({ context }) =>
              createRequest(context.registration, context.form, {
                totalCents: refundTotalOf(context),
                feeCents: context.feeCents,
              }),
            onDone: {
              target: '#refund.closed',
              actions: [{ type: 'notify', params: { kind: 'refundRequested' } }, toHome],
            },
            onError: refusedOrRetried('refundRefused', 'refundRequestFailed'),
          },
        },
      },
    },
    edit: {
      initial: 'editing',
      states: {
        editing: editing({
          valid: 'isAccountValid',
          next: 'confirming',
          showErrors: 'showAmendErrors',
        }),
        confirming: {
          on: {
            'refund.confirm': { target: 'updating' },
            'refund.cancel': { target: 'editing' },
          },
        },
        updating: {
          tags: 'busy',
          invoke: {
            id: 'updateRefund',
            src: 'updateRefund',
            input: ({ context }) => ({
              accountNumber: context.accountNumber ?? '',
              refundPurchaseRef: openRefundOf(context).refundPurchaseRef,
            }),
            onDone: {
              target: '#refund.closed',
              actions: [{ type: 'notify', params: { kind: 'bankAccountUpdated' } }, toHome],
            },
            onError: refusedOrRetried('refundUpdateRefused', 'refundUpdateFailed'),
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type RefundMachine = typeof refundMachine;
