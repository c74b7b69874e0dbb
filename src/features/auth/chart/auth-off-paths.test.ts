// What the path tests never see: the auth chart before the app provides its effects, the forms
// sent with a blank e-mail (the model types a malformed one), which addresses start a flow's chart
// afresh, and the request the chart builds for the post-login profile check.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { asFlowChart } from '../../../../test-support/charts/stand-in-flow';
import type { FlowLogic } from '../../../chart-shared/flow-charts';
import type { FlowRequest } from '../../../chart-shared/flow-request';
import { createAuthMachine } from './auth-machine';
import { CUSTOMER, EMAIL, PASSWORD, PROFILE, SELECTED_WALLET, USER } from './auth-model';
import { authActors } from './auth-services';
import { profileLoginRequest } from './auth-setup';
import type { AuthNavigation } from './auth-types';

// Every call here answers at once: a chart that does not get there fails within 2 s instead of
// hanging until the runner's timeout.
const SETTLED = { timeout: 2000 };

describe('the auth chart before provide()', () => {
  it('fails every identity call loudly, naming the missing effect', async () => {
    const actor = createActor(createAuthMachine()).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ signIn: 'idle' }), SETTLED);
    actor.send({ type: 'auth.signIn', email: EMAIL, password: PASSWORD });
    const refused = await waitFor(
      actor,
      (snapshot) => snapshot.matches({ signIn: 'idle' }) && snapshot.context.error !== null,
      SETTLED,
    );
    expect(refused.context.error).toEqual({
      kind: 'signInFailed',
      message: "The auth machine's signIn effect was not provided",
    });
    actor.stop();
  });
});

/** A signed-out chart whose identity calls and navigations are recorded, the calls never settling. */
function recordedChart() {
  const effects: unknown[] = [];
  const identity = new Proxy(
    {},
    {
      get: (_, name) => (input?: unknown) => {
        effects.push([name, input]);
        return name === 'currentUser' ? Promise.resolve(null) : new Promise(() => {});
      },
    },
  );
  const machine = createAuthMachine().provide({
    actors: authActors(identity as never, identity as never, identity as never),
    actions: { navigate: (_, to: AuthNavigation) => effects.push(['navigate', to]) },
  });
  return { actor: createActor(machine).start() as AnyActorRef, effects };
}

describe('the auth forms sent with a blank e-mail', () => {
  // The model types a bad e-mail; a blank one is refused by the same check, before any call.
  it('refuses a sign-up without an e-mail and calls nothing', async () => {
    const { actor, effects } = recordedChart();
    await waitFor(actor, (snapshot) => snapshot.matches({ signIn: 'idle' }), SETTLED);
    actor.send({ type: 'auth.show.signUp' });
    actor.send({
      type: 'auth.signUp',
      email: '',
      password: PASSWORD,
      givenName: 'Ann',
      familyName: 'Lee',
    });
    expect(actor.getSnapshot().matches({ signUp: 'entering' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Email is required' });
    expect(effects.slice(1)).toEqual([]);
    actor.stop();
  });

  it('refuses a reset request without an e-mail and calls nothing', async () => {
    const { actor, effects } = recordedChart();
    await waitFor(actor, (snapshot) => snapshot.matches({ signIn: 'idle' }), SETTLED);
    actor.send({ type: 'auth.show.forgotPassword' });
    actor.send({ type: 'auth.forgotPassword.request', email: ' ' });
    expect(actor.getSnapshot().matches({ forgotPassword: 'request' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Email is required' });
    expect(effects.slice(1)).toEqual([]);
    actor.stop();
  });
});

/** A chart signed in at start whose calls answer at once; every flow it starts is recorded. */
function signedInChart() {
  const started: FlowRequest[] = [];
  const flow = createMachine({
    context: ({ input }) => {
      started.push(input as FlowRequest);
      return {};
    },
  });
  const answers: Record<string, unknown> = {
    currentUser: USER,
    profileLogin: PROFILE,
    fetchCustomer: CUSTOMER,
  };
  const calls = new Proxy({}, { get: (_, name) => async () => answers[String(name)] ?? null });
  const machine = createAuthMachine().provide({
    actors: {
      ...authActors(calls as never, calls as never, calls as never),
      loadFlow: fromPromise<FlowLogic, FlowRequest | null>(async () => asFlowChart(flow)),
    },
  });
  return { actor: createActor(machine).start() as AnyActorRef, started };
}

describe('the flow an address shows', () => {
  it("starts afresh unless only a wallet's payment answer was dropped", async () => {
    const { actor, started } = signedInChart();
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'), SETTLED);
    const show = async (flow: FlowRequest) => {
      const before = started.length;
      actor.send({ type: 'session.show', flow });
      await waitFor(actor, () => started.length > before, SETTLED);
      expect(started.at(-1)).toMatchObject(flow);
    };
    const paid = { reference: 'PAY-1', state: 'completed' } as const;
    await show({ name: 'wallet', registration: SELECTED_WALLET, paymentReturn: paid });
    await show({ name: 'registration', kind: 'tag' });
    await show({ name: 'wallet', registration: SELECTED_WALLET, paymentReturn: null });
    expect(started).toHaveLength(3);
    actor.stop();
  });
});

describe('profileLoginRequest', () => {
  it("sends the identity's names and phone, in English", () => {
    expect(profileLoginRequest({ ...USER, phone: '+64211234567' })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: EMAIL,
      phone: '+64211234567',
      locale: 'en',
    });
  });

  it('sends blanks without a user', () => {
    expect(profileLoginRequest(null)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      locale: 'en',
    });
  });
});
