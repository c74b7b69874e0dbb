// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heading } from '../../../test-support/app/dom-helpers';
import { renderApp } from '../../../test-support/app/render-app';
import { holdBootLogin } from './boot-login';

// What server/plugins/login-shell.ts puts in index.html, as far as the app reads it.
function drawBootLogin(): { email: HTMLInputElement; password: HTMLInputElement } {
  const main = document.createElement('main');
  main.id = 'boot-login';
  main.innerHTML =
    '<form><input name="email" type="email" /><input name="password" type="password" /></form>';
  document.body.append(main);
  const [email, password] = main.querySelectorAll('input');
  if (!email || !password) throw new Error('no inputs');
  return { email, password };
}

afterEach(() => {
  document.getElementById('boot-login')?.remove();
});

describe("the login screen takes over index.html's login form", () => {
  it('with what was typed, and the caret in the field that had it', async () => {
    const boot = drawBootLogin();
    const bootLogin = holdBootLogin(document);
    boot.email.value = 'ann@example.com';
    boot.password.focus();
    boot.password.value = 'Secret-pa';
    // The app's first render removes the form; its inputs keep their values.
    document.getElementById('boot-login')?.remove();
    renderApp('/login', { bootLogin });
    await heading('Login');
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('ann@example.com'));
    expect(password.value).toBe('Secret-pa');
    expect(document.activeElement).toBe(password);
  });

  it('once: a later visit to Login starts empty', () => {
    const boot = drawBootLogin();
    const bootLogin = holdBootLogin(document);
    boot.email.value = 'ann@example.com';
    expect(bootLogin?.take()?.values.email).toBe('ann@example.com');
    expect(bootLogin?.take()).toBeNull();
  });

  it('leaves the focus alone when the customer had moved on from the form', () => {
    const boot = drawBootLogin();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    const bootLogin = holdBootLogin(document);
    boot.email.focus();
    elsewhere.focus();
    expect(bootLogin?.take()?.focused).toBeNull();
    elsewhere.remove();
  });

  it('holds nothing on a page without the form', () => {
    expect(holdBootLogin(document)).toBeNull();
  });
});
