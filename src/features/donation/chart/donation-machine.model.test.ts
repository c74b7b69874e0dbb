// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (a never-settling donate call, navigate, notify). After each step the recorded effects, the
// state and the context are compared with what DESIGN §8 "Donation" asks for, worked out by hand
// per fixture: the amount accepted or its message, the request sent (always the visit's key, so a
// retry or a new choice after a failure never gives twice), the alerts and the way back to the
// wallet.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, assign } from 'xstate';
import {
  DONATION_MINIMUM_MESSAGE,
  DONATION_WHILE_REFUND_LODGED_MESSAGE,
  NO_CHARITY_MESSAGE,
} from '../../../../core/domain/donation';
import { REFUNDS_CLOSED_MESSAGE } from '../../../../core/domain/refund';
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
import { type DonationContext, type DonationMachine, donationMachine } from './donation-machine';
import {
  DONATION_REFUSAL,
  donationEvents,
  donationPaths,
  donationStarts,
  FINISHED_WITH_CHARITY,
  OPENED_AT,
  PART_AMOUNT,
  REQUEST_KEY,
  TOO_MUCH,
} from './donation-model';
import { donationActors } from './donation-services';
import type { DonationAlert, DonationInput, DonationNavigation } from './donation-types';

type Effect =
  | CallEffect
  | { kind: 'navigate'; to: DonationNavigation }
  | { kind: 'notify'; alert: DonationAlert };

function recordingMachine(effects: Effect[], chart: DonationMachine = donationMachine) {
  // The visit is stamped once: a second stamp would change the key, which every call must keep.
  let stamps = 0;
  return chart.provide({
    actors: donationActors({ donate: recordedCall(effects, 'donate') }),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
      stampVisit: assign(() => {
        stamps += 1;
        return {
          requestKey: stamps === 1 ? REQUEST_KEY : `${REQUEST_KEY}-${stamps}`,
          openedAt: OPENED_AT,
        };
      }),
    },
  });
}

/** The page as it opens on a wallet, the visit stamped: all of the balance chosen, nothing typed
 * or accepted. */
function openedOn({ registration, balance }: DonationInput): DonationContext {
  return {
    registration,
    balanceCents: Math.round(balance * 100),
    requestKey: REQUEST_KEY,
    openedAt: OPENED_AT,
    whole: true,
    amountText: '',
    amountError: null,
    amountCents: null,
  };
}

const toWallet: Effect = {
  kind: 'navigate',
  to: { screen: 'wallet', registration: FINISHED_WITH_CHARITY.walletId },
};
const alert = (value: DonationAlert): Effect => ({ kind: 'notify', alert: value });

// Why each refused start cannot donate, as donationError words it.
const REFUSED_OPENS: Record<string, string> = {
  'open without charity': NO_CHARITY_MESSAGE,
  'open refund lodged': DONATION_WHILE_REFUND_LODGED_MESSAGE,
  'open after close': REFUNDS_CLOSED_MESSAGE,
};

/** The model's typed amounts in cents, of the $40.00 balance every open page holds. */
const TYPED_CENTS: Record<string, number> = { '': 0, [PART_AMOUNT]: 1500, [TOO_MUCH]: 5000 };

function chosen(context: DonationContext): number {
  if (context.whole) return context.balanceCents;
  const cents = TYPED_CENTS[context.amountText];
  if (cents === undefined) throw new Error(`No expectation for "${context.amountText}"`);
  return cents;
}

function amountMessage(cents: number): string | null {
  if (cents === 0) return DONATION_MINIMUM_MESSAGE;
  return cents > 4000 ? 'You can donate at most your balance of $40.00' : null;
}

/** The call: always the visit's key; all of it leaves the amount to the server. */
function donateCall(context: DonationContext): Effect {
  const base = { walletId: 'wallet-1', eventId: 'evt-1', requestKey: REQUEST_KEY };
  const input = context.whole
    ? { ...base, wholeBalance: true }
    : { ...base, wholeBalance: false, amount: (context.amountCents ?? 0) / 100 };
  return { kind: 'call', name: 'donate', input };
}

type Expected = ExpectedStep<DonationContext, Effect>;

function expectStep(
  label: string,
  event: AnyEventObject,
  was: DonationContext,
  from: string,
): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  if (label === 'open with charity') {
    return { ...same, context: openedOn(event.input as DonationInput), state: 'choosing' };
  }
  const refused = REFUSED_OPENS[label];
  if (refused) {
    return {
      context: openedOn(event.input as DonationInput),
      state: 'closed',
      effects: [alert({ kind: 'donationUnavailable', message: refused }), toWallet],
    };
  }
  switch (label) {
    case 'choose amount':
    case 'choose whole':
      return { ...same, context: { ...was, whole: label === 'choose whole', amountError: null } };
    case 'type part':
    case 'type too much':
    case 'type nothing':
      return { ...same, context: { ...was, amountText: event.text as string, amountError: null } };
    case 'donation.submit': {
      const cents = chosen(was);
      const message = amountMessage(cents);
      if (message) return { ...same, context: { ...was, amountError: message } };
      return { ...same, context: { ...was, amountCents: cents }, state: 'confirming' };
    }
    case 'donation.confirm':
    case 'donation.retry':
      return { ...same, state: 'giving', effects: [donateCall(was)] };
    case 'donation.cancel':
      return { ...same, state: 'choosing' };
    // The thank-you names what the server says was given, whatever was asked.
    case 'donate done':
      return {
        ...same,
        state: 'closed',
        effects: [
          alert({ kind: 'donationMade', charityName: 'Kids Can', amountCents: 1500 }),
          toWallet,
        ],
      };
    case 'donate error':
      return { ...same, state: 'failed' };
    case 'donate refused':
      return {
        ...same,
        state: 'closed',
        effects: [alert({ kind: 'donationRefused', message: DONATION_REFUSAL }), toWallet],
      };
    default:
      throw new Error(`No expectation for step "${label}" from ${from}`);
  }
}

const labelsOf = (...types: string[]) =>
  donationEvents.filter(({ event }) => types.includes(event.type)).map(({ label }) => label);

/** What the page answers in each state. */
function accepts(state: string): string[] {
  switch (state) {
    case 'choosing':
      return labelsOf('donation.choose', 'donation.amount', 'donation.submit');
    case 'confirming':
      return labelsOf('donation.confirm', 'donation.cancel');
    case 'giving':
      return labelsOf('xstate.done.actor.donate', 'xstate.error.actor.donate');
    case 'failed':
      return labelsOf('donation.retry', 'donation.cancel');
    default:
      return [];
  }
}

const paths = donationPaths();

/** The model's own start, never compared: every path opens with one of the model's starts. */
const BEFORE_START = openedOn({ registration: FINISHED_WITH_CHARITY, balance: 0 });

function checkPath(path: ModelPath, chart?: DonationMachine): void {
  const effects: Effect[] = [];
  const replay: Replay<DonationContext, Effect> = {
    machine: recordingMachine(effects, chart),
    effects,
    start: { state: 'start', context: BEFORE_START },
    expectStep: (step, was, from) => expectStep(step.label, step.event, was, from),
    acceptance: { events: donationEvents, accepts },
  };
  for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
    expect(actual, label).toEqual(expected);
    expect(snapshot.hasTag('busy'), label).toBe(expected.state === 'giving');
    expect(snapshot.status, label).toBe(expected.state === 'closed' ? 'done' : 'active');
  }
}

describe('donation machine paths', () => {
  for (const path of paths) {
    it(path.title, () => checkPath(path));
  }
});

describe('the donation paths refuse a broken chart', () => {
  const refused = (chart: DonationMachine) => refusedPaths(paths, (path) => checkPath(path, chart));

  it('an unchanged copy passes every path', () => {
    expect(refused(mutant(donationMachine, (config) => config))).toBe(0);
  });

  it('an empty machine fails every path', () => {
    expect(refused(emptied(donationMachine))).toBe(paths.length);
  });

  it('a removed transition: no trying again after no answer', () => {
    const chart = mutant(donationMachine, (config) =>
      withHandler(config, ['failed'], 'donation.retry', undefined),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });

  it('a retargeted transition: a failed call back to choosing', () => {
    const chart = mutant(donationMachine, (config) =>
      withState(config, ['giving'], (node) => ({
        ...node,
        invoke: {
          ...(node.invoke as object),
          onError: [(node.invoke as { onError: unknown[] }).onError[0], { target: 'choosing' }],
        },
      })),
    );
    expect(refused(chart)).toBeGreaterThan(0);
  });
});

describe('donation machine coverage', () => {
  it('takes every event of the model and reaches every state', () => {
    expect(pathReach(paths)).toEqual({
      labels: [...donationStarts, ...donationEvents].map((event) => event.label).sort(),
      states: ['choosing', 'closed', 'confirming', 'failed', 'giving'],
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
