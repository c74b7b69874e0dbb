import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createAuthActor } from '../auth/auth-actor';
import type { Customer } from '../contracts/customer-contract';
import { createFakeIdentity, createFakeSessionApi, userFor } from '../test/fake-identity';
import { makeRegistration } from '../test/registration-fixture';
import { refreshCustomer } from './refresh-customer';

const EMPTY: Customer = { eventRegistrationList: [], lastUpdate: '1' };
const CLAIMED: Customer = { eventRegistrationList: [makeRegistration()], lastUpdate: '2' };

function signedInAuth(answers: (() => Promise<Customer>)[]) {
  let calls = 0;
  const auth = createAuthActor(
    createFakeIdentity({ user: userFor('ann@example.com') }),
    createFakeSessionApi({
      fetchCustomer: () => {
        const answer = answers[Math.min(calls, answers.length - 1)] as () => Promise<Customer>;
        calls += 1;
        return answer();
      },
    }),
    { navigate: () => {}, notify: () => {}, logError: () => {} },
  );
  auth.start();
  return { auth, calls: () => calls };
}

describe('refreshCustomer', () => {
  it('has the auth actor fetch again and answers with the new registrations', async () => {
    const { auth, calls } = signedInAuth([async () => EMPTY, async () => CLAIMED]);
    await waitFor(auth, (snapshot) => snapshot.matches({ signedIn: { customer: 'ready' } }));
    expect(await refreshCustomer(auth)).toEqual(CLAIMED);
    expect(calls()).toBe(2);
    expect(auth.getSnapshot().context.customer).toEqual(CLAIMED);
  });

  it('waits out a fetch already under way and then asks again', async () => {
    let finishFirst: (customer: Customer) => void = () => {};
    const first = new Promise<Customer>((resolve) => {
      finishFirst = resolve;
    });
    const { auth, calls } = signedInAuth([() => first, async () => CLAIMED]);
    await waitFor(auth, (snapshot) => snapshot.matches({ signedIn: { customer: 'fetching' } }));
    const refreshed = refreshCustomer(auth);
    finishFirst(EMPTY);
    expect(await refreshed).toEqual(CLAIMED);
    expect(calls()).toBe(2);
  });

  it("rejects with the failed fetch's text", async () => {
    const { auth } = signedInAuth([
      async () => EMPTY,
      () => Promise.reject(new Error('503 : Service Unavailable')),
    ]);
    await waitFor(auth, (snapshot) => snapshot.matches({ signedIn: { customer: 'ready' } }));
    await expect(refreshCustomer(auth)).rejects.toThrow('503 : Service Unavailable');
  });
});
