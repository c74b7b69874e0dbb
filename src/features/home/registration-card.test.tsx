// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventRegistration } from '../../../core/contracts/customer-contract';
import {
  makeRegistration,
  type RegistrationShape,
} from '../../../test-support/app/registration-fixture';
import { AppProviders } from '../../app/app-providers';
import { RegistrationCard } from './registration-card';

function renderCard(registration: EventRegistration, onSelect = vi.fn()) {
  render(
    <AppProviders env="test">
      <RegistrationCard registration={registration} onSelect={onSelect} />
    </AppProviders>,
  );
  return { card: screen.getByTestId('registration-card'), onSelect };
}

// spec §2 "Card banner text", one case per row, written out rather than derived.
const ROWS: { row: string; shape: RegistrationShape; banner: string }[] = [
  {
    row: 'PUBLISHED, balance > 0',
    shape: { state: 'PUBLISHED', balance: 12.5, ticketNumber: null, uid: null },
    banner: 'READY FOR EVENT',
  },
  {
    row: 'PUBLISHED, else ticket number present',
    shape: { state: 'PUBLISHED', balance: 0, ticketNumber: 'TCK-1001' },
    banner: 'ONLINE TOP UP AVAILABLE',
  },
  {
    row: 'PUBLISHED, else tag uid present',
    shape: { state: 'PUBLISHED', balance: 0, ticketNumber: null, uid: '04A1B2C3D4E5F6' },
    banner: 'READY FOR EVENT',
  },
  {
    row: 'PUBLISHED, else',
    shape: { state: 'PUBLISHED', balance: 0, ticketNumber: null, uid: null },
    banner: 'CONTACT SUPPORT',
  },
  { row: 'STARTED', shape: { state: 'STARTED', balance: 3 }, banner: 'Event In Progress' },
  {
    row: 'FINISHED, NOT_AVAILABLE',
    shape: { state: 'FINISHED', refundStatus: 'NOT_AVAILABLE', balance: 5 },
    banner: 'Refund Not Open',
  },
  {
    row: 'FINISHED, AVAILABLE, balance > 0',
    shape: { state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 0.01 },
    banner: 'Refund Available',
  },
  {
    row: 'FINISHED, AVAILABLE, balance zero',
    shape: { state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 0 },
    banner: 'Event Finished',
  },
  {
    row: 'FINISHED, PROCESSING',
    shape: { state: 'FINISHED', refundStatus: 'PROCESSING', balance: 40 },
    banner: 'Refund Logged',
  },
  {
    row: 'FINISHED, COMPLETED',
    shape: { state: 'FINISHED', refundStatus: 'COMPLETED', balance: 0 },
    banner: 'Refund Paid',
  },
  {
    row: 'FINISHED, VOID',
    shape: { state: 'FINISHED', refundStatus: 'VOID', balance: 40 },
    banner: 'Refund Cancelled',
  },
  {
    row: 'FINISHED, other',
    shape: { state: 'FINISHED', refundStatus: 'OTHER' as never, balance: 40 },
    banner: 'Refund Open',
  },
  { row: 'CLOSED', shape: { state: 'CLOSED', balance: 8 }, banner: 'Refund Closed' },
  { row: 'DRAFT', shape: { state: 'DRAFT' }, banner: 'Event Draft' },
  { row: 'ARCHIVED', shape: { state: 'ARCHIVED' }, banner: 'Event Draft' },
];

describe('Home card banner (spec §2 table)', () => {
  for (const { row, shape, banner } of ROWS) {
    it(`${row}: '${banner}'`, () => {
      const { card } = renderCard(makeRegistration(shape));
      expect(within(card).getByTestId('card-banner').textContent).toBe(banner);
    });
  }
});

describe('Home card contents', () => {
  it('shows the event name, the balance in dollars and the ticket number', () => {
    const { card } = renderCard(
      makeRegistration({ balance: 12.5, ticketNumber: 'HLF-100001', uid: null }),
    );
    expect(within(card).getByText('Summer Festival')).toBeTruthy();
    expect(within(card).getByText('Balance: $12.50')).toBeTruthy();
    expect(within(card).getByText('Ticket No: HLF-100001')).toBeTruthy();
  });

  it('at 375 px, shows the tag number without the uid’s first two characters, in fours as the tag form ends, in place of a ticket', () => {
    window.innerWidth = 375;
    const { card } = renderCard(
      makeRegistration({ balance: 0, ticketNumber: 'SUS-120001', uid: '04AA11BB22CC33' }),
    );
    expect(within(card).getByText('Tag No: AA11 BB22 CC33')).toBeTruthy();
    expect(within(card).queryByText(/Ticket No/)).toBeNull();
    expect(within(card).getByText('Balance: $0.00')).toBeTruthy();
  });

  it('selects its registration when clicked', () => {
    const registration = makeRegistration({ walletId: 'wallet-9' });
    const { card, onSelect } = renderCard(registration);
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledWith(registration);
  });

  it('sets the three background sizes from the event assets (spec §9)', () => {
    const registration = {
      ...makeRegistration(),
      eventAssetList: [
        { url: '/images/s.jpg', kind: 'background-small' },
        { url: '/images/m.jpg', kind: 'background-medium' },
        { url: '/images/l.jpg', kind: 'background-large' },
      ],
    };
    const { card } = renderCard(registration);
    const style = within(card).getByTestId('card-background').style;
    expect(style.getPropertyValue('--card-background-small')).toBe('url("/images/s.jpg")');
    expect(style.getPropertyValue('--card-background-medium')).toBe('url("/images/m.jpg")');
    expect(style.getPropertyValue('--card-background-large')).toBe('url("/images/l.jpg")');
  });

  it('has no image block when the event has no background', () => {
    const { card } = renderCard(makeRegistration());
    expect(within(card).queryByTestId('card-background')).toBeNull();
  });
});
