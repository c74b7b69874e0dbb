// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventRegistration } from '../../../core/contracts/customer-contract';
import type { RefundTracker } from '../../../core/contracts/refund-tracker-contract';
import { makeRegistration } from '../../../test-support/app/registration-fixture';
import { AppProviders } from '../../app/app-providers';
import { RefundsCloseNotice } from '../../ui/refunds-close-notice';
import { RefundTrackerCard } from './refund-tracker-card';

// Midday UTC, so the day shown is the same in any time zone the tests run in.
const LODGED: RefundTracker = {
  refundPurchaseRef: 'RF-1',
  step: 'LODGED',
  amount: 37.5,
  fee: 2.5,
  currency: 'NZD',
  accountType: 'NZ',
  account: '01-0902-•••••89-00',
  lodged: '2026-11-28T12:00:00Z',
  beingProcessed: null,
  paid: null,
  cancelled: null,
  expectedBy: '2026-12-05T12:00:00Z',
};

function renderCard(refund: RefundTracker) {
  render(
    <AppProviders>
      <RefundTrackerCard refund={refund} />
    </AppProviders>,
  );
  return screen.getByRole('region', { name: 'Your Refund' });
}

/** Each figure as "label: value", in the order shown. */
function figuresOf(section: HTMLElement): string[] {
  return [...section.querySelectorAll('dt')].map(
    (label) => `${label.textContent}: ${label.nextElementSibling?.textContent}`,
  );
}

/** Each step as "label: date or what stands for it", in the order drawn. */
function stepsOf(): string[] {
  return screen
    .getAllByTestId('refund-step')
    .map((step) => step.textContent?.replace(/^(Lodged|Being processed|Paid|Cancelled)/, '$1: '));
}

describe('the refund tracker', () => {
  it('shows what reaches the bank, the fee, the account as sent and the lodging', () => {
    const section = renderCard(LODGED);
    expect(figuresOf(section)).toEqual([
      'To your bank: $37.50',
      'Refund fee: $2.50',
      'Lodged: 28 Nov 26',
      'Bank account: 01-0902-•••••89-00',
    ]);
    expect(stepsOf()).toEqual(['Lodged: 28 Nov 26', 'Being processed: Not yet', 'Paid: Not yet']);
    expect(screen.getByTestId('refund-expected-by').textContent).toBe('05 Dec 26');
  });

  it('dates every step of a paid refund and expects nothing more', () => {
    renderCard({
      ...LODGED,
      step: 'PAID',
      beingProcessed: '2026-11-30T12:00:00Z',
      paid: '2026-12-02T12:00:00Z',
      expectedBy: null,
    });
    expect(stepsOf()).toEqual([
      'Lodged: 28 Nov 26',
      'Being processed: 30 Nov 26',
      'Paid: 02 Dec 26',
    ]);
    expect(screen.queryByTestId('refund-expected-by')).toBeNull();
  });

  it('puts Cancelled in place of Paid, and says a step the refund never took was skipped', () => {
    renderCard({
      ...LODGED,
      step: 'CANCELLED',
      cancelled: '2026-11-29T12:00:00Z',
      expectedBy: null,
    });
    expect(stepsOf()).toEqual([
      'Lodged: 28 Nov 26',
      'Being processed: Skipped',
      'Cancelled: 29 Nov 26',
    ]);
    expect(screen.queryByTestId('refund-expected-by')).toBeNull();
  });
});

describe('the refunds close notice', () => {
  const closing = (registration: EventRegistration, refundsCloseAt: string | null) => ({
    ...registration,
    event: { ...registration.event, refundsCloseAt },
  });
  const finished = makeRegistration({ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 40 });
  const ahead = new Date(Date.now() + 2 * 86_400_000).toISOString();

  function notice(registration: EventRegistration, refundsCloseAt?: string | null) {
    const { container } = render(
      <AppProviders>
        <RefundsCloseNotice registration={registration} refundsCloseAt={refundsCloseAt} />
      </AppProviders>,
    );
    return container.querySelector('[data-testid="refunds-close-notice"]')?.textContent ?? null;
  }

  it('says when refunds close while one can still be lodged', () => {
    expect(notice(closing(finished, ahead))).toMatch(
      /^Refunds close on \d\d \w{3} \d\d at \d\d:\d\d$/,
    );
  });

  it('says nothing once a refund is lodged, without a balance, or without a close time', () => {
    expect(notice(closing({ ...finished, refundStatus: 'PROCESSING' }, ahead))).toBeNull();
    expect(notice(closing({ ...finished, walletBalance: 0 }, ahead))).toBeNull();
    expect(notice(closing(finished, null))).toBeNull();
  });

  it("takes the wallet call's close time over the registration's", () => {
    expect(notice(closing(finished, ahead), null)).toBeNull();
    expect(notice(closing(finished, null), ahead)).toMatch(/^Refunds close on/);
  });
});
