// The registration machines' fetchCustomer, answered by the auth actor: it owns the customer
// (spec §7 POST /api/private/customer) that Home and the tag pre-check read, so asking it to
// fetch again both gives the machine the new registrations and keeps every screen in step.
import { waitFor } from 'xstate';
import type { AuthActor, AuthSnapshot } from '../auth/auth-actor';
import type { Customer } from '../contracts/customer-contract';

const fetching = (snapshot: AuthSnapshot) =>
  snapshot.matches({ signedIn: { customer: 'fetching' } });

export async function refreshCustomer(auth: AuthActor): Promise<Customer> {
  // A fetch already under way may have started before the claim, so its answer is not enough.
  await waitFor(auth, (snapshot) => !fetching(snapshot));
  auth.send({ type: 'auth.customer.refresh' });
  const settled = await waitFor(auth, (snapshot) => !fetching(snapshot));
  const { customer, customerError } = settled.context;
  if (!settled.matches({ signedIn: { customer: 'ready' } }) || customer === null) {
    throw new Error(customerError ?? 'Signed out');
  }
  return customer;
}
