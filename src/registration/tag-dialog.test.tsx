// @vitest-environment jsdom
import '../test/setup-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor as settle } from 'xstate';
import { tagRegistrationMachine } from '../../machines/tag-registration/tag-registration-machine';
import {
  type TagRegistrationApi,
  tagRegistrationActors,
} from '../../machines/tag-registration/tag-registration-services';
import type { TagSearchResult } from '../../machines/tag-registration/tag-registration-types';
import { AppProviders } from '../app/app-providers';
import type { Customer } from '../contracts/customer-contract';
import type { EventRegistration } from '../domain/registration';
import type { TagStatus } from '../domain/tag-status';
import { makeRegistration } from '../test/registration-fixture';
import { TagDialog } from './tag-dialog';

const NO_CUSTOMER: Customer = { eventRegistrationList: [], lastUpdate: '' };
const UID = '04A1B2C3D4E5F6';

function found(status: TagStatus, claimedEmail: string | null = null): TagSearchResult {
  return { tagId: 't-1', uid: UID, status, eventId: 'evt-1', claimedEmail };
}

async function dialogAfterSearch(
  api: Partial<TagRegistrationApi>,
  registrations: readonly EventRegistration[] = [],
) {
  const navigations: unknown[] = [];
  const selected: EventRegistration[] = [];
  const actor = createActor(
    tagRegistrationMachine.provide({
      actors: tagRegistrationActors({
        findTag: async () => found('AVAILABLE'),
        claimTag: async () => {},
        fetchCustomer: async () => NO_CUSTOMER,
        ...api,
      }),
      actions: {
        navigate: (_, target) => navigations.push(target),
        selectRegistration: (_, { registration }) => selected.push(registration),
      },
    }),
  ).start();
  actor.send({
    type: 'tag.edit',
    values: { tagNumber: UID, serial: '1234', firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' },
  });
  actor.send({ type: 'tag.find', registrations });
  await settle(actor, (snapshot) => !snapshot.hasTag('busy'));
  render(
    <AppProviders env="test">
      <TagDialog actor={actor} productName="TestWallet" />
    </AppProviders>,
  );
  return { actor, dialog: screen.getByRole('dialog'), navigations, selected };
}

// spec §8 Tag dialogs, titles word for word with {product} = TestWallet.
const TITLES: [TagStatus, string][] = [
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
    const { dialog } = await dialogAfterSearch({});
    expect(within(dialog).getByText('TestWallet Tag Found')).toBeTruthy();
    expect(within(dialog).getByText('Tag Number: 04A1 B2C3 D4E5 F6')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Register Tag' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  for (const [status, title] of TITLES) {
    it(`${status}: '${title}' without 'Register Tag'`, async () => {
      const { dialog } = await dialogAfterSearch({ findTag: async () => found(status, 'jo***') });
      expect(within(dialog).getByText(title)).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Register Tag' })).toBeNull();
    });
  }

  it("CLAIMED names the other account's e-mail prefix", async () => {
    const { dialog } = await dialogAfterSearch({ findTag: async () => found('CLAIMED', 'jo***') });
    expect(within(dialog).getByText(/\(jo\*\*\*\)/)).toBeTruthy();
  });

  it("CLAIMED_BY_CALLER: 'You Have Already Registered This Tag!' with 'Go to Wallet'", async () => {
    const { dialog, actor, navigations } = await dialogAfterSearch({
      findTag: async () => found('CLAIMED_BY_CALLER'),
    });
    expect(within(dialog).getByText('You Have Already Registered This Tag!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to Wallet' }));
    expect(actor.getSnapshot().matches('walletOpened')).toBe(true);
    expect(navigations).toEqual([{ to: '/event/wallet' }]);
  });

  it('a tag already on one of my registrations shows that dialog without a search', async () => {
    const mine = { ...makeRegistration({ state: 'FINISHED', uid: UID, walletId: 'w-mine' }) };
    mine.event = { ...mine.event, name: 'Lakeside Live' };
    let searches = 0;
    const { dialog, selected } = await dialogAfterSearch(
      {
        findTag: async () => {
          searches += 1;
          return found('AVAILABLE');
        },
      },
      [mine],
    );
    expect(within(dialog).getByText('You Have Already Registered This Tag!')).toBeTruthy();
    expect(within(dialog).getByText(/Lakeside Live/)).toBeTruthy();
    expect(searches).toBe(0);
    expect(selected.map((registration) => registration.walletId)).toEqual(['w-mine']);
  });

  it('a failed search: the spec sentence and the error text', async () => {
    const { dialog } = await dialogAfterSearch({
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
    const { dialog, actor } = await dialogAfterSearch({
      claimTag: () => Promise.reject(new Error('409 : Tag is already registered')),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register Tag' }));
    await settle(actor, (snapshot) => snapshot.matches('claimFailed'));
    expect(
      await screen.findByText('Unable to claim TestWallet card or band. Please try again later'),
    ).toBeTruthy();
  });

  it('a claim goes home', async () => {
    const { dialog, actor, navigations } = await dialogAfterSearch({});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register Tag' }));
    await settle(actor, (snapshot) => snapshot.matches('claimed'));
    expect(navigations).toEqual([{ to: '/home' }]);
  });
});
