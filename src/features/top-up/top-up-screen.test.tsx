// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findAlert, routerSettled } from '../../../test-support/app/dom-helpers';
import { type Answer, renderMoneyApp, walletOf } from '../../../test-support/app/money-test-app';
import { makeRegistration } from '../../../test-support/app/registration-fixture';
import { leaveApp } from './leave-app';

vi.mock('./leave-app', () => ({ leaveApp: vi.fn() }));

beforeEach(() => vi.mocked(leaveApp).mockClear());

const TICKET = makeRegistration({ state: 'PUBLISHED', balance: 0 });
const PAID_TOP_UP = {
  purchaseReference: 'TU-0',
  purchaseCategory: 'TOP_UP',
  purchaseState: 'COMPLETED',
  purchaseTotal: 855,
  purchaseDate: '2026-01-10T10:00:00Z',
  kind: 'online-top-up' as const,
  description: 'Online top up',
  status: 'approved' as const,
};

function openTopUp(options: { balance?: number; answer?: Answer; paid?: boolean } = {}) {
  const { balance = 0, answer, paid = false } = options;
  return renderMoneyApp('/event/wallet/payment', {
    registration: TICKET,
    wallet: walletOf(balance, paid ? [PAID_TOP_UP] : []),
    answers: answer ? { '/api/private/customer/purchase/request': answer } : {},
  });
}

const purchase = () => screen.getByRole('button', { name: 'Purchase' });
const amount = () => screen.getByLabelText('Custom amount') as HTMLInputElement;
const preset = (dollars: number) => screen.getByRole('button', { name: `$${dollars}.00` });

function summaryLines(): string[] {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return within(summary)
    .getAllByText(/\$/)
    .map((cell) => `${cell.previousElementSibling?.textContent} ${cell.textContent}`);
}

describe('top-up amounts and the order summary', () => {
  it('starts with no amount: no summary and the request disabled', async () => {
    openTopUp();
    await screen.findByRole('heading', { level: 1, name: 'Online Top Up' });
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
    expect(purchase()).toHaveProperty('disabled', true);
    expect(
      ['$50.00', '$80.00', '$100.00', '$150.00', '$200.00'].every((name) =>
        screen.getByRole('button', { name }),
      ),
    ).toBe(true);
  });

  it('sums a preset with the card fee and the first activation fee', async () => {
    openTopUp();
    await screen.findByRole('heading', { level: 1, name: 'Online Top Up' });
    fireEvent.click(preset(50));
    expect(preset(50).getAttribute('aria-pressed')).toBe('true');
    expect(summaryLines()).toEqual([
      'Top up $50.00',
      'Card fee -$2.50',
      'Activation fee -$4.00',
      'Added to your wallet $43.50',
      'Balance after top up $43.50',
    ]);
    expect(purchase()).toHaveProperty('disabled', false);
  });

  it('leaves the activation fee out once a top up has completed', async () => {
    openTopUp({ balance: 20, paid: true });
    fireEvent.click(await screen.findByRole('button', { name: '$100.00' }));
    expect(summaryLines()).toEqual([
      'Top up $100.00',
      'Card fee -$5.00',
      'Activation fee $0.00',
      'Added to your wallet $95.00',
      'Balance after top up $115.00',
    ]);
  });

  it('refuses a custom amount below 20 with the spec message and no summary', async () => {
    openTopUp();
    await screen.findByRole('heading', { level: 1, name: 'Online Top Up' });
    fireEvent.change(amount(), { target: { value: '15' } });
    screen.getByText('Top up amount must been between 20.00 and 999.00');
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
    expect(purchase()).toHaveProperty('disabled', true);
  });

  it('shows the summary from 20 up, cents included', async () => {
    openTopUp();
    await screen.findByRole('heading', { level: 1, name: 'Online Top Up' });
    fireEvent.change(amount(), { target: { value: '20' } });
    expect(summaryLines()[0]).toBe('Top up $20.00');
    fireEvent.change(amount(), { target: { value: '33.33' } });
    expect(summaryLines().slice(0, 2)).toEqual(['Top up $33.33', 'Card fee -$1.67']);
    expect(screen.queryByText('Top up amount must been between 20.00 and 999.00')).toBeNull();
    expect(purchase()).toHaveProperty('disabled', false);
  });

  it('keeps 999 when more is typed', async () => {
    openTopUp();
    await screen.findByRole('heading', { level: 1, name: 'Online Top Up' });
    fireEvent.change(amount(), { target: { value: '1500' } });
    expect(amount().value).toBe('999');
    expect(summaryLines()[0]).toBe('Top up $999.00');
  });

  it('disables the request when the balance would pass $999.99', async () => {
    openTopUp({ balance: 900, paid: true });
    fireEvent.click(await screen.findByRole('button', { name: '$100.00' }));
    expect(purchase()).toHaveProperty('disabled', true);
    screen.getByText(/A wallet can hold at most \$999\.99/);
    fireEvent.click(preset(50));
    expect(purchase()).toHaveProperty('disabled', false);
  });

  it('at 375 px, names the figures the limit counts beside a balance after fees below it', async () => {
    window.innerWidth = 375;
    openTopUp({ balance: 43.5, paid: true });
    await screen.findByRole('heading', { level: 1, name: 'Online Top Up' });
    fireEvent.change(amount(), { target: { value: '960' } });
    // 5% card fee, activation already paid: $43.50 + $960.00 - $48.00.
    expect(summaryLines()).toEqual([
      'Top up $960.00',
      'Card fee -$48.00',
      'Activation fee $0.00',
      'Added to your wallet $912.00',
      'Balance after top up $955.50',
    ]);
    expect(purchase()).toHaveProperty('disabled', true);
    screen.getByText(
      'A wallet can hold at most $999.99, and this limit counts the whole top up before fees: your balance $43.50 plus $960.00 comes to $1003.50.',
    );
  });
});

describe('requesting the payment', () => {
  it('sends the order with this origin and takes the browser to the returned address', async () => {
    const { requests } = openTopUp({
      answer: { status: 200, data: { redirect: 'http://pay.test/session/1', reference: 'TU-1' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '$80.00' }));
    fireEvent.click(purchase());
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('http://pay.test/session/1'));
    const sent = requests.find((request) => request.url.endsWith('/purchase/request'));
    expect(sent?.body).toEqual({
      uid: 'TCK-1001',
      walletId: 'wallet-1',
      description: 'Online Top Up - Summer Festival',
      currency: 'NZD',
      category: 'TOP_UP',
      purchaseItemList: [
        {
          code: 'TOP_UP',
          name: 'Online Top Up',
          price: 80,
          currency: 'NZD',
          quantity: 1,
          category: 'TOP_UP',
        },
        {
          code: 'CARD_FEE',
          name: 'Card Fee',
          price: -4,
          currency: 'NZD',
          quantity: 1,
          category: 'TOP_UP',
        },
        {
          code: 'ACTIVATION_FEE',
          name: 'Activation Fee',
          price: -4,
          currency: 'NZD',
          quantity: 1,
          category: 'ACTIVATION',
        },
      ],
      contractCode: 'C-1',
      eventId: 'evt-1',
      creditTotal: 72,
      cardFee: 4,
      activationFee: 4,
      requestOrigin: window.location.origin,
    });
  });

  it('keeps the button busy while the request is in flight', async () => {
    openTopUp({ answer: 'never' });
    fireEvent.click(await screen.findByRole('button', { name: '$50.00' }));
    fireEvent.click(purchase());
    await waitFor(() => expect(purchase().getAttribute('data-loading')).toBe('true'));
    expect(purchase()).toHaveProperty('disabled', true);
    expect(preset(80)).toHaveProperty('disabled', true);
  });

  it("shows the server's words when it refuses a card holder", async () => {
    openTopUp({
      answer: {
        status: 409,
        data: { message: 'Online top up is not available once you have a TestWallet card' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '$50.00' }));
    fireEvent.click(purchase());
    await screen.findByText('409 : Online top up is not available once you have a TestWallet card');
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it("at 375 px, shows the server's reason when the event started while the page was open", async () => {
    window.innerWidth = 375;
    openTopUp({
      answer: {
        status: 409,
        data: { message: 'Online top up is only available before the event starts' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '$50.00' }));
    fireEvent.click(purchase());
    await screen.findByText('409 : Online top up is only available before the event starts');
    expect(screen.queryByText(/try again later/i)).toBeNull();
  });

  it('at 375 px, signs out and shows Login when the server no longer knows the customer', async () => {
    window.innerWidth = 375;
    const { router } = openTopUp({
      answer: { status: 401, data: { message: 'Missing or invalid token' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '$50.00' }));
    fireEvent.click(purchase());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('button', { name: 'Login' });
    await routerSettled(router);
    expect(screen.queryByText('Payment Request Failed')).toBeNull();
    expect(screen.queryByText(/try again later/i)).toBeNull();
  });

  it('says sorry, with the support e-mail, for any other failure', async () => {
    openTopUp({ answer: { status: 502, data: { message: 'The payment provider is down' } } });
    fireEvent.click(await screen.findByRole('button', { name: '$50.00' }));
    fireEvent.click(purchase());
    await screen.findByText(
      'Sorry we were unable to request your payment right now. Please try again later',
    );
    expect(screen.getByRole('link', { name: 'help@testwallet.example' }).getAttribute('href')).toBe(
      'mailto:help@testwallet.example',
    );
    expect(screen.queryByText(/provider is down/)).toBeNull();
    expect(purchase()).toHaveProperty('disabled', false);
  });
});

describe('top-up page guard', () => {
  it('at 375 px, sends a started event back to /home and says why', async () => {
    window.innerWidth = 375;
    const { router } = renderMoneyApp('/event/wallet/payment', {
      registration: makeRegistration({ state: 'STARTED', balance: 5 }),
    });
    await findAlert(
      'Online Top Up Not Available',
      'Online top up is only available before the event starts',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await routerSettled(router);
    expect(screen.queryByText('Event Not Found')).toBeNull();
  });

  it("says 'Event Not Found' and goes home without a selection", async () => {
    const { router } = renderMoneyApp('/event/wallet/payment', { registration: null });
    await findAlert(
      'Event Not Found',
      'We could not find that event registration on your account.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
