// From signing up (or resetting a password) to Login and Home at phone width: a long address keeps
// to the card, Login is filled in with it, and the sign-up's alert stays behind on Login.
import type { Page } from '@playwright/test';
import { callCognito } from '../server/test-support/cognito-client';
import {
  expectAlert,
  expectHome,
  fill,
  fillSignUp,
  main,
  press,
  screenHeading,
} from './support/auth-pages';
import {
  type Customer,
  identityOf,
  newCustomer,
  signedUp,
  waitForCode,
} from './support/identity-users';
import { expect, test } from './support/test';

const PHONE_WIDTH = 375;

/** A customer whose address is 60 characters long, with no place to break. */
function longAddressCustomer(label: string): Customer {
  const customer = newCustomer(label);
  const domain = '@example.com';
  const local = customer.email.split('@')[0] ?? '';
  return { ...customer, email: `${local.padEnd(60 - domain.length, 'x')}${domain}` };
}

/** The page is as wide as the phone: nothing sticks out and the header's menu stays whole. */
async function expectPhoneWidth(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBe(PHONE_WIDTH);
}

test.describe('signing up and resetting on a phone @phone', () => {
  test('a long address fits Confirm Sign Up, fills in Login, and its alert stays on Login', async ({
    page,
  }) => {
    // Sign-up, code, confirm, sign-in and Home: the whole first visit, one step after another.
    test.setTimeout(60_000);
    const customer = longAddressCustomer('handover');
    expect(customer.email).toHaveLength(60);
    await page.goto('/signUp');
    await expect(screenHeading(page, 'Sign Up')).toBeVisible();
    await fillSignUp(page, customer);
    await press(page, 'Create Account');

    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
    await expect(main(page).getByText(customer.email)).toBeVisible();
    await expectPhoneWidth(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeInViewport({
      ratio: 1,
    });

    await fill(page, 'Verification Code', await waitForCode(customer.email, 'SignUp'));
    await press(page, 'Validate Code');
    await expectAlert(
      page,
      'Sign up Completed',
      'Your account has been created successfully. You can now login with your account',
    );
    await expect(screenHeading(page, 'Login')).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      customer.email,
    );

    await fill(page, 'Password', customer.password);
    await press(page, 'Login');
    await expectHome(page);
    // Asked once, well inside the alert's 8 s: it left with Login, not by timing out.
    expect(await page.getByRole('alert').filter({ hasText: 'Sign up Completed' }).count()).toBe(0);
  });

  test('a long address fits the Forgot Password card', async ({ page, request }) => {
    const customer = longAddressCustomer('forgot-long');
    await signedUp(request, customer);
    const { endpoint, clientId } = await identityOf(request);
    await callCognito(endpoint, 'ConfirmSignUp', {
      ClientId: clientId,
      Username: customer.email,
      ConfirmationCode: await waitForCode(customer.email, 'SignUp'),
    });
    await page.goto('/forgotPassword');
    await expect(screenHeading(page, 'Forgot Password')).toBeVisible();
    await fill(page, 'Email', customer.email);
    await press(page, 'Request Reset');

    await expect(main(page).getByRole('button', { name: 'Validate Code' })).toBeVisible();
    await expect(main(page).getByText(customer.email)).toBeVisible();
    await expectPhoneWidth(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeInViewport({
      ratio: 1,
    });
  });
});
