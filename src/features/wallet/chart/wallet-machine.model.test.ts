// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling API calls, navigate, notify, notifyPaymentReturn, clearPaymentQuery). After each
// step the recorded effects are compared with what spec §2/§4/§8 ask for that step, and the
// context is checked against what the page must show after the steps taken so far. A payment
// return is told only once the fetched wallet holds its purchase.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import { paymentReturnDialog } from '../../../../core/domain/messages';
import type { ModelPath } from '../../../../test-support/charts/model-paths';
import { unselectablePathNames } from '../../../../test-support/charts/model-paths';
import {
  emptied,
  mutant,
  refusedPaths,
  withHandler,
  withoutState,
  withState,
} from '../../../../test-support/charts/mutant';
import {
  type CallEffect,
  type ExpectedStep,
  eventSequences,
  pathReach,
  type Replay,
  recordedCall,
  replayPath,
} from '../../../../test-support/charts/replay-path';
import {
  takenTransitions,
  uncoveredTransitions,
} from '../../../../test-support/charts/transition-coverage';
import { hasOlderRows, type WalletContext, walletButtonsOf } from './wallet-context';
import { type WalletMachine, walletMachine } from './wallet-machine';
import {
  LODGED_TAG,
  OFFLINE_MESSAGE,
  OLDER_PAGE,
  PAGING_MESSAGE,
  PAID_REFERENCE,
  PUBLISHED_TICKET,
  REFUNDS,
  REFUSED_MESSAGE,
  REGISTRATIONS,
  RUNNING_TICKET,
  WALLET,
  walletEvents,
  walletPaths,
  walletStarts,
} from './wallet-model';
import { type WalletApi, walletActors } from './wallet-services';
import type {
  PaymentReturn,
  PaymentReturnKind,
  PaymentReturnNotice,
  WalletAlert,
  WalletButtons,
  WalletInput,
  WalletNavigation,
} from './wallet-types';

/** What the test compares: the context with the buttons the chart derives from it. */
type WalletView = WalletContext & { buttons: WalletButtons };

type Effect =
  | CallEffect
  | { kind: 'navigate'; to: WalletNavigation }
  | { kind: 'notify'; alert: WalletAlert }
  | { kind: 'notifyPaymentReturn'; notice: PaymentReturnNotice }
  | { kind: 'clearPaymentQuery' }
  | { kind: 'selectRegistration'; walletId: string };

function recordingMachine(effects: Effect[], chart: WalletMachine = walletMachine) {
  const call = (name: string) => recordedCall(effects, name);
  const api: WalletApi = {
    fetchWallet: call('fetchWallet'),
    fetchRefunds: call('fetchRefunds'),
    findPaidRegistration: call('findPaidRegistration'),
  };
  return chart.provide({
    actors: walletActors(api),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
      notifyPaymentReturn: (_, notice) => effects.push({ kind: 'notifyPaymentReturn', notice }),
      clearPaymentQuery: () => effects.push({ kind: 'clearPaymentQuery' }),
      selectRegistration: (_, { registration }) =>
        effects.push({ kind: 'selectRegistration', walletId: registration.walletId }),
    },
  });
}

// spec §7: the wallet by walletId and eventId; the refund list by the tag, else the ticket number.
const CALLS: Record<string, Effect[]> = {
  [PUBLISHED_TICKET.walletId]: [
    { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-1', eventId: 'evt-1' } },
    { kind: 'call', name: 'fetchRefunds', input: { uid: 'TCK-1001', eventId: 'evt-1' } },
  ],
  [LODGED_TAG.walletId]: [
    { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-2', eventId: 'evt-1' } },
    { kind: 'call', name: 'fetchRefunds', input: { uid: '04A1B2C3D4E5F6', eventId: 'evt-1' } },
  ],
  [RUNNING_TICKET.walletId]: [
    { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-3', eventId: 'evt-1' } },
    { kind: 'call', name: 'fetchRefunds', input: { uid: 'TCK-1001', eventId: 'evt-1' } },
  ],
};

// spec §2: completed and pending are themselves, anything else is a failed payment.
const RETURN_KINDS: Record<string, PaymentReturnKind> = {
  completed: 'completed',
  pending: 'pending',
  declined: 'failed',
};

const RETURN_TITLES: Record<PaymentReturnKind, string> = {
  completed: 'Payment Completed',
  pending: 'Payment Pending',
  failed: 'Payment Failed',
};

const toHome: Effect = { kind: 'navigate', to: { screen: 'home' } };

/** The fetched page with Show more's older row below it, nothing older left (DESIGN §8). */
const PAGED_WALLET = {
  ...WALLET,
  transactionList: [...WALLET.transactionList, ...OLDER_PAGE.transactionList],
  hasMore: false,
};
const eventNotFound: Effect[] = [{ kind: 'notify', alert: { kind: 'eventNotFound' } }, toHome];

/** spec §4 Wallet page, worked out by hand for each fixture and what has been fetched. */
function expectedButtons(context: WalletView): WalletButtons {
  const walletFetched = context.wallet !== null;
  const refundsFetched = context.refunds.length > 0;
  switch (context.registration?.walletId) {
    case PUBLISHED_TICKET.walletId:
      // The fetched wallet holds $30, so the ticket is no longer unfunded; offline, a payment
      // cannot start, so none is offered.
      return {
        lodgeRefund: false,
        amendBankAccount: false,
        topUp:
          context.offlineError !== null
            ? null
            : walletFetched
              ? 'Add More Credit'
              : 'Online Top Up',
      };
    case LODGED_TAG.walletId:
      // The amend link needs the refund list's OPEN batch.
      return { lodgeRefund: false, amendBankAccount: refundsFetched, topUp: null };
    case RUNNING_TICKET.walletId:
      return { lodgeRefund: true, amendBankAccount: false, topUp: null };
    default:
      return { lodgeRefund: false, amendBankAccount: false, topUp: null };
  }
}

const STARTED: WalletView = {
  registration: null,
  registrations: REGISTRATIONS,
  wallet: null,
  refunds: [],
  offlineError: null,
  pagingError: null,
  buttons: { lodgeRefund: false, amendBankAccount: false, topUp: null },
  paymentReturn: null,
  toldPayment: null,
};

type Region = { wallet: string; refunds: string };

const openState = ({ wallet, refunds }: Region) =>
  `open.wallet.${wallet} & open.refunds.${refunds}`;

/** The two regions of the open page as the test left them (the state the step was sent in). */
function regionsOf(from: string): Region {
  const match = /^open\.wallet\.(\w+) & open\.refunds\.(\w+)$/.exec(from);
  if (!match) throw new Error(`The page is not open in ${from}`);
  return { wallet: match[1] ?? '', refunds: match[2] ?? '' };
}

/** The page opened on a registration: both calls out, the buttons from the registration alone. */
function opening(
  registration: EventRegistration,
  paymentReturn: PaymentReturn | null = null,
): Expected {
  const context = { ...STARTED, registration, paymentReturn };
  return {
    context: { ...context, buttons: expectedButtons(context) },
    state: openState({ wallet: 'loading', refunds: 'loading' }),
    effects: CALLS[registration.walletId] ?? [],
  };
}

function expectOpen(start: WalletInput): Expected {
  const { paymentReturn } = start;
  const returned: PaymentReturn | null =
    paymentReturn && (paymentReturn.reference !== null || paymentReturn.state)
      ? paymentReturn
      : null;
  const registration = REGISTRATIONS.find(({ walletId }) => walletId === start.registration);
  // The provider's parameters leave the address at once; what they claim waits for the wallet.
  const cleared: Effect[] = returned ? [{ kind: 'clearPaymentQuery' }] : [];
  if (registration) {
    const opened = opening(registration, returned);
    return { ...opened, effects: [...cleared, ...opened.effects] };
  }
  const context = { ...STARTED, paymentReturn: returned };
  const reference = returned?.reference;
  if (reference) {
    return {
      context,
      state: 'finding',
      effects: [
        ...cleared,
        {
          kind: 'call',
          name: 'findPaidRegistration',
          input: { reference, registrations: REGISTRATIONS },
        },
      ],
    };
  }
  // No wallet to ask, so no outcome is claimed.
  return { context, state: 'closed', effects: [...cleared, ...eventNotFound] };
}

/** The outcome told once the fetched wallet holds the returned purchase (spec §2). */
function toldReturn(returned: PaymentReturn | null): PaymentReturnNotice | null {
  if (!returned || returned.reference !== PAID_REFERENCE) return null;
  return { kind: RETURN_KINDS[returned.state ?? ''] ?? 'failed', reference: returned.reference };
}

function expectStep(label: string, event: AnyEventObject, was: WalletView, from: string): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  const inRegion = (region: Partial<Region>) => openState({ ...regionsOf(from), ...region });
  switch (label) {
    case 'findPaidRegistration found': {
      const opened = opening(PUBLISHED_TICKET, was.paymentReturn);
      const select: Effect = { kind: 'selectRegistration', walletId: PUBLISHED_TICKET.walletId };
      return { ...opened, effects: [select, ...opened.effects] };
    }
    case 'findPaidRegistration none':
    case 'findPaidRegistration error':
      return { ...same, state: 'closed', effects: eventNotFound };
    case 'fetchWallet done': {
      // The balance shown is the fetched wallet's (spec §3 balance.current).
      const registration = { ...(was.registration as EventRegistration), walletBalance: 30 };
      const told = toldReturn(was.paymentReturn);
      const context = {
        ...was,
        registration,
        wallet: WALLET,
        offlineError: null,
        pagingError: null,
        paymentReturn: null,
        toldPayment: told ?? was.toldPayment,
      };
      return {
        ...same,
        context: { ...context, buttons: expectedButtons(context) },
        state: inRegion({ wallet: 'ready' }),
        effects: told ? [{ kind: 'notifyPaymentReturn', notice: told }] : [],
      };
    }
    // No answer: the page stays with what it knows and says 'Working offline' (spec §8).
    case 'fetchWallet error offline': {
      const context = { ...was, offlineError: OFFLINE_MESSAGE };
      return {
        ...same,
        context: { ...context, buttons: expectedButtons(context) },
        state: inRegion({ wallet: 'offline' }),
      };
    }
    case 'fetchWallet error refused':
      return {
        ...same,
        state: 'closed',
        effects: [
          { kind: 'notify', alert: { kind: 'walletNotFound', message: REFUSED_MESSAGE } },
          toHome,
        ],
      };
    case 'fetchRefunds done': {
      const context = { ...was, refunds: REFUNDS };
      return {
        ...same,
        context: { ...context, buttons: expectedButtons(context) },
        state: inRegion({ refunds: 'ready' }),
      };
    }
    // The last list known stays: it only decides the amend link.
    case 'fetchRefunds error':
      return { ...same, state: inRegion({ refunds: 'unavailable' }) };
    // Show more asks for the rows after the oldest one fetched, the wallet's own.
    case 'wallet.more':
      return {
        ...same,
        context: { ...was, pagingError: null },
        state: inRegion({ wallet: 'paging' }),
        effects: [
          {
            kind: 'call',
            name: 'fetchWallet',
            input: {
              walletId: was.registration?.walletId,
              eventId: 'evt-1',
              before: PAID_REFERENCE,
            },
          },
        ],
      };
    // The older row goes below those shown; the balance stays the newest page's.
    case 'fetchMore done':
      return {
        ...same,
        context: { ...was, wallet: PAGED_WALLET, pagingError: null },
        state: inRegion({ wallet: 'ready' }),
      };
    // The rows shown stay, and the page says why no more came.
    case 'fetchMore error':
      return {
        ...same,
        context: { ...was, pagingError: PAGING_MESSAGE },
        state: inRegion({ wallet: 'ready' }),
      };
    case 'wallet.refresh':
      return {
        ...same,
        state: openState({ wallet: 'loading', refunds: 'loading' }),
        effects: CALLS[was.registration?.walletId ?? ''] ?? [],
      };
    default:
      if (event.type !== 'xstate.init') throw new Error(`No expectation for step "${label}"`);
      return expectOpen(event.input as WalletInput);
  }
}

type Expected = ExpectedStep<WalletView, Effect>;

const labelsOf = (prefix: string) =>
  walletEvents.map(({ label }) => label).filter((label) => label.startsWith(prefix));

/**
 * What the page answers in each state: an open, a call's outcome, Refresh once the wallet is in,
 * Show more while the server says older rows remain.
 */
function accepts(state: string, context: WalletView): string[] {
  if (state === 'finding') return labelsOf('findPaidRegistration');
  if (state === 'closed') return [];
  const { wallet, refunds } = regionsOf(state);
  const walletLabels: Record<string, string[]> = {
    loading: labelsOf('fetchWallet'),
    paging: [...labelsOf('fetchMore'), 'wallet.refresh'],
    ready: ['wallet.refresh', ...(hasOlderRows(context.wallet) ? ['wallet.more'] : [])],
    offline: ['wallet.refresh'],
  };
  return [
    ...(walletLabels[wallet] ?? []),
    ...(refunds === 'loading' ? labelsOf('fetchRefunds') : []),
  ];
}

const paths = walletPaths();

function checkPath(path: ModelPath, chart?: WalletMachine): void {
  const effects: Effect[] = [];
  const replay: Replay<WalletView, Effect> = {
    machine: recordingMachine(effects, chart),
    view: (snapshot) => ({
      ...(snapshot.context as WalletContext),
      buttons: walletButtonsOf(snapshot.context as WalletContext, new Date()),
    }),
    effects,
    start: { state: 'start', context: STARTED },
    expectStep: (step, was, from) => expectStep(step.label, step.event, was, from),
    acceptance: { events: walletEvents, accepts },
  };
  for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
    expect(actual, label).toEqual(expected);
    const { state } = expected;
    expect(snapshot.hasTag('busy'), label).toBe(
      state === 'finding' || state.startsWith('open.wallet.loading'),
    );
    expect(snapshot.status, label).toBe(state === 'closed' ? 'done' : 'active');
  }
}

describe('wallet machine paths', () => {
  for (const path of paths) {
    it(path.title, () => checkPath(path));
  }
});

describe('the wallet paths refuse a broken chart', () => {
  const refused = (chart: WalletMachine) => refusedPaths(paths, (path) => checkPath(path, chart));

  it('an unchanged copy passes every path', () => {
    expect(refused(mutant(walletMachine, (config) => config))).toBe(0);
  });

  it('an empty machine fails every path', () => {
    expect(refused(emptied(walletMachine))).toBe(paths.length);
  });

  it('a removed transition: no refresh once offline', () => {
    const chart = mutant(walletMachine, (config) =>
      withHandler(config, ['open', 'wallet', 'offline'], 'wallet.refresh', undefined),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a removed guard: Show more when nothing older remains', () => {
    const chart = mutant(walletMachine, (config) =>
      withState(config, ['open', 'wallet', 'ready'], (node) => {
        const on = node.on as Record<string, { guard?: unknown }>;
        const { guard: _, ...more } = on['wallet.more'] ?? {};
        return { ...node, on: { ...on, 'wallet.more': more } };
      }),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a retargeted transition: a refused wallet fetch treated as offline', () => {
    const chart = mutant(walletMachine, (config) =>
      withState(config, ['open', 'wallet', 'loading'], (node) => {
        const invoke = node.invoke as { onError: { target: string }[] };
        const [offline, refused] = invoke.onError;
        const onError = [offline, { ...refused, target: 'offline' }];
        return { ...node, invoke: { ...invoke, onError } };
      }),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a removed sub-flow: no finding the paid registration', () => {
    const chart = mutant(walletMachine, (config) =>
      withState(withoutState(config, ['finding']), ['opening'], (opening) => ({
        ...opening,
        always: ((opening.always as unknown[]) ?? []).filter((_, index) => index !== 1),
      })),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });
});

describe('wallet payment return', () => {
  it('names each kind as the spec §2 alert titles do', () => {
    for (const kind of Object.values(RETURN_KINDS)) {
      expect(paymentReturnDialog(kind, 'support@example.com').title).toBe(RETURN_TITLES[kind]);
    }
  });
});

describe('wallet machine coverage', () => {
  it('takes every event of the model and reaches every state of spec §4', () => {
    const open = (wallet: string, refunds: string[]) =>
      refunds.map((refund) => openState({ wallet, refunds: refund }));
    const regions = ['loading', 'ready', 'unavailable'];
    expect(pathReach(paths)).toEqual({
      labels: [...walletStarts, ...walletEvents].map((event) => event.label).sort(),
      // The two regions in every combination.
      states: [
        'closed',
        'finding',
        ...open('loading', regions),
        ...open('offline', regions),
        ...open('paging', regions),
        ...open('ready', regions),
      ].sort(),
    });
  });

  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(machine, eventSequences(paths));
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    expect(unselectablePathNames(paths)).toEqual([]);
  });
});
