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

async function forgotPasswordScreen(identity = createFakeIdentity()) {
  const app = renderApp('/forgotPassword', { identity });
  await heading('Forgot Password');
  return app;
}

async function codeStep(identity = createFakeIdentity()) {
  const app = await forgotPasswordScreen(identity);
  fill('Email', ' Ann@Example.com ');
  click('Request Reset');
  await screen.findByRole('button', { name: 'Validate Code' });
  return app;
}

function fillCodeStep(confirmPassword = 'Secret-pass-1') {
  fill('Validation Code', '123456');
  fill('Password', 'Secret-pass-1');
  fill('Confirm Password', confirmPassword);
}

describe('Forgot password screen, step 1', () => {
  it('asks for a required e-mail of type email', async () => {
    const { identity } = await forgotPasswordScreen();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    click('Request Reset');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fill('Email', 'ann@');
    click('Request Reset');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(identity.callsTo('forgotPassword')).toEqual([]);
  });

  it('requests a code for the normalised e-mail and moves to step 2', async () => {
    const { identity } = await codeStep();
    expect(identity.callsTo('forgotPassword')).toEqual([{ email: 'ann@example.com' }]);
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeTruthy();
    expect(screen.getByText(/ann@example\.com/)).toBeTruthy();
  });

  it("says 'Please wait while we check for your information...' during the request", async () => {
    await forgotPasswordScreen(createFakeIdentity({ overrides: { forgotPassword: neverSettles } }));
    fill('Email', 'ann@example.com');
    click('Request Reset');
    expect(
      await screen.findByText('Please wait while we check for your information...'),
    ).toBeTruthy();
  });

  it('shows a failed request in a red banner and stays on step 1', async () => {
    const identity = createFakeIdentity({
      overrides: {
        forgotPassword: rejectWith(
          'UserNotFoundException',
          'Username/client id combination not found.',
        ),
      },
    });
    await forgotPasswordScreen(identity);
    fill('Email', 'nobody@example.com');
    click('Request Reset');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Username/client id combination not found.');
    expect(screen.getByRole('button', { name: 'Request Reset' })).toBeTruthy();
  });
});

describe('Forgot password screen, step 2', () => {
  it('names every missing field', async () => {
    const { identity } = await codeStep();
    click('Validate Code');
    for (const text of [
      'Validation Code is required',
      'Password is required',
      'Confirm Password is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(identity.callsTo('confirmForgotPassword')).toEqual([]);
  });

  it("refuses differing passwords with 'Passwords does not match'", async () => {
    const { identity } = await codeStep();
    fillCodeStep('Secret-pass-2');
    click('Validate Code');
    expect(await screen.findByText('Passwords does not match')).toBeTruthy();
    expect(identity.callsTo('confirmForgotPassword')).toEqual([]);
  });

  it("sets the new password, alerts 'Password Updated' and goes to /login", async () => {
    const { identity, router } = await codeStep();
    fillCodeStep();
    click('Validate Code');
    await findAlert('Password Updated', 'Please login with your new password');
    await heading('Login');
    expect(identity.callsTo('confirmForgotPassword')).toEqual([
      { email: 'ann@example.com', code: '123456', password: 'Secret-pass-1' },
    ]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a wrong code in a red banner and keeps step 2', async () => {
    const identity = createFakeIdentity({
      overrides: {
        confirmForgotPassword: rejectWith(
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        ),
      },
    });
    await codeStep(identity);
    fillCodeStep();
    click('Validate Code');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Invalid verification code provided, please try again.');
    expect(screen.getByRole('button', { name: 'Validate Code' })).toBeTruthy();
  });

  it("resends the code: 'Code Resent Successfully'", async () => {
    const { identity } = await codeStep();
    click('Resend Code');
    await findAlert('Code Resent Successfully', 'Please check your email for the new code');
    await waitFor(() => expect(identity.callsTo('forgotPassword')).toHaveLength(2));
  });

  it("alerts 'Code Resent Failed' with the identity's message", async () => {
    let calls = 0;
    const identity = createFakeIdentity({
      overrides: {
        forgotPassword: async () => {
          calls += 1;
          if (calls > 1) throw Object.assign(new Error('Attempt limit exceeded'), { code: 'x' });
        },
      },
    });
    await codeStep(identity);
    click('Resend Code');
    await findAlert('Code Resent Failed', 'Attempt limit exceeded');
  });
});
