// Generated paths of the profile statechart (src/features/profile/chart/profile-model.ts), walked in the
// real browser against the real stack, each on a customer of its own. Each step label becomes
// what the customer does on /profile (types the model's values, saves, goes back) or, for the
// update call's outcome, what the page must show next.
//
// 'load profile' is the page opening on a new customer's profile; 'open empty' is the page
// opening on the empty form: a customer whose identity holds no names (signed up without them).
// A failed update is the server answering the update 503 (a 401 would sign the customer out
// instead). The paths walked are the greedy cover of the generated ones: together they take every
// transition.
import type { APIRequestContext, Page } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from '../core/domain/messages';
import {
  BIRTH_DATE_FUTURE_ERROR,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
} from '../core/domain/profile-rules';
import { callCognito } from '../server/test-support/cognito-client';
import {
  FUTURE_BIRTH_DATE,
  profileModel,
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
import { signInWithTokens } from './support/sign-in';
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

async function openProfile(walk: Walk, customer: Customer): Promise<void> {
  walk.customer = customer;
  walk.firstName = customer.givenName;
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
  'open empty': async (walk) => {
    await openProfile(walk, await namelessCustomer(walk.request));
  },
  'load profile': async (walk) => {
    await openProfile(walk, await confirmedCustomer(walk.request, 'profile'));
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
    const birthDate = await field(page, 'Birth Date').inputValue();
    walk.saved = {
      phone: await field(page, 'Phone').inputValue(),
      country: await country(page).inputValue(),
    };
    await save(page);
    if (outcomes.length > 0) return;
    // Refused in the form: the names' messages, or the birth date's as an alert and beside it.
    if (birthDate === FUTURE_BIRTH_DATE) {
      await expect(
        page.getByRole('alert').filter({ hasText: BIRTH_DATE_FUTURE_ERROR }),
      ).toBeVisible();
      await fieldError(page, BIRTH_DATE_FUTURE_ERROR, true);
    } else {
      await fieldError(page, FIRST_NAME_REQUIRED, true);
      await fieldError(page, LAST_NAME_REQUIRED, true);
    }
  },
  'updateProfile done': async ({ page, firstName }) => {
    await expect(page.getByRole('alert').filter({ hasText: PROFILE_UPDATED })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue(firstName);
    await expect(main(page).getByRole('button', { name: 'Update Profile' })).toBeEnabled();
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
