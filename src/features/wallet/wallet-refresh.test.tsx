// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMoneyApp } from '../../../test-support/app/money-test-app';
import { makeRegistration } from '../../../test-support/app/registration-fixture';
import { type FlowActor, isFlowActor } from '../../chart-shared/flow-charts';

describe('wallet Refresh', () => {
  // Refresh goes to the session, which fetches the customer list and then sends the wallet chart
  // its wallet.refresh (the model's) with the list.
  it('has the wallet chart fetch again once the customer list has answered', async () => {
    const { auth } = renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', balance: 10 }),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$10.00'));
    // The session's flow, typed as any chart it may run; on this address it is the wallet's.
    const flow = auth.getSnapshot().context.flow;
    if (!flow || !isFlowActor('wallet', flow)) throw new Error('The wallet chart is not running');
    const chart: FlowActor<'wallet'> = flow;
    expect(chart.getSnapshot().matches({ open: { wallet: 'ready' } })).toBe(true);
    const states: string[] = [];
    chart.subscribe((snapshot) => states.push(JSON.stringify(snapshot.value)));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(states).toContain(JSON.stringify({ open: { wallet: 'loading', refunds: 'loading' } })),
    );
    expect(auth.getSnapshot().context.flow).toBe(chart);
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$10.00'));
  });

  it('makes one call of each kind: the customer, the wallet and the refund list', async () => {
    const { requests, customerFetches } = renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'FINISHED', balance: 10 }),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$10.00'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy());
    const before = { customer: customerFetches.count, calls: requests.length };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    // Settled: the page shows the wallet again and nothing is loading.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh' }).hasAttribute('data-loading')).toBe(
        false,
      ),
    );
    // A second round of calls would start right after the first answered: give it the chance.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const calls = requests.slice(before.calls).map((request) => request.url);
    expect({ customer: customerFetches.count - before.customer, calls: calls.sort() }).toEqual({
      customer: 1,
      calls: ['/api/private/customer/refund', '/api/private/customer/wallet'],
    });
  });
});
