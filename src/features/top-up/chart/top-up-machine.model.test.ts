// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (a never-settling purchase request, navigate, notify, redirectTo). After each step the recorded
// effects are compared with what spec §4/§5/§8 ask for, and the amount, the order summary and the
// request button are checked against figures worked out by hand for the fixture's rate card
// ($4.00 activation online, 5% card fee).
import { describe, expect, it } from 'vitest';

import {
  PAYMENT_REQUEST_FAILED,
  paymentRequestErrorMessage,
} from '../../../../core/domain/messages';
import { type PurchaseItem, TOP_UP_AMOUNT_ERROR, type TopUp } from '../../../../core/domain/top-up';
import type { ModelPath } from '../../../../test-support/charts/model-paths';
import { unselectablePathNames } from '../../../../test-support/charts/model-paths';
import {
  emptied,
  mutant,
  refusedPaths,
  withHandler,
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
import {
  orderSummaryOf,
  type TopUpContext,
  type TopUpMachine,
  topUpMachine,
} from './top-up-machine';
import {
  CARD_HOLDER_ERROR,
  PUBLISHED_TICKET,
  REDIRECT,
  SERVER_ERROR,
  STARTED_TICKET,
  topUpEvents,
  topUpPaths,
  topUpStarts,
} from './top-up-model';
import { type TopUpApi, topUpActors } from './top-up-services';
import type { PurchaseRequest, TopUpAlert, TopUpNavigation } from './top-up-types';

type Effect =
  | CallEffect
  | { kind: 'navigate'; to: TopUpNavigation }
  | { kind: 'notify'; alert: TopUpAlert }
  | { kind: 'redirectTo'; url: string };

function recordingMachine(effects: Effect[], chart: TopUpMachine = topUpMachine) {
  const api: TopUpApi = { requestPurchase: recordedCall(effects, 'requestPurchase') };
  return chart.provide({
    actors: topUpActors(api),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
      redirectTo: (_, { url }) => effects.push({ kind: 'redirectTo', url }),
    },
  });
}

type Wallet = 'open first top up' | 'open near the limit';

interface Figures {
  cardFee: number;
  activationFee: number;
  credit: number;
  balanceAfter: number;
}

/** The context as the page sees it: with the order summary its selector works out. */
type TopUpView = TopUpContext & { summary: TopUp | null };

type Expected = ExpectedStep<TopUpView, Effect>;

interface Choice {
  amountCents: number;
  customAmount: string;
  amountError: string | null;
  summary: Figures | null;
  canRequest: boolean;
}

const NOTHING: Choice = {
  amountCents: 0,
  customAmount: '',
  amountError: null,
  summary: null,
  canRequest: false,
};

const figures = (cardFee: number, activationFee: number, credit: number, balanceAfter: number) => ({
  cardFee,
  activationFee,
  credit,
  balanceAfter,
});

// First top up: $0 on the wallet, activation fee due. Near the limit: $900, activation paid, and
// no more than $99.99 may be added (spec §5: balance + amount ≤ 999.99).
const EXPECTED: Record<Wallet, Record<string, Choice>> = {
  'open first top up': {
    'preset 50': {
      ...NOTHING,
      amountCents: 5000,
      summary: figures(250, 400, 4350, 4350),
      canRequest: true,
    },
    'preset 100': {
      ...NOTHING,
      amountCents: 10000,
      summary: figures(500, 400, 9100, 9100),
      canRequest: true,
    },
    'custom 15': {
      ...NOTHING,
      amountCents: 1500,
      customAmount: '15',
      amountError: TOP_UP_AMOUNT_ERROR,
    },
    // 5% of $33.33 is 166.65 cents, rounded half up.
    'custom 33.33': {
      ...NOTHING,
      amountCents: 3333,
      customAmount: '33.33',
      summary: figures(167, 400, 2766, 2766),
      canRequest: true,
    },
    // Clamped to 999.
    'custom 1500': {
      ...NOTHING,
      amountCents: 99900,
      customAmount: '999',
      summary: figures(4995, 400, 94505, 94505),
      canRequest: true,
    },
    'custom emptied': NOTHING,
    'custom letters': { ...NOTHING, customAmount: 'abc', amountError: TOP_UP_AMOUNT_ERROR },
  },
  'open near the limit': {
    'preset 50': {
      ...NOTHING,
      amountCents: 5000,
      summary: figures(250, 0, 4750, 94750),
      canRequest: true,
    },
    'preset 100': { ...NOTHING, amountCents: 10000, summary: figures(500, 0, 9500, 99500) },
    'custom 15': {
      ...NOTHING,
      amountCents: 1500,
      customAmount: '15',
      amountError: TOP_UP_AMOUNT_ERROR,
    },
    'custom 33.33': {
      ...NOTHING,
      amountCents: 3333,
      customAmount: '33.33',
      summary: figures(167, 0, 3166, 93166),
      canRequest: true,
    },
    'custom 1500': {
      ...NOTHING,
      amountCents: 99900,
      customAmount: '999',
      summary: figures(4995, 0, 94905, 184905),
    },
    'custom emptied': NOTHING,
    'custom letters': { ...NOTHING, customAmount: 'abc', amountError: TOP_UP_AMOUNT_ERROR },
  },
};

const dollars = (cents: number) => cents / 100;

/** DESIGN §3's items: the top up, minus the card fee, minus activation when it is due. */
function expectedItems(amountCents: number, figures: Figures): PurchaseItem[] {
  const item = (code: PurchaseItem['code'], name: string, cents: number, category: string) =>
    ({
      code,
      name,
      price: dollars(cents),
      currency: 'NZD',
      quantity: 1,
      category,
    }) as PurchaseItem;
  return [
    item('TOP_UP', 'Online Top Up', amountCents, 'TOP_UP'),
    item('CARD_FEE', 'Card Fee', -figures.cardFee, 'TOP_UP'),
    ...(figures.activationFee > 0
      ? [item('ACTIVATION_FEE', 'Activation Fee', -figures.activationFee, 'ACTIVATION')]
      : []),
  ];
}

/** The order summary the page shows for a choice, from the hand-worked figures. */
function expectedSummary(choice: Choice): TopUp | null {
  const { summary } = choice;
  if (!summary) return null;
  return {
    topUpCents: choice.amountCents,
    cardFeeCents: summary.cardFee,
    activationFeeCents: summary.activationFee,
    creditCents: summary.credit,
    balanceAfterCents: summary.balanceAfter,
    items: expectedItems(choice.amountCents, summary),
  };
}

/** spec §7's body: the wallet and event of the fixture, the summary's items and figures. */
function expectedRequest(amountCents: number, summary: Figures): PurchaseRequest {
  return {
    uid: 'TCK-1001',
    walletId: 'wallet-1',
    description: 'Online Top Up - Summer Festival',
    currency: 'NZD',
    category: 'TOP_UP',
    purchaseItemList: expectedItems(amountCents, summary),
    contractCode: 'C-1',
    eventId: 'evt-1',
    creditTotal: dollars(summary.credit),
    cardFee: dollars(summary.cardFee),
    activationFee: dollars(summary.activationFee),
  };
}

const toHome: Effect = { kind: 'navigate', to: { screen: 'home' } };

/** The first top up's wallet as the page opens on it: $0, activation due, no amount chosen. */
const FRESH: TopUpView = {
  registration: PUBLISHED_TICKET,
  balanceCents: 0,
  activationPaid: false,
  amountCents: 0,
  customAmount: '',
  amountError: null,
  summary: null,
  error: null,
};

/** The wallets the page opens on: the fixture's published ticket with what each holds. */
const OPENED: Record<Wallet, TopUpView> = {
  'open first top up': FRESH,
  'open near the limit': {
    ...FRESH,
    balanceCents: 90000,
    activationPaid: true,
  },
};

const FAILURES: Record<string, string> = {
  'requestPurchase error card holder': CARD_HOLDER_ERROR,
  'requestPurchase error server': SERVER_ERROR,
};

/** Which wallet is open, told by what the test itself opened it with. */
const walletOf = (was: TopUpContext): Wallet =>
  was.activationPaid ? 'open near the limit' : 'open first top up';

/** The amount chosen so far, as the test's table has it. */
function choiceOf(was: TopUpContext): Choice {
  const choices = Object.values(EXPECTED[walletOf(was)]);
  const same = (c: Choice) =>
    c.amountCents === was.amountCents && c.customAmount === was.customAmount;
  return choices.find(same) ?? NOTHING;
}

function expectStep(label: string, was: TopUpView): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  switch (label) {
    case 'open first top up':
    case 'open near the limit':
      return { ...same, context: OPENED[label], state: 'form.editing' };
    // spec §4: the page lives only before the event, and says so as it leaves.
    case 'open during the event':
      return {
        context: { ...FRESH, registration: STARTED_TICKET },
        state: 'closed',
        effects: [{ kind: 'notify', alert: { kind: 'notBeforeEvent' } }, toHome],
      };
    case 'topUp.request': {
      const chosen = choiceOf(was);
      if (!chosen.canRequest || !chosen.summary) return same;
      const input = expectedRequest(chosen.amountCents, chosen.summary);
      return {
        context: { ...was, error: null },
        state: 'requesting',
        effects: [{ kind: 'call', name: 'requestPurchase', input }],
      };
    }
    case 'requestPurchase done':
      return { ...same, state: 'redirecting', effects: [{ kind: 'redirectTo', url: REDIRECT }] };
    default: {
      const failure = FAILURES[label];
      if (failure) return { ...same, context: { ...was, error: failure }, state: 'form.failed' };
      // A preset or custom amount: the field, its message and the summary; a failure is cleared.
      const choice = EXPECTED[walletOf(was)][label];
      if (!choice) throw new Error(`No expectation for step "${label}"`);
      const { amountCents, customAmount, amountError } = choice;
      const summary = expectedSummary(choice);
      return {
        ...same,
        context: { ...was, amountCents, customAmount, amountError, summary, error: null },
        state: 'form.editing',
      };
    }
  }
}

const paths = topUpPaths();

const labelsOf = (type: string) =>
  topUpEvents.filter(({ event }) => event.type === type).map(({ label }) => label);

/** What the page answers in each state; the request only for an allowed amount (spec §5). */
function accepts(state: string, context: TopUpContext): string[] {
  if (state === 'requesting') {
    return [
      ...labelsOf('xstate.done.actor.requestPurchase'),
      ...labelsOf('xstate.error.actor.requestPurchase'),
    ];
  }
  if (!state.startsWith('form.')) return [];
  const request = choiceOf(context).canRequest ? ['topUp.request'] : [];
  return [...labelsOf('topUp.preset'), ...labelsOf('topUp.custom'), ...request];
}

function checkPath(path: ModelPath, chart?: TopUpMachine): void {
  const effects: Effect[] = [];
  const replay: Replay<TopUpView, Effect> = {
    machine: recordingMachine(effects, chart),
    view: (snapshot) => {
      const context = snapshot.context as TopUpContext;
      return { ...context, summary: orderSummaryOf(context) };
    },
    effects,
    start: { state: 'start', context: FRESH },
    expectStep: (step, was) => expectStep(step.label, was),
    acceptance: { events: topUpEvents, accepts },
  };
  for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
    expect(actual, label).toEqual(expected);
    const { state } = expected;
    expect(snapshot.hasTag('busy'), label).toBe(['requesting', 'redirecting'].includes(state));
    expect(snapshot.status, label).toBe(
      ['closed', 'redirecting'].includes(state) ? 'done' : 'active',
    );
  }
}

describe('top-up machine paths', () => {
  for (const path of paths) {
    it(path.title, () => checkPath(path));
  }
});

describe('the top-up paths refuse a broken chart', () => {
  const refused = (chart: TopUpMachine) => refusedPaths(paths, (path) => checkPath(path, chart));

  it('an unchanged copy passes every path', () => {
    expect(refused(mutant(topUpMachine, (config) => config))).toBe(0);
  });

  it('an empty machine fails every path', () => {
    expect(refused(emptied(topUpMachine))).toBe(paths.length);
  });

  it('a removed transition: no custom amounts', () => {
    const chart = mutant(topUpMachine, (config) =>
      withHandler(config, ['form'], 'topUp.custom', undefined),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a retargeted transition: a failed request back to plain editing', () => {
    const chart = mutant(topUpMachine, (config) =>
      withState(config, ['requesting'], (node) => ({
        ...node,
        invoke: { ...(node.invoke as object), onError: { target: 'form.editing' } },
      })),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });
});

describe('top-up failure text', () => {
  it('lets the screen show the card holder refusal as the server put it, else the spec text', () => {
    expect(paymentRequestErrorMessage(CARD_HOLDER_ERROR, 'TapWallet')).toBe(CARD_HOLDER_ERROR);
    expect(paymentRequestErrorMessage(SERVER_ERROR, 'TapWallet')).toBe(PAYMENT_REQUEST_FAILED);
  });
});

describe('top-up machine coverage', () => {
  it('takes every event of the model and reaches every state of spec §4', () => {
    expect(pathReach(paths)).toEqual({
      labels: [...topUpStarts, ...topUpEvents].map((event) => event.label).sort(),
      states: ['closed', 'form.editing', 'form.failed', 'redirecting', 'requesting'],
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
