// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../core/contracts/wallet-contract';
import { describeLedgerRow } from '../../../core/domain/ledger-rows';
import {
  WALLET_MESSAGE_EVENT_CLOSED,
  WALLET_MESSAGE_LODGE_REFUND,
  WALLET_MESSAGE_NO_CREDIT,
  WALLET_MESSAGE_NO_CREDIT_TOP_UP_AT_EVENT,
  WALLET_MESSAGE_NO_CREDIT_TOP_UP_NOT_OPEN,
  WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT,
  WALLET_MESSAGE_PAYMENT_PENDING,
  WALLET_MESSAGE_READY,
  WALLET_MESSAGE_READY_TICKET,
  WALLET_MESSAGE_REFUND_LOGGED,
  WALLET_MESSAGE_REFUND_PAID,
} from '../../../core/domain/wallet-rules';
import { findAlert, routerSettled } from '../../../test-support/app/dom-helpers';
import { renderMoneyApp, walletOf } from '../../../test-support/app/money-test-app';
import { makeRegistration } from '../../../test-support/app/registration-fixture';

const row = (
  purchaseReference: string,
  purchaseCategory: string,
  purchaseState: string,
  purchaseTotal: number,
  purchaseDate: string,
  /** What its writer stored, and a tap's vendor, as the server reads them for the label. */
  written: { description?: string; vendor?: string } = {},
): Transaction => ({
  purchaseReference,
  purchaseCategory,
  purchaseState,
  purchaseTotal,
  purchaseDate,
  ...describeLedgerRow({
    category: purchaseCategory,
    total: purchaseTotal,
    description: written.description ?? '',
    vendor: written.vendor,
    state: purchaseState,
  }),
});

const OPEN_REFUND = {
  batchState: 'OPEN',
  batchItemAccountNumber: '01-0902-0068389-00',
  refundPurchaseRef: 'RF-1',
};

async function walletStatus() {
  return (await screen.findByTestId('wallet-status')).textContent;
}

const actions = () => ({
  topUp: screen.queryByRole('link', { name: /^(Online Top Up|Add More Credit)$/ })?.textContent,
  lodge: screen.queryByRole('link', { name: 'Lodge Wallet Refund' }) !== null,
  amend: screen.queryByRole('link', { name: 'Amend bank account' }) !== null,
});

describe('wallet page buttons and status by state', () => {
  it('offers Online Top Up for an unfunded ticket before the event', async () => {
    renderMoneyApp('/event/wallet', { registration: makeRegistration({ state: 'PUBLISHED' }) });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_NO_CREDIT);
    expect(actions()).toEqual({ topUp: 'Online Top Up', lodge: false, amend: false });
    expect(screen.getByRole('link', { name: 'Online Top Up' }).getAttribute('href')).toBe(
      '/event/wallet/payment?registration=wallet-1',
    );
  });

  it('shows the fetched balance and offers Add More Credit once money is on it', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', balance: 0 }),
      wallet: walletOf(46),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$46.00'));
    expect(actions()).toEqual({ topUp: 'Add More Credit', lodge: false, amend: false });
  });

  it('at $0.00 with only a pending top up, at 375 px, says the payment is pending', async () => {
    window.innerWidth = 375;
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', balance: 0 }),
      wallet: walletOf(0, [row('P-1', 'TOP_UP', 'PENDING', 96.5, '2026-11-20T10:00:00Z')]),
    });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(await walletStatus()).toBe(WALLET_MESSAGE_PAYMENT_PENDING);
  });

  it('at 375 px, tells a holder of a ticket alone to collect a card or band, not to tap one', async () => {
    window.innerWidth = 375;
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', balance: 43.5 }),
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_READY_TICKET);
    expect(await walletStatus()).not.toMatch(/- tap your card or band/);
  });

  it('at 375 px, tells an empty band wallet to top up at the event, which offers no online top up', async () => {
    window.innerWidth = 375;
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', uid: '04AA11BB22CC33', balance: 0 }),
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_NO_CREDIT_TOP_UP_AT_EVENT);
    expect(actions()).toEqual({ topUp: undefined, lodge: false, amend: false });
  });

  it('at 375 px, does not tell the ticket holder of a draft event to top up before it', async () => {
    window.innerWidth = 375;
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'DRAFT', balance: 0 }),
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_NO_CREDIT_TOP_UP_NOT_OPEN);
    expect(actions()).toEqual({ topUp: undefined, lodge: false, amend: false });
  });

  it('offers no top up for a ticket that has a card', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', uid: '04AA11BB22CC33', balance: 5 }),
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_READY);
    expect(actions()).toEqual({ topUp: undefined, lodge: false, amend: false });
  });

  it('offers Lodge Wallet Refund while the event runs and money is left', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'STARTED', refundStatus: 'AVAILABLE', balance: 8 }),
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT);
    expect(actions()).toEqual({ topUp: undefined, lodge: true, amend: false });
    expect(screen.getByRole('link', { name: 'Lodge Wallet Refund' }).getAttribute('href')).toBe(
      '/event/wallet/refund?registration=wallet-1',
    );
  });

  it('offers no refund once the fetched balance is zero', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 8 }),
      wallet: walletOf(0),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$0.00'));
    expect(actions()).toEqual({ topUp: undefined, lodge: false, amend: false });
  });

  it('offers a refund again after a cancelled one', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 8 }),
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_LODGE_REFUND);
    expect(actions().lodge).toBe(true);
  });

  it('offers Amend bank account while the lodged refund is in the OPEN batch', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'FINISHED', refundStatus: 'PROCESSING', balance: 8 }),
      refunds: [OPEN_REFUND],
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_REFUND_LOGGED);
    await screen.findByRole('link', { name: 'Amend bank account' });
    expect(actions()).toEqual({ topUp: undefined, lodge: false, amend: true });
    expect(screen.getByRole('link', { name: 'Amend bank account' }).getAttribute('href')).toBe(
      '/event/wallet/refund/edit?registration=wallet-1',
    );
  });

  it('offers no amendment once the batch is closed', async () => {
    const { requests } = renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'FINISHED', refundStatus: 'PROCESSING', balance: 8 }),
      refunds: [{ ...OPEN_REFUND, batchState: 'CLOSED' }],
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_REFUND_LOGGED);
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('/api/private/customer/refund'),
    );
    await screen.findByText('You have no transactions - time to get spending!');
    expect(actions()).toEqual({ topUp: undefined, lodge: false, amend: false });
  });

  it('says the refund is paid', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'FINISHED', refundStatus: 'COMPLETED', balance: 0 }),
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_REFUND_PAID);
    expect(actions()).toEqual({ topUp: undefined, lodge: false, amend: false });
  });

  it('says the event is closed', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'CLOSED', refundStatus: 'AVAILABLE', balance: 8 }),
    });
    expect(await walletStatus()).toBe(WALLET_MESSAGE_EVENT_CLOSED);
    expect(actions()).toEqual({ topUp: undefined, lodge: false, amend: false });
  });

  it('asks for the wallet and the refund list of the selected registration', async () => {
    const registration = makeRegistration({
      state: 'FINISHED',
      uid: '04E0E1E2E3E4E5',
      walletId: 'wallet-9',
    });
    const { requests } = renderMoneyApp('/event/wallet', { registration });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual(
      expect.arrayContaining([
        { url: '/api/private/customer/wallet', body: { walletId: 'wallet-9', eventId: 'evt-1' } },
        { url: '/api/private/customer/refund', body: { uid: '04E0E1E2E3E4E5', eventId: 'evt-1' } },
      ]),
    );
  });
});

describe('wallet transaction table', () => {
  it('lists the five categories newest first, with the spec labels, what each row is, dates and times', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'STARTED', refundStatus: 'AVAILABLE', balance: 8 }),
      wallet: walletOf(31.5, [
        row('T-1', 'TOP_UP', 'COMPLETED', 47.5, '2026-01-10T10:00:00'),
        row('T-1-ACT', 'ACTIVATION', 'COMPLETED', -4, '2026-01-10T10:00:01'),
        row('P-1', 'PURCHASE', 'PENDING', -12, '2026-02-03T19:30:00'),
        row('T-2', 'TOP_UP', 'VOID', 20, '2026-01-11T08:00:00'),
        row('X-1', 'ADJUSTMENT', 'COMPLETED', 1, '2026-02-04T08:00:00'),
        row('R-1', 'REFUND', 'SETTLED', -10, '2026-02-05T08:00:00'),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Purchase Type', 'Status', 'Total', 'Date']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) =>
        within(tableRow)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Both date formats are in the cell; CSS shows the phone one below the sm breakpoint. A row
    // whose description is its category's words says them once.
    expect(rows).toEqual([
      ['RefundRefund to bank', 'Unknown', '-$10.00', '05 Feb 26 08:00:0005-02-26 08:00:00'],
      ['Purchase', 'Pending', '-$12.00', '03 Feb 26 19:30:0003-02-26 19:30:00'],
      ['Top Up', 'Declined', '$20.00', '11 Jan 26 08:00:0011-01-26 08:00:00'],
      ['Activation Fee', 'Approved', '-$4.00', '10 Jan 26 10:00:0110-01-26 10:00:01'],
      ['Top Up', 'Approved', '$47.50', '10 Jan 26 10:00:0010-01-26 10:00:00'],
    ]);
    // Pending and declined rows are marked apart from approved ones, beside their words.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => tableRow.getAttribute('data-status')),
    ).toEqual(['unknown', 'pending', 'declined', 'approved', 'approved']);
  });

  it('lists each fee as a row of its own, in the order the server wrote them, adding up to the balance', async () => {
    // As the server answers a $100 top-up (5% card fee, $4.00 activation), $30.50 spent and a
    // paid refund ($58.00 to the bank, $2.50 fee): rows written together share their date.
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'FINISHED', refundStatus: 'COMPLETED', balance: 0 }),
      wallet: walletOf(0, [
        row('RF-1-FEE', 'REFUND', 'COMPLETED', -2.5, '2026-02-06T09:00:00', {
          description: 'Refund fee',
        }),
        row('RF-1', 'REFUND', 'COMPLETED', -58, '2026-02-06T09:00:00', {
          description: 'Refund $58.00 paid',
        }),
        row('P-1', 'PURCHASE', 'COMPLETED', -30.5, '2026-02-03T19:30:00', { vendor: 'Bar 3' }),
        row('TU-1-ACT', 'ACTIVATION', 'COMPLETED', -4, '2026-01-10T10:00:00', {
          description: 'Online activation fee',
        }),
        row('TU-1-FEE', 'TOP_UP', 'COMPLETED', -5, '2026-01-10T10:00:00', {
          description: 'Card fee',
        }),
        row('TU-1', 'TOP_UP', 'COMPLETED', 100, '2026-01-10T10:00:00', {
          description: 'Online top up $100.00',
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) =>
        within(tableRow)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['RefundRefund fee', 'Approved', '-$2.50'],
      ['RefundRefund to bank', 'Approved', '-$58.00'],
      ['PurchasePurchase · Bar 3', 'Approved', '-$30.50'],
      ['Activation Fee', 'Approved', '-$4.00'],
      ['Top UpCard fee', 'Approved', '-$5.00'],
      ['Top UpOnline top up', 'Approved', '$100.00'],
    ]);
    const cents = rows.map(([, , total]) => Math.round(Number(total?.replace('$', '')) * 100));
    expect(cents.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(screen.getByTestId('wallet-balance').textContent).toBe('$0.00');
  });

  it('says when there are no transactions', async () => {
    renderMoneyApp('/event/wallet', { registration: makeRegistration() });
    await screen.findByText('You have no transactions - time to get spending!');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('at 375 px, works offline with the registration, offering no top up, when no answer comes back', async () => {
    window.innerWidth = 375;
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', balance: 12.5 }),
      answers: { '/api/private/customer/wallet': 'network' },
    });
    await screen.findByText('Working offline - unable to get transaction list');
    expect(screen.getByTestId('wallet-balance').textContent).toBe('$12.50');
    expect(actions().topUp).toBeUndefined();
  });

  it('fetches the wallet again on Refresh', async () => {
    let balance = 10;
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', balance: 10 }),
      answers: {
        '/api/private/customer/wallet': () => ({ status: 200, data: walletOf(balance) }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$10.00'));
    balance = 57.5;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$57.50'));
  });

  it('goes Back to /home', async () => {
    const { router } = renderMoneyApp('/event/wallet', { registration: makeRegistration() });
    fireEvent.click(await screen.findByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await routerSettled(router);
  });
});

describe('wallet failures', () => {
  it("goes home with 'Event Not Found' when nothing is selected", async () => {
    const { router } = renderMoneyApp('/event/wallet', { registration: null });
    await findAlert(
      'Event Not Found',
      'We could not find that event registration on your account.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("goes home with 'Wallet Not Found' when the server has no such wallet", async () => {
    const { router } = renderMoneyApp('/event/wallet', {
      registration: makeRegistration(),
      answers: {
        '/api/private/customer/wallet': {
          status: 404,
          data: { statusCode: 404, error: 'Not Found', message: 'Wallet not found' },
        },
      },
    });
    await screen.findByText('Wallet Not Found');
    screen.getByText(/404 : Wallet not found/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('returning from the payment provider', () => {
  const cases = [
    ['completed', 'Payment Completed'],
    ['pending', 'Payment Pending'],
    ['declined', 'Payment Failed'],
  ] as const;
  for (const [state, title] of cases) {
    it(`says '${title}' for state=${state} and takes both parameters out of the address`, async () => {
      const { router } = renderMoneyApp(`/event/wallet?reference=TU-1&state=${state}&x=1`, {
        registration: makeRegistration({ state: 'PUBLISHED' }),
        wallet: walletOf(0, [row('TU-1', 'TOP_UP', 'PENDING', 47.5, '2026-01-10T10:00:00')]),
      });
      await screen.findByText(title);
      // The registration stays in the address; anything the route does not know is dropped.
      await waitFor(() => expect(router.state.location.searchStr).toBe('?registration=wallet-1'));
      expect(router.state.location.pathname).toBe('/event/wallet');
    });
  }

  it('comes back to the payment complete address and shows the outcome on the wallet', async () => {
    const { router } = renderMoneyApp(
      '/event/wallet/payment/complete?reference=TU-1&state=completed',
      {
        registration: makeRegistration({ state: 'PUBLISHED' }),
        wallet: walletOf(46, [row('TU-1', 'TOP_UP', 'COMPLETED', 47.5, '2026-01-10T10:00:00')]),
      },
    );
    await screen.findByText('Payment Completed');
    await waitFor(() =>
      expect(router.state.location.href).toBe('/event/wallet?registration=wallet-1'),
    );
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$46.00'));
  });

  it('finds the paid wallet by its reference when the page was loaded afresh', async () => {
    const other = makeRegistration({ state: 'PUBLISHED', walletId: 'wallet-other' });
    const paid = makeRegistration({ state: 'PUBLISHED', walletId: 'wallet-paid' });
    paid.event = { ...paid.event, name: 'Paid Festival' };
    const { requests } = renderMoneyApp('/event/wallet?reference=TU-9&state=pending', {
      registration: null,
      registrations: [other, paid],
      answers: {
        '/api/private/customer/wallet': (body) => ({
          status: 200,
          data: walletOf(
            0,
            body.walletId === 'wallet-paid'
              ? [row('TU-9', 'TOP_UP', 'PENDING', 47.5, '2026-01-10T10:00:00')]
              : [],
          ),
        }),
      },
    });
    await screen.findByText('Payment Pending');
    await screen.findByRole('heading', { level: 1, name: 'Paid Festival' });
    expect(
      requests.filter((request) => request.url === '/api/private/customer/wallet').at(-1)?.body,
    ).toEqual({ walletId: 'wallet-paid', eventId: 'evt-1' });
  });

  it("at 375 px, claims no payment for a reference none of the wallets holds: 'Event Not Found'", async () => {
    window.innerWidth = 375;
    const { router } = renderMoneyApp(
      '/event/wallet/payment/complete?reference=TU-NOPE&state=completed',
      { registration: null, registrations: [makeRegistration({ state: 'PUBLISHED' })] },
    );
    await screen.findByText('Event Not Found');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await routerSettled(router);
    expect(screen.queryByText(/^Payment /)).toBeNull();
  });

  it("at 375 px, claims no payment for a reference the registration's wallet does not hold", async () => {
    window.innerWidth = 375;
    const { router } = renderMoneyApp(
      '/event/wallet/payment/complete?reference=TU-NOPE&state=completed',
      {
        registration: makeRegistration({ state: 'PUBLISHED' }),
        wallet: walletOf(46, [row('TU-1', 'TOP_UP', 'COMPLETED', 47.5, '2026-01-10T10:00:00')]),
      },
    );
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$46.00'));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/event/wallet?registration=wallet-1'),
    );
    await routerSettled(router);
    expect(screen.queryByText(/^Payment /)).toBeNull();
  });
});
