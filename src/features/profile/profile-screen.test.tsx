// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../core/contracts/profile-contract';
import { CUSTOMER_OFFLINE } from '../../../core/domain/messages';
import {
  createFakeIdentity,
  createFakeSessionApi,
  TEST_PROFILE,
  userFor,
} from '../../../test-support/app/fake-identity';
import { renderApp } from '../../../test-support/app/render-app';

const USER = userFor('ann@example.com');
// The first render loads the lazy screen chunk, which takes longer than findBy's default wait.
const SLOW = { timeout: 5000 };

function renderProfile(profileLogin: () => Promise<Profile>) {
  return renderApp('/profile', {
    identity: createFakeIdentity({ user: USER }),
    sessionApi: createFakeSessionApi({ profileLogin }),
  });
}

const field = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

beforeEach(() => {
  window.innerWidth = 375;
});

afterEach(() => {
  localStorage.clear();
});

describe('My Profile offline (spec §2 Profile, §8)', () => {
  it('shows the profile last fetched, read-only, under the offline warning', async () => {
    const saved = { ...TEST_PROFILE, firstName: 'Annabel', phone: '021 555 0199' };
    renderProfile(async () => saved);
    await waitFor(() => expect(field('First Name').value).toBe('Annabel'), SLOW);
    expect(screen.queryByText(CUSTOMER_OFFLINE)).toBeNull();
    cleanup();

    renderProfile(() => Promise.reject(new Error('Network Error')));
    expect(await screen.findByText(CUSTOMER_OFFLINE, {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(field('First Name').value).toBe('Annabel'));
    expect(field('Last Name').value).toBe(saved.lastName);
    expect(field('Phone').value).toBe('021 555 0199');
    expect(field('First Name').disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Update Profile' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("never shows another user's profile", async () => {
    renderApp('/profile', {
      identity: createFakeIdentity({ user: userFor('ben@example.com') }),
      sessionApi: createFakeSessionApi({
        profileLogin: async () => ({ ...TEST_PROFILE, firstName: 'Ben' }),
      }),
    });
    await waitFor(() => expect(field('First Name').value).toBe('Ben'), SLOW);
    cleanup();

    renderProfile(() => Promise.reject(new Error('Network Error')));
    expect(await screen.findByText(CUSTOMER_OFFLINE, {}, SLOW)).toBeTruthy();
    expect(field('First Name').value).toBe('');
  });
});
