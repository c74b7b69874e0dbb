// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor as settle } from 'xstate';
import type { EventRegistration } from '../../../core/contracts/customer-contract';
import type { TagStatus } from '../../../core/domain/tag-status';
import type { TicketStatus } from '../../../core/domain/ticket-status';
import { startRegistrationChart } from '../../../test-support/app/registration-chart';
import { makeRegistration } from '../../../test-support/app/registration-fixture';
import { AppProviders } from '../../app/app-providers';
import type { RegistrationApi } from './chart/registration-services';
import type {
  RegistrationKind,
  TagSearchResult,
  TicketSearchResult,
} from './chart/registration-types';
import { RegistrationDialog } from './registration-dialog';

const UID = '04A1B2C3D4E5F6';
const HOLDER = { firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' };

function ticket(status: TicketStatus): TicketSearchResult {
  return { status, ticketNumber: 'BDO-300001', eventId: 'evt-1', eventName: 'Beach Day Out' };
}

function tag(status: TagStatus, claimedEmail: string | null = null): TagSearchResult {
  return { tagId: 't-1', uid: UID, status, eventId: 'evt-1', claimedEmail };
}

async function dialogAfterSearch(
  kind: RegistrationKind,
  api: Partial<RegistrationApi>,
  registrations: readonly EventRegistration[] = [],
) {
  const chart = startRegistrationChart({
    input: { kind, profile: HOLDER, registrations },
    api: {
      findTicket: async () => ticket('FOUND_VALID'),
      claimTicket: async () => ({ walletId: 'w-1' }),
      findTag: async () => tag('AVAILABLE'),
      claimTag: async () => ({ walletId: 'w-2' }),
      ...api,
    },
  });
  const { actor } = chart;
  actor.send({ type: 'registration.edit', values: { number: kind === 'ticket' ? 'BDO-1' : UID } });
  actor.send({ type: 'registration.edit', values: { serial: '1234' } });
  actor.send({ type: 'registration.find' });
  await settle(actor, (snapshot) => !snapshot.hasTag('busy'));
  render(
    <AppProviders env="test">
      <RegistrationDialog actor={actor} productName="TestWallet" />
    </AppProviders>,
  );
  return { ...chart, dialog: screen.getByRole('dialog') };
}

const CHECKLIST = [
  'The ticket number matches the number printed on your ticket',
  'Your first and last name match the name of the ticket holder',
  'Your email matches the email used to purchase the ticket',
];

// spec §8 Ticket dialogs, titles word for word.
const TICKET_TITLES: [TicketStatus, string][] = [
  ['FOUND_ONLINE_TOPUP_DISABLED', 'Online Top Up Not Available'],
  ['FOUND_INVALID', 'Ticket Found Invalid'],
  ['FOUND_CLAIMED', 'Ticket Already Claimed'],
  ['FOUND_MISMATCH', 'Ticket Mismatch'],
  ['FOUND_TOO_MANY', 'Ticket Not Unique'],
  ['NOT_FOUND', 'Event Ticket Not Found'],
];

describe('ticket result dialog (spec §8)', () => {
  it("FOUND_VALID: 'We've Found Your Ticket!' with Close and 'Add Ticket'", async () => {
    const { dialog } = await dialogAfterSearch('ticket', {});
    expect(within(dialog).getByText("We've Found Your Ticket!")).toBeTruthy();
    expect(within(dialog).getByText('Beach Day Out')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add Ticket' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).queryByText(CHECKLIST[0] as string)).toBeNull();
  });

  for (const [status, title] of TICKET_TITLES) {
    it(`${status}: '${title}' with the checklist and no 'Add Ticket'`, async () => {
      const { dialog } = await dialogAfterSearch('ticket', {
        findTicket: async () => ticket(status),
      });
      expect(within(dialog).getByText(title)).toBeTruthy();
      for (const item of CHECKLIST) expect(within(dialog).getByText(item)).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Add Ticket' })).toBeNull();
    });
  }

  it("FOUND_INVALID says 'Ticket is no longer valid'", async () => {
    const { dialog } = await dialogAfterSearch('ticket', {
      findTicket: async () => ticket('FOUND_INVALID'),
    });
    expect(within(dialog).getByText('Ticket is no longer valid')).toBeTruthy();
  });

  it('Close returns to the form with the result cleared', async () => {
    const { actor, dialog } = await dialogAfterSearch('ticket', {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.result).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed search with its error text', async () => {
    const { dialog } = await dialogAfterSearch('ticket', {
      findTicket: () => Promise.reject(new Error('429 : Rate limit exceeded')),
    });
    expect(within(dialog).getByText('Unable to Search for Your Ticket')).toBeTruthy();
    expect(within(dialog).getByText('429 : Rate limit exceeded')).toBeTruthy();
  });
});

describe('ticket claim (spec §8, DESIGN §3)', () => {
  async function claim(api: Partial<RegistrationApi>) {
    const chart = await dialogAfterSearch('ticket', api);
    fireEvent.click(within(chart.dialog).getByRole('button', { name: 'Add Ticket' }));
    await settle(chart.actor, (snapshot) => !snapshot.matches('claiming'));
    return chart;
  }

  it("a failed claim: 'Unable to claim event ticket. Please try again later'", async () => {
    await claim({
      claimTicket: () => Promise.reject(new Error('409 : Ticket is already claimed')),
    });
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('Unable to claim event ticket. Please try again later');
    expect(within(dialog).getByText('409 : Ticket is already claimed')).toBeTruthy();
  });

  it("tells the session, then: no registration with the claimed wallet is 'Unable to claim ticket'", async () => {
    const { actor, customerChanges } = await claim({});
    expect(customerChanges()).toBe(1);
    act(() => {
      actor.send({
        type: 'registration.customer.loaded',
        customer: { eventRegistrationList: [], lastUpdate: '' },
      });
    });
    expect(
      await within(screen.getByRole('dialog')).findByText('Unable to claim ticket'),
    ).toBeTruthy();
  });

  it('goes on to top up the claimed registration while its event is ahead', async () => {
    const { actor, navigations } = await claim({});
    const claimed = makeRegistration({ walletId: 'w-1', state: 'PUBLISHED' });
    actor.send({
      type: 'registration.customer.loaded',
      customer: { eventRegistrationList: [claimed], lastUpdate: '' },
    });
    expect(navigations).toEqual([{ screen: 'topUp', registration: 'w-1' }]);
  });
});

// spec §8 Tag dialogs, titles word for word with {product} = TestWallet.
const TAG_TITLES: [TagStatus, string][] = [
  ['CLAIMED', 'Already Registered'],
  ['NOT_USED', 'Tag Not Used'],
  ['FOUND_TOO_MANY', 'Tag Not Unique'],
  ['EVENT_NOT_FINISHED', 'Event Not Finished'],
  ['EVENT_NOT_STARTED', 'Event Not Started'],
  ['EVENT_ARCHIVED', 'Refunds Closed'],
  ['NOT_FOUND', 'TestWallet Card Not Found'],
];

describe('tag result dialog (spec §8)', () => {
  it("AVAILABLE: 'TestWallet Tag Found' with the tag number and 'Register Tag'", async () => {
    const { dialog } = await dialogAfterSearch('tag', {});
    expect(within(dialog).getByText('TestWallet Tag Found')).toBeTruthy();
    expect(within(dialog).getByText('Tag Number: 04 A1B2 C3D4 E5F6')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Register Tag' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  for (const [status, title] of TAG_TITLES) {
    it(`${status}: '${title}' without 'Register Tag'`, async () => {
      const { dialog } = await dialogAfterSearch('tag', {
        findTag: async () => tag(status, 'jo***'),
      });
      expect(within(dialog).getByText(title)).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Register Tag' })).toBeNull();
    });
  }

  it("CLAIMED names the other account's e-mail prefix", async () => {
    const { dialog } = await dialogAfterSearch('tag', {
      findTag: async () => tag('CLAIMED', 'jo***'),
    });
    expect(within(dialog).getByText(/\(jo\*\*\*\)/)).toBeTruthy();
  });

  it("CLAIMED_BY_CALLER: 'You Have Already Registered This Tag!' with 'Go to Wallet'", async () => {
    const { dialog, actor, navigations } = await dialogAfterSearch('tag', {
      findTag: async () => tag('CLAIMED_BY_CALLER'),
    });
    expect(within(dialog).getByText('You Have Already Registered This Tag!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to Wallet' }));
    expect(actor.getSnapshot().matches('walletOpened')).toBe(true);
    expect(navigations).toEqual([{ screen: 'wallet', registration: null }]);
  });

  it('a tag already on one of my registrations shows that dialog without a search', async () => {
    const mine = { ...makeRegistration({ state: 'FINISHED', uid: UID, walletId: 'w-mine' }) };
    mine.event = { ...mine.event, name: 'Lakeside Live' };
    let searches = 0;
    const { dialog, navigations } = await dialogAfterSearch(
      'tag',
      {
        findTag: async () => {
          searches += 1;
          return tag('AVAILABLE');
        },
      },
      [mine],
    );
    expect(within(dialog).getByText('You Have Already Registered This Tag!')).toBeTruthy();
    expect(within(dialog).getByText(/Lakeside Live/)).toBeTruthy();
    expect(searches).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to Wallet' }));
    expect(navigations).toEqual([{ screen: 'wallet', registration: 'w-mine' }]);
  });

  it('a failed search: the spec sentence and the error text', async () => {
    const { dialog } = await dialogAfterSearch('tag', {
      findTag: () => Promise.reject(new Error('400 : body/uid must be 14 tag characters')),
    });
    expect(
      within(dialog).getByText(
        'Unable to find your TestWallet Card. Check your card number and try again or contact TestWallet for assistance.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('400 : body/uid must be 14 tag characters')).toBeTruthy();
  });

  it("a failed claim: 'Unable to claim TestWallet card or band. Please try again later'", async () => {
    const { dialog, actor } = await dialogAfterSearch('tag', {
      claimTag: () => Promise.reject(new Error('409 : Tag is already registered')),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register Tag' }));
    await settle(actor, (snapshot) => snapshot.matches({ dialog: 'claimFailed' }));
    expect(
      await screen.findByText('Unable to claim TestWallet card or band. Please try again later'),
    ).toBeTruthy();
  });

  it('a claim tells the session and goes home', async () => {
    const { dialog, actor, navigations, customerChanges } = await dialogAfterSearch('tag', {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register Tag' }));
    await settle(actor, (snapshot) => snapshot.matches('claimed'));
    expect(customerChanges()).toBe(1);
    expect(navigations).toEqual([{ screen: 'home' }]);
  });
});
