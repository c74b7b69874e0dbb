// Model-based tests of the donation page chart: the wallet page chart running the donation chart.
// Every generated path is replayed in a real actor whose two children are stand-ins recording how
// they were started. After each step the chart's state, context and what it started are compared
// with DESIGN §4's account of a wallet page: the form waits for the wallet and the refund list,
// Try Again starts the wallet chart afresh, either child closing closes the page; and the donation
// chart starts with the registration and balance fetched.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { modelPaths } from '../../../../test-support/charts/model-paths';
import {
  type ExpectedStep,
  eventSequences,
  type Replay,
  replayPath,
} from '../../../../test-support/charts/replay-path';
import {
  takenTransitions,
  uncoveredTransitions,
} from '../../../../test-support/charts/transition-coverage';
import type { FetchedWallet } from '../../wallet/chart/wallet-fetched';
import type { walletMachine } from '../../wallet/chart/wallet-machine';
import { OPEN_REFUND, WALLET } from '../../wallet/chart/wallet-model';
import { FETCHED_TICKET, walletPageEvents } from '../../wallet/chart/wallet-page-model';
import { DONATION_PAGE_INPUT, donationPageModel } from './donation-page-model';

type Effect = { kind: 'wallet'; input: unknown } | { kind: 'form'; input: unknown };

interface PageContext {
  input: unknown;
  fetched: FetchedWallet | null;
}

function recordingMachine(effects: Effect[]) {
  const standIn = (kind: Effect['kind']) =>
    createMachine({
      context: ({ input }) => {
        effects.push({ kind, input });
        return {};
      },
    }) as unknown as typeof walletMachine;
  return donationPageModel.machine.provide({
    actors: { wallet: standIn('wallet'), form: standIn('form') },
  });
}

// The wallet chart is asked for the address's wallet, never with a provider's return.
const WALLET_START: Effect = {
  kind: 'wallet',
  input: {
    registration: DONATION_PAGE_INPUT.registration,
    registrations: DONATION_PAGE_INPUT.registrations,
    paymentReturn: null,
  },
};

// The wallet model's balance is $30.00.
const FORM_START: Effect = { kind: 'form', input: { registration: FETCHED_TICKET, balance: 30 } };

type Expected = ExpectedStep<PageContext, Effect>;

function expectStep(label: string, was: PageContext, from: string): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  const fetching = from.startsWith('fetching');
  const fetchedWith = (refunds: FetchedWallet['refunds']): Expected => ({
    context: { ...was, fetched: { registration: FETCHED_TICKET, wallet: WALLET, refunds } },
    state: 'form',
    effects: [FORM_START],
  });
  switch (label) {
    case 'both fetched':
      return fetching ? fetchedWith([OPEN_REFUND]) : same;
    case 'refund list unavailable':
      return fetching ? fetchedWith([]) : same;
    case 'wallet offline':
      return fetching ? { ...same, state: 'fetching.offline' } : same;
    case 'retry':
      return { ...same, state: 'fetching.loading', effects: [WALLET_START] };
    case 'wallet closed':
      return fetching ? { ...same, state: 'closed' } : same;
    case 'form closed':
      return from === 'form' ? { ...same, state: 'closed' } : same;
    default:
      throw new Error(`No expectation for ${label}`);
  }
}

const FETCHES = ['both fetched', 'refund list unavailable', 'wallet offline', 'wallet closed'];
const ACCEPTS: Record<string, string[]> = {
  'fetching.loading': FETCHES,
  'fetching.offline': [...FETCHES, 'retry'],
  form: ['form closed'],
};

const paths = modelPaths(donationPageModel);

describe('donation page chart paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      const replay: Replay<PageContext, Effect> = {
        machine: recordingMachine(effects),
        effects,
        input: DONATION_PAGE_INPUT,
        start: {
          state: 'fetching.loading',
          context: { input: DONATION_PAGE_INPUT, fetched: null },
        },
        expectStep: (step, was, from) => expectStep(step.label, was, from),
        acceptance: { events: walletPageEvents, accepts: (state) => ACCEPTS[state] ?? [] },
      };
      for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
        const effectsNow = label === 'start' ? [WALLET_START] : expected.effects;
        expect(actual, label).toEqual({ ...expected, effects: effectsNow });
        expect(snapshot.status, label).toBe(expected.state === 'closed' ? 'done' : 'active');
      }
    });
  }
});

describe('donation page chart coverage', () => {
  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(machine, eventSequences(paths), DONATION_PAGE_INPUT);
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });
});
