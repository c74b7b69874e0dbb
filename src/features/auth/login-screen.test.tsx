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

async function loginScreen(identity = createFakeIdentity()) {
  const app = renderApp('/login', { identity });
  await heading('Login');
  return app;
}

describe('Login screen', () => {
  it('has a required e-mail field of type email and a required password', async () => {
    await loginScreen();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Password/).hasAttribute('required')).toBe(true);
  });

  it("refuses an empty e-mail with 'No email not populated'", async () => {
    const { identity } = await loginScreen();
    fill('Password', 'Secret-pass-1');
    click('Login');
    expect(await screen.findByText('No email not populated')).toBeTruthy();
    expect(identity.callsTo('signIn')).toEqual([]);
  });

  it('reports the missing e-mail and the missing password together', async () => {
    const { identity } = await loginScreen();
    fill('Email', '   ');
    click('Login');
    expect(await screen.findByText('No email not populated')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(identity.callsTo('signIn')).toEqual([]);
  });

  it('with an e-mail but no password, asks only for the password and does not sign in', async () => {
    const { identity } = await loginScreen();
    fill('Email', 'ann@example.com');
    click('Login');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('No email not populated')).toBeNull();
    expect(identity.callsTo('signIn')).toEqual([]);
  });

  it('clears the missing-password message once a password is typed', async () => {
    await loginScreen();
    fill('Email', 'ann@example.com');
    click('Login');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    fill('Password', 'S');
    await waitFor(() => expect(screen.queryByText('Password is required')).toBeNull());
  });

  it('signs in with the e-mail trimmed and lower-cased', async () => {
    const { identity, router } = await loginScreen();
    fill('Email', '  Ann.Lee@Example.COM ');
    fill('Password', 'Secret-pass-1');
    click('Login');
    await heading('My Events');
    expect(identity.callsTo('signIn')).toEqual([
      { email: 'ann.lee@example.com', password: 'Secret-pass-1' },
    ]);
    expect(router.state.location.pathname).toBe('/home');
  });

  it("shows 'Logging in please wait...' while the sign-in runs", async () => {
    await loginScreen(createFakeIdentity({ overrides: { signIn: neverSettles } }));
    fill('Email', 'ann@example.com');
    fill('Password', 'Secret-pass-1');
    click('Login');
    expect(await screen.findByText('Logging in please wait...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows 'Unable to login - {message}' when the identity refuses", async () => {
    const identity = createFakeIdentity({
      overrides: {
        signIn: rejectWith('NotAuthorizedException', 'Incorrect username or password.'),
      },
    });
    await loginScreen(identity);
    fill('Email', 'ann@example.com');
    fill('Password', 'Wrong-pass-1');
    click('Login');
    expect(
      await screen.findByText('Unable to login - Incorrect username or password.'),
    ).toBeTruthy();
    expect(screen.queryByText('Logging in please wait...')).toBeNull();
  });

  it('resends the code to an unconfirmed user and moves to the confirm screen', async () => {
    const identity = createFakeIdentity({
      overrides: { signIn: rejectWith('UserNotConfirmedException', 'User is not confirmed.') },
    });
    const { router } = await loginScreen(identity);
    fill('Email', 'Ann@Example.com');
    fill('Password', 'Secret-pass-1');
    click('Login');
    await findAlert('Code Resent Successfully', 'Please check your email for the new code');
    await heading('Confirm Sign Up');
    expect(identity.callsTo('resendSignUpCode')).toEqual([{ email: 'ann@example.com' }]);
    expect(router.state.location.pathname).toBe('/confirmSignUp');
    expect(router.state.location.search).toEqual({ email: 'ann@example.com' });
  });

  it('moves to the reset screen when the identity demands a password reset', async () => {
    const identity = createFakeIdentity({
      overrides: { signIn: rejectWith('PasswordResetRequiredException', 'Reset required') },
    });
    const { router } = await loginScreen(identity);
    fill('Email', 'ann@example.com');
    fill('Password', 'Secret-pass-1');
    click('Login');
    await heading('Forgot Password');
    expect(router.state.location.pathname).toBe('/forgotPassword');
  });

  it('moves to Confirm Account on a temporary password', async () => {
    const identity = createFakeIdentity({
      overrides: { signIn: async () => ({ kind: 'newPasswordRequired' }) },
    });
    const { router } = await loginScreen(identity);
    fill('Email', 'ann@example.com');
    fill('Password', 'Temporary-1!');
    click('Login');
    await heading('Confirm Account');
    expect(router.state.location.pathname).toBe('/newPassword');
  });

  it('links to sign-up and to the password reset', async () => {
    await loginScreen();
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/signUp',
    );
    expect(screen.getByRole('link', { name: 'Reset Password' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );
  });

  it('leaves for the hosted sign-in from the social button', async () => {
    const { identity } = await loginScreen();
    click('Social Login');
    await waitFor(() => expect(identity.callsTo('beginHostedSignIn')).toHaveLength(1));
  });
});
