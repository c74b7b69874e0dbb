// Generated paths of the profile statechart (src/features/profile/chart/profile-model.ts), walked in the
// real browser against the real stack, each on a customer of its own. Each step label becomes
// what the customer does on /profile (types the model's values, saves, goes back) or, for the
// update call's outcome, what the page must show next.
//
// 'load profile' is the page opening on a new customer's profile; 'open empty' is the page
// opening on the empty form: a customer whose identity holds no names (signed up without them).
// A failed update is the server answering the update 503 (a 401 would sign the customer out
// instead), and so is a failed read or save of the low balance alert. 'readLowBalance done' reads
// the $5.00 alert the customer saved before the page opened (through the API, as an earlier visit
// would have). The paths walked are the greedy cover of the generated ones: together they take every
// transition.
import type { APIRequestContext, Page } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import {
  LOW_BALANCE_ALERT_LABEL,
  LOW_BALANCE_ALERT_RANGE_ERROR,
  LOW_BALANCE_ALERT_UNREAD,
} from '../core/domain/low-balance-alert';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from '../core/domain/messages';
import {
  BIRTH_DATE_FUTURE_ERROR,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
} from '../core/domain/profile-rules';
import { callCognito } from '../server/test-support/cognito-client';
import {
  BAD_LOW_BALANCE,
  FUTURE_BIRTH_DATE,
  profileModel,
  SAVED_LOW_BALANCE_CENTS,
  TYPED_LOW_BALANCE,
  TYPED_PHONE,
} from '../src/features/profile/chart/profile-model';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import { expectAlert, main } from './support/auth-pages';
import {
  type Customer,
  confirmedCustomer,
  identityOf,
  newCustomer,
  waitForCode,
} from './support/identity-users';
import { type StepAction, walkModelPath } from './support/model-walk';
import { identityTokens, signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';
import { refuseCalls } from './support/wallet-walk';

interface Walk {
  page: Page;
  request: APIRequestContext;
  customer: Customer | null;
  /** The phone and country as the form held them when last saved. */
  saved: { phone: string; country: string } | null;
  /** The first name a save stores: the customer's, or the one typed since (trimmed). */
  firstName: string;
}

const field = (page: Page, label: string) =>
  main(page).getByRole('textbox', { name: label, exact: true });
const country = (page: Page) => main(page).getByRole('combobox', { name: 'Country' });
const checkbox = (page: Page, name: string) => main(page).getByRole('checkbox', { name });
const MARKETING = 'Opt out of marketing emails';
const NOTIFICATIONS = 'Opt out of notifications';
const LOW_BALANCE_PATH = ENDPOINTS.lowBalance.path;
const alertField = (page: Page) => field(page, LOW_BALANCE_ALERT_LABEL);

async function fieldError(page: Page, message: string, shown: boolean): Promise<void> {
  const error = main(page).getByText(message, { exact: true });
  if (shown) await expect(error).toBeVisible();
  else await expect(error).toHaveCount(0);
}

/** Signed up and confirmed with no given or family name on the identity. */
async function namelessCustomer(request: APIRequestContext): Promise<Customer> {
  const customer = { ...newCustomer('nameless'), givenName: '', familyName: '' };
  const { endpoint, clientId } = await identityOf(request);
  await callCognito(endpoint, 'SignUp', {
    ClientId: clientId,
    Username: customer.email,
    Password: customer.password,
    UserAttributes: [{ Name: 'email', Value: customer.email }],
  });
  await callCognito(endpoint, 'ConfirmSignUp', {
    ClientId: clientId,
    Username: customer.email,
    ConfirmationCode: await waitForCode(customer.email, 'SignUp'),
  });
  return customer;
}

/** The alert the customer saved on an earlier visit: their profile stored, then the alert. */
async function saveAlertBeforehand(request: APIRequestContext, customer: Customer): Promise<void> {
  const { AccessToken } = await identityTokens(request, customer);
  const headers = { authorization: `Bearer ${AccessToken}` };
  const login = await request.post(ENDPOINTS.profileLogin.path, {
    headers,
    data: {
      firstName: customer.givenName,
      lastName: customer.familyName,
      email: customer.email,
      phone: '',
      locale: 'en',
    },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const saved = await request.post(LOW_BALANCE_PATH, {
    headers,
    data: { lowBalanceAlert: SAVED_LOW_BALANCE_CENTS / 100 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function openProfile(
  walk: Walk,
  customer: Customer,
  outcomes: readonly string[],
): Promise<void> {
  walk.customer = customer;
  walk.firstName = customer.givenName;
  if (outcomes[0] === 'readLowBalance done') await saveAlertBeforehand(walk.request, customer);
  if (outcomes[0] === 'readLowBalance error') {
    await refuseCalls(walk.page, [LOW_BALANCE_PATH], 503, 'Service Unavailable');
  }
  await signInWithTokens(walk.page, walk.request, customer);
  await walk.page.goto('/profile');
  await expect(
    main(walk.page).getByRole('heading', { level: 1, name: 'My Profile' }),
  ).toBeVisible();
  await expect(field(walk.page, 'First Name')).toHaveValue(customer.givenName);
  await expect(field(walk.page, 'Last Name')).toHaveValue(customer.familyName);
}

const save = (page: Page) =>
  main(page).getByRole('button', { name: 'Update Profile', exact: true }).click();

const STEPS: Record<string, StepAction<Walk>> = {
  'open empty': async (walk, { outcomes }) => {
    await openProfile(walk, await namelessCustomer(walk.request), outcomes);
  },
  'load profile': async (walk, { outcomes }) => {
    await openProfile(walk, await confirmedCustomer(walk.request, 'profile'), outcomes);
    await expect(country(walk.page)).toHaveValue('New Zealand');
    await expect(checkbox(walk.page, MARKETING)).not.toBeChecked();
  },
  'edit preferences': async ({ page }) => {
    await country(page).click();
    await country(page).fill('Austral');
    await page.getByRole('option', { name: 'Australia', exact: true }).click();
    await checkbox(page, MARKETING).check();
    await checkbox(page, NOTIFICATIONS).check();
    await expect(country(page)).toHaveValue('Australia');
    await expect(checkbox(page, NOTIFICATIONS)).toBeChecked();
  },
  'readLowBalance done': async ({ page }) => {
    await expect(alertField(page)).toHaveValue('5.00');
    await expect(alertField(page)).toBeEnabled();
  },
  'readLowBalance error': async ({ page }) => {
    await expect(main(page).getByText(LOW_BALANCE_ALERT_UNREAD)).toBeVisible();
    await expect(alertField(page)).toHaveValue('');
    // The read alone was refused: the saves that follow reach the server.
    await page.unroute(`**${LOW_BALANCE_PATH}`);
  },
  'edit low balance alert': async ({ page }) => {
    await alertField(page).fill(TYPED_LOW_BALANCE);
    await fieldError(page, LOW_BALANCE_ALERT_RANGE_ERROR, false);
  },
  'edit bad low balance alert': async ({ page }) => {
    await alertField(page).fill(BAD_LOW_BALANCE);
    // Its message waits for the next save.
    await fieldError(page, LOW_BALANCE_ALERT_RANGE_ERROR, false);
  },
  'edit phone': async ({ page }) => {
    await field(page, 'Phone').fill(TYPED_PHONE);
    await expect(field(page, 'Phone')).toHaveValue(TYPED_PHONE);
  },
  'edit future birth date': async ({ page }) => {
    await field(page, 'Birth Date').fill(FUTURE_BIRTH_DATE);
    await expect(field(page, 'Birth Date')).toHaveValue(FUTURE_BIRTH_DATE);
    // The birth date's message waits for the next save.
    await fieldError(page, BIRTH_DATE_FUTURE_ERROR, false);
  },
  'edit details': async (walk) => {
    const { page } = walk;
    walk.firstName = 'Ann';
    await field(page, 'First Name').fill(' Ann ');
    await field(page, 'Last Name').fill('Lee');
    await field(page, 'Birth Date').fill('17/05/1990');
    await fieldError(page, FIRST_NAME_REQUIRED, false);
  },
  'edit blank names': async ({ page }) => {
    await field(page, 'First Name').fill('  ');
    await field(page, 'Last Name').fill('');
    await fieldError(page, FIRST_NAME_REQUIRED, false);
    await fieldError(page, LAST_NAME_REQUIRED, false);
  },
  save: async (walk, { outcomes }) => {
    const { page } = walk;
    if (outcomes[0] === 'updateProfile error') {
      await refuseCalls(page, [ENDPOINTS.profileUpdate.path], 503, 'Service Unavailable');
    }
    if (outcomes.includes('saveLowBalance error')) {
      await refuseCalls(page, [LOW_BALANCE_PATH], 503, 'Service Unavailable');
    }
    const birthDate = await field(page, 'Birth Date').inputValue();
    const names = [
      await field(page, 'First Name').inputValue(),
      await field(page, 'Last Name').inputValue(),
    ];
    const badAlert =
      (await alertField(page).inputValue()) === BAD_LOW_BALANCE &&
      !(await checkbox(page, NOTIFICATIONS).isChecked());
    walk.saved = {
      phone: await field(page, 'Phone').inputValue(),
      country: await country(page).inputValue(),
    };
    await save(page);
    if (outcomes.length > 0) return;
    // Refused in the form: each bad field's message, and the birth date's as an alert too.
    if (birthDate === FUTURE_BIRTH_DATE) {
      await expect(
        page.getByRole('alert').filter({ hasText: BIRTH_DATE_FUTURE_ERROR }),
      ).toBeVisible();
    }
    await fieldError(page, BIRTH_DATE_FUTURE_ERROR, birthDate === FUTURE_BIRTH_DATE);
    await fieldError(page, FIRST_NAME_REQUIRED, names[0]?.trim() === '');
    await fieldError(page, LAST_NAME_REQUIRED, names[1]?.trim() === '');
    await fieldError(page, LOW_BALANCE_ALERT_RANGE_ERROR, badAlert);
  },
  'updateProfile done': async ({ page, firstName }, { next }) => {
    // The changed alert is saved next; the page says so once both are stored.
    if (next?.startsWith('saveLowBalance')) return;
    await expect(page.getByRole('alert').filter({ hasText: PROFILE_UPDATED })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue(firstName);
    await expect(main(page).getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  },
  'saveLowBalance done': async ({ page, firstName }) => {
    await expect(page.getByRole('alert').filter({ hasText: PROFILE_UPDATED })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue(firstName);
    await expect(alertField(page)).toHaveValue('12.50');
    await expect(main(page).getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  },
  'saveLowBalance error': async ({ page }) => {
    await expectAlert(page, PROFILE_UPDATE_FAILED, '503');
    // The alert stays as typed, to save again.
    await expect(alertField(page)).toHaveValue(TYPED_LOW_BALANCE);
    await expect(main(page).getByRole('button', { name: 'Update Profile' })).toBeEnabled();
    await page.unroute(`**${LOW_BALANCE_PATH}`);
  },
  'updateProfile error': async ({ page, saved }) => {
    await expectAlert(page, PROFILE_UPDATE_FAILED, '503');
    // The form keeps what the customer typed, to save again.
    await expect(field(page, 'Phone')).toHaveValue(saved?.phone ?? '');
    await expect(country(page)).toHaveValue(saved?.country ?? '');
    await expect(main(page).getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  },
  back: async ({ page }) => {
    await main(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  },
};

test.describe('profile model paths @desktop', () => {
  for (const path of walkedPaths(profileModel)) {
    test(path.title, async ({ page, request }) => {
      test.setTimeout(60_000);
      const walk: Walk = { page, request, customer: null, saved: null, firstName: '' };
      await walkModelPath(walk, 'profile', path, STEPS);
      const last = path.steps.at(-1);
      const final = last?.state ?? '';
      // Back leaves the page, and the chart with it.
      if (last?.label !== 'back' && final.startsWith('editing')) {
        await expect(page.locator('[data-chart="profile"]')).toHaveAttribute('data-state', final);
      }
    });
  }
});
