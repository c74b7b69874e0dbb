// @vitest-environment jsdom
// Add Ticket and Register Tag say that the claim went through before the screen moves on.
import '../../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../core/contracts/endpoints';
import { TAG_REGISTERED, TICKET_ADDED } from '../../../core/domain/messages';
import { fill, findAlert, routerSettled } from '../../../test-support/app/dom-helpers';
import { renderMoneyApp } from '../../../test-support/app/money-test-app';
import { makeRegistration } from '../../../test-support/app/registration-fixture';

const UID = '04A1B2C3D4E5F6';
// The first screen of a file loads its lazy chunks, which takes a while on a busy machine.
const SCREEN_LOADED = { timeout: 20_000 };

describe('a claim that went through, at 375 px', () => {
  it("Add Ticket says 'Ticket Added' and goes on to top up", async () => {
    window.innerWidth = 375;
    const claimed = makeRegistration({ walletId: 'w-claimed', state: 'PUBLISHED' });
    const { router } = renderMoneyApp('/event/register/ticket', {
      registration: null,
      registrations: [claimed],
      answers: {
        [ENDPOINTS.ticketFind.path]: {
          status: 200,
          data: {
            status: 'FOUND_VALID',
            ticketNumber: 'TCK-1001',
            eventId: 'evt-1',
            eventName: 'Summer Festival',
          },
        },
        [ENDPOINTS.ticketClaim.path]: {
          status: 200,
          data: { walletId: 'w-claimed', eventId: 'evt-1' },
        },
      },
    });
    await screen.findByRole('button', { name: 'Find Ticket' }, SCREEN_LOADED);
    fill('Ticket Number', 'TCK-1001');
    fireEvent.click(screen.getByRole('button', { name: 'Find Ticket' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Ticket' }));
    await findAlert(TICKET_ADDED.title, TICKET_ADDED.body);
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/wallet/payment'));
    await routerSettled(router);
  });

  it("Register Tag says 'Tag Registered' and goes home", async () => {
    window.innerWidth = 375;
    const { router } = renderMoneyApp('/event/register/tag', {
      registration: null,
      registrations: [],
      answers: {
        [ENDPOINTS.cardFind.path]: {
          status: 200,
          data: {
            tagId: 't-1',
            uid: UID,
            status: 'AVAILABLE',
            eventId: 'evt-1',
            claimedEmail: null,
          },
        },
        [ENDPOINTS.cardClaim.path]: { status: 200, data: { walletId: 'w-2', eventId: 'evt-1' } },
      },
    });
    await screen.findByRole('button', { name: 'Find Tag' }, SCREEN_LOADED);
    fill('Tag Number', UID);
    fill('Serial Number', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Find Tag' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register Tag' }));
    await findAlert(TAG_REGISTERED.title, TAG_REGISTERED.body);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await routerSettled(router);
  });
});
