// @vitest-environment jsdom
import '../test/setup-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor as settle } from 'xstate';
import { ticketRegistrationMachine } from '../../machines/ticket-registration/ticket-registration-machine';
import {
  type TicketRegistrationApi,
  ticketRegistrationActors,
} from '../../machines/ticket-registration/ticket-registration-services';
import type { TicketSearchResult } from '../../machines/ticket-registration/ticket-registration-types';
import { AppProviders } from '../app/app-providers';
import type { Customer } from '../contracts/customer-contract';
import type { TicketStatus } from '../domain/ticket-status';
import { TicketDialog } from './ticket-dialog';

const NO_CUSTOMER: Customer = { eventRegistrationList: [], lastUpdate: '' };

function found(status: TicketStatus): TicketSearchResult {
  return { status, ticketNumber: 'BDO-300001', eventId: 'evt-1', eventName: 'Beach Day Out' };
}

async function dialogAfterSearch(api: Partial<TicketRegistrationApi>) {
  const actor = createActor(
    ticketRegistrationMachine.provide({
      actors: ticketRegistrationActors({
        findTicket: async () => found('FOUND_VALID'),
        claimTicket: async () => ({ walletId: 'w-1' }),
        fetchCustomer: async () => NO_CUSTOMER,
        ...api,
      }),
    }),
  ).start();
  actor.send({
    type: 'ticket.edit',
    values: { ticketNumber: 'BDO-300001', firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' },
  });
  actor.send({ type: 'ticket.find' });
  await settle(actor, (snapshot) => !snapshot.hasTag('busy'));
  render(
    <AppProviders env="test">
      <TicketDialog actor={actor} />
    </AppProviders>,
  );
  return { actor, dialog: screen.getByRole('dialog') };
}

const CHECKLIST = [
  'The ticket number matches the number printed on your ticket',
  'Your first and last name match the name of the ticket holder',
  'Your email matches the email used to purchase the ticket',
];

// spec §8 Ticket dialogs, titles word for word.
const TITLES: [TicketStatus, string][] = [
  ['FOUND_ONLINE_TOPUP_DISABLED', 'Online Top Up Not Available'],
  ['FOUND_INVALID', 'Ticket Found Invalid'],
  ['FOUND_CLAIMED', 'Ticket Already Claimed'],
  ['FOUND_MISMATCH', 'Ticket Mismatch'],
  ['FOUND_TOO_MANY', 'Ticket Not Unique'],
  ['NOT_FOUND', 'Event Ticket Not Found'],
];

describe('ticket result dialog (spec §8)', () => {
  it("FOUND_VALID: 'We've Found Your Ticket!' with Close and 'Add Ticket'", async () => {
    const { dialog } = await dialogAfterSearch({});
    expect(within(dialog).getByText("We've Found Your Ticket!")).toBeTruthy();
    expect(within(dialog).getByText('Beach Day Out')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add Ticket' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).queryByText(CHECKLIST[0] as string)).toBeNull();
  });

  for (const [status, title] of TITLES) {
    it(`${status}: '${title}' with the checklist and no 'Add Ticket'`, async () => {
      const { dialog } = await dialogAfterSearch({ findTicket: async () => found(status) });
      expect(within(dialog).getByText(title)).toBeTruthy();
      for (const item of CHECKLIST) expect(within(dialog).getByText(item)).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Add Ticket' })).toBeNull();
    });
  }

  it("FOUND_INVALID says 'Ticket is no longer valid'", async () => {
    const { dialog } = await dialogAfterSearch({ findTicket: async () => found('FOUND_INVALID') });
    expect(within(dialog).getByText('Ticket is no longer valid')).toBeTruthy();
  });

  it('Close returns to the form with the result cleared', async () => {
    const { actor, dialog } = await dialogAfterSearch({});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.result).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed search with its error text', async () => {
    const { dialog } = await dialogAfterSearch({
      findTicket: () => Promise.reject(new Error('429 : Rate limit exceeded')),
    });
    expect(within(dialog).getByText('Unable to Search for Your Ticket')).toBeTruthy();
    expect(within(dialog).getByText('429 : Rate limit exceeded')).toBeTruthy();
  });
});

describe('ticket claim failures (spec §8)', () => {
  async function claim(api: Partial<TicketRegistrationApi>) {
    const { actor, dialog } = await dialogAfterSearch(api);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Ticket' }));
    await settle(actor, (snapshot) => snapshot.matches('claimFailed'));
    return screen.getByRole('dialog');
  }

  it("a failed claim: 'Unable to claim event ticket. Please try again later'", async () => {
    const dialog = await claim({
      claimTicket: () => Promise.reject(new Error('409 : Ticket is already claimed')),
    });
    await within(dialog).findByText('Unable to claim event ticket. Please try again later');
    expect(within(dialog).getByText('409 : Ticket is already claimed')).toBeTruthy();
  });

  it("no registration with the claimed wallet: 'Unable to claim ticket'", async () => {
    const dialog = await claim({});
    expect(await within(dialog).findByText('Unable to claim ticket')).toBeTruthy();
  });
});
