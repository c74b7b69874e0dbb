// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { click, fill, findAlert, heading } from '../../../test-support/app/dom-helpers';
import {
  createFakeIdentity,
  neverSettles,
  rejectWith,
} from '../../../test-support/app/fake-identity';
import { renderApp } from '../../../test-support/app/render-app';

async function confirmScreen(
  path = '/confirmSignUp?email=ann%40example.com',
  identity = createFakeIdentity(),
) {
  const app = renderApp(path, { identity });
  await heading('Confirm Sign Up');
  return app;
}

describe('Confirm sign-up screen', () => {
  it('asks for a required code', async () => {
    const { identity } = await confirmScreen();
    expect(screen.getByLabelText(/^Verification Code/).hasAttribute('required')).toBe(true);
    click('Validate Code');
    expect(await screen.findByText('Verification Code is required')).toBeTruthy();
    expect(identity.callsTo('confirmSignUp')).toEqual([]);
  });

  it("confirms the address's e-mail with the code, then 'Sign up Completed' and /login", async () => {
    const { identity, router } = await confirmScreen();
    fill('Verification Code', ' 123 456 ');
    click('Validate Code');
    await findAlert(
      'Sign up Completed',
      'Your account has been created successfully. You can now login with your account',
    );
    await heading('Login');
    expect(identity.callsTo('confirmSignUp')).toEqual([
      { email: 'ann@example.com', code: '123456' },
    ]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("alerts 'Code Validation Error' for a wrong code and stays", async () => {
    const identity = createFakeIdentity({
      overrides: { confirmSignUp: rejectWith('CodeMismatchException', 'Invalid code') },
    });
    const { router } = await confirmScreen(undefined, identity);
    fill('Verification Code', '000000');
    click('Validate Code');
    await findAlert(
      'Code Validation Error',
      'Your validation code was incorrect. Please try again',
    );
    expect(router.state.location.pathname).toBe('/confirmSignUp');
  });

  it("resends the code: 'Code Resent Successfully'", async () => {
    const { identity } = await confirmScreen();
    click('Resend Code');
    await findAlert('Code Resent Successfully', 'Please check your email for the new code');
    expect(identity.callsTo('resendSignUpCode')).toEqual([{ email: 'ann@example.com' }]);
  });

  it("alerts 'Code Resent Failed' with the identity's message", async () => {
    const identity = createFakeIdentity({
      overrides: {
        resendSignUpCode: rejectWith('LimitExceededException', 'Attempt limit exceeded'),
      },
    });
    await confirmScreen(undefined, identity);
    click('Resend Code');
    await findAlert('Code Resent Failed', 'Attempt limit exceeded');
  });

  it('shows the buttons busy while a call runs', async () => {
    const identity = createFakeIdentity({ overrides: { resendSignUpCode: neverSettles } });
    await confirmScreen(undefined, identity);
    click('Resend Code');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resend Code' }).getAttribute('data-loading')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Validate Code' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("alerts 'Username Not Found' and goes to /login when no e-mail is known", async () => {
    const { identity, router } = await confirmScreen('/confirmSignUp');
    fill('Verification Code', '123456');
    click('Validate Code');
    await findAlert('Username Not Found', 'Please login and try again');
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(identity.callsTo('confirmSignUp')).toEqual([]);
  });
});
