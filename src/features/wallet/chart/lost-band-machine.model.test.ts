// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling calls, the session's events, the alert). After each step the machine's state,
// context and effects are compared with what DESIGN §8 Lost band asks, written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { BAND_ALREADY_BLOCKED } from '../../../../core/domain/lost-band';
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
import { type LostBandContext, lostBandMachine } from './lost-band-machine';
import {
  BAND,
  BLOCK,
  LOST_BAND,
  lostBandPaths,
  MOVED,
  NEW_UID,
  OFFLINE_MESSAGE,
  TAG_NOT_FOUND,
} from './lost-band-model';
import { lostBandActors } from './lost-band-services';

type Effect =
  | CallEffect
  | { kind: 'customerChanged' }
  | { kind: 'navigate'; screen: string; registration: string | null | undefined }
  | { kind: 'notifyMoved'; cents: number; uid: string };

function recordingMachine(effects: Effect[]) {
  return lostBandMachine.provide({
    actors: lostBandActors({
      reportBandLost: recordedCall(effects, 'reportBandLost'),
      transferBand: recordedCall(effects, 'transferBand'),
    }),
    actions: {
      customerChanged: () => effects.push({ kind: 'customerChanged' }),
      navigate: (_, params) => effects.push({ kind: 'navigate', ...params }),
      notifyMoved: (_, params) => effects.push({ kind: 'notifyMoved', ...params }),
    },
  });
}

// The bodies the server is asked, written out: the band's wallet and event, and the new band as
// the tag search sends a tag (its 14 characters, the serial trimmed).
const REPORT: Effect = {
  kind: 'call',
  name: 'reportBandLost',
  input: { walletId: 'wallet-band', eventId: 'evt-1' },
};
const TRANSFER_BODY = {
  walletId: 'wallet-band',
  eventId: 'evt-1',
  uid: NEW_UID,
  serial: '654',
};
const TRANSFER: Effect = { kind: 'call', name: 'transferBand', input: TRANSFER_BODY };

const OPENED = {
  block: null,
  values: { number: '', serial: '' },
  invalid: [],
  request: null,
  error: null,
};

type Expected = ExpectedStep<LostBandContext, Effect>;

function expectStep(label: string, was: LostBandContext, from: string): Expected {
  const same: Expected = { context: was, state: null, effects: [] };
  switch (label) {
    case 'open band wallet':
      return {
        ...same,
        context: { mode: 'report', registration: BAND, ...OPENED },
        state: 'report.idle',
      };
    case 'open lost band':
      return {
        ...same,
        context: { mode: 'move', registration: LOST_BAND, ...OPENED },
        state: 'move.editing',
      };
    case 'open move of unblocked band':
      // Not reported lost: there is nothing to move, and nothing is asked of the server.
      return {
        ...same,
        context: { mode: 'move', registration: BAND, ...OPENED },
        state: 'unavailable',
      };
    case 'press report lost':
      return { ...same, context: { ...was, error: null }, state: 'report.confirming' };
    case 'cancel report':
      return { ...same, state: 'report.idle' };
    case 'confirm report':
      return { ...same, state: 'report.reporting', effects: [REPORT] };
    case 'block done':
      return {
        context: { ...was, block: BLOCK, error: null },
        state: 'report.reported',
        effects: [{ kind: 'customerChanged' }],
      };
    case 'block refused':
      return { ...same, context: { ...was, error: BAND_ALREADY_BLOCKED }, state: 'report.idle' };
    case 'type new band':
      return {
        ...same,
        context: { ...was, values: { number: '04 B1C2 D3E4 F5A6', serial: '654' }, invalid: [] },
      };
    case 'type short number':
      // Kept grouped as typed; a message for the number goes once it is edited.
      return {
        ...same,
        context: {
          ...was,
          values: { ...was.values, number: '04 A1' },
          invalid: was.invalid.filter((field) => field !== 'number'),
        },
      };
    case 'submit':
      if (was.values.number === '04 B1C2 D3E4 F5A6' && was.values.serial === '654') {
        return {
          ...same,
          context: { ...was, invalid: [], error: null, request: TRANSFER_BODY },
          state: 'move.confirming',
        };
      }
      return {
        ...same,
        context: {
          ...was,
          invalid: was.values.serial === '' ? ['number', 'serial'] : ['number'],
        },
      };
    case 'cancel move':
      return { ...same, state: 'move.editing' };
    case 'confirm move':
      return { ...same, state: 'move.moving', effects: [TRANSFER] };
    case 'move done':
      return {
        ...same,
        state: 'move.moved',
        effects: [
          { kind: 'customerChanged' },
          { kind: 'notifyMoved', cents: 5000, uid: MOVED.uid },
          { kind: 'navigate', screen: 'wallet', registration: MOVED.walletId },
        ],
      };
    case 'move refused':
      // The server's reason at the form, with what was typed.
      return { ...same, context: { ...was, error: TAG_NOT_FOUND }, state: 'move.editing' };
    case 'move offline':
      return { ...same, context: { ...was, error: OFFLINE_MESSAGE }, state: 'move.failed' };
    case 'retry':
      // The very same call again: the server moves a block's balance once.
      return { ...same, state: 'move.moving', effects: [TRANSFER] };
    default:
      throw new Error(`No expectation for step "${label}" from ${from}`);
  }
}

const paths = lostBandPaths();

describe('lost-band machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      const replay: Replay<LostBandContext, Effect> = {
        machine: recordingMachine(effects),
        effects,
        start: { state: '', context: { mode: 'report', registration: null, ...OPENED } },
        expectStep: (step, was, from) => expectStep(step.label, was, from),
      };
      for (const { label, snapshot, actual, expected } of replayPath(path, replay)) {
        expect(actual, label).toEqual(expected);
        expect(snapshot.hasTag('busy'), label).toBe(
          expected.state === 'report.reporting' || expected.state === 'move.moving',
        );
      }
    });
  }
});

describe('lost-band machine reach', () => {
  it('reaches every state and takes every step of the model', () => {
    expect(pathReach(paths)).toEqual({
      labels: [
        'block done',
        'block refused',
        'cancel move',
        'cancel report',
        'confirm move',
        'confirm report',
        'move done',
        'move offline',
        'move refused',
        'open band wallet',
        'open lost band',
        'open move of unblocked band',
        'press report lost',
        'retry',
        'submit',
        'type new band',
        'type short number',
      ],
      states: [
        'move.confirming',
        'move.editing',
        'move.failed',
        'move.moved',
        'move.moving',
        'report.confirming',
        'report.idle',
        'report.reported',
        'report.reporting',
        'unavailable',
      ],
    });
  });

  const start = (registration: typeof BAND, mode: 'report' | 'move' = 'report') =>
    createActor(recordingMachine([]), {
      input: { mode, registration: registration.walletId, registrations: [registration] },
    }).start();

  it('offers nothing for a ticket without a band, or once the event’s refunds have closed', () => {
    for (const registration of [
      { ...BAND, uid: null },
      { ...BAND, event: { ...BAND.event, state: 'CLOSED' as const } },
      { ...BAND, event: { ...BAND.event, refundsCloseAt: '2020-01-01T00:00:00Z' } },
    ]) {
      const actor = start(registration);
      expect(actor.getSnapshot().value).toBe('unavailable');
      actor.stop();
    }
  });

  it('moves nothing from a band already reported lost, nor from one whose balance moved', () => {
    const reported = start(LOST_BAND);
    expect(reported.getSnapshot().value).toBe('unavailable');
    reported.stop();
    const moved = { ...LOST_BAND, bandBlock: { ...BLOCK, movedToUid: NEW_UID, movedAmount: 50 } };
    const actor = start(moved, 'move');
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.stop();
  });
});

describe('lost-band machine coverage', () => {
  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(machine, eventSequences(paths));
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    expect(unselectablePathNames(paths)).toEqual([]);
  });
});
