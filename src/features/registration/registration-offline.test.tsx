// @vitest-environment jsdom
// Offline, the ticket and tag searches say so rather than asking for the details the profile
// would have filled, and still search once every field is filled.
import '../../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_OFFLINE } from '../../../core/domain/messages';
import { fill } from '../../../test-support/app/dom-helpers';
import {
  createFakeIdentity,
  createFakeSessionApi,
  userFor,
} from '../../../test-support/app/fake-identity';
import { renderApp } from '../../../test-support/app/render-app';

const offline = () => Promise.reject(new Error('Network Error'));
const SCREEN_LOADED = { timeout: 20_000 };

function renderOffline(path: string) {
  return renderApp(path, {
    identity: createFakeIdentity({ user: userFor('ann@example.com') }),
    sessionApi: createFakeSessionApi({ profileLogin: offline, fetchCustomer: offline }),
  });
}

describe('the searches offline, at 375 px', () => {
  for (const [path, button] of [
    ['/event/register/ticket', 'Find Ticket'],
    ['/event/register/tag', 'Find Tag'],
  ] as const) {
    it(`${path} says it is working offline, with no 'required' errors`, async () => {
      window.innerWidth = 375;
      renderOffline(path);
      const find = await screen.findByRole('button', { name: button }, SCREEN_LOADED);
      expect(screen.getByText(CUSTOMER_OFFLINE)).toBeTruthy();
      fireEvent.click(find);
      expect(screen.queryByText(/is required/)).toBeNull();
      expect(find.hasAttribute('disabled')).toBe(true);
    });
  }

  it('lets a search go once every field is filled', async () => {
    window.innerWidth = 375;
    renderOffline('/event/register/ticket');
    const find = await screen.findByRole('button', { name: 'Find Ticket' }, SCREEN_LOADED);
    fill('Ticket Number', 'TCK-1001');
    fill('First Name', 'Ann');
    fill('Last Name', 'Lee');
    fill('Email', 'ann@example.com');
    await waitFor(() => expect(find.hasAttribute('disabled')).toBe(false));
  });
});
