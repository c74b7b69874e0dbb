// The refund machine's test model: the registrations each page opens with (both modes, every
// phase outcome), representative form fills and the outcomes of the create and update calls. The
// unit tests and the path listing (scripts/qa.ts) read their paths from here.
import type { AnyEventObject } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { RefundListEntry } from '../../../../core/domain/refund';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import {
  type LabelledEvent,
  type MachineModel,
  type ModelPath,
  modelPaths,
  startEvent,
} from '../../../../test-support/charts/model-paths';
import { refundMachine } from './refund-machine';
import type { RefundFields } from './refund-types';

/** Rate card of the fixture: $2.50 online refund fee. */
export const FINISHED_TICKET = makeRegistration({
  state: 'FINISHED',
  refundStatus: 'AVAILABLE',
  balance: 40,
});
/** During the event, an Australian event with a tag: the account type is AUS. */
export const RUNNING_AUD_TAG: EventRegistration = {
  ...makeRegistration({
    state: 'STARTED',
    refundStatus: 'AVAILABLE',
    balance: 20,
    uid: '04A1B2C3D4E5F6',
    walletId: 'wallet-2',
  }),
  event: { id: 'evt-2', name: 'Winter Festival', state: 'STARTED', currency: 'AUD' },
};
export const LODGED_TICKET = makeRegistration({
  state: 'FINISHED',
  refundStatus: 'PROCESSING',
  balance: 40,
});

export const OPEN_REFUND: RefundListEntry = {
  batchState: 'OPEN',
  batchItemAccountNumber: '01-0902-0068389-00',
  refundPurchaseRef: 'R-1',
};
export const CLOSED_REFUND: RefundListEntry = { ...OPEN_REFUND, batchState: 'CLOSED' };

export const PROFILE_PREFILL: Partial<RefundFields> = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
};

/** As a customer might type them; the request must carry them trimmed and normalised. */
export const VALID_FIELDS: RefundFields = {
  firstName: ' Ann ',
  lastName: "O'Brien",
  phone: '021 555 0123',
  email: ' Ann.Lee@Example.COM ',
  accountNumber: '01 902 0068389 00',
  declaration: true,
};
export const INVALID_FIELDS: RefundFields = {
  firstName: 'Ann2',
  lastName: '',
  phone: 'call me',
  email: 'ann@',
  accountNumber: '01-902-0068388-00',
  declaration: false,
};
export const AMENDED_ACCOUNT = '06 0229 0393666 02';
export const MISTYPED_ACCOUNT = '06-0229-0393667-02';
export const AUSTRALIAN_ACCOUNT = '062-000 12345678';

const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

// Plain data, as paths are told apart by their events' JSON (an Error's would be {}).
const failed = (id: string, message: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: { message },
});

/** A call the server refused for good: the app's Error carries its status and reason. */
const refused = (id: string, status: number, reason: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: { message: `${status} : ${reason}`, status, reason },
});

const event = (label: string, value: AnyEventObject): LabelledEvent => ({ label, event: value });

const open = (
  mode: 'request' | 'edit',
  registration: EventRegistration,
  balance: number,
  refunds: RefundListEntry[] = [],
  prefill?: Partial<RefundFields>,
): AnyEventObject => startEvent({ mode, registration, balance, refunds, prefill });

/** The pages the chart opens on: its input, as the refund page's chart gives it. */
export const refundStarts: readonly LabelledEvent[] = [
  event('request finished', open('request', FINISHED_TICKET, 40, [], PROFILE_PREFILL)),
  event('request running in AUD', open('request', RUNNING_AUD_TAG, 20)),
  // $2.00 left does not cover the $2.50 fee.
  event('request low balance', open('request', FINISHED_TICKET, 2)),
  event('request closed', open('request', makeRegistration({ state: 'CLOSED', balance: 5 }), 5)),
  event(
    'request published',
    open('request', makeRegistration({ state: 'PUBLISHED', balance: 5 }), 5),
  ),
  event(
    'request running not open',
    open('request', makeRegistration({ state: 'STARTED', balance: 20 }), 20),
  ),
  event('request lodged', open('request', LODGED_TICKET, 40)),
  event('edit lodged', open('edit', LODGED_TICKET, 40, [CLOSED_REFUND, OPEN_REFUND])),
  event('edit batch closed', open('edit', LODGED_TICKET, 40, [CLOSED_REFUND])),
  event('edit archived', open('edit', makeRegistration({ state: 'ARCHIVED', balance: 5 }), 5)),
];

export const refundEvents: readonly LabelledEvent[] = [
  event('fill valid', { type: 'refund.change', values: VALID_FIELDS }),
  event('fill invalid', { type: 'refund.change', values: INVALID_FIELDS }),
  event('account amended', { type: 'refund.change', values: { accountNumber: AMENDED_ACCOUNT } }),
  event('account mistyped', { type: 'refund.change', values: { accountNumber: MISTYPED_ACCOUNT } }),
  event('account australian', {
    type: 'refund.change',
    values: { accountNumber: AUSTRALIAN_ACCOUNT },
  }),

  event('refund.submit', { type: 'refund.submit' }),
  event('refund.confirm', { type: 'refund.confirm' }),
  event('refund.cancel', { type: 'refund.cancel' }),
  event('createRefund done', done('createRefund', { refundPurchaseRef: 'R-2' })),
  event('createRefund error', failed('createRefund', 'Network Error')),
  event(
    'createRefund refused',
    refused('createRefund', 409, 'A refund has already been lodged for this wallet'),
  ),
  event('updateRefund done', done('updateRefund')),
  event('updateRefund error', failed('updateRefund', '503 : Refunds are busy - please try again')),
  event(
    'updateRefund refused',
    refused(
      'updateRefund',
      409,
      'This refund is already being paid - the bank account can no longer be changed',
    ),
  ),
];

// The chart names the next screen to the session; a path search runs it with none, so that
// effect is inert here (the tests record it instead).
export const sessionlessRefundMachine = refundMachine.provide({ actions: { navigate: () => {} } });

export const refundModel: MachineModel = {
  machine: sessionlessRefundMachine,
  starts: refundStarts,
  events: refundEvents,
};

export function refundPaths(): ModelPath[] {
  return modelPaths(refundModel);
}
