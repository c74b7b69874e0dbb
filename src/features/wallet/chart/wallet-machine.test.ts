// The wallet chart off the model's paths: started as the session starts it (with `input`), with
// real promises for its calls, and the helpers that read the provider's return and a failed call.
// These check the starts the model's do not combine, the calls the chart makes and what each
// outcome leaves in the context.
import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  fromPromise,
  type InspectionEvent,
  waitFor,
} from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import { UNKNOWN_ERROR } from '../../../../core/domain/http-error-text';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import { hasPaymentReturn, paymentReturnKind } from './payment-return';
import { initialWalletContext, walletButtonsOf } from './wallet-context';
import { walletMachine } from './wallet-machine';
import { LODGED_TAG, PUBLISHED_TICKET, REFUNDS, RUNNING_TICKET, WALLET } from './wallet-model';
import { type WalletApi, walletActors, walletFailure } from './wallet-services';
import type { EventWallet, PaymentReturn, WalletInput } from './wallet-types';

type Effect =
  | { kind: 'call'; name: keyof WalletApi; input: unknown }
  | { kind: 'navigate'; screen: string }
  | { kind: 'notify'; alert: unknown }
  | { kind: 'notifyPaymentReturn'; notice: unknown }
  | { kind: 'clearPaymentQuery' }
  | { kind: 'selectRegistration'; walletId: string };

/** Each call answers as `api` does, after recording its input. */
function pageWith(effects: Effect[], api: Partial<WalletApi>) {
  const never = () => new Promise<never>(() => {});
  const call =
    <K extends keyof WalletApi>(name: K) =>
    (input: unknown) => {
      effects.push({ kind: 'call', name, input });
      const answer = api[name] as ((request: unknown) => Promise<unknown>) | undefined;
      return answer ? answer(input) : never();
    };
  return walletMachine.provide({
    actors: walletActors({
      fetchWallet: call('fetchWallet') as WalletApi['fetchWallet'],
      fetchRefunds: call('fetchRefunds') as WalletApi['fetchRefunds'],
      findPaidRegistration: call('findPaidRegistration') as WalletApi['findPaidRegistration'],
    }),
    actions: recordingActions(effects),
  });
}

function recordingActions(effects: Effect[]) {
  return {
    navigate: (_: unknown, { screen }: { screen: string }) =>
      effects.push({ kind: 'navigate', screen }),
    notify: (_: unknown, alert: unknown) => effects.push({ kind: 'notify', alert }),
    notifyPaymentReturn: (_: unknown, notice: unknown) =>
      effects.push({ kind: 'notifyPaymentReturn', notice }),
    clearPaymentQuery: () => effects.push({ kind: 'clearPaymentQuery' }),
    selectRegistration: (_: unknown, { registration }: { registration: EventRegistration }) =>
      effects.push({ kind: 'selectRegistration', walletId: registration.walletId }),
  };
}

const input = (
  registration: string | null,
  registrations: EventRegistration[],
  paymentReturn: PaymentReturn | null = null,
): WalletInput => ({ registration, registrations, paymentReturn });

// Started with input, XState starts the first calls before it runs the actions of the same step,
// so the order between calls and the other effects is not the page's to keep: each is checked apart.
const calls = (effects: Effect[]) => effects.filter((effect) => effect.kind === 'call');
const others = (effects: Effect[]) => effects.filter((effect) => effect.kind !== 'call');

const offline = (message: string) => Object.assign(new Error(message), { offline: true });
const eventNotFound: Effect[] = [
  { kind: 'notify', alert: { kind: 'eventNotFound' } },
  { kind: 'navigate', screen: 'home' },
];

async function settled(actor: ReturnType<typeof createActor>) {
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy') || snapshot.status !== 'active');
  // Let the refund list's promise settle too; it carries no busy tag.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return actor.getSnapshot();
}

describe('the wallet chart started with input', () => {
  it('opens the registration the address names and asks for its wallet and refund list', async () => {
    const effects: Effect[] = [];
    const actor = createActor(
      pageWith(effects, {
        fetchWallet: async () => WALLET,
        fetchRefunds: async () => REFUNDS,
      }),
      { input: input(LODGED_TAG.walletId, [PUBLISHED_TICKET, LODGED_TAG]) },
    ).start();
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ open: { wallet: 'ready', refunds: 'ready' } });
    expect(effects).toEqual([
      { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-2', eventId: 'evt-1' } },
      { kind: 'call', name: 'fetchRefunds', input: { uid: '04A1B2C3D4E5F6', eventId: 'evt-1' } },
    ]);
    expect(snapshot.context).toEqual({
      registration: { ...LODGED_TAG, walletBalance: 30 },
      registrations: [PUBLISHED_TICKET, LODGED_TAG],
      wallet: WALLET,
      refunds: REFUNDS,
      offlineError: null,
      pagingError: null,
      paymentReturn: null,
      toldPayment: null,
    });
    expect(walletButtonsOf(snapshot.context, new Date())).toEqual({
      lodgeRefund: false,
      amendBankAccount: true,
      topUp: null,
    });
    actor.stop();
  });

  it('closes with Event Not Found when the address names no registration of the customer', () => {
    const effects: Effect[] = [];
    const actor = createActor(pageWith(effects, {}), {
      input: input('wallet-9', [PUBLISHED_TICKET]),
    }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(eventNotFound);
  });

  it('clears the address, opens the page and tells the outcome once the wallet holds it', async () => {
    const effects: Effect[] = [];
    const actor = createActor(
      pageWith(effects, { fetchWallet: async () => WALLET, fetchRefunds: async () => [] }),
      {
        input: input(PUBLISHED_TICKET.walletId, [PUBLISHED_TICKET], {
          reference: 'P-1',
          state: 'pending',
        }),
      },
    ).start();
    expect(actor.getSnapshot().value).toEqual({ open: { wallet: 'loading', refunds: 'loading' } });
    expect(others(effects)).toEqual([{ kind: 'clearPaymentQuery' }]);
    const snapshot = await settled(actor);
    expect(others(effects)).toEqual([
      { kind: 'clearPaymentQuery' },
      { kind: 'notifyPaymentReturn', notice: { kind: 'pending', reference: 'P-1' } },
    ]);
    expect(calls(effects)).toHaveLength(2);
    expect(snapshot.context.paymentReturn).toBeNull();
    expect(snapshot.context.toldPayment).toEqual({ kind: 'pending', reference: 'P-1' });
    actor.stop();
  });

  it('claims no payment when the wallet the server answers does not hold the reference', async () => {
    const effects: Effect[] = [];
    const actor = createActor(
      pageWith(effects, { fetchWallet: async () => WALLET, fetchRefunds: async () => [] }),
      {
        input: input(PUBLISHED_TICKET.walletId, [PUBLISHED_TICKET], {
          reference: 'TU-NOPE',
          state: 'completed',
        }),
      },
    ).start();
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ open: { wallet: 'ready', refunds: 'ready' } });
    expect(others(effects)).toEqual([{ kind: 'clearPaymentQuery' }]);
    expect(snapshot.context.toldPayment).toBeNull();
    actor.stop();
  });

  it('finds the paid registration by the reference when the address names none', async () => {
    const effects: Effect[] = [];
    const actor = createActor(
      pageWith(effects, {
        findPaidRegistration: async () => RUNNING_TICKET,
        fetchWallet: async () => WALLET,
        fetchRefunds: async () => [],
      }),
      { input: input(null, [PUBLISHED_TICKET], { reference: 'P-1', state: 'completed' }) },
    ).start();
    expect(actor.getSnapshot().value).toBe('finding');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ open: { wallet: 'ready', refunds: 'ready' } });
    expect(others(effects)).toEqual([
      { kind: 'clearPaymentQuery' },
      { kind: 'selectRegistration', walletId: 'wallet-3' },
      { kind: 'notifyPaymentReturn', notice: { kind: 'completed', reference: 'P-1' } },
    ]);
    expect(calls(effects)).toEqual([
      {
        kind: 'call',
        name: 'findPaidRegistration',
        input: { reference: 'P-1', registrations: [PUBLISHED_TICKET] },
      },
      { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-3', eventId: 'evt-1' } },
      { kind: 'call', name: 'fetchRefunds', input: { uid: 'TCK-1001', eventId: 'evt-1' } },
    ]);
    expect(snapshot.context.registration).toEqual({ ...RUNNING_TICKET, walletBalance: 30 });
    actor.stop();
  });
});

describe('the wallet chart opening', () => {
  const opened = (started: WalletInput) => {
    const effects: Effect[] = [];
    const actor = createActor(pageWith(effects, {}), { input: started }).start();
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { snapshot, effects };
  };

  it('closes claiming no payment when the return has an empty reference and no registration', () => {
    const { snapshot, effects } = opened(input(null, [], { reference: '', state: 'completed' }));
    expect(snapshot.value).toBe('closed');
    expect(effects).toEqual([{ kind: 'clearPaymentQuery' }, ...eventNotFound]);
  });

  it('tells no outcome for an address with neither parameter', () => {
    const { snapshot, effects } = opened(
      input(PUBLISHED_TICKET.walletId, [PUBLISHED_TICKET], { reference: null, state: null }),
    );
    expect(snapshot.value).toEqual({ open: { wallet: 'loading', refunds: 'loading' } });
    expect(effects.map((effect) => effect.kind)).toEqual(['call', 'call']);
  });

  it('keeps a return with a state but no reference to confirm, clearing the address', () => {
    const { snapshot, effects } = opened(
      input(PUBLISHED_TICKET.walletId, [PUBLISHED_TICKET], { reference: null, state: 'cancelled' }),
    );
    expect(snapshot.value).toEqual({ open: { wallet: 'loading', refunds: 'loading' } });
    expect(others(effects)).toEqual([{ kind: 'clearPaymentQuery' }]);
    expect(snapshot.context.paymentReturn).toEqual({ reference: null, state: 'cancelled' });
  });

  it('shows the buttons of the registration alone before anything is fetched', () => {
    const { snapshot } = opened(input(RUNNING_TICKET.walletId, [RUNNING_TICKET]));
    expect(snapshot.context).toEqual({
      ...initialWalletContext,
      registration: RUNNING_TICKET,
      registrations: [RUNNING_TICKET],
    });
    expect(walletButtonsOf(snapshot.context, new Date())).toEqual({
      lodgeRefund: true,
      amendBankAccount: false,
      topUp: null,
    });
    expect(snapshot.hasTag('busy')).toBe(true);
  });

  it('asks for the refund list with no uid when the registration has neither tag nor ticket', () => {
    const bare = makeRegistration({ uid: null, ticketNumber: null, walletId: 'wallet-5' });
    const { effects } = opened(input(bare.walletId, [bare]));
    expect(effects).toEqual([
      { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-5', eventId: 'evt-1' } },
      { kind: 'call', name: 'fetchRefunds', input: { uid: '', eventId: 'evt-1' } },
    ]);
  });
});

describe('the wallet chart with its calls answered', () => {
  const start = (api: Partial<WalletApi>, registration: EventRegistration = PUBLISHED_TICKET) => {
    const effects: Effect[] = [];
    const actor = createActor(pageWith(effects, api), {
      input: input(registration.walletId, [registration]),
    }).start();
    return { actor, effects };
  };

  it('works offline with the error message when no answer came back', async () => {
    const { actor, effects } = start({
      fetchWallet: () => Promise.reject(offline('Network Error')),
      fetchRefunds: async () => [],
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ open: { wallet: 'offline', refunds: 'ready' } });
    expect(snapshot.context.offlineError).toBe('Network Error');
    expect(snapshot.context.registration).toEqual(PUBLISHED_TICKET);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(others(effects)).toEqual([]);
    actor.stop();
  });

  it('closes with Wallet Not Found and the server text when the server refused', async () => {
    const { actor, effects } = start({
      fetchWallet: () => Promise.reject(new Error('404 : Wallet not found')),
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('closed');
    expect(others(effects)).toEqual([
      { kind: 'notify', alert: { kind: 'walletNotFound', message: '404 : Wallet not found' } },
      { kind: 'navigate', screen: 'home' },
    ]);
  });

  it('refreshes from offline and clears the offline note once the wallet comes', async () => {
    let answers = 0;
    const { actor, effects } = start({
      fetchWallet: () => {
        answers += 1;
        return answers === 1 ? Promise.reject(offline('Network Error')) : Promise.resolve(WALLET);
      },
      fetchRefunds: async () => REFUNDS,
    });
    await settled(actor);
    actor.send({ type: 'wallet.refresh' });
    expect(actor.getSnapshot().value).toEqual({ open: { wallet: 'loading', refunds: 'loading' } });
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ open: { wallet: 'ready', refunds: 'ready' } });
    expect(snapshot.context.offlineError).toBeNull();
    expect(walletButtonsOf(snapshot.context, new Date())).toEqual({
      lodgeRefund: false,
      amendBankAccount: false,
      topUp: 'Add More Credit',
    });
    expect(calls(effects)).toHaveLength(4);
    actor.stop();
  });

  it('keeps the last refund list when asking again fails, and the amend link with it', async () => {
    let answers = 0;
    const { actor } = start(
      {
        fetchWallet: async () => WALLET,
        fetchRefunds: () => {
          answers += 1;
          return answers === 1
            ? Promise.resolve(REFUNDS)
            : Promise.reject(offline('Network Error'));
        },
      },
      LODGED_TAG,
    );
    await settled(actor);
    actor.send({ type: 'wallet.refresh' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ open: { wallet: 'ready', refunds: 'unavailable' } });
    expect(snapshot.context.refunds).toEqual(REFUNDS);
    expect(walletButtonsOf(snapshot.context, new Date()).amendBankAccount).toBe(true);
    actor.stop();
  });

  it('takes the registration from the list a refresh brings, keeping the fetched balance', async () => {
    const { actor } = start(
      { fetchWallet: async () => WALLET, fetchRefunds: async () => REFUNDS },
      LODGED_TAG,
    );
    await settled(actor);
    const paid = { ...LODGED_TAG, refundStatus: 'COMPLETED' as const, walletBalance: 1 };
    const other = makeRegistration({ state: 'FINISHED' });
    actor.send({
      type: 'wallet.refresh',
      customer: { eventRegistrationList: [other, paid], lastUpdate: '2026-01-01T00:00:00Z' },
    });
    const snapshot = await settled(actor);
    expect(snapshot.context.registration).toEqual({
      ...paid,
      walletBalance: WALLET.balance.current,
    });
    expect(walletButtonsOf(snapshot.context, new Date()).amendBankAccount).toBe(false);
    // A list without this wallet changes nothing.
    actor.send({
      type: 'wallet.refresh',
      customer: { eventRegistrationList: [other], lastUpdate: '2026-01-01T00:00:00Z' },
    });
    expect((await settled(actor)).context.registration?.refundStatus).toBe('COMPLETED');
    actor.stop();
  });

  it('recomputes the buttons from the refund list arriving before the wallet', async () => {
    let answerWallet: (wallet: EventWallet) => void = () => {};
    const { actor } = start(
      {
        fetchWallet: () => new Promise((resolve) => (answerWallet = resolve)),
        fetchRefunds: async () => REFUNDS,
      },
      LODGED_TAG,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ open: { wallet: 'loading', refunds: 'ready' } });
    expect(walletButtonsOf(snapshot.context, new Date())).toEqual({
      lodgeRefund: false,
      amendBankAccount: true,
      topUp: null,
    });
    expect(snapshot.context.registration?.walletBalance).toBe(12.5);
    answerWallet(WALLET);
    await settled(actor);
    expect(actor.getSnapshot().context.registration?.walletBalance).toBe(30);
    actor.stop();
  });

  it('pages older rows after the oldest fetched, keeps them on a failure and starts again on Refresh', async () => {
    const rowOf = (purchaseReference: string) => ({
      ...(WALLET.transactionList[0] as EventWallet['transactionList'][number]),
      purchaseReference,
    });
    const newest: EventWallet = { ...WALLET, transactionList: [rowOf('A'), rowOf('B')] };
    // The next page repeats B, as when a row was written between the two calls.
    const older: EventWallet = {
      ...WALLET,
      balance: { current: 99 },
      transactionList: [rowOf('B'), rowOf('C')],
      hasMore: false,
    };
    let refusals = 1;
    const { actor, effects } = start({
      fetchWallet: (request) => {
        if (!request.before) return Promise.resolve(newest);
        if (refusals-- > 0) return Promise.reject(new Error('503 : Service Unavailable'));
        return Promise.resolve(older);
      },
      fetchRefunds: async () => [],
    });
    const shown = () =>
      actor.getSnapshot().context.wallet?.transactionList.map((row) => row.purchaseReference);
    const paged = () =>
      waitFor(actor, (snapshot) => snapshot.matches({ open: { wallet: 'ready' } }));
    await settled(actor);

    actor.send({ type: 'wallet.more' });
    expect(actor.getSnapshot().matches({ open: { wallet: 'paging' } })).toBe(true);
    expect((await paged()).context.pagingError).toBe('503 : Service Unavailable');
    expect(shown()).toEqual(['A', 'B']);

    actor.send({ type: 'wallet.more' });
    expect(actor.getSnapshot().context.pagingError).toBeNull();
    await paged();
    expect(shown()).toEqual(['A', 'B', 'C']);
    expect(actor.getSnapshot().context.wallet?.hasMore).toBe(false);
    expect(actor.getSnapshot().context.registration?.walletBalance).toBe(30);

    // Nothing older remains: Show more asks for nothing.
    actor.send({ type: 'wallet.more' });
    expect(actor.getSnapshot().matches({ open: { wallet: 'ready' } })).toBe(true);

    actor.send({ type: 'wallet.refresh' });
    await settled(actor);
    expect(shown()).toEqual(['A', 'B']);
    expect(calls(effects).filter(({ name }) => name === 'fetchWallet')).toEqual([
      { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-1', eventId: 'evt-1' } },
      ...[1, 2].map(() => ({
        kind: 'call',
        name: 'fetchWallet',
        input: { walletId: 'wallet-1', eventId: 'evt-1', before: 'B' },
      })),
      { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-1', eventId: 'evt-1' } },
    ]);
    actor.stop();
  });

  it('closes with Event Not Found when the paid registration is not found or the call fails', async () => {
    for (const findPaidRegistration of [
      async () => null,
      () => Promise.reject(new Error('Network Error')),
    ]) {
      const effects: Effect[] = [];
      const actor = createActor(pageWith(effects, { findPaidRegistration }), {
        input: input(null, [], { reference: 'PAY-9', state: 'failed' }),
      }).start();
      const snapshot = await settled(actor);
      expect(snapshot.value).toBe('closed');
      expect(calls(effects)).toEqual([
        {
          kind: 'call',
          name: 'findPaidRegistration',
          input: { reference: 'PAY-9', registrations: [] },
        },
      ]);
      expect(others(effects)).toEqual([{ kind: 'clearPaymentQuery' }, ...eventNotFound]);
    }
  });
});

/** An inspector collecting the messages of the errors the chart's actors fail with. */
function errorMessagesInto(errors: unknown[]) {
  return (inspection: InspectionEvent) => {
    const event = (inspection as { event?: AnyEventObject }).event;
    if (inspection.type === '@xstate.event' && event?.type.startsWith('xstate.error.actor'))
      errors.push((event.error as Error).message);
  };
}

describe('the wallet chart before the app provides its calls', () => {
  // Every call rejects with its own name, so the failure says which provide() was forgotten.
  it('names the unprovided call in the alert and the errors it receives', async () => {
    const effects: Effect[] = [];
    const errors: unknown[] = [];
    const chart = walletMachine.provide({ actions: recordingActions(effects) });
    const actor = createActor(chart, {
      input: input(PUBLISHED_TICKET.walletId, [PUBLISHED_TICKET]),
      inspect: errorMessagesInto(errors),
    }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(effects).toEqual([
      {
        kind: 'notify',
        alert: {
          kind: 'walletNotFound',
          message: "The wallet machine's fetchWallet was not provided",
        },
      },
      { kind: 'navigate', screen: 'home' },
    ]);
    expect(errors).toContain("The wallet machine's fetchWallet was not provided");

    const finder = createActor(chart, {
      input: input(null, [], { reference: 'PAY-1', state: 'completed' }),
      inspect: errorMessagesInto(errors),
    }).start();
    await waitFor(finder, (snapshot) => snapshot.status === 'done');
    expect(errors).toContain("The wallet machine's findPaidRegistration was not provided");
  });

  it('names the unprovided refund list call', async () => {
    const errors: unknown[] = [];
    const chart = walletMachine.provide({
      actors: {
        fetchWallet: fromPromise(async () => WALLET),
      },
    });
    const actor = createActor(chart, {
      input: input(PUBLISHED_TICKET.walletId, [PUBLISHED_TICKET]),
      inspect: errorMessagesInto(errors),
    }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { refunds: 'unavailable' } }));
    expect(errors).toEqual(["The wallet machine's fetchRefunds was not provided"]);
    actor.stop();
  });
});

describe('a wallet chart restored into the open page without a registration', () => {
  it('fails loudly instead of asking for no wallet', () => {
    const snapshot = walletMachine.resolveState({
      value: { open: { wallet: 'ready', refunds: 'ready' } },
      context: initialWalletContext,
    });
    const errors: unknown[] = [];
    const actor = createActor(walletMachine, { snapshot, input: input(null, []) });
    actor.subscribe({ error: (error) => errors.push((error as Error).message) });
    actor.start();
    actor.send({ type: 'wallet.refresh' });
    expect(errors).toEqual(['The wallet is open without a registration']);
  });
});

describe('reading the payment provider return', () => {
  it.each([
    ['completed', 'completed'],
    ['pending', 'pending'],
    ['declined', 'failed'],
    ['', 'failed'],
    [null, 'failed'],
  ] as const)('reads state %j as %s', (state, kind) => {
    expect(paymentReturnKind(state)).toBe(kind);
  });

  it.each([
    [null, false],
    [undefined, false],
    [{ reference: null, state: null }, false],
    [{ reference: 'PAY-1', state: null }, true],
    [{ reference: null, state: 'completed' }, true],
    [{ reference: '', state: null }, true],
  ] as const)('takes %j as a return: %s', (value, returned) => {
    expect(hasPaymentReturn(value)).toBe(returned);
  });
});

describe('reading a failed wallet call', () => {
  it.each([
    [offline('Network Error'), { message: 'Network Error', offline: true }],
    [new Error('404 : Wallet not found'), { message: '404 : Wallet not found', offline: false }],
    [
      Object.assign(new Error('Network Error'), { offline: 'yes' }),
      { message: 'Network Error', offline: false },
    ],
    [{ offline: true }, { message: UNKNOWN_ERROR, offline: true }],
    [null, { message: UNKNOWN_ERROR, offline: false }],
    [undefined, { message: UNKNOWN_ERROR, offline: false }],
    ['timed out', { message: 'timed out', offline: false }],
  ])('reads %j', (error, failure) => {
    expect(walletFailure(error)).toEqual(failure);
  });
});
