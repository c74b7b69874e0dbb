// Generated paths of the auth statechart (machines/auth/auth-model.ts), walked in the real browser
// against the real identity service. Each step label becomes what a customer does (fill a form,
// press a button, visit an address) or, for the outcome of an identity call, what the screen must
// show next. The paths below are the ones a real identity can produce on demand; see WALKED.
import type { Page } from '@playwright/test';
import { authPaths } from '../machines/auth/auth-model';
import type { ModelPath } from '../machines/testing/model-paths';
import { WALKED } from './auth-walked';
import {
  confirmUrl,
  expectAlert,
  expectHome,
  fill,
  fillSignUp,
  main,
  press,
  screenHeading,
  signInWith,
  visitInApp,
} from './support/auth-pages';
import { expectModelState } from './support/chart-state';
import {
  type Customer,
  confirmedCustomer,
  NEW_PASSWORD,
  newCustomer,
  operatorCreatedCustomer,
  signedUp,
  waitForCode,
  wrongCode,
} from './support/identity-users';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

interface Walk {
  path: ModelPath;
  page: Page;
  customer: Customer;
  /** The label of the step after this one: it decides which outcome the action must provoke. */
  next: string | undefined;
}

type Step = (walk: Walk) => Promise<void>;

const has = (path: ModelPath, label: string) => path.steps.some((step) => step.label === label);

/** The account a path needs, made before the browser starts. */
async function customerFor(path: ModelPath, request: Parameters<typeof confirmedCustomer>[0]) {
  if (has(path, 'signIn done newPasswordRequired')) return operatorCreatedCustomer(request, 'walk');
  if (has(path, 'signIn error unconfirmed')) {
    const customer = newCustomer('walk');
    await signedUp(request, customer);
    return customer;
  }
  // A taken e-mail makes the sign-up fail; the other flows need an account that can sign in.
  if (has(path, 'auth.signUp') && !has(path, 'signUp error')) return newCustomer('walk');
  return confirmedCustomer(request, 'walk');
}

const STEPS: Record<string, Step> = {
  'checkSession done no user': async ({ page }) => {
    await page.goto('/login');
    await expect(screenHeading(page, 'Login')).toBeVisible();
  },
  'checkSession done user': async ({ page }) => {
    await page.goto('/home');
    await expectHome(page);
  },
  'show signUp': async ({ page }) => {
    await main(page).getByRole('link', { name: 'Create Account' }).click();
    await expect(screenHeading(page, 'Sign Up')).toBeVisible();
  },
  'show forgotPassword': async ({ page }) => {
    await main(page).getByRole('link', { name: 'Reset Password' }).click();
    await expect(screenHeading(page, 'Forgot Password')).toBeVisible();
  },
  'show newPassword': async ({ page }) => {
    await visitInApp(page, '/newPassword');
    await expect(screenHeading(page, 'Confirm Account')).toBeVisible();
  },
  'show confirmSignUp without email': async ({ page }) => {
    await visitInApp(page, '/confirmSignUp');
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
  },
  'auth.signIn with email': async ({ page, customer, next }) => {
    const password = next === 'signIn error wrong password' ? 'Wrong-pass-9!' : customer.password;
    await signInWith(page, customer.email, password);
  },
  'signIn done signedIn': async ({ page }) => expectHome(page),
  'signIn done newPasswordRequired': async ({ page }) => {
    await expect(page).toHaveURL(/\/newPassword$/);
    await expect(screenHeading(page, 'Confirm Account')).toBeVisible();
  },
  'signIn error unconfirmed': async ({ page, customer }) => {
    await expect(page).toHaveURL(confirmUrl(customer.email));
    await expectAlert(page, 'Code Resent Successfully', 'Please check your email for the new code');
  },
  'signIn error wrong password': async ({ page }) => {
    await expect(main(page).getByText(/^Unable to login - ./)).toBeVisible();
  },
  'auth.hosted.failed': async ({ page }) => {
    await page.goto('/oauth/login?error=access_denied');
    await expectAlert(
      page,
      'Social Login Failed',
      'Your social login attempt has failed - please try again',
    );
    await expect(page).toHaveURL(/\/login$/);
  },
  'auth.signUp': async ({ page, customer }) => {
    await fillSignUp(page, customer);
    await press(page, 'Create Account');
  },
  'signUp done confirmationRequired': async ({ page, customer }) => {
    await expect(page).toHaveURL(confirmUrl(customer.email));
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
  },
  'signUp error': async ({ page }) => {
    await expect(page.getByRole('alert').filter({ hasText: 'Sign Up Error' })).toBeVisible();
  },
  'auth.forgotPassword.request': async ({ page, customer, next }) => {
    const email = next === 'forgotPassword error' ? `nobody-${customer.email}` : customer.email;
    await fill(page, 'Email', email);
    await press(page, 'Request Reset');
  },
  'forgotPassword done': async ({ page }) => {
    await expect(main(page).getByRole('button', { name: 'Validate Code' })).toBeVisible();
  },
  'forgotPassword error': async ({ page }) => {
    await expect(main(page).getByRole('alert')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Request Reset' })).toBeVisible();
  },
  'auth.forgotPassword.submit mismatch': async ({ page, customer }) => {
    await fill(page, 'Validation Code', await waitForCode(customer.email, 'ForgotPassword'));
    await fill(page, 'Password', NEW_PASSWORD);
    await fill(page, 'Confirm Password', `${NEW_PASSWORD}x`);
    await press(page, 'Validate Code');
    await expect(main(page).getByText('Passwords does not match')).toBeVisible();
  },
  'auth.forgotPassword.submit matching': async ({ page, customer, next }) => {
    const code = await waitForCode(customer.email, 'ForgotPassword');
    await fill(
      page,
      'Validation Code',
      next === 'confirmForgotPassword error' ? wrongCode(code) : code,
    );
    await fill(page, 'Password', NEW_PASSWORD);
    await fill(page, 'Confirm Password', NEW_PASSWORD);
    await press(page, 'Validate Code');
  },
  'confirmForgotPassword error': async ({ page }) => {
    await expect(main(page).getByRole('alert')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Validate Code' })).toBeVisible();
  },
  'auth.confirm': async ({ path, page, customer, next }) => {
    // Without an e-mail (spec §5) no code was sent: the machine gives up before any call.
    if (has(path, 'show confirmSignUp without email')) {
      await fill(page, 'Verification Code', '123456');
      await press(page, 'Validate Code');
      await expectAlert(page, 'Username Not Found', 'Please login and try again');
      await expect(page).toHaveURL(/\/login$/);
      return;
    }
    const code = await waitForCode(customer.email, 'SignUp');
    await fill(page, 'Verification Code', next === 'confirmSignUp error' ? wrongCode(code) : code);
    await press(page, 'Validate Code');
  },
  'auth.newPassword.submit matching': async ({ page }) => {
    await fill(page, 'First Name', 'Tess');
    await fill(page, 'Surname', 'Tester');
    await fill(page, 'New Password', NEW_PASSWORD);
    await fill(page, 'Confirm Password', NEW_PASSWORD);
    await press(page, 'Update Password');
  },
  'completeNewPassword error': async ({ page }) => {
    await expect(main(page).getByRole('alert')).toBeVisible();
  },
  'auth.logout': async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  },
  'signOut done': async ({ page }) => {
    await expect(page).toHaveURL(/\/login$/);
    await expect(screenHeading(page, 'Login')).toBeVisible();
    await page.reload();
    await expect(screenHeading(page, 'Login')).toBeVisible();
  },
};

const SCREEN_TITLES: Record<string, string> = {
  signIn: 'Login',
  signUp: 'Sign Up',
  confirmSignUp: 'Confirm Sign Up',
  forgotPassword: 'Forgot Password',
  newPassword: 'Confirm Account',
};

const paths = authPaths().filter((path) => WALKED.includes(path.description));

// Walked once, at desktop width.
test.describe('auth model paths @desktop', () => {
  test('every walked path is still generated by the model', () => {
    expect(paths.map((path) => path.description).sort()).toEqual([...WALKED].sort());
  });

  for (const path of paths) {
    test(path.title, async ({ page, request }) => {
      const customer = await customerFor(path, request);
      if (path.steps[0]?.label === 'checkSession done user') {
        await signInWithTokens(page, request, customer);
      }
      for (const [index, step] of path.steps.entries()) {
        const run = STEPS[step.label];
        if (!run) throw new Error(`No browser action for step "${step.label}"`);
        await test.step(`${step.label} -> ${step.state}`, async () => {
          await run({ path, page, customer, next: path.steps[index + 1]?.label });
          await expectModelState(page, 'auth', path, index);
        });
      }
      // The path's last state, as the screen shows it.
      const final = path.steps.at(-1)?.state ?? '';
      const screen = final.split('.')[0] ?? '';
      if (screen === 'signedIn') await expectHome(page);
      else await expect(screenHeading(page, SCREEN_TITLES[screen] ?? '')).toBeVisible();
    });
  }
});
