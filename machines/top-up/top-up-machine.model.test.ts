// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (a never-settling purchase request, navigate, notify, redirectTo). After each step the recorded
// effects are compared with what spec §4/§5/§8 ask for, and the amount, the order summary and the
// request button are checked against figures worked out by hand for the fixture's rate card
// ($4.00 activation online, 5% card fee).
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { PAYMENT_REQUEST_FAILED, paymentRequestErrorMessage } from '../../src/domain/messages';
import { TOP_UP_AMOUNT_ERROR } from '../../src/domain/top-up';
import { stateName } from '../testing/model-paths';
import { takenTransitions, uncoveredTransitions } from '../testing/transition-coverage';
import { topUpMachine } from './top-up-machine';
import { CARD_HOLDER_ERROR, REDIRECT, SERVER_ERROR, topUpPaths } from './top-up-model';
import { type TopUpApi, topUpActors } from './top-up-services';
import type { PurchaseRequest, TopUpAlert, TopUpNavigation } from './top-up-types';

type Effect =
  | { kind: 'call'; name: string; input: unknown }
  | { kind: 'navigate'; to: TopUpNavigation }
  | { kind: 'notify'; alert: TopUpAlert }
  | { kind: 'redirectTo'; url: string };

function recordingMachine(effects: Effect[]) {
  const api: TopUpApi = {
    requestPurchase: (input) => {
      effects.push({ kind: 'call', name: 'requestPurchase', input });
      return new Promise(() => {});
    },
  };
  return topUpMachine.provide({
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

interface Expected {
  amountCents: number;
  customAmount: string;
  amountError: string | null;
  summary: Figures | null;
  canRequest: boolean;
}

const NOTHING: Expected = {
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
const EXPECTED: Record<Wallet, Record<string, Expected>> = {
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

/** spec §7's body with the items of DESIGN §3: the top up, minus the card fee, minus activation. */
function expectedRequest(amountCents: number, summary: Figures): PurchaseRequest {
  const item = (code: string, name: string, cents: number, category: string) => ({
    code,
    name,
    price: dollars(cents),
    currency: 'NZD',
    quantity: 1,
    category,
  });
  const items = [
    item('TOP_UP', 'Online Top Up', amountCents, 'TOP_UP'),
    item('CARD_FEE', 'Card Fee', -summary.cardFee, 'TOP_UP'),
    ...(summary.activationFee > 0
      ? [item('ACTIVATION_FEE', 'Activation Fee', -summary.activationFee, 'ACTIVATION')]
      : []),
  ];
  return {
    uid: 'TCK-1001',
    walletId: 'wallet-1',
    description: 'Online Top Up - Summer Festival',
    currency: 'NZD',
    category: 'TOP_UP',
    purchaseItemList: items as PurchaseRequest['purchaseItemList'],
    contractCode: 'C-1',
    eventId: 'evt-1',
    creditTotal: dollars(summary.credit),
    cardFee: dollars(summary.cardFee),
    activationFee: dollars(summary.activationFee),
  };
}

const toHome: Effect = { kind: 'navigate', to: { to: '/home' } };

function expectedEffects(label: string, chosen: Expected): Effect[] {
  switch (label) {
    case 'open during the event':
      return [toHome];
    case 'open no registration':
      return [{ kind: 'notify', alert: { kind: 'eventNotFound' } }, toHome];
    case 'topUp.request':
      if (!chosen.summary) throw new Error('A request was sent without an order summary');
      return [
        {
          kind: 'call',
          name: 'requestPurchase',
          input: expectedRequest(chosen.amountCents, chosen.summary),
        },
      ];
    case 'requestPurchase done':
      return [{ kind: 'redirectTo', url: REDIRECT }];
    default:
      return [];
  }
}

const FAILURES: Record<string, string> = {
  'requestPurchase error card holder': CARD_HOLDER_ERROR,
  'requestPurchase error server': SERVER_ERROR,
};

const paths = topUpPaths();

describe('top-up machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
      let wallet: Wallet | null = null;
      let chosen = NOTHING;
      let error: string | null = null;
      for (const step of path.steps) {
        actor.send(step.event);
        const after = actor.getSnapshot();
        expect(stateName(after.value), step.label).toBe(step.state);
        expect(effects, step.label).toEqual(expectedEffects(step.label, chosen));
        effects.length = 0;

        if (step.label === 'open first top up' || step.label === 'open near the limit') {
          wallet = step.label;
        }
        const choice = wallet ? EXPECTED[wallet][step.label] : undefined;
        if (choice) {
          chosen = choice;
          error = null;
        }
        if (step.label === 'topUp.request') error = null;
        error = FAILURES[step.label] ?? error;

        const { context } = after;
        if (after.matches('closed')) {
          expect(after.status).toBe('done');
          continue;
        }
        expect(context.amountCents).toBe(chosen.amountCents);
        expect(context.customAmount).toBe(chosen.customAmount);
        expect(context.amountError).toBe(chosen.amountError);
        expect(
          context.summary && {
            cardFee: context.summary.cardFeeCents,
            activationFee: context.summary.activationFeeCents,
            credit: context.summary.creditCents,
            balanceAfter: context.summary.balanceAfterCents,
          },
          step.label,
        ).toEqual(chosen.summary);
        // The button: allowed amounts only, and never while a request is out (spec §5).
        expect(after.can({ type: 'topUp.request' }), step.label).toBe(
          after.matches('form') && chosen.canRequest,
        );
        expect(after.hasTag('busy')).toBe(
          after.matches('requesting') || after.matches('redirecting'),
        );
        expect(context.error).toBe(error);
        expect(after.matches({ form: 'failed' })).toBe(error !== null);
        if (after.matches('redirecting')) expect(after.status).toBe('done');
      }
      actor.stop();
    });
  }
});

describe('top-up failure text', () => {
  it('lets the screen show the card holder refusal as the server put it, else the spec text', () => {
    expect(paymentRequestErrorMessage(CARD_HOLDER_ERROR, 'TapWallet')).toBe(CARD_HOLDER_ERROR);
    expect(paymentRequestErrorMessage(SERVER_ERROR, 'TapWallet')).toBe(PAYMENT_REQUEST_FAILED);
  });
});

describe('top-up machine coverage', () => {
  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(
      machine,
      paths.map((path) => path.steps.map((step) => step.event)),
    );
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    const descriptions = paths.map((path) => path.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description).not.toMatch(/[\\^$*+?()[\]{}|]/);
  });
});
