// The auth walk's steps on the signed-out forms (spec §2, §5, §8): what the customer types and
// presses, and what the screen shows once the identity has answered.
import {
  CODE_RESENT,
  CODE_VALIDATION_ERROR,
  loginFailedMessage,
  NO_EMAIL,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_UPDATED,
  PASSWORDS_DO_NOT_MATCH,
  SIGN_UP_COMPLETED,
  USERNAME_NOT_FOUND,
} from '../../core/domain/auth-messages';
import { INVALID_EMAIL } from '../../src/features/auth/chart/auth-form-checks';
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
} from './auth-pages';
import type { Step, Walk } from './auth-walk';
import {
  confirmedCustomer,
  failNextIdentityCall,
  NEW_PASSWORD,
  waitForCode,
  wrongCode,
} from './identity-users';
import { expect } from './test';

const WRONG_PASSWORD = 'Wrong-pass-9!';

async function expectLogin({ page }: Walk) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(screenHeading(page, 'Login')).toBeVisible();
}

/** spec §5: no e-mail in the state or the address, so the confirm screen gives up before any call. */
async function expectNoEmail(walk: Walk) {
  await expectAlert(walk.page, USERNAME_NOT_FOUND.title, USERNAME_NOT_FOUND.body);
  await expectLogin(walk);
}

/** The code step of the reset form. */
async function submitReset(walk: Walk, confirm: string) {
  const { page, customer, next } = walk;
  const code = await waitForCode(customer.email, 'ForgotPassword');
  await fill(
    page,
    'Validation Code',
    next === 'confirmForgotPassword error' ? wrongCode(code) : code,
  );
  await fill(page, 'Password', NEW_PASSWORD);
  await fill(page, 'Confirm Password', confirm);
  await press(page, 'Validate Code');
}

async function submitNewPassword({ page }: Walk, confirm: string) {
  await fill(page, 'First Name', 'Tess');
  await fill(page, 'Surname', 'Tester');
  await fill(page, 'New Password', NEW_PASSWORD);
  await fill(page, 'Confirm Password', confirm);
  await press(page, 'Update Password');
}

export const FORM_STEPS: Readonly<Record<string, Step>> = {
  'auth.signIn with email': async ({ page, customer, next }) => {
    const password = next === 'signIn error wrong password' ? WRONG_PASSWORD : customer.password;
    await signInWith(page, customer.email, password);
  },
  'auth.signIn without email': async ({ page }) => {
    await fill(page, 'Password', WRONG_PASSWORD);
    await press(page, 'Login');
    await expect(main(page).getByText(NO_EMAIL)).toBeVisible();
  },
  // Typing in the e-mail takes back the complaint about it, before anything is sent.
  'auth.edit email': async ({ page }) => {
    const email = main(page).getByRole('textbox', { name: 'Email', exact: true });
    const complaint = main(page).getByText(new RegExp(`^(${NO_EMAIL}|${INVALID_EMAIL})$`));
    await expect(complaint).toBeVisible();
    await email.pressSequentially('a');
    await expect(complaint).toBeHidden();
  },
  'signIn done signedIn': async ({ page }) => expectHome(page),
  'signIn done newPasswordRequired': async ({ page }) => {
    await expect(page).toHaveURL(/\/newPassword$/);
    await expect(screenHeading(page, 'Confirm Account')).toBeVisible();
  },
  'signIn error unconfirmed': async ({ page, customer, next }) => {
    await expect(page).toHaveURL(confirmUrl(customer.email));
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
    // The resend it starts answers on its own; a next step is that answer, with its own check.
    if (next === undefined) await expectAlert(page, CODE_RESENT.title, CODE_RESENT.body);
  },
  'signIn error wrong password': async ({ page }) => {
    await expect(main(page).getByText(loginFailedMessage(''))).toBeVisible();
  },
  'signIn error reset required': async ({ page }) => {
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await expect(screenHeading(page, 'Forgot Password')).toBeVisible();
  },

  'auth.signUp filled': async ({ page, request, customer, next }) => {
    // A taken e-mail: the identity refuses the sign-up.
    const taken = next === 'signUp error' ? await confirmedCustomer(request, 'taken') : customer;
    await fillSignUp(page, { ...customer, email: taken.email });
    await press(page, 'Create Account');
  },
  'auth.signUp invalid': async ({ page }) => {
    await fillSignUp(page, { givenName: '', familyName: ' ', email: 'ann@', password: 'short' });
    await press(page, 'Create Account');
    for (const complaint of [
      'First Name is required',
      'Last Name is required',
      INVALID_EMAIL,
      PASSWORD_POLICY_MESSAGE,
    ]) {
      await expect(main(page).getByText(complaint)).toBeVisible();
    }
  },
  'signUp done confirmationRequired': async ({ page, customer }) => {
    await expect(page).toHaveURL(confirmUrl(customer.email));
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
  },
  'signUp done confirmed': async (walk) => {
    await expectAlert(walk.page, SIGN_UP_COMPLETED.title, SIGN_UP_COMPLETED.body);
    await expectLogin(walk);
  },
  'signUp error': async ({ page }) => {
    await expect(page.getByRole('alert').filter({ hasText: 'Sign Up Error' })).toBeVisible();
  },

  'auth.confirm with code': async (walk) => {
    const { page, customer, to, next } = walk;
    if (to.startsWith('signIn')) {
      await fill(page, 'Verification Code', '123456');
      await press(page, 'Validate Code');
      await expectNoEmail(walk);
      return;
    }
    const code = await waitForCode(customer.email, 'SignUp');
    await fill(page, 'Verification Code', next === 'confirmSignUp error' ? wrongCode(code) : code);
    await press(page, 'Validate Code');
  },
  'auth.confirm without code': async ({ page }) => {
    await fill(page, 'Verification Code', '  ');
    await press(page, 'Validate Code');
    await expect(main(page).getByText('Verification Code is required')).toBeVisible();
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
  },
  'confirmSignUp done': async (walk) => {
    await expectAlert(walk.page, SIGN_UP_COMPLETED.title, SIGN_UP_COMPLETED.body);
    await expectLogin(walk);
  },
  'confirmSignUp error': async ({ page }) => {
    await expectAlert(page, CODE_VALIDATION_ERROR.title, CODE_VALIDATION_ERROR.body);
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
  },
  'auth.resendCode': async (walk) => {
    const { page, request, from, next } = walk;
    // The resend is lost on the way (a phone that went offline).
    if (from === 'forgotPassword.code' && next === 'forgotPassword error') {
      await failNextIdentityCall(page, request, 'ForgotPassword');
    }
    if (next === 'resendSignUpCode error') {
      await failNextIdentityCall(page, request, 'ResendConfirmationCode');
    }
    await press(page, 'Resend Code');
    if (walk.to.startsWith('signIn')) await expectNoEmail(walk);
  },
  'resendSignUpCode done': async ({ page }) => {
    await expectAlert(page, CODE_RESENT.title, CODE_RESENT.body);
  },
  'resendSignUpCode error': async ({ page }) => {
    await expectAlert(page, 'Code Resent Failed', '');
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
  },

  'auth.forgotPassword.request filled': async ({ page, request, customer, next }) => {
    if (next === 'forgotPassword error')
      await failNextIdentityCall(page, request, 'ForgotPassword');
    await fill(page, 'Email', customer.email);
    await press(page, 'Request Reset');
  },
  'auth.forgotPassword.request invalid': async ({ page }) => {
    await fill(page, 'Email', 'ann.example.com');
    await press(page, 'Request Reset');
    await expect(main(page).getByText(INVALID_EMAIL)).toBeVisible();
  },
  'forgotPassword done': async ({ page, from }) => {
    await expect(main(page).getByRole('button', { name: 'Validate Code' })).toBeVisible();
    if (from === 'forgotPassword.resending') {
      await expectAlert(page, CODE_RESENT.title, CODE_RESENT.body);
    }
  },
  'forgotPassword error': async ({ page, from }) => {
    if (from === 'forgotPassword.resending') {
      await expectAlert(page, 'Code Resent Failed', '');
      await expect(main(page).getByRole('button', { name: 'Validate Code' })).toBeVisible();
      return;
    }
    await expect(main(page).getByRole('alert')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Request Reset' })).toBeVisible();
  },
  'auth.forgotPassword.submit mismatch': async (walk) => {
    await submitReset(walk, `${NEW_PASSWORD}x`);
    await expect(main(walk.page).getByText(PASSWORDS_DO_NOT_MATCH)).toBeVisible();
  },
  'auth.forgotPassword.submit matching': async (walk) => submitReset(walk, NEW_PASSWORD),
  'confirmForgotPassword done': async (walk) => {
    await expectAlert(walk.page, PASSWORD_UPDATED.title, PASSWORD_UPDATED.body);
    await expectLogin(walk);
  },
  'confirmForgotPassword error': async ({ page }) => {
    await expect(main(page).getByRole('alert')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Validate Code' })).toBeVisible();
  },

  'auth.newPassword.submit matching': async (walk) => {
    // After a real challenge the identity would take the password: the answer is lost instead.
    if (walk.next === 'completeNewPassword error') {
      await failNextIdentityCall(walk.page, walk.request, 'RespondToAuthChallenge');
    }
    await submitNewPassword(walk, NEW_PASSWORD);
  },
  'auth.newPassword.submit mismatch': async (walk) => {
    await submitNewPassword(walk, `${NEW_PASSWORD}x`);
    await expect(main(walk.page).getByText(PASSWORDS_DO_NOT_MATCH)).toBeVisible();
  },
  'completeNewPassword done': async ({ page }) => expectHome(page),
  'completeNewPassword error': async ({ page }) => {
    await expect(main(page).getByRole('alert')).toBeVisible();
    await expect(screenHeading(page, 'Confirm Account')).toBeVisible();
  },
};
