// The top-up machine's test model: the wallets a page opens with, representative amounts (presets,
// a custom amount below the minimum, one with cents, one above the clamp, an emptied field and a
// non-number) and the outcomes of the purchase request. The unit tests and the path listing
// (scripts/qa.ts) read their paths from here.
import type { AnyEventObject } from 'xstate';
import type { Transaction } from '../../../../core/contracts/wallet-contract';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
  startEvent,
} from '../../../../test-support/charts/model-paths';
import { topUpMachine } from './top-up-machine';

/** Rate card of the fixture: $4.00 activation online, 5% card fee, contract C-1, NZD. */
export const PUBLISHED_TICKET = makeRegistration({ state: 'PUBLISHED', balance: 0 });
export const STARTED_TICKET = makeRegistration({ state: 'STARTED', balance: 0 });

export const COMPLETED_TOP_UP: Transaction = {
  purchaseReference: 'P-1',
  purchaseCategory: 'TOP_UP',
  purchaseState: 'COMPLETED',
  purchaseTotal: 900,
  purchaseDate: '2026-01-10T10:00:00Z',
  kind: 'online-top-up',
  description: 'Online top up',
  status: 'approved',
};

export const REDIRECT = 'https://pay.example/checkout/abc123';
export const CARD_HOLDER_ERROR =
  '400 : Online top up is not available once you have a TapWallet card';
export const SERVER_ERROR = '503 : Service Unavailable';

const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

const failed = (id: string, message: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  // Plain data, as paths are told apart by their events' JSON (an Error's would be {}).
  error: { message },
});

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

/** The wallets the page opens on: the chart's input, as the top-up page's chart gives it. */
export const topUpStarts: readonly LabelledEvent[] = [
  event(
    'open first top up',
    startEvent({ registration: PUBLISHED_TICKET, balance: 0, transactions: [] }),
  ),
  // $900 already on the wallet, activation paid with it.
  event(
    'open near the limit',
    startEvent({ registration: PUBLISHED_TICKET, balance: 900, transactions: [COMPLETED_TOP_UP] }),
  ),
  event(
    'open during the event',
    startEvent({ registration: STARTED_TICKET, balance: 0, transactions: [] }),
  ),
];

export const topUpEvents: readonly LabelledEvent[] = [
  event('preset 50', { type: 'topUp.preset', amount: 50 }),
  event('preset 100', { type: 'topUp.preset', amount: 100 }),
  event('custom 15', { type: 'topUp.custom', text: '15' }),
  event('custom 33.33', { type: 'topUp.custom', text: '33.33' }),
  event('custom 1500', { type: 'topUp.custom', text: '1500' }),
  event('custom emptied', { type: 'topUp.custom', text: ' ' }),
  event('custom letters', { type: 'topUp.custom', text: 'abc' }),

  event('topUp.request', { type: 'topUp.request' }),
  event('requestPurchase done', done('requestPurchase', { redirect: REDIRECT })),
  event('requestPurchase error card holder', failed('requestPurchase', CARD_HOLDER_ERROR)),
  event('requestPurchase error server', failed('requestPurchase', SERVER_ERROR)),
];

// The chart names the next screen to the session; a path search runs it with none, so that
// effect is inert here (the tests record it instead).
export const sessionlessTopUpMachine = topUpMachine.provide({ actions: { navigate: () => {} } });

export const topUpModel: MachineModel = {
  machine: sessionlessTopUpMachine,
  starts: topUpStarts,
  events: topUpEvents,
};

export function topUpPaths(): ModelPath[] {
  return modelPaths(topUpModel);
}
