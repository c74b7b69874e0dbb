// The refund chart off the model's paths: opened in the cases the model's starts do not combine
// (a request with no prefill, an OPEN refund listed on the request page), and before the app
// provides its calls.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, waitFor } from 'xstate';
import { REFUNDS_CLOSED_MESSAGE } from '../../../../core/domain/refund';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import { openedRefundContext, refundMachine, refundTotalOf } from './refund-machine';
import {
  FINISHED_TICKET,
  LODGED_TICKET,
  OPEN_REFUND,
  PROFILE_PREFILL,
  VALID_FIELDS,
} from './refund-model';
import { refundActors } from './refund-services';
import type { RefundInput } from './refund-types';

type Effect = { kind: 'navigate'; screen: string } | { kind: 'notify'; alert: unknown };

function recordingActions(effects: Effect[]) {
  return {
    navigate: (_: unknown, { screen }: { screen: string }) =>
      effects.push({ kind: 'navigate', screen }),
    notify: (_: unknown, alert: unknown) => effects.push({ kind: 'notify', alert }),
  };
}

const never = () => new Promise<never>(() => {});

function chartWith(effects: Effect[]) {
  return refundMachine.provide({
    actors: refundActors({ createRefund: never, updateRefund: never }),
    actions: recordingActions(effects),
  });
}

const toHome: Effect = { kind: 'navigate', screen: 'home' };

function opened(input: RefundInput) {
  const effects: Effect[] = [];
  const actor = createActor(chartWith(effects), { input }).start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, effects };
}

/** The errors XState's actors report to the chart, by their message. */
function errorMessages(errors: string[]) {
  return (inspection: { type: string }) => {
    const event = (inspection as { event?: AnyEventObject }).event;
    if (inspection.type === '@xstate.event' && event?.type.startsWith('xstate.error.actor')) {
      errors.push((event.error as Error).message);
    }
  };
}

describe('the refund chart started with input', () => {
  it('opens the request page with the balance, fee and prefill it was given', () => {
    const effects: Effect[] = [];
    const actor = createActor(chartWith(effects), {
      input: {
        mode: 'request',
        registration: FINISHED_TICKET,
        balance: 40,
        refunds: [],
        prefill: PROFILE_PREFILL,
      } satisfies RefundInput,
    }).start();
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ request: 'editing' });
    expect(context).toMatchObject({
      mode: 'request',
      balanceCents: 4000,
      feeCents: 250,
      form: { ...PROFILE_PREFILL, phone: '', accountNumber: '', accountType: 'NZ' },
    });
    expect(refundTotalOf(context)).toBe(3750);
    expect(effects).toEqual([]);
    actor.stop();
  });

  it('closes with the closed-refunds text outside the refund phases', () => {
    const effects: Effect[] = [];
    const actor = createActor(chartWith(effects), {
      input: {
        mode: 'request',
        registration: makeRegistration({ state: 'CLOSED' }),
        balance: 5,
        refunds: [],
      } satisfies RefundInput,
    }).start();
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([
      { kind: 'notify', alert: { kind: 'refundsUnavailable', message: REFUNDS_CLOSED_MESSAGE } },
      toHome,
    ]);
  });

  it.each([
    ['request', FINISHED_TICKET, []],
    ['edit', LODGED_TICKET, [OPEN_REFUND]],
  ] as const)(
    "closes the %s page with the closed-refunds text once the operator's close time has come",
    (mode, registration, refunds) => {
      const closedAt = (refundsCloseAt: string) =>
        opened({
          mode,
          registration: { ...registration, event: { ...registration.event, refundsCloseAt } },
          balance: 5,
          refunds: [...refunds],
        });
      const later = closedAt(new Date(Date.now() + 60_000).toISOString());
      expect(later.snapshot.status).toBe('active');
      const past = closedAt(new Date(Date.now() - 60_000).toISOString());
      expect(past.snapshot.status).toBe('done');
      expect(past.effects).toEqual([
        { kind: 'notify', alert: { kind: 'refundsUnavailable', message: REFUNDS_CLOSED_MESSAGE } },
        toHome,
      ]);
    },
  );
});

describe('the refund chart after the close time', () => {
  it('names the close, not a refund that is not open yet, as the wallet does', () => {
    const { effects } = opened({
      mode: 'request',
      registration: makeRegistration({
        state: 'FINISHED',
        refundStatus: 'NOT_AVAILABLE',
        refundsCloseAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      balance: 5,
      refunds: [],
    });
    expect(effects).toEqual([
      { kind: 'notify', alert: { kind: 'refundsUnavailable', message: REFUNDS_CLOSED_MESSAGE } },
      toHome,
    ]);
  });
});

describe('the refund chart opening', () => {
  it('opens the request page with empty fields when no prefill is given', () => {
    const { snapshot } = opened({
      mode: 'request',
      registration: FINISHED_TICKET,
      balance: 40,
      refunds: [],
    });
    expect(snapshot.context.form).toEqual({
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      accountNumber: '',
      declaration: false,
      accountType: 'NZ',
    });
  });

  it("keeps no OPEN refund on the request page, even when the list has one, and the profile's account", () => {
    const { snapshot } = opened({
      mode: 'request',
      registration: FINISHED_TICKET,
      balance: 40,
      refunds: [OPEN_REFUND],
      prefill: { accountNumber: '06-0229-0393666-02' },
    });
    expect(snapshot.value).toEqual({ request: 'editing' });
    expect(snapshot.context.openRefund).toBeNull();
    expect(snapshot.context.form.accountNumber).toBe('06-0229-0393666-02');
  });

  it('opens the edit page on the OPEN refund, ignoring any prefill', () => {
    const { snapshot } = opened({
      mode: 'edit',
      registration: LODGED_TICKET,
      balance: 40,
      refunds: [OPEN_REFUND],
      prefill: PROFILE_PREFILL,
    });
    expect(snapshot.value).toEqual({ edit: 'editing' });
    expect(snapshot.context).toMatchObject({
      mode: 'edit',
      openRefund: OPEN_REFUND,
      accountNumber: null,
      errors: {},
      form: { firstName: '', accountNumber: OPEN_REFUND.batchItemAccountNumber },
    });
  });
});

describe('the refund chart before the app provides its calls', () => {
  it('names the unprovided create call and alerts Refund Request Failed', async () => {
    const effects: Effect[] = [];
    const errors: string[] = [];
    const actor = createActor(refundMachine.provide({ actions: recordingActions(effects) }), {
      input: { mode: 'request', registration: FINISHED_TICKET, balance: 40, refunds: [] },
      inspect: errorMessages(errors),
    }).start();
    actor.send({ type: 'refund.change', values: VALID_FIELDS });
    actor.send({ type: 'refund.submit' });
    actor.send({ type: 'refund.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ request: 'editing' }));
    expect(errors).toEqual(["The refund machine's createRefund was not provided"]);
    expect(effects).toEqual([{ kind: 'notify', alert: { kind: 'refundRequestFailed' } }]);
    actor.stop();
  });

  it('names the unprovided update call and alerts Update Request Failed', async () => {
    const effects: Effect[] = [];
    const errors: string[] = [];
    const actor = createActor(refundMachine.provide({ actions: recordingActions(effects) }), {
      input: { mode: 'edit', registration: LODGED_TICKET, balance: 40, refunds: [OPEN_REFUND] },
      inspect: errorMessages(errors),
    }).start();
    actor.send({ type: 'refund.submit' });
    expect(actor.getSnapshot().value).toEqual({ edit: 'confirming' });
    actor.send({ type: 'refund.confirm' });
    expect(actor.getSnapshot().value).toEqual({ edit: 'updating' });
    await waitFor(actor, (snapshot) => snapshot.matches({ edit: 'editing' }));
    expect(errors).toEqual(["The refund machine's updateRefund was not provided"]);
    expect(effects).toEqual([{ kind: 'notify', alert: { kind: 'refundUpdateFailed' } }]);
    actor.stop();
  });
});

describe('a refund chart restored into a page without what it was opened with', () => {
  it('fails loudly updating with no OPEN refund', () => {
    const input: RefundInput = {
      mode: 'edit',
      registration: LODGED_TICKET,
      balance: 40,
      refunds: [],
    };
    const context = openedRefundContext(input);
    const snapshot = refundMachine.resolveState({ value: { edit: 'editing' }, context });
    const errors: string[] = [];
    const actor = createActor(chartWith([]), { snapshot, input });
    actor.subscribe({ error: (error) => errors.push((error as Error).message) });
    actor.start();
    actor.send({ type: 'refund.change', values: { accountNumber: '06-0229-0393666-02' } });
    actor.send({ type: 'refund.submit' });
    actor.send({ type: 'refund.confirm' });
    expect(errors).toEqual(['The edit page is open without an OPEN refund']);
  });
});
