// Model-based tests of the wallet page chart, once for each page it runs (top-up, refund): every
// generated path is replayed in a real actor whose two children are stand-ins that record how
// they were started. After each step the test compares the chart's state, its context and what
// it started with its own account of DESIGN §4: the form waits for the wallet and the refund
// list, Try Again starts the wallet chart afresh, either child closing closes the page.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, createMachine } from 'xstate';
import { modelPaths, unselectablePathNames } from '../../../../test-support/charts/model-paths';
import type { ExpectedStep } from '../../../../test-support/charts/replay-path';
import {
  eventSequences,
  type Replay,
  replayPath,
} from '../../../../test-support/charts/replay-path';
import {
  takenTransitions,
  uncoveredTransitions,
} from '../../../../test-support/charts/transition-coverage';
import type { FetchedWallet } from './wallet-fetched';
import type { walletMachine } from './wallet-machine';
import { OPEN_REFUND, WALLET } from './wallet-model';
import {
  FETCHED_TICKET,
  PAGE_INPUTS,
  walletPageEvents,
  walletPageModels,
} from './wallet-page-model';

type Page = keyof typeof PAGE_INPUTS;

type Effect = { kind: 'wallet'; input: unknown } | { kind: 'form'; input: unknown };

interface PageContext {
  input: unknown;
  fetched: FetchedWallet | null;
}

function recordingMachine(page: Page, effects: Effect[]) {
  const standIn = (kind: Effect['kind']) =>
    createMachine({
      context: ({ input }) => {
        effects.push({ kind, input });
        return {};
      },
    }) as unknown as typeof walletMachine;
  return walletPageModels[page].machine.provide({
    actors: { wallet: standIn('wallet'), form: standIn('form') },
  });
}

// The wallet chart is asked for the address's wallet, never with a provider's return.
const WALLET_START: Record<Page, Effect> = {
  topUp: {
    kind: 'wallet',
    input: { ...PAGE_INPUTS.topUp, paymentReturn: null },
  },
  refund: {
    kind: 'wallet',
    input: {
      registration: PAGE_INPUTS.refund.registration,
      registrations: PAGE_INPUTS.refund.registrations,
      paymentReturn: null,
    },
  },
};

// What each page's form starts with, written out from spec §4/§5: the top-up form the balance
// and transactions, the refund form the balance, the refund list and the profile's details.
function formInput(page: Page, fetched: FetchedWallet): unknown {
  if (page === 'topUp') {
    return { registration: FETCHED_TICKET, balance: 30, transactions: WALLET.transactionList };
  }
  return {
    mode: 'request',
    registration: FETCHED_TICKET,
    balance: 30,
    refunds: fetched.refunds,
    prefill: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@example.com',
      phone: '021 555 0101',
      accountNumber: '01-0902-0068389-00',
    },
  };
}

type Expected = ExpectedStep<PageContext, Effect>;

function expectStep(page: Page, label: string, was: PageContext, from: string): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  const fetching = from.startsWith('fetching');
  const fetchedWith = (refunds: FetchedWallet['refunds']): Expected => {
    const fetched = { registration: FETCHED_TICKET, wallet: WALLET, refunds };
    return {
      context: { ...was, fetched },
      state: 'form',
      effects: [{ kind: 'form', input: formInput(page, fetched) }],
    };
  };
  switch (label) {
    case 'both fetched':
      return fetching ? fetchedWith([OPEN_REFUND]) : same;
    case 'refund list unavailable':
      return fetching ? fetchedWith([]) : same;
    case 'wallet offline':
      return fetching ? { ...same, state: 'fetching.offline' } : same;
    case 'retry':
      return { ...same, state: 'fetching.loading', effects: [WALLET_START[page]] };
    case 'wallet closed':
      return fetching ? { ...same, state: 'closed' } : same;
    case 'form closed':
      return from === 'form' ? { ...same, state: 'closed' } : same;
    default:
      throw new Error(`No expectation for ${label}`);
  }
}

// Which of the model's events each state takes.
const ACCEPTS: Record<string, string[]> = {
  'fetching.loading': [
    'both fetched',
    'refund list unavailable',
    'wallet offline',
    'wallet closed',
  ],
  'fetching.offline': [
    'both fetched',
    'refund list unavailable',
    'wallet offline',
    'wallet closed',
    'retry',
  ],
  form: ['form closed'],
  closed: [],
};

for (const page of ['topUp', 'refund'] as const) {
  const paths = modelPaths(walletPageModels[page]);

  describe(`${page} page chart paths`, () => {
    for (const path of paths) {
      it(path.title, () => {
        const effects: Effect[] = [];
        const replay: Replay<PageContext, Effect> = {
          machine: recordingMachine(page, effects),
          effects,
          input: PAGE_INPUTS[page],
          start: {
            state: 'fetching.loading',
            context: { input: PAGE_INPUTS[page], fetched: null },
          },
          expectStep: (step, was, from) => expectStep(page, step.label, was, from),
          acceptance: {
            events: walletPageEvents,
            accepts: (state) => ACCEPTS[state] ?? [],
          },
        };
        for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
          // Starting, the page asks the wallet chart for the address's wallet.
          const effectsNow = label === 'start' ? [WALLET_START[page]] : expected.effects;
          expect(actual, label).toEqual({ ...expected, effects: effectsNow });
          // Closed is the end of the page: the session starts a new chart for the next one.
          expect(snapshot.status, label).toBe(expected.state === 'closed' ? 'done' : 'active');
        }
      });
    }
  });

  describe(`${page} page chart coverage`, () => {
    it('walks every declared transition', () => {
      const machine = recordingMachine(page, []);
      const taken = takenTransitions(machine, eventSequences(paths), PAGE_INPUTS[page]);
      expect(uncoveredTransitions(machine, taken)).toEqual([]);
    });

    it('names every path uniquely and safely for `vitest -t`', () => {
      expect(unselectablePathNames(paths)).toEqual([]);
    });
  });
}

describe('wallet page chart rules off the paths', () => {
  // The wallet chart's snapshot at `value` holding the wallet and refunds of 'both fetched'.
  const holding = (value: Record<string, string>): AnyEventObject => {
    const fetched = walletPageEvents.find((event) => event.label === 'both fetched')
      ?.event as AnyEventObject;
    const snapshot = fetched.snapshot.machine.resolveState({
      value: { open: value },
      context: fetched.snapshot.context,
    });
    return { type: 'xstate.snapshot.wallet', snapshot };
  };

  it.each([
    ['its refund list is not', { wallet: 'ready', refunds: 'loading' }],
    ['the wallet is asked for again', { wallet: 'loading', refunds: 'ready' }],
  ])('keeps the loader while the wallet is fetched but %s', (_, value) => {
    const effects: Effect[] = [];
    const actor = createActor(recordingMachine('refund', effects), {
      input: PAGE_INPUTS.refund,
    }).start();
    actor.send(holding(value));
    expect(actor.getSnapshot().value).toEqual({ fetching: 'loading' });
    expect(effects.filter((effect) => effect.kind === 'form')).toEqual([]);
    actor.stop();
  });
});
