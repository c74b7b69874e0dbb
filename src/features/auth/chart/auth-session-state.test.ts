// The signed-in session as the app runs it: started signed in by the app-start check, every call
// answered (or failed) by the test when it chooses, the flow's chart a real child actor. The model
// test replays the calls' answers as events and stands in a chart that records nothing, so what the
// session hands to the chart, tells it and keeps for the user is checked here.
import { describe, expect, it } from 'vitest';
import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  createMachine,
  fromPromise,
} from 'xstate';
import type { Customer } from '../../../../core/contracts/customer-contract';
import { asFlowChart } from '../../../../test-support/charts/stand-in-flow';
import type { FlowInput, FlowRequest } from '../../../chart-shared/flow-request';
import { PUBLISHED_TICKET } from '../../wallet/chart/wallet-model';
import { createAuthMachine } from './auth-machine';
import { EMAIL, PROFILE, SAVED_PROFILE, SELECTED_WALLET, USER } from './auth-model';
import { authActors } from './auth-services';

const CUSTOMER: Customer = {
  eventRegistrationList: [PUBLISHED_TICKET],
  lastUpdate: '2026-02-01T00:00:00Z',
};
/** The registrations kept on the device from an earlier session. */
const KEPT_CUSTOMER: Customer = {
  eventRegistrationList: [{ ...PUBLISHED_TICKET, walletId: 'wallet-kept' }],
  lastUpdate: '2026-01-01T00:00:00Z',
};
/** The profile kept on the device: the copy keeps no e-mail. */
const KEPT_PROFILE = { ...PROFILE, firstName: 'Kept', email: '' };

const REGISTRATION: FlowRequest = { name: 'registration', kind: 'tag' };
const PROFILE_PAGE: FlowRequest = { name: 'profile' };
const WALLET: FlowRequest = { name: 'wallet', registration: SELECTED_WALLET, paymentReturn: null };

interface Call {
  name: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

interface StartedFlow {
  input: FlowInput;
  received: AnyEventObject[];
}

/** The auth chart with the app's effects recorded and its calls left to the test to settle. */
function signedInApp() {
  const calls: Call[] = [];
  const log: { name: string; input: unknown }[] = [];
  const effects: [string, unknown][] = [];
  const flows: StartedFlow[] = [];
  const call = (name: string) => (input?: unknown) =>
    new Promise((resolve, reject) => {
      log.push({ name, input });
      calls.push({ name, input, resolve, reject });
    });
  const services = new Proxy({}, { get: (_, name) => call(String(name)) }) as never;
  const flowChart = createMachine({
    types: {} as { context: { flow: StartedFlow } },
    context: ({ input }) => {
      const flow = { input: input as FlowInput, received: [] };
      flows.push(flow);
      return { flow };
    },
    on: { '*': { actions: ({ context, event }) => context.flow.received.push(event) } },
  });
  const record = (name: string) => (_: unknown, params?: unknown) => effects.push([name, params]);
  const machine = createAuthMachine().provide({
    actors: {
      ...authActors(services, services, services),
      loadFlow: fromPromise(async ({ input }) =>
        asFlowChart((await call('loadFlow')(input)) as AnyActorLogic),
      ),
    },
    actions: {
      navigate: record('navigate'),
      showScreen: record('showScreen'),
      notify: record('notify'),
      logError: record('logError'),
      rememberCustomer: record('rememberCustomer'),
      forgetCustomer: record('forgetCustomer'),
      rememberProfile: record('rememberProfile'),
      forgetProfile: record('forgetProfile'),
    },
  });
  const actor = createActor(machine).start();

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The latest call of that name still waiting: an older one was left behind by its state. */
  const pending = (name: string): Call => {
    const found = calls.findLast((each) => each.name === name);
    if (!found) throw new Error(`No ${name} call under way`);
    return found;
  };
  /** Every call of that name made so far, settled or not. */
  const callsOf = (name: string) => log.filter((each) => each.name === name);
  const answer = async (name: string, output?: unknown) => {
    const found = pending(name);
    calls.splice(calls.indexOf(found), 1);
    found.resolve(output);
    await settle();
  };
  const fail = async (name: string, message: string) => {
    const found = pending(name);
    calls.splice(calls.indexOf(found), 1);
    found.reject(new Error(message));
    await settle();
  };
  const send = async (event: AnyEventObject) => {
    actor.send(event as never);
    await settle();
  };
  const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;
  const flowActor = () => (snapshot().context.flow ?? undefined) as AnyActorRef | undefined;
  /** Shows a flow once the session has loaded, its chart at hand. */
  const show = async (flow: FlowRequest) => {
    await send({ type: 'session.show', flow });
    await answerFlow();
  };
  const answerFlow = () => answer('loadFlow', flowChart);
  return { callsOf, effects, flows, answer, answerFlow, fail, send, snapshot, flowActor, show };
}

async function signedIn() {
  const app = signedInApp();
  await app.answer('currentUser', USER);
  return app;
}

/** Signed in with the profile checked and the registrations fetched. */
async function loaded() {
  const app = await signedIn();
  await app.answer('profileLogin', PROFILE);
  await app.answer('fetchCustomer', CUSTOMER);
  return app;
}

describe('the post-login profile check', () => {
  it("sends the user's names and keeps the answer, for this user", async () => {
    const app = await signedIn();
    expect(app.callsOf('profileLogin').map((each) => each.input)).toEqual([
      { firstName: 'Ann', lastName: 'Lee', email: EMAIL, phone: '', locale: 'en' },
    ]);
    await app.answer('profileLogin', PROFILE);
    expect(app.snapshot().matches({ signedIn: { profile: 'ready' } })).toBe(true);
    expect(app.snapshot().context).toMatchObject({ profile: PROFILE, profileError: null });
    expect(app.effects).toEqual([['rememberProfile', { sub: USER.sub, profile: PROFILE }]]);
  });

  it("records the failure and recalls this user's kept copy with the token's e-mail", async () => {
    const app = await signedIn();
    await app.fail('profileLogin', '500 : Database unavailable');
    expect(app.snapshot().matches({ signedIn: { profile: 'failed' } })).toBe(true);
    expect(app.snapshot().context.profileError).toBe('500 : Database unavailable');
    expect(app.callsOf('recallProfile').map((each) => each.input)).toEqual([USER.sub]);
    await app.answer('recallProfile', KEPT_PROFILE);
    expect(app.snapshot().context.lastKnownProfile).toEqual({ ...KEPT_PROFILE, email: EMAIL });
    expect(app.snapshot().context.profile).toBeNull();
  });

  it('checks a failed profile again with the next refresh of the list, and takes it then', async () => {
    const app = await signedIn();
    await app.fail('profileLogin', 'Network Error');
    await app.answer('fetchCustomer', CUSTOMER);
    await app.send({ type: 'auth.customer.refresh' });
    expect(app.snapshot().matches({ signedIn: { profile: 'checking' } })).toBe(true);
    expect(app.callsOf('profileLogin')).toHaveLength(2);
    await app.answer('profileLogin', PROFILE);
    expect(app.snapshot().context.profile).toEqual(PROFILE);
    // A profile already checked is not asked for again.
    await app.answer('fetchCustomer', CUSTOMER);
    await app.send({ type: 'auth.customer.refresh' });
    expect(app.callsOf('profileLogin')).toHaveLength(2);
  });

  it('starts the profile page opened before the copy was read again, with the copy', async () => {
    const app = await signedIn();
    await app.fail('profileLogin', '500 : Database unavailable');
    await app.answer('fetchCustomer', CUSTOMER);
    await app.show(PROFILE_PAGE);
    expect(app.flows[0]?.input).toMatchObject({ profile: null, lastKnownProfile: null });
    await app.answer('recallProfile', KEPT_PROFILE);
    await app.answerFlow();
    expect(app.flows).toHaveLength(2);
    expect(app.flows[1]?.input).toMatchObject({
      profile: null,
      lastKnownProfile: { ...KEPT_PROFILE, email: EMAIL },
    });
    expect(app.flowActor()?.getSnapshot().context.flow).toBe(app.flows[1]);
  });

  it('tells the profile page nothing when no copy was kept', async () => {
    const app = await signedIn();
    await app.fail('profileLogin', '500 : Database unavailable');
    await app.answer('fetchCustomer', CUSTOMER);
    await app.show(PROFILE_PAGE);
    await app.answer('recallProfile', null);
    expect(app.snapshot().context.lastKnownProfile).toBeNull();
    expect(app.flows).toHaveLength(1);
  });

  it('tells no other page of the recalled copy', async () => {
    const app = await signedIn();
    await app.fail('profileLogin', '500 : Database unavailable');
    await app.answer('fetchCustomer', CUSTOMER);
    await app.show(REGISTRATION);
    await app.answer('recallProfile', KEPT_PROFILE);
    expect(app.flows).toHaveLength(1);
    expect(app.flows[0]?.received).toEqual([]);
  });

  it('takes the saved profile for the rest of the session and keeps it for the user', async () => {
    const app = await loaded();
    await app.send({ type: 'session.profile.saved', profile: SAVED_PROFILE });
    expect(app.snapshot().context.profile).toEqual(SAVED_PROFILE);
    expect(app.effects.at(-1)).toEqual([
      'rememberProfile',
      { sub: USER.sub, profile: SAVED_PROFILE },
    ]);
  });
});

describe("the customer's registrations", () => {
  it('keeps the fetched list for this user', async () => {
    const app = await signedIn();
    expect(app.callsOf('fetchCustomer')).toHaveLength(1);
    await app.answer('fetchCustomer', CUSTOMER);
    expect(app.snapshot().matches({ signedIn: { customer: 'ready' } })).toBe(true);
    expect(app.snapshot().context).toMatchObject({ customer: CUSTOMER, customerError: null });
    expect(app.effects).toEqual([['rememberCustomer', { sub: USER.sub, customer: CUSTOMER }]]);
  });

  it("records a failed fetch, recalls this user's kept list, and clears the failure once fetched", async () => {
    const app = await signedIn();
    await app.fail('fetchCustomer', 'Network Error');
    expect(app.snapshot().matches({ signedIn: { customer: 'failed' } })).toBe(true);
    expect(app.snapshot().context.customerError).toBe('Network Error');
    expect(app.callsOf('recall').map((each) => each.input)).toEqual([USER.sub]);
    await app.answer('recall', KEPT_CUSTOMER);
    expect(app.snapshot().context.lastKnownCustomer).toEqual(KEPT_CUSTOMER);
    await app.send({ type: 'auth.customer.refresh' });
    expect(app.snapshot().matches({ signedIn: { customer: 'fetching' } })).toBe(true);
    await app.answer('fetchCustomer', CUSTOMER);
    expect(app.snapshot().context).toMatchObject({ customer: CUSTOMER, customerError: null });
  });

  it('fetches again after a change, and leaves a fetch under way alone', async () => {
    const app = await signedIn();
    await app.send({ type: 'session.customer.changed' });
    expect(app.callsOf('fetchCustomer')).toHaveLength(1);
    await app.answer('fetchCustomer', CUSTOMER);
    await app.send({ type: 'session.customer.changed' });
    expect(app.snapshot().matches({ signedIn: { customer: 'fetching' } })).toBe(true);
    await app.fail('fetchCustomer', 'Network Error');
    await app.send({ type: 'session.customer.changed' });
    expect(app.snapshot().matches({ signedIn: { customer: 'fetching' } })).toBe(true);
    await app.fail('fetchCustomer', 'Network Error');
    await app.send({ type: 'auth.customer.refresh' });
    expect(app.snapshot().matches({ signedIn: { customer: 'fetching' } })).toBe(true);
    await app.answer('fetchCustomer', CUSTOMER);
    await app.send({ type: 'auth.customer.refresh' });
    expect(app.snapshot().matches({ signedIn: { customer: 'fetching' } })).toBe(true);
    expect(app.callsOf('fetchCustomer')).toHaveLength(5);
  });
});

describe('the flow the address shows', () => {
  it('waits for the profile and the registrations, then starts the chart with them', async () => {
    const app = await signedIn();
    await app.send({ type: 'session.show', flow: REGISTRATION });
    expect(app.snapshot().matches({ signedIn: { flow: { shown: 'starting' } } })).toBe(true);
    await app.answer('profileLogin', PROFILE);
    expect(app.callsOf('loadFlow')).toEqual([]);
    await app.answer('fetchCustomer', CUSTOMER);
    expect(app.callsOf('loadFlow').map((each) => each.input)).toEqual([REGISTRATION]);
    await app.answer('loadFlow', createMachine({}));
    expect(app.snapshot().matches({ signedIn: { flow: { shown: 'running' } } })).toBe(true);
  });

  it('hands the chart the request, the profile and the fetched registrations', async () => {
    const app = await loaded();
    await app.show(REGISTRATION);
    expect(app.flows.map((flow) => flow.input)).toEqual([
      {
        ...REGISTRATION,
        profile: PROFILE,
        lastKnownProfile: null,
        registrations: CUSTOMER.eventRegistrationList,
      },
    ]);
  });

  it('hands the chart the kept registrations offline (none if none kept), the fetched ones online', async () => {
    const app = await signedIn();
    await app.answer('profileLogin', PROFILE);
    await app.fail('fetchCustomer', 'Network Error');
    await app.show(REGISTRATION);
    expect(app.flows[0]?.input.registrations).toEqual([]);
    await app.answer('recall', KEPT_CUSTOMER);
    await app.show(WALLET);
    expect(app.flows[1]?.input.registrations).toEqual(KEPT_CUSTOMER.eventRegistrationList);
    // Back online the fetched list goes to the running wallet chart; the kept copy stays in the
    // context.
    await app.send({ type: 'auth.customer.refresh' });
    await app.answer('fetchCustomer', CUSTOMER);
    expect(app.snapshot().context.lastKnownCustomer).toEqual(KEPT_CUSTOMER);
    expect(app.flows).toHaveLength(2);
    expect(app.flows[1]?.received).toEqual([{ type: 'wallet.refresh', customer: CUSTOMER }]);
  });

  it('keeps its loader when the chart cannot be fetched, and retries when shown again', async () => {
    const app = await loaded();
    await app.send({ type: 'session.show', flow: REGISTRATION });
    await app.fail('loadFlow', 'Failed to fetch');
    expect(app.snapshot().matches({ signedIn: { flow: { shown: 'unavailable' } } })).toBe(true);
    await app.show(REGISTRATION);
    expect(app.callsOf('loadFlow')).toHaveLength(2);
    expect(app.flows).toHaveLength(1);
  });

  it('stops the chart when the address shows no flow', async () => {
    const app = await loaded();
    await app.show(REGISTRATION);
    const chart = app.flowActor();
    expect(chart?.getSnapshot().status).toBe('active');
    await app.send({ type: 'session.hide' });
    expect(app.snapshot().matches({ signedIn: { flow: 'none' } })).toBe(true);
    expect(app.snapshot().context.flowRequest).toBeNull();
    expect(chart?.getSnapshot().status).toBe('stopped');
    expect(app.flowActor()).toBeUndefined();
  });

  it("keeps the wallet running when the address only dropped the provider's answer", async () => {
    const app = await loaded();
    const paid = { ...WALLET, paymentReturn: { reference: 'PAY-1', state: 'completed' as const } };
    await app.show(paid);
    await app.send({ type: 'session.show', flow: WALLET });
    expect(app.snapshot().context.flowRequest).toEqual(WALLET);
    expect(app.snapshot().matches({ signedIn: { flow: { shown: 'running' } } })).toBe(true);
    expect(app.flows).toHaveLength(1);
  });

  it('asks the router for the screen a flow names', async () => {
    const app = await loaded();
    await app.send({ type: 'session.navigate', screen: 'wallet', registration: SELECTED_WALLET });
    expect(app.effects.at(-1)).toEqual([
      'showScreen',
      { screen: 'wallet', registration: SELECTED_WALLET },
    ]);
  });
});

describe('a fresh list of registrations while a flow runs', () => {
  it('is handed to the registration form, and so is a failed fetch', async () => {
    const app = await loaded();
    await app.show(REGISTRATION);
    await app.send({ type: 'auth.customer.refresh' });
    await app.answer('fetchCustomer', KEPT_CUSTOMER);
    await app.send({ type: 'session.customer.changed' });
    await app.fail('fetchCustomer', 'Network Error');
    expect(app.flows).toHaveLength(1);
    expect(app.flows[0]?.received).toEqual([
      { type: 'registration.customer.loaded', customer: KEPT_CUSTOMER },
      { type: 'registration.customer.failed', error: 'Network Error' },
    ]);
  });

  it('tells the wallet chart to refresh, with the fresh list or, when it failed, without', async () => {
    const app = await loaded();
    await app.show(WALLET);
    const chart = app.flowActor();
    await app.send({ type: 'auth.customer.refresh' });
    await app.answer('fetchCustomer', KEPT_CUSTOMER);
    await app.send({ type: 'auth.customer.refresh' });
    await app.fail('fetchCustomer', 'Network Error');
    expect(app.flowActor()).toBe(chart);
    expect(app.flows).toHaveLength(1);
    expect(app.flows[0]?.received).toEqual([
      { type: 'wallet.refresh', customer: KEPT_CUSTOMER },
      { type: 'wallet.refresh' },
    ]);
  });

  it('is not told to the profile page', async () => {
    const app = await loaded();
    await app.show(PROFILE_PAGE);
    await app.send({ type: 'auth.customer.refresh' });
    await app.answer('fetchCustomer', KEPT_CUSTOMER);
    await app.send({ type: 'auth.customer.refresh' });
    await app.fail('fetchCustomer', 'Network Error');
    expect(app.snapshot().matches({ signedIn: { flow: { shown: 'running' } } })).toBe(true);
    expect(app.flows).toHaveLength(1);
    expect(app.flows[0]?.received).toEqual([]);
  });
});

describe('logout', () => {
  it("forgets the user's data, stops the flow and shows the sign-in screen at once", async () => {
    const app = await loaded();
    await app.show(REGISTRATION);
    const chart = app.flowActor();
    app.effects.length = 0;
    await app.send({ type: 'auth.logout' });
    expect(app.snapshot().matches({ signIn: 'signingOut' })).toBe(true);
    expect(app.snapshot().context).toMatchObject({
      authData: null,
      profile: null,
      customer: null,
      flowRequest: null,
      lastKnownCustomer: null,
      lastKnownProfile: null,
    });
    expect(chart?.getSnapshot().status).toBe('stopped');
    expect(app.effects).toEqual([
      ['forgetCustomer', undefined],
      ['forgetProfile', undefined],
      ['navigate', { to: '/login' }],
    ]);
  });
});
