// The profile screen (spec §2, §5 Profile, §8 Profile) in Chromium against the real stack, each
// test on a customer of its own so that no other spec sees its changes.
import type { Page, TestInfo } from '@playwright/test';
import {
  LOW_BALANCE_ALERT_LABEL,
  LOW_BALANCE_ALERT_OPTED_OUT,
  LOW_BALANCE_ALERT_RANGE_ERROR,
} from '../core/domain/low-balance-alert';
import { expectNoAxeViolations } from './support/axe';
import { confirmedCustomer } from './support/identity-users';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

function field(page: Page, label: string) {
  return page.getByRole('main').getByRole('textbox', { name: label, exact: true });
}

function alert(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

async function save(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Update Profile' }).click();
}

async function openProfile(page: Page, request: Parameters<typeof confirmedCustomer>[0]) {
  const customer = await confirmedCustomer(request, 'profile');
  await signInWithTokens(page, request, customer);
  await page.goto('/profile');
  await expect(field(page, 'First Name')).toHaveValue(customer.givenName);
  return customer;
}

test('edits every detail, refusing a birth date in the future', async ({
  page,
  request,
}, testInfo) => {
  const customer = await openProfile(page, request);
  await expect(field(page, 'Last Name')).toHaveValue(customer.familyName);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Country' })).toHaveValue(
    'New Zealand',
  );

  await field(page, 'First Name').fill('Maria');
  await field(page, 'Last Name').fill('Lopez');
  await field(page, 'Phone').fill('+64 21 555 0199');
  await field(page, 'Birth Date').fill('01/01/2999');
  await save(page);
  await expect(alert(page, 'Unable to update. Birth date must be in the past')).toBeVisible();
  await screenshot(page, testInfo, 'profile-future-birth-date');

  await field(page, 'Birth Date').fill('17/05/1990');
  const country = page.getByRole('main').getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Austral');
  await page.getByRole('option', { name: 'Australia', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Opt out of marketing emails' }).check();
  await page.getByRole('checkbox', { name: 'Opt out of notifications' }).check();
  await save(page);
  await expect(alert(page, 'Profile Updated successfully')).toBeVisible();
  // The server keeps the phone without its spaces.
  await expect(field(page, 'Phone')).toHaveValue('+64215550199');
  await screenshot(page, testInfo, 'profile-saved');

  await page.reload();
  await expect(field(page, 'First Name')).toHaveValue('Maria');
  await expect(field(page, 'Last Name')).toHaveValue('Lopez');
  await expect(field(page, 'Phone')).toHaveValue('+64215550199');
  await expect(field(page, 'Birth Date')).toHaveValue('17/05/1990');
  await expect(country).toHaveValue('Australia');
  await expect(page.getByRole('checkbox', { name: 'Opt out of marketing emails' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Opt out of notifications' })).toBeChecked();
});

test('requires the names and keeps a phone change only with a digit @phone', async ({
  page,
  request,
}) => {
  await openProfile(page, request);
  await field(page, 'Phone').fill('021 555 0101');
  await field(page, 'Phone').fill('no phone');
  await expect(field(page, 'Phone')).toHaveValue('021 555 0101');

  await field(page, 'First Name').fill('');
  await field(page, 'Last Name').fill(' ');
  await save(page);
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(alert(page, 'Profile Updated successfully')).toHaveCount(0);
});

test('shows the saved name on Home, and Back goes there @phone', async ({ page, request }) => {
  await openProfile(page, request);
  await field(page, 'First Name').fill('Rangi');
  await save(page);
  await expect(alert(page, 'Profile Updated successfully')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Hi Rangi!')).toBeVisible();
});

test("alerts 'Unable to update profile. Please try again' when the update fails @phone", async ({
  page,
  request,
}) => {
  await openProfile(page, request);
  await page.route('**/api/private/profile/update', (route) =>
    route.fulfill({
      status: 503,
      json: { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' },
    }),
  );
  await save(page);
  await expect(alert(page, 'Unable to update profile. Please try again')).toContainText(
    '503 : Database unavailable',
  );
});

test('shows the account’s e-mail address, read-only @phone', async ({ page, request }) => {
  const customer = await openProfile(page, request);
  const email = page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveValue(customer.email);
  await expect(email).not.toBeEditable();
});

test('a phone number can be removed, and stays removed @phone', async ({ page, request }) => {
  await openProfile(page, request);
  const phone = field(page, 'Phone');
  await phone.fill('021 555 0101');
  const saved = () => page.waitForResponse('**/api/private/profile/update');
  let response = saved();
  await save(page);
  expect((await response).ok()).toBe(true);
  await expect(phone).toHaveValue('0215550101');

  // As a customer does: Backspace to the last digit, then select all and delete.
  await phone.click();
  await phone.press('End');
  for (let left = 10; left > 5; left -= 1) await phone.press('Backspace');
  await expect(phone).toHaveValue('02155');
  await phone.press('ControlOrMeta+a');
  await phone.press('Backspace');
  await expect(phone).toHaveValue('');
  // A non-empty phone still needs a digit.
  await phone.pressSequentially('abc');
  await expect(phone).toHaveValue('');

  response = saved();
  await save(page);
  expect((await response).ok()).toBe(true);
  await page.reload();
  await expect(field(page, 'First Name')).not.toHaveValue('');
  await expect(phone).toHaveValue('');
});

test('a low balance alert is checked, saved, cleared, and out of reach while opted out @phone', async ({
  page,
  request,
}, testInfo) => {
  await openProfile(page, request);
  const level = field(page, LOW_BALANCE_ALERT_LABEL);
  await expect(level).toBeEnabled();
  await expect(level).toHaveValue('');

  await level.fill('0');
  await save(page);
  await expect(page.getByText(LOW_BALANCE_ALERT_RANGE_ERROR)).toBeVisible();
  await expectNoAxeViolations(page, 'low balance alert refused');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await screenshot(page, testInfo, 'profile-low-balance-refused');

  const stored = () => page.waitForResponse('**/api/private/profile/low-balance');
  let response = stored();
  await level.fill('12.5');
  await save(page);
  expect((await response).ok()).toBe(true);
  await expect(level).toHaveValue('12.50');
  await page.reload();
  await expect(level).toHaveValue('12.50');

  response = stored();
  await level.fill('');
  await save(page);
  expect((await response).ok()).toBe(true);
  await page.reload();
  await expect(level).toBeEnabled();
  await expect(level).toHaveValue('');

  await page.getByRole('checkbox', { name: 'Opt out of notifications' }).check();
  await expect(level).toBeDisabled();
  await expect(page.getByText(LOW_BALANCE_ALERT_OPTED_OUT)).toBeVisible();
  await screenshot(page, testInfo, 'profile-low-balance-opted-out');
});
