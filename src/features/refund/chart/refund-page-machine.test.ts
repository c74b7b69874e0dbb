// The refund page chart as its own folder's tests see it (the page model's paths live with the
// wallet chart): what it hands the refund form, whose mode, balance, refund list and prefill come
// from three places — the address, the wallet just fetched and the profile.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { TEST_PROFILE } from '../../../../test-support/app/fake-identity';
import { runUnderSession } from '../../../../test-support/charts/stand-in-session';
import { walletMachine } from '../../wallet/chart/wallet-machine';
import { walletActors } from '../../wallet/chart/wallet-services';
import type { EventWallet } from '../../wallet/chart/wallet-types';
import { refundMachine, refundTotalOf } from './refund-machine';
import { LODGED_TICKET, OPEN_REFUND } from './refund-model';
import { type RefundPageInput, refundPageMachine } from './refund-page-machine';

const FINISHED = { ...LODGED_TICKET, refundStatus: 'AVAILABLE' as const };
const WALLET: EventWallet = {
  customerId: 'sub-ann',
  balance: { current: 42 },
  transactionList: [],
};

function pageWith(refunds: (typeof OPEN_REFUND)[]) {
  return refundPageMachine.provide({
    actors: {
      wallet: walletMachine.provide({
        actors: walletActors({
          fetchWallet: async () => WALLET,
          fetchRefunds: async () => refunds,
          findPaidRegistration: async () => null,
        }),
      }),
      form: refundMachine.provide({
        actors: {
          createRefund: fromPromise(() => new Promise(() => {})),
          updateRefund: fromPromise(() => new Promise(() => {})),
        },
      }),
    },
  });
}

async function formOf(input: RefundPageInput, refunds: (typeof OPEN_REFUND)[] = []) {
  const page = createActor(pageWith(refunds), { input }).start();
  await waitFor(page, (snapshot) => snapshot.matches('form'));
  const form = page.getSnapshot().children.form;
  if (!form) throw new Error('The refund page runs no form');
  return { page, form: form.getSnapshot() };
}

describe('refund page chart', () => {
  it("opens the request form with the fetched balance and the profile's names", async () => {
    const { page, form } = await formOf({
      registration: FINISHED.walletId,
      registrations: [FINISHED],
      mode: 'request',
      profile: TEST_PROFILE,
    });
    expect(form.value).toEqual({ request: 'editing' });
    expect(form.context).toMatchObject({
      mode: 'request',
      balanceCents: 4200,
      feeCents: 250,
      form: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    });
    expect(refundTotalOf(form.context)).toBe(3950);
    page.stop();
  });

  it('opens the edit form on the refund of the OPEN batch, with no prefill', async () => {
    const { page, form } = await formOf(
      {
        registration: LODGED_TICKET.walletId,
        registrations: [LODGED_TICKET],
        mode: 'edit',
        profile: TEST_PROFILE,
      },
      [OPEN_REFUND],
    );
    expect(form.value).toMatchObject({ edit: expect.anything() });
    expect(form.context).toMatchObject({ mode: 'edit', openRefund: OPEN_REFUND });
    expect(form.context.form.firstName).toBe('');
    page.stop();
  });

  it('closes when the address names no registration of the customer, and sends the session home', async () => {
    const { flow: page, received } = runUnderSession(pageWith([]), {
      registration: 'someone-else',
      registrations: [FINISHED],
      mode: 'request',
      profile: null,
    });
    await waitFor(page, (snapshot) => snapshot.status === 'done');
    expect(page.getSnapshot().value).toBe('closed');
    expect(received).toEqual([{ type: 'session.navigate', screen: 'home' }]);
  });
});
