// The lost-band machine's test model: how it opens (the wallet page of a band, the move page of
// a band reported lost or of one that is not), the two calls' outcomes as the done/error events
// they produce, and what the customer does in the dialog and on the form. The unit tests, the
// path listing (scripts/qa.ts) and the browser walk read their paths from here.
import type { AnyEventObject } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import { BAND_ALREADY_BLOCKED } from '../../../../core/domain/lost-band';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
  startEvent,
} from '../../../../test-support/charts/model-paths';
import { lostBandMachine } from './lost-band-machine';
import type {
  BandLostResponse,
  BandTransferResponse,
  LostBandInput,
  LostBandMode,
} from './lost-band-types';

/** A band with $50.00 on it while the event runs. */
export const BAND: EventRegistration = makeRegistration({
  state: 'STARTED',
  balance: 50,
  uid: '04A1B2C3D4E5F6',
  walletId: 'wallet-band',
});

export const BLOCK = {
  blockedAt: '2026-11-27T10:00:00Z',
  blockedBy: 'CUSTOMER' as const,
  movedToUid: null,
  movedAmount: null,
  movedAt: null,
};

/** The same band reported lost, its balance not moved yet. */
export const LOST_BAND: EventRegistration = { ...BAND, bandBlock: BLOCK };

/** The new band from the info desk, as typed (grouped) and as sent. */
export const NEW_BAND_TYPED = { number: '04 B1C2 D3E4 F5A6', serial: '654' };
export const NEW_UID = '04B1C2D3E4F5A6';

export const REPORTED: BandLostResponse = {
  walletId: BAND.walletId,
  eventId: BAND.event.id,
  uid: '04A1B2C3D4E5F6',
  bandBlock: BLOCK,
};

export const MOVED: BandTransferResponse = {
  walletId: 'wallet-new',
  eventId: BAND.event.id,
  uid: NEW_UID,
  movedAmount: 50,
  movedAt: '2026-11-27T10:05:00Z',
};

export const REFUSED_REPORT = { message: `409 : ${BAND_ALREADY_BLOCKED}`, status: 409 };
export const TAG_NOT_FOUND = 'Tag not found';
export const OFFLINE_MESSAGE = 'Network Error';

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

const opened = (mode: LostBandMode, registration: EventRegistration) =>
  startEvent({
    mode,
    registration: registration.walletId,
    registrations: [registration],
  } satisfies LostBandInput);

export const lostBandStarts: readonly LabelledEvent[] = [
  event('open band wallet', opened('report', BAND)),
  event('open lost band', opened('move', LOST_BAND)),
  event('open move of unblocked band', opened('move', BAND)),
];

// Plain data, as paths are told apart by their events' JSON (an Error's would be {}).
export const lostBandEvents: readonly LabelledEvent[] = [
  event('press report lost', { type: 'band.report' }),
  event('cancel report', { type: 'band.report.cancel' }),
  event('confirm report', { type: 'band.report.confirm' }),
  event('block done', { type: 'xstate.done.actor.reportBandLost', output: REPORTED }),
  event('block refused', {
    type: 'xstate.error.actor.reportBandLost',
    error: { ...REFUSED_REPORT, reason: BAND_ALREADY_BLOCKED, offline: false },
  }),
  event('type new band', { type: 'band.move.edit', values: NEW_BAND_TYPED }),
  event('type short number', { type: 'band.move.edit', values: { number: '04A1' } }),
  event('submit', { type: 'band.move.submit' }),
  event('cancel move', { type: 'band.move.cancel' }),
  event('confirm move', { type: 'band.move.confirm' }),
  event('move done', { type: 'xstate.done.actor.transferBand', output: MOVED }),
  event('move refused', {
    type: 'xstate.error.actor.transferBand',
    error: {
      message: `404 : ${TAG_NOT_FOUND}`,
      status: 404,
      reason: TAG_NOT_FOUND,
      offline: false,
    },
  }),
  event('move offline', {
    type: 'xstate.error.actor.transferBand',
    error: { message: OFFLINE_MESSAGE, offline: true },
  }),
  event('retry', { type: 'band.move.retry' }),
];

// The chart tells the session of changed registrations and the next screen; a path search runs it
// with none, so those effects are inert here (the tests record them instead).
export const sessionlessLostBandMachine = lostBandMachine.provide({
  actions: { navigate: () => {}, customerChanged: () => {} },
});

export const lostBandModel: MachineModel = {
  machine: sessionlessLostBandMachine,
  starts: lostBandStarts,
  events: lostBandEvents,
};

export function lostBandPaths(): ModelPath[] {
  return modelPaths(lostBandModel);
}
