// @vitest-environment jsdom
import '../../test-support/app/setup-dom';
import { notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { click, fill, findAlert, heading } from '../../test-support/app/dom-helpers';
import { renderApp } from '../../test-support/app/render-app';
import { showUpdateNotice } from '../features/pwa/update-notice';
import { failed, ok, showAlert } from '../ui/alerts';

// The alerts being shown: one that was replaced leaves the page after its exit transition.
const shownTitles = () =>
  notificationsStore.getState().notifications.map((notification) => notification.title);

beforeEach(() => {
  window.innerWidth = 375;
});

describe('outcome alerts at 375 px (one at a time, on the screen they describe)', () => {
  it('replaces an older outcome with a newer one, and leaves the offer of a new version', async () => {
    renderApp('/login');
    await heading('Login');
    act(() => showUpdateNotice(() => {}));
    act(() => showAlert(failed({ title: 'Sign Up Error', body: 'Try again' })));
    act(() => showAlert(ok({ title: 'Code Resent Successfully', body: 'Check your mail' })));
    expect(shownTitles()).toEqual(['A new version is available', 'Code Resent Successfully']);
    expect(await screen.findByText('Code Resent Successfully')).toBeTruthy();
  });

  it("keeps 'Sign up Completed' on Login, with the address filled in, and not on Home", async () => {
    renderApp('/confirmSignUp?email=ann%40example.com');
    await heading('Confirm Sign Up');
    fill('Verification Code', '123456');
    click('Validate Code');
    await findAlert(
      'Sign up Completed',
      'Your account has been created successfully. You can now login with your account',
    );
    await heading('Login');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ann@example.com');
    expect(shownTitles()).toEqual(['Sign up Completed']);

    fill('Password', 'First-pass-1!');
    click('Login');
    expect(await screen.findByRole('heading', { name: 'My Events' })).toBeTruthy();
    expect(shownTitles()).toEqual([]);
  });
});
