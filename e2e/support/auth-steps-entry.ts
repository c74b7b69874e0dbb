// The auth walk's steps that are not a form's: the start (the address the app opens on and its
// session check), the router's screen changes, the hosted sign-in, the session's own calls and
// signing out.
import type { Page } from '@playwright/test';
import { SOCIAL_LOGIN_FAILED } from '../../core/domain/auth-messages';
import { CUSTOMER_OFFLINE, PROFILE_UPDATED, paymentReturnDialog } from '../../core/domain/messages';
import { PAYMENT_RETURN } from '../../src/features/auth/chart/auth-model';
import {
  expectAlert,
  expectHome,
  main,
  press,
  screenHeading,
  signInOnHostedPage,
  visitInApp,
} from './auth-pages';
import { expectClaimUnconfirmed } from './auth-steps-claim';
import { isStart, type Step, type Walk } from './auth-walk';
import { failNextIdentityCall } from './identity-users';
import { expect } from './test';

const PAYMENT_FAILED = paymentReturnDialog(PAYMENT_RETURN.state, '').title;

const walletUrl = (id: string) => `/event/wallet?${new URLSearchParams({ registration: id })}`;

/** Home tells a failed fetch of the registrations (spec §8); the flows' pages tell their own. */
const onHome = (page: Page) => new URL(page.url()).pathname === '/home';

async function visitHome({ page }: Walk): Promise<void> {
  await visitInApp(page, '/home');
  await expectHome(page);
}

/** The first field of each flow's form. */
const FLOW_FIELDS: Readonly<Record<string, string>> = {
  'session.show profile': 'First Name',
  'session.show registration tag': 'Tag Number',
  'session.show registration ticket': 'Ticket Number',
};

/** The page of the flow the path last showed, once its chart runs. */
async function expectFlowShown(
  page: Page,
  before: Walk['path']['steps'],
  from: string,
  wallet: Walk['wallet'],
): Promise<void> {
  const shown = before.filter((step) => step.label.startsWith('session.show ')).at(-1);
  if (!from.includes('flow.shown') || !shown) throw new Error('No flow shown before its chart');
  if (shown.label === 'session.show wallet' || shown.label === 'session.show returned wallet') {
    const name = wallet?.eventName ?? '';
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeVisible();
    return;
  }
  const field = FLOW_FIELDS[shown.label] ?? '';
  await expect(main(page).getByRole('textbox', { name: field, exact: true })).toBeVisible();
}

/** Opens an address: a page load while the app starts, the app's own navigation afterwards. */
async function open(walk: Walk, url: string): Promise<void> {
  if (isStart(walk)) await walk.page.goto(url);
  else await visitInApp(walk.page, url);
}

const SHOWN: Record<string, { url: (walk: Walk) => string; title: string }> = {
  'show signIn': { url: () => '/login', title: 'Login' },
  'show signUp': { url: () => '/signUp', title: 'Sign Up' },
  'show forgotPassword': { url: () => '/forgotPassword', title: 'Forgot Password' },
  'show newPassword': { url: () => '/newPassword', title: 'Confirm Account' },
  'show confirmSignUp without email': { url: () => '/confirmSignUp', title: 'Confirm Sign Up' },
  'show confirmSignUp with email': {
    url: ({ customer }) => `/confirmSignUp?${new URLSearchParams({ email: customer.email })}`,
    title: 'Confirm Sign Up',
  },
};

function show(label: string): Step {
  const shown = SHOWN[label];
  if (!shown) throw new Error(`No address for "${label}"`);
  return async (walk) => {
    await open(walk, shown.url(walk));
    // While the app starts the screen waits for the session check (the step after this one).
    if (!isStart(walk)) await expect(screenHeading(walk.page, shown.title)).toBeVisible();
  };
}

async function expectSocialLoginFailed({ page }: Walk): Promise<void> {
  await expectAlert(page, SOCIAL_LOGIN_FAILED.title, SOCIAL_LOGIN_FAILED.body);
  await expect(page).toHaveURL(/\/login$/);
  await expect(screenHeading(page, 'Login')).toBeVisible();
}

/**
 * The browser's session storage, full: where the hosted sign-in keeps its state and verifier for
 * the return, so leaving for the hosted page fails before it leaves.
 */
async function fillSessionStorage(walk: Walk): Promise<void> {
  await walk.page.evaluate(() => {
    // Halving the chunk on each refusal fills the last bytes too.
    let index = 0;
    for (let size = 1 << 20; size > 0; ) {
      try {
        sessionStorage.setItem(`e2e.filler.${index}`, 'x'.repeat(size));
        index += 1;
      } catch {
        size >>= 1;
      }
    }
  });
}

export const ENTRY_STEPS: Readonly<Record<string, Step>> = {
  // /login sends `show signIn` as the app starts, which leaves the start where it would be.
  'checkSession done no user': async (walk) => {
    if (walk.path.steps[0]?.label === 'checkSession done no user') await walk.page.goto('/login');
    await expect(walk.page.locator('[data-chart="auth"]')).not.toHaveAttribute(
      'data-state',
      /^loading/,
    );
  },
  'checkSession done user': async (walk) => {
    if (walk.path.steps[0]?.label === 'checkSession done user') await walk.page.goto('/home');
    await expectHome(walk.page);
  },
  'checkSession error': async (walk) => {
    if (walk.path.steps[0]?.label === 'checkSession error') await walk.page.goto('/login');
    await expect(walk.page.locator('[data-chart="auth"]')).not.toHaveAttribute(
      'data-state',
      /^loading/,
    );
  },
  'show signIn': show('show signIn'),
  'show signUp': show('show signUp'),
  'show forgotPassword': show('show forgotPassword'),
  'show newPassword': show('show newPassword'),
  'show confirmSignUp without email': show('show confirmSignUp without email'),
  'show confirmSignUp with email': show('show confirmSignUp with email'),

  'auth.hosted.start': async (walk) => {
    if (walk.next === 'beginHostedSignIn error') await fillSessionStorage(walk);
    await press(walk.page, 'Social Login');
  },
  'beginHostedSignIn error': expectSocialLoginFailed,
  'auth.hosted.completed': async (walk) => {
    // The hosted page returns with a fresh page load; a return this tab did not start is refused.
    if (isStart(walk) && walk.next === 'completeHostedSignIn done') {
      await signInOnHostedPage(walk.page, walk.customer);
      return;
    }
    await open(walk, '/oauth/login?code=not-a-code&state=not-this-tab');
  },
  'completeHostedSignIn done': async ({ page }) => expectHome(page),
  'completeHostedSignIn error': expectSocialLoginFailed,
  'auth.hosted.failed': async (walk) => {
    await open(walk, '/oauth/login?error=access_denied');
    await expectSocialLoginFailed(walk);
  },

  'profileLogin done': ({ network }) => network.profileLogin.release(true),
  'profileLogin error': ({ network }) => network.profileLogin.release(false),
  // The kept copies are read from this device's storage, at once.
  'recallProfile done': async () => {},
  'recallCustomer done': async () => {},
  'fetchCustomer done': async ({ page, network }) => {
    await network.fetchCustomer.release(true);
    if (onHome(page)) await expect(main(page).getByText(CUSTOMER_OFFLINE)).toHaveCount(0);
  },
  'fetchCustomer error': async ({ page, network }) => {
    await network.fetchCustomer.release(false);
    if (onHome(page)) await expect(main(page).getByText(CUSTOMER_OFFLINE)).toBeVisible();
    // A ticket's claim waited for this list.
    if (new URL(page.url()).pathname === '/event/register/ticket') {
      await expectClaimUnconfirmed(page);
    }
  },
  // Home sends both on every visit; the model sends whichever the other leaves unchanged. The
  // wallet page's Refresh sends the refresh alone.
  'auth.customer.refresh': async (walk) => {
    if (!walk.from.includes('flow.shown.running')) return visitHome(walk);
    await press(walk.page, 'Refresh');
  },
  'session.hide': (walk) => visitHome(walk),
  'session.show registration tag': async ({ page }) => visitInApp(page, '/event/register/tag'),
  'session.show registration ticket': async ({ page }) =>
    visitInApp(page, '/event/register/ticket'),
  'session.show profile': async ({ page }) => visitInApp(page, '/profile'),
  'session.show wallet': async ({ page, wallet, path, index }) => {
    if (!wallet) throw new Error('The path shows a wallet but the customer has none');
    const shown = path.steps
      .slice(0, index)
      .filter((step) => step.label.startsWith('session.show '));
    if (shown.at(-1)?.label === 'session.show returned wallet') {
      // The wallet chart took the provider's return and the router showed the address without
      // it; the reference is none of this wallet's purchases, so no outcome is told.
      await expect(page).toHaveURL(
        (url) => `${url.pathname}${url.search}` === walletUrl(wallet.id),
      );
      await expect(main(page).getByRole('button', { name: 'Refresh' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILED })).toHaveCount(0);
      return;
    }
    await visitInApp(page, walletUrl(wallet.id));
  },
  'session.show returned wallet': async ({ page, wallet }) => {
    if (!wallet) throw new Error('The path shows a wallet but the customer has none');
    const { reference, state } = PAYMENT_RETURN;
    await visitInApp(page, `${walletUrl(wallet.id)}&${new URLSearchParams({ reference, state })}`);
  },
  'loadFlow done': async ({ page, network, path, index, from, wallet }) => {
    // The chunk loads once per page; a later flow starts from it without a request.
    const first = network.loadFlow.released === 0;
    if (first) await network.loadFlow.release(true);
    await expectFlowShown(page, path.steps.slice(0, index), from, wallet);
  },
  // Offline on a first visit the page keeps its loader; showing it again retries.
  'loadFlow error': async ({ page, network }) => {
    if (network.loadFlow.released > 0) throw new Error('The flows chunk is loaded already');
    await network.loadFlow.release(false);
    await expect(main(page).getByRole('status', { name: 'Loading', exact: true })).toBeVisible();
  },
  'session.profile.saved': async ({ page }) => {
    await page
      .getByRole('main')
      .getByRole('textbox', { name: 'First Name', exact: true })
      .fill('Annie');
    await press(page, 'Update Profile');
    await expect(page.getByRole('alert').filter({ hasText: PROFILE_UPDATED })).toBeVisible();
  },

  'auth.logout': async (walk) => {
    // The revocation is lost on the way (a phone that went offline).
    if (walk.next === 'signOut error') {
      await failNextIdentityCall(walk.page, walk.request, 'RevokeToken');
    }
    await walk.page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  },
  'signOut done': async ({ page }) => {
    await expect(page).toHaveURL(/\/login$/);
    await expect(screenHeading(page, 'Login')).toBeVisible();
    await page.reload();
    await expect(screenHeading(page, 'Login')).toBeVisible();
  },
  'signOut error': async ({ page }) => {
    await expect(page).toHaveURL(/\/login$/);
    await expect(screenHeading(page, 'Login')).toBeVisible();
    await page.reload();
    await expect(screenHeading(page, 'Login')).toBeVisible();
  },
};
