// The top-up page chart: the wallet chart first, the form once the wallet answered, 'Try Again'
// while offline, and closed when the wallet chart closes.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { makeRegistration } from '../../../../test-support/app/registration-fixture';
import { runUnderSession } from '../../../../test-support/charts/stand-in-session';
import { walletMachine } from '../../wallet/chart/wallet-machine';
import { walletActors } from '../../wallet/chart/wallet-services';
import type { EventWallet } from '../../wallet/chart/wallet-types';
import { topUpMachine } from './top-up-machine';
import { topUpPageMachine } from './top-up-page-machine';

const TICKET = makeRegistration({ state: 'PUBLISHED', balance: 0 });
const WALLET: EventWallet = {
  customerId: 'sub-ann',
  balance: { current: 12 },
  transactionList: [],
};
const offline = Object.assign(new Error('Network Error'), { offline: true });

function pageWith(fetchWallet: () => Promise<EventWallet>) {
  return topUpPageMachine.provide({
    actors: {
      wallet: walletMachine.provide({
        actors: {
          ...walletActors({
            fetchWallet,
            fetchRefunds: async () => [],
            findPaidRegistration: async () => null,
          }),
        },
      }),
      form: topUpMachine.provide({
        actors: { requestPurchase: fromPromise(() => new Promise(() => {})) },
      }),
    },
  });
}

describe('top-up page chart', () => {
  it('opens the form with the fetched wallet, after a retry when offline', async () => {
    let calls = 0;
    const page = createActor(
      pageWith(async () => {
        calls += 1;
        if (calls === 1) throw offline;
        return WALLET;
      }),
      { input: { registration: TICKET.walletId, registrations: [TICKET] } },
    ).start();
    await waitFor(page, (snapshot) => snapshot.matches({ fetching: 'offline' }));
    page.send({ type: 'walletPage.retry' });
    await waitFor(page, (snapshot) => snapshot.matches('form'));
    expect(page.getSnapshot().context.fetched).toEqual({
      registration: { ...TICKET, walletBalance: 12 },
      wallet: WALLET,
      refunds: [],
    });
    const form = page.getSnapshot().children.form;
    expect(form?.getSnapshot().value).toEqual({ form: 'editing' });
    expect(form?.getSnapshot().context).toMatchObject({ balanceCents: 1200 });
    page.stop();
  });

  it('closes when the address names no registration of the customer, and sends the session home', async () => {
    const { flow: page, received } = runUnderSession(
      pageWith(async () => WALLET),
      { registration: 'someone-else', registrations: [TICKET] },
    );
    await waitFor(page, (snapshot) => snapshot.status === 'done');
    expect(page.getSnapshot().value).toBe('closed');
    expect(received).toEqual([{ type: 'session.navigate', screen: 'home' }]);
  });
});
