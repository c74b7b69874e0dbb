// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (a never-settling detail call, printReceipt). After each step the machine's state, context and
// effects are compared with what DESIGN §8 History asks of the page, written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { unselectablePathNames } from '../../../../test-support/charts/model-paths';
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
  type TransactionDetailContext,
  transactionDetailMachine,
} from './transaction-detail-machine';
import {
  DETAIL_REGISTRATION,
  OFFLINE_MESSAGE,
  PURCHASE_DETAIL,
  ROW_REFERENCE,
  TOP_UP_DETAIL,
  transactionDetailPaths,
} from './transaction-detail-model';
import { transactionDetailActors } from './transaction-detail-services';

type Effect = CallEffect | { kind: 'print' };

function recordingMachine(effects: Effect[]) {
  return transactionDetailMachine.provide({
    actors: transactionDetailActors({
      fetchTransactionDetail: recordedCall(effects, 'fetchTransactionDetail'),
    }),
    actions: { printReceipt: () => effects.push({ kind: 'print' }) },
  });
}

// The body the server is asked, written out: the wallet, its event, the row.
const REQUEST = { walletId: 'wallet-7', eventId: 'evt-1', purchaseReference: ROW_REFERENCE };
const FETCH: Effect = { kind: 'call', name: 'fetchTransactionDetail', input: REQUEST };
const EMPTY: TransactionDetailContext = { request: null, detail: null, error: null };

type Expected = ExpectedStep<TransactionDetailContext, Effect>;

function expectStep(label: string, was: TransactionDetailContext, from: string): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  switch (label) {
    case 'open row':
      return {
        context: { ...EMPTY, request: REQUEST },
        state: 'loading',
        effects: [FETCH],
      };
    case 'open stranger wallet':
      // Not one of the customer's wallets: nothing is asked of the server.
      return { ...same, context: EMPTY, state: 'notFound' };
    case 'fetch top-up done':
      return {
        ...same,
        context: { ...was, detail: TOP_UP_DETAIL, error: null },
        state: 'ready.detail',
      };
    case 'fetch purchase done':
      return {
        ...same,
        context: { ...was, detail: PURCHASE_DETAIL, error: null },
        state: 'ready.detail',
      };
    case 'fetch not found':
      return { ...same, state: 'notFound' };
    case 'fetch error':
      return { ...same, context: { ...was, error: OFFLINE_MESSAGE }, state: 'failed' };
    case 'retry':
      return { ...same, state: 'loading', effects: [FETCH] };
    case 'print':
      // A purchase has no receipt of ours; a top-up's prints, from the detail or the receipt.
      if (was.detail?.purchase) return same;
      return { ...same, state: 'ready.receipt', effects: [{ kind: 'print' }] };
    case 'close receipt':
      return { ...same, state: from === 'ready.receipt' ? 'ready.detail' : null };
    default:
      throw new Error(`No expectation for step "${label}"`);
  }
}

const paths = transactionDetailPaths();

describe('transaction detail machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      const replay: Replay<TransactionDetailContext, Effect> = {
        machine: recordingMachine(effects),
        effects,
        start: { state: '', context: EMPTY },
        expectStep: (step, was, from) => expectStep(step.label, was, from),
      };
      for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
        expect(actual, label).toEqual(expected);
        expect(snapshot.hasTag('busy'), label).toBe(expected.state === 'loading');
      }
    });
  }
});

describe('transaction detail machine reach', () => {
  it('reaches every state and takes every step of the model', () => {
    expect(pathReach(paths)).toEqual({
      labels: [
        'close receipt',
        'fetch error',
        'fetch not found',
        'fetch purchase done',
        'fetch top-up done',
        'open row',
        'open stranger wallet',
        'print',
        'retry',
      ],
      states: ['failed', 'loading', 'notFound', 'ready.detail', 'ready.receipt'],
    });
  });

  it('opens on notFound without a call when the address names no row', () => {
    const effects: Effect[] = [];
    const actor = createActor(recordingMachine(effects), {
      input: { registration: DETAIL_REGISTRATION.walletId, reference: null, registrations: [] },
    }).start();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(effects).toEqual([]);
    actor.stop();
  });

  it('refuses to print a purchase: its receipt is the vendor’s', () => {
    const actor = createActor(recordingMachine([]), {
      input: {
        registration: DETAIL_REGISTRATION.walletId,
        reference: ROW_REFERENCE,
        registrations: [DETAIL_REGISTRATION],
      },
    }).start();
    actor.send({
      type: 'xstate.done.actor.fetchTransactionDetail',
      output: PURCHASE_DETAIL,
    } as never);
    expect(actor.getSnapshot().can({ type: 'transaction.print' })).toBe(false);
    actor.stop();
  });
});

describe('transaction detail machine coverage', () => {
  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(machine, eventSequences(paths));
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    expect(unselectablePathNames(paths)).toEqual([]);
  });
});
