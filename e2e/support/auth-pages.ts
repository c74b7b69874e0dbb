// The auth screens as a customer uses them: by their labels, buttons and alerts.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import type { Customer } from './identity-users';

export function main(page: Page) {
  return page.getByRole('main');
}

export function screenHeading(page: Page, title: string) {
  return main(page).getByRole('heading', { level: 1, name: title, exact: true });
}

// By accessible name: the visible label also carries the required asterisk.
export async function fill(page: Page, label: string, value: string): Promise<void> {
  await main(page).getByRole('textbox', { name: label, exact: true }).fill(value);
}

export async function press(page: Page, name: string): Promise<void> {
  await main(page).getByRole('button', { name, exact: true }).click();
}

/** A Mantine notification with this title and body. */
export async function expectAlert(page: Page, title: string, body: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: title });
  await expect(alert.first()).toBeVisible();
  await expect(alert.first()).toContainText(body);
  await expectNoAxeViolations(page, `${page.url()} with the alert '${title}'`);
}

/** The app's own login screen, not index.html's form of a cold /login (login-shell.spec.ts). */
export function appLoginScreen(page: Page) {
  return page.locator('[data-auth-screen="signIn"]');
}

/**
 * Fills the app's login form; the e-mail as a customer might type it (spaces, capitals). It
 * waits for the app's screen: a cold /login's own form takes typing too, but Playwright checks a
 * field and types into it in two steps, and an app that takes over in between leaves the second
 * step typing into a field no longer on the page (once in a CI run, the e-mail was lost so).
 */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await expect(appLoginScreen(page)).toBeVisible();
  await expect(screenHeading(page, 'Login')).toBeVisible();
  await fill(page, 'Email', `  ${email.toUpperCase()} `);
  await fill(page, 'Password', password);
  await press(page, 'Login');
}

export async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await expect(main(page).getByRole('heading', { name: 'My Events' })).toBeVisible();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(screenHeading(page, 'Login')).toBeVisible();
}

export async function fillSignUp(page: Page, customer: Customer): Promise<void> {
  await fill(page, 'First Name', customer.givenName);
  await fill(page, 'Last Name', customer.familyName);
  await fill(page, 'Email', customer.email);
  await fill(page, 'Password', customer.password);
}

export function confirmUrl(email: string): RegExp {
  return new RegExp(`/confirmSignUp\\?email=${encodeURIComponent(email).replace(/[.]/g, '\\.')}$`);
}

/**
 * Changes the address the way the app's own links do (no reload, so the auth machine keeps its
 * state): the router watches history.pushState.
 */
export async function visitInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((path) => {
    // A wallet page's address names its registration: moving between them keeps the current one.
    const current = new URLSearchParams(window.location.search).get('registration');
    const to =
      path.startsWith('/event/wallet') && !path.includes('?') && current
        ? `${path}?${new URLSearchParams({ registration: current })}`
        : path;
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index : 0;
    window.history.pushState({ ...state, __TSR_index: index + 1 }, '', to);
  }, url);
}

/** From /login, through the identity's own authorize form (standing in for the AWS hosted UI). */
export async function signInOnHostedPage(page: Page, customer: Customer): Promise<void> {
  await page.goto('/login');
  await press(page, 'Social Login');
  await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
  await page.getByLabel('Username').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
