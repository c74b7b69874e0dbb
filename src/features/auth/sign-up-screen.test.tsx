// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { click, fill, findAlert, heading } from '../../../test-support/app/dom-helpers';
import {
  createFakeIdentity,
  neverSettles,
  rejectWith,
} from '../../../test-support/app/fake-identity';
import { renderApp } from '../../../test-support/app/render-app';

const POLICY =
  'Password must contain 8 characters, a mix of numbers, letters and symbol characters';

async function signUpScreen(identity = createFakeIdentity()) {
  const app = renderApp('/signUp', { identity });
  await heading('Sign Up');
  return app;
}

function fillForm(values: Partial<Record<string, string>> = {}) {
  fill('First Name', values.firstName ?? ' Ann ');
  fill('Last Name', values.lastName ?? 'Lee ');
  fill('Email', values.email ?? ' Ann.Lee@Example.COM');
  fill('Password', values.password ?? 'Secret-pass-1');
}

describe('Sign up screen', () => {
  it('marks every field required, the e-mail of type email, and has no phone field', async () => {
    await signUpScreen();
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Password/]) {
      expect(screen.getByLabelText(label).hasAttribute('required')).toBe(true);
    }
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.queryByLabelText(/Phone/)).toBeNull();
  });

  it('names every missing field and sends nothing', async () => {
    const { identity } = await signUpScreen();
    click('Create Account');
    for (const text of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(identity.callsTo('signUp')).toEqual([]);
  });

  it('refuses a malformed e-mail', async () => {
    const { identity } = await signUpScreen();
    fillForm({ email: 'ann@example' });
    click('Create Account');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(identity.callsTo('signUp')).toEqual([]);
  });

  it('refuses a password outside the policy with the policy message', async () => {
    const { identity } = await signUpScreen();
    fillForm({ password: 'password' });
    click('Create Account');
    expect(await screen.findByText(POLICY)).toBeTruthy();
    expect(identity.callsTo('signUp')).toEqual([]);
  });

  it('signs up with the e-mail normalised, names trimmed and an empty phone', async () => {
    const { identity } = await signUpScreen();
    fillForm();
    click('Create Account');
    await heading('Confirm Sign Up');
    expect(identity.callsTo('signUp')).toEqual([
      {
        email: 'ann.lee@example.com',
        password: 'Secret-pass-1',
        givenName: 'Ann',
        familyName: 'Lee',
        phone: '',
      },
    ]);
  });

  it('shows the create button busy while the request runs', async () => {
    await signUpScreen(createFakeIdentity({ overrides: { signUp: neverSettles } }));
    fillForm();
    click('Create Account');
    await screen.findByRole('button', { name: 'Create Account' });
    expect(
      screen.getByRole('button', { name: 'Create Account' }).getAttribute('data-loading'),
    ).toBe('true');
  });

  it("alerts 'Sign Up Error' with the identity's message", async () => {
    const identity = createFakeIdentity({
      overrides: { signUp: rejectWith('UsernameExistsException', 'User already exists') },
    });
    await signUpScreen(identity);
    fillForm();
    click('Create Account');
    await findAlert('Sign Up Error', 'User already exists');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
  });

  it('alerts the password policy when the identity rejects the password', async () => {
    const identity = createFakeIdentity({
      overrides: { signUp: rejectWith('InvalidPasswordException', 'Password not long enough') },
    });
    await signUpScreen(identity);
    fillForm();
    click('Create Account');
    await findAlert('Sign Up Error', POLICY);
  });

  it('links the privacy policy and the terms from the agreement notice', async () => {
    await signUpScreen();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/policy/privacy',
    );
    expect(main.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/policy/terms',
    );
  });
});
