// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketFindBody } from '../../../core/contracts/registration-ticket-contract';
import { startRegistrationChart } from '../../../test-support/app/registration-chart';
import { AppProviders } from '../../app/app-providers';
import type { RegistrationInput } from './chart/registration-types';
import { showRegistrationAlert } from './registration-alerts';
import type { TicketScannerProps } from './ticket-scanner';
import { TicketSearchForm } from './ticket-search-form';

// The camera cannot run here: a stand-in reports what the real scanner would.
vi.mock('./ticket-scanner', () => ({
  TicketScanner: ({ onScanned, onDenied }: TicketScannerProps) => (
    <div>
      <button type="button" onClick={() => onScanned('BDO-300001')}>
        fake scan
      </button>
      <button
        type="button"
        onClick={() =>
          onDenied({ kind: 'permission-denied', message: 'Permission denied', cause: null })
        }
      >
        fake deny
      </button>
    </div>
  ),
}));

const BLANK: RegistrationInput = { kind: 'ticket', profile: null, registrations: [] };

function renderForm(input = BLANK) {
  const searches: TicketFindBody[] = [];
  const { actor, navigations } = startRegistrationChart({
    input,
    api: {
      findTicket: (request) => {
        searches.push(request);
        return new Promise(() => {});
      },
    },
    notify: showRegistrationAlert,
  });
  render(
    <AppProviders env="test">
      <TicketSearchForm actor={actor} />
    </AppProviders>,
  );
  return { actor, searches, navigations };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => act(() => notifications.clean()));

describe('ticket search form (spec §2, §5)', () => {
  it('is prefilled with the profile’s names and e-mail', () => {
    const profile = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
    renderForm({ ...BLANK, profile });
    expect(input('First Name').value).toBe('Ann');
    expect(input('Last Name').value).toBe('Lee');
    expect(input('Email').value).toBe('ann@example.com');
  });

  it('requires every field before searching', () => {
    const { searches } = renderForm();
    click('Find Ticket');
    for (const label of ['Ticket Number', 'First Name', 'Last Name', 'Email']) {
      expect(screen.getByText(`${label} is required`)).toBeTruthy();
    }
    expect(searches).toEqual([]);
  });

  it('searches with the typed values, trimmed and the e-mail lower-cased', () => {
    const { searches } = renderForm();
    fireEvent.change(input('Ticket Number'), { target: { value: ' BDO-300001 ' } });
    fireEvent.change(input('First Name'), { target: { value: 'Ann' } });
    fireEvent.change(input('Last Name'), { target: { value: 'Lee' } });
    fireEvent.change(input('Email'), { target: { value: ' Ann@Example.com' } });
    click('Find Ticket');
    expect(searches).toEqual([
      { ticketNumber: 'BDO-300001', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    ]);
  });

  it('fills the ticket number from the camera and closes it', async () => {
    renderForm();
    click('Scan Ticket');
    fireEvent.click(await screen.findByRole('button', { name: 'fake scan' }));
    expect(input('Ticket Number').value).toBe('BDO-300001');
    expect(screen.queryByRole('button', { name: 'Close Camera' })).toBeNull();
  });

  it("'Close Camera' closes it", async () => {
    renderForm();
    click('Scan Ticket');
    await screen.findByRole('button', { name: 'fake scan' });
    click('Close Camera');
    expect(screen.queryByRole('button', { name: 'fake scan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scan Ticket' })).toBeTruthy();
  });

  it('alerts when the camera is refused (spec §5 Camera)', async () => {
    renderForm();
    click('Scan Ticket');
    fireEvent.click(await screen.findByRole('button', { name: 'fake deny' }));
    expect(
      await screen.findByText('Please grant permission to use the camera to use this feature'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close Camera' })).toBeNull();
  });

  it('goes back home', () => {
    const { navigations } = renderForm();
    click('Back');
    expect(navigations).toEqual([{ screen: 'home' }]);
  });
});
