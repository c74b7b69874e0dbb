// The session's guards on the flow the address shows, called with the requests the router can
// send: the path tests only ever have a flow request of the kind the path opened, never none.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import type { FlowRequest } from '../../../chart-shared/flow-request';
import { createAuthMachine } from './auth-machine';
import { CUSTOMER, PROFILE, SELECTED_WALLET, USER } from './auth-model';
import { authActors } from './auth-services';

type Guard = (args: { context: unknown; event: unknown }) => boolean;
const guards = createAuthMachine().implementations.guards as unknown as Record<string, Guard>;
const guard = (name: string) => {
  const found = guards[name];
  if (!found) throw new Error(`No guard ${name}`);
  return found;
};

const paid = { reference: 'PAY-1', state: 'completed' } as const;
const REQUESTS: Record<string, FlowRequest | null> = {
  none: null,
  wallet: { name: 'wallet', registration: SELECTED_WALLET, paymentReturn: null },
  registration: { name: 'registration', kind: 'ticket' },
  profile: { name: 'profile' },
  topUp: { name: 'topUp', registration: SELECTED_WALLET },
};

describe('which flow the session shows', () => {
  const cases = [
    ['isWalletShown', 'wallet'],
    ['isRegistrationShown', 'registration'],
    ['isProfileShown', 'profile'],
  ] as const;
  for (const [name, shown] of cases) {
    it(`${name} holds for a ${shown} request only`, () => {
      for (const [kind, flowRequest] of Object.entries(REQUESTS)) {
        const held = guard(name)({ context: { flowRequest }, event: { type: 'session.hide' } });
        expect(held, `${name} with ${kind}`).toBe(kind === shown);
      }
    });
  }
});

describe('isPaymentReturnTaken', () => {
  const isTaken = guard('isPaymentReturnTaken');
  const withReturn: FlowRequest = {
    name: 'wallet',
    registration: SELECTED_WALLET,
    paymentReturn: paid,
  };
  const showWallet = { type: 'session.show', flow: REQUESTS.wallet };

  it('holds when the address only dropped the return the wallet chart took', () => {
    expect(isTaken({ context: { flowRequest: withReturn }, event: showWallet })).toBe(true);
  });

  it('does not hold for a request without a return, or none', () => {
    for (const flowRequest of [null, REQUESTS.wallet, REQUESTS.profile]) {
      expect(isTaken({ context: { flowRequest }, event: showWallet })).toBe(false);
    }
  });

  it('does not hold for another event, or an address that still carries a return', () => {
    const context = { flowRequest: withReturn };
    expect(isTaken({ context, event: { type: 'session.hide', flow: REQUESTS.wallet } })).toBe(
      false,
    );
    expect(isTaken({ context, event: { type: 'session.show', flow: withReturn } })).toBe(false);
    expect(isTaken({ context, event: { type: 'session.show', flow: REQUESTS.profile } })).toBe(
      false,
    );
  });
});

describe('a flow the app has not provided', () => {
  it("leaves the page's loader up as for a chart that could not be fetched", async () => {
    const answers: Record<string, unknown> = {
      currentUser: USER,
      profileLogin: PROFILE,
      fetchCustomer: CUSTOMER,
    };
    const calls = new Proxy({}, { get: (_, name) => async () => answers[String(name)] ?? null });
    const machine = createAuthMachine().provide({
      actors: authActors(calls as never, calls as never, calls as never),
    });
    const actor = createActor(machine).start() as AnyActorRef;
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'), { timeout: 2000 });
    actor.send({ type: 'session.show', flow: REQUESTS.profile });
    const left = await waitFor(
      actor,
      (snapshot) => snapshot.matches({ signedIn: { flow: { shown: 'unavailable' } } }),
      { timeout: 2000 },
    );
    expect(left.context.flow).toBeNull();
    actor.stop();
  });
});
