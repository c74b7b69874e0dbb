// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { click, fill, heading } from '../../../test-support/app/dom-helpers';
import { createFakeIdentity, rejectWith } from '../../../test-support/app/fake-identity';
import { renderApp } from '../../../test-support/app/render-app';

async function newPasswordScreen(identity = createFakeIdentity()) {
  const app = renderApp('/newPassword', { identity });
  await heading('Confirm Account');
  return app;
}

function fillForm(confirmPassword = 'Secret-pass-1') {
  fill('First Name', ' Ann ');
  fill('Surname', ' Lee');
  fill('New Password', 'Secret-pass-1');
  fill('Confirm Password', confirmPassword);
}

describe('Confirm Account (new password) screen', () => {
  it('names every missing field', async () => {
    const { identity } = await newPasswordScreen();
    click('Update Password');
    for (const text of [
      'First Name is required',
      'Surname is required',
      'New Password is required',
      'Confirm Password is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(identity.callsTo('completeNewPassword')).toEqual([]);
  });

  it("refuses differing passwords with 'Passwords does not match'", async () => {
    const { identity } = await newPasswordScreen();
    fillForm('Secret-pass-2');
    click('Update Password');
    expect(await screen.findByText('Passwords does not match')).toBeTruthy();
    expect(identity.callsTo('completeNewPassword')).toEqual([]);
  });

  it('holds the new password to the policy', async () => {
    await newPasswordScreen();
    fill('New Password', 'weak');
    click('Update Password');
    expect(
      await screen.findByText(
        'Password must contain 8 characters, a mix of numbers, letters and symbol characters',
      ),
    ).toBeTruthy();
  });

  it('answers the challenge with trimmed names and goes to /home', async () => {
    const { identity, router } = await newPasswordScreen();
    fillForm();
    click('Update Password');
    await heading('My Events');
    expect(identity.callsTo('completeNewPassword')).toEqual([
      { password: 'Secret-pass-1', givenName: 'Ann', familyName: 'Lee' },
    ]);
    expect(router.state.location.pathname).toBe('/home');
  });

  it("shows the identity's refusal in a red banner", async () => {
    const identity = createFakeIdentity({
      overrides: {
        completeNewPassword: rejectWith(
          'NoPendingChallenge',
          'Please login with your temporary password first',
        ),
      },
    });
    await newPasswordScreen(identity);
    fillForm();
    click('Update Password');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Please login with your temporary password first');
  });
});
