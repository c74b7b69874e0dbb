// The authentication flows of spec §2/§4/§8 in Chromium against the real stack: the SPA, its auth
// machine and the local identity service (cognito-local), with codes from the identity's outbox.
import {
  confirmUrl,
  expectAlert,
  expectHome,
  fill,
  fillSignUp,
  logout,
  main,
  press,
  screenHeading,
  signInOnHostedPage,
  signInWith,
} from './support/auth-pages';
import {
  confirmedCustomer,
  NEW_PASSWORD,
  newCustomer,
  operatorCreatedCustomer,
  signedUp,
  waitForCode,
  wrongCode,
} from './support/identity-users';
import { expect, test } from './support/test';

// The flows run at desktop width; auth-layout.spec.ts covers the screens at phone width.
test.describe('auth flows @desktop', () => {
  test('sign up, confirm with the e-mailed code, sign in, reach /home, log out', async ({
    page,
  }) => {
    const customer = newCustomer('signup');
    await page.goto('/login');
    await main(page).getByRole('link', { name: 'Create Account' }).click();
    await expect(screenHeading(page, 'Sign Up')).toBeVisible();
    await fillSignUp(page, { ...customer, email: ` ${customer.email.toUpperCase()}` });
    await press(page, 'Create Account');

    await expect(page).toHaveURL(confirmUrl(customer.email));
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();
    await fill(page, 'Verification Code', await waitForCode(customer.email, 'SignUp'));
    await press(page, 'Validate Code');
    await expectAlert(
      page,
      'Sign up Completed',
      'Your account has been created successfully. You can now login with your account',
    );
    await expect(page).toHaveURL(/\/login$/);

    await signInWith(page, customer.email, customer.password);
    await expectHome(page);
    // spec §3: the app persists no auth data of its own (the identity library keeps its tokens):
    // not the e-mail, which is the sign-in name. The profile's names may be kept for My Profile
    // offline (#15): persisted state excludes auth, payment, refund, wallet and registration data.
    const ownStorage = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((storage) =>
        Object.entries(storage).filter(
          ([key]) => !key.startsWith('CognitoIdentityServiceProvider.'),
        ),
      ),
    );
    for (const [key, value] of ownStorage) {
      expect(`${key}=${value}`.toLowerCase()).not.toContain(customer.email.toLowerCase());
    }

    await logout(page);
    await page.reload();
    await expect(screenHeading(page, 'Login')).toBeVisible();
  });

  test("a wrong code alerts 'Code Validation Error'; a resent code replaces it", async ({
    page,
    request,
  }) => {
    const customer = newCustomer('resend');
    await signedUp(request, customer);
    const first = await waitForCode(customer.email, 'SignUp');
    await page.goto(`/confirmSignUp?email=${encodeURIComponent(customer.email)}`);
    await expect(screenHeading(page, 'Confirm Sign Up')).toBeVisible();

    await fill(page, 'Verification Code', wrongCode(first));
    await press(page, 'Validate Code');
    await expectAlert(
      page,
      'Code Validation Error',
      'Your validation code was incorrect. Please try again',
    );

    await press(page, 'Resend Code');
    await expectAlert(page, 'Code Resent Successfully', 'Please check your email for the new code');
    const resent = await waitForCode(customer.email, 'SignUp', first);
    await fill(page, 'Verification Code', resent);
    await press(page, 'Validate Code');
    await expectAlert(
      page,
      'Sign up Completed',
      'Your account has been created successfully. You can now login with your account',
    );
    await signInWith(page, customer.email, customer.password);
    await expectHome(page);
  });

  test('signing in unconfirmed resends the code and leads to the confirm screen', async ({
    page,
    request,
  }) => {
    const customer = newCustomer('unconfirmed');
    await signedUp(request, customer);
    const first = await waitForCode(customer.email, 'SignUp');
    await page.goto('/login');
    await signInWith(page, customer.email, customer.password);

    await expect(page).toHaveURL(confirmUrl(customer.email));
    await expectAlert(page, 'Code Resent Successfully', 'Please check your email for the new code');
    await fill(page, 'Verification Code', await waitForCode(customer.email, 'SignUp', first));
    await press(page, 'Validate Code');
    await expect(page).toHaveURL(/\/login$/);
    await signInWith(page, customer.email, customer.password);
    await expectHome(page);
  });

  test("forgot password: code, new password, 'Password Updated', sign in with it", async ({
    page,
    request,
  }) => {
    const customer = await confirmedCustomer(request, 'forgot');
    await page.goto('/login');
    await main(page).getByRole('link', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    // The address changes before the screen does: the login form's Email is still there a moment.
    await expect(screenHeading(page, 'Forgot Password')).toBeVisible();
    await fill(page, 'Email', customer.email);
    await press(page, 'Request Reset');

    await expect(main(page).getByRole('button', { name: 'Validate Code' })).toBeVisible();
    const code = await waitForCode(customer.email, 'ForgotPassword');
    await fill(page, 'Validation Code', wrongCode(code));
    await fill(page, 'Password', NEW_PASSWORD);
    await fill(page, 'Confirm Password', NEW_PASSWORD);
    await press(page, 'Validate Code');
    // spec §8: reset failures show in a red banner.
    await expect(main(page).getByRole('alert')).toBeVisible();

    await fill(page, 'Validation Code', code);
    await press(page, 'Validate Code');
    await expectAlert(page, 'Password Updated', 'Please login with your new password');
    await expect(page).toHaveURL(/\/login$/);

    await signInWith(page, customer.email, customer.password);
    await expect(main(page).getByText(/^Unable to login - /)).toBeVisible();
    await fill(page, 'Password', NEW_PASSWORD);
    await press(page, 'Login');
    await expectHome(page);
  });

  test('an operator-created customer sets a new password on first sign-in', async ({
    page,
    request,
  }) => {
    const customer = await operatorCreatedCustomer(request, 'operator');
    await page.goto('/login');
    await signInWith(page, customer.email, customer.password);

    await expect(page).toHaveURL(/\/newPassword$/);
    await expect(screenHeading(page, 'Confirm Account')).toBeVisible();
    await fill(page, 'First Name', customer.givenName);
    await fill(page, 'Surname', customer.familyName);
    await fill(page, 'New Password', NEW_PASSWORD);
    await fill(page, 'Confirm Password', `${NEW_PASSWORD}x`);
    await press(page, 'Update Password');
    await expect(main(page).getByText('Passwords does not match')).toBeVisible();
    await fill(page, 'Confirm Password', NEW_PASSWORD);
    await press(page, 'Update Password');
    await expectHome(page);

    await logout(page);
    await signInWith(page, customer.email, NEW_PASSWORD);
    await expectHome(page);
  });

  test("social sign-in through the identity's hosted page reaches /home", async ({
    page,
    request,
  }) => {
    const customer = await confirmedCustomer(request, 'social');
    await signInOnHostedPage(page, customer);

    await expectHome(page);
    // The return address with its code is not left in the history.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/oauth\/login/);
  });

  test("/oauth/login with an error alerts 'Social Login Failed' and moves to /login", async ({
    page,
  }) => {
    await page.goto('/oauth/login?error=access_denied');
    await expectAlert(
      page,
      'Social Login Failed',
      'Your social login attempt has failed - please try again',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(screenHeading(page, 'Login')).toBeVisible();
  });
});
