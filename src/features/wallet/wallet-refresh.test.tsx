// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { renderMoneyApp } from '../../../test-support/app/money-test-app';
import { makeRegistration } from '../../../test-support/app/registration-fixture';
import type { WalletFlowActor } from './use-wallet-flow';

describe('wallet Refresh', () => {
  // The wallet chart's own wallet.refresh (the model's), not only the session reopening the
  // wallet once the customer list has answered.
  it('sends the wallet chart wallet.refresh, so it fetches again at once', async () => {
    const { auth } = renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'PUBLISHED', balance: 10 }),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$10.00'));
    // The session's flow, typed as any chart it may run; on this address it is the wallet's.
    const flow: AnyActorRef | undefined = auth.getSnapshot().children.flow;
    const chart = flow as WalletFlowActor;
    expect(chart.getSnapshot().matches({ open: { wallet: 'ready' } })).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(chart.getSnapshot().matches({ open: { wallet: 'loading', refunds: 'loading' } })).toBe(
      true,
    );
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$10.00'));
  });
});
