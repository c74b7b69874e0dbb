// The runner of the auth walk (e2e/auth-model.spec.ts): the account a path needs, the network
// failures it asks for, and its steps in order with the model's state checked on the page.
import type { APIRequestContext, Page, Route, TestInfo } from '@playwright/test';
import { ENDPOINTS } from '../../core/contracts/endpoints';
import { createAuthMachine } from '../../src/features/auth/chart/auth-machine';
import type { ModelPath } from '../../test-support/charts/model-paths';
import { main, screenHeading, visitInApp } from './auth-pages';
import {
  AUTO_CONFIRM_DOMAIN,
  type Customer,
  confirmedCustomer,
  identityOf,
  newCustomer,
  operatorCreatedCustomer,
  resetRequiredCustomer,
  signedUp,
} from './identity-users';
import { ticketHolder } from './operator';
import { watchAuthorization } from './registration-walk';
import { signInWithTokens } from './sign-in';
import { expect, test } from './test';

export interface Walk {
  path: ModelPath;
  page: Page;
  request: APIRequestContext;
  customer: Customer;
  /** Where the step is in the path. */
  index: number;
  /** The model's state before this step: where the event is sent. */
  from: string;
  /** The model's state after it. */
  to: string;
  /** The label of the step after this one: it decides which outcome the action must provoke. */
  next: string | undefined;
  network: Network;
  /** The customer's registration, for a path that shows the wallet. */
  wallet: Wallet | null;
  testInfo: TestInfo;
  /** The page's bearer header, once it has made a signed-in call. */
  authorization: () => Promise<string>;
}

export interface Wallet {
  id: string;
  eventName: string;
}

export type Step = (walk: Walk) => Promise<void>;

export const has = (path: ModelPath, label: string) =>
  path.steps.some((step) => step.label === label);

/** The app starts (a page load) while the model is in loading; afterwards the app's own links move. */
export const isStart = (walk: Walk) => walk.from.startsWith('loading');

/** The account a path needs, made before the browser starts. */
async function customerFor(path: ModelPath, request: APIRequestContext): Promise<Customer> {
  if (has(path, 'signIn done newPasswordRequired')) return operatorCreatedCustomer(request, 'walk');
  if (has(path, 'signIn error reset required')) return resetRequiredCustomer(request, 'walk');
  // Signed up, not confirmed: the sign-up code is waiting in the outbox.
  if (
    has(path, 'signIn error unconfirmed') ||
    has(path, 'confirmSignUp done') ||
    has(path, 'confirmSignUp error') ||
    has(path, 'resendSignUpCode done')
  ) {
    const customer = newCustomer('walk');
    await signedUp(request, customer);
    return customer;
  }
  if (has(path, 'signUp done confirmed')) return newCustomer('walk', AUTO_CONFIRM_DOMAIN);
  // A taken e-mail makes the sign-up fail.
  if (has(path, 'auth.signUp filled') && !has(path, 'signUp error')) return newCustomer('walk');
  return confirmedCustomer(request, 'walk');
}

/**
 * A request of the session's held until the path's step for its outcome: the real stack answers
 * it then ('done'), or the network drops it ('error', what the browser sees offline). So the app's
 * parallel calls answer in the model's order, and the page's whole state can be held against it.
 */
class HeldRequests {
  private readonly held: Route[] = [];
  private readonly waiting: ((route: Route) => void)[] = [];
  private open = false;
  released = 0;

  constructor(readonly call: string) {}

  async watch(page: Page, url: RegExp | ((url: URL) => boolean)): Promise<void> {
    await page.route(url, (route) => {
      if (this.open) return route.fallback();
      const waiter = this.waiting.shift();
      if (waiter) waiter(route);
      else this.held.push(route);
    });
  }

  async release(answered: boolean): Promise<void> {
    const route =
      this.held.shift() ?? (await new Promise<Route>((resolve) => this.waiting.push(resolve)));
    this.released += 1;
    if (answered) await route.fallback();
    else await route.abort('internetdisconnected');
  }

  /** After the path: what is still held, and what comes, goes through. */
  async letThrough(): Promise<void> {
    this.open = true;
    for (const route of this.held.splice(0)) await route.fallback();
  }
}

export interface Network {
  profileLogin: HeldRequests;
  fetchCustomer: HeldRequests;
  /** The flows' chunk: once loaded, a flow's next start needs no request. */
  loadFlow: HeldRequests;
}

async function holdSessionRequests(page: Page): Promise<Network> {
  const network: Network = {
    profileLogin: new HeldRequests('profileLogin'),
    fetchCustomer: new HeldRequests('fetchCustomer'),
    loadFlow: new HeldRequests('loadFlow'),
  };
  await network.profileLogin.watch(page, (url) => url.pathname === ENDPOINTS.profileLogin.path);
  await network.fetchCustomer.watch(page, (url) => url.pathname === ENDPOINTS.customer.path);
  await network.loadFlow.watch(page, /\/assets\/flow-charts-[\w-]+\.js$/);
  return network;
}

/**
 * The code an unconfirmed sign-in resends at once: the resend the path has fail is dropped on
 * the way to the identity (it answers every e-mail alike; AWS may refuse after too many).
 */
async function failResendAfterSignIn(page: Page, path: ModelPath, request: APIRequestContext) {
  const labels = path.steps.map((step) => step.label);
  const unconfirmed = labels.indexOf('signIn error unconfirmed');
  if (unconfirmed < 0 || labels[unconfirmed + 1] !== 'resendSignUpCode error') return;
  const { endpoint } = await identityOf(request);
  await page.route(
    (url) => url.href.startsWith(endpoint),
    (route) =>
      route.request().headers()['x-amz-target']?.endsWith('.ResendConfirmationCode')
        ? route.abort('internetdisconnected')
        : route.fallback(),
  );
}

/** The start's session check fails when the identity library's chunk cannot be fetched. */
async function failIdentityChunk(page: Page, path: ModelPath): Promise<void> {
  if (!has(path, 'checkSession error')) return;
  await page.route(/\/assets\/cognito-identity-[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
}

const marker = (page: Page) => page.locator('[data-chart="auth"]');

/**
 * Before each of the customer's actions the page is in the model's state, the session's regions
 * too (its calls answer when the path says). A call's outcome is the chart's own next step, so
 * the state before it is a wait that the page may already have left.
 */
async function expectAuthState(page: Page, path: ModelPath, index: number): Promise<void> {
  const step = path.steps[index];
  const next = path.steps[index + 1];
  if (!step || !next || next.event.type.startsWith('xstate.')) return;
  // So is the registration chart's own move once its claim's list has answered.
  if (next.label === 'session.navigate home') return;
  await expect(marker(page), `auth state before "${next.label}"`).toHaveAttribute(
    'data-state',
    step.state,
  );
}

const chart = createAuthMachine();

const isWaiting = (state: string) =>
  !state.includes(' & ') && chart.getStateNodeById(`auth.${state}`).invoke.length > 0;

const SCREEN_TITLES: Record<string, string> = {
  signIn: 'Login',
  signUp: 'Sign Up',
  confirmSignUp: 'Confirm Sign Up',
  forgotPassword: 'Forgot Password',
  newPassword: 'Confirm Account',
};

/** The path's last state as the screen shows it. */
async function expectEnd(page: Page, path: ModelPath, network: Network): Promise<void> {
  const final = path.steps.at(-1)?.state ?? '';
  const screen = final.split('.')[0] ?? '';
  // Leaving for the hosted sign-in page ends the app's part.
  if (final === 'signIn.redirecting') {
    await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
    return;
  }
  // The call of a path's last state answers on its own, so the page may have left it: the last
  // step's own check of the screen stands. So does a flow's chart the page has loaded already.
  if (isWaiting(final)) return;
  if (final.endsWith('flow.shown.loading') && network.loadFlow.released > 0) return;
  await expect(marker(page)).toHaveAttribute('data-state', final);
  if (screen !== 'signedIn') {
    await expect(screenHeading(page, SCREEN_TITLES[screen] ?? '')).toBeVisible();
  }
}

/**
 * A ticket holder's registration, claimed in the browser before the path starts (the path's first
 * step opens the app afresh): the wallet a path shows.
 */
async function walletHolder(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const holder = await ticketHolder(page, request, testInfo, { label: 'Walk' });
  const id = new URL(page.url()).searchParams.get('registration');
  if (!id) throw new Error(`No registration in ${page.url()}`);
  return { customer: holder.customer, wallet: { id, eventName: holder.eventName } };
}

export async function walkAuthPath(
  steps: Readonly<Record<string, Step>>,
  path: ModelPath,
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<void> {
  const showsWallet = has(path, 'session.show wallet') || has(path, 'session.show returned wallet');
  // Claiming the ticket in the browser first takes as long as a short path.
  if (showsWallet) test.setTimeout(60_000);
  const { customer, wallet } = showsWallet
    ? await walletHolder(page, request, testInfo)
    : { customer: await customerFor(path, request), wallet: null };
  await failIdentityChunk(page, path);
  await failResendAfterSignIn(page, path, request);
  const network = await holdSessionRequests(page);
  const authorization = watchAuthorization(page);
  if (has(path, 'checkSession done user')) await signInWithTokens(page, request, customer);
  for (const [index, step] of path.steps.entries()) {
    const run = steps[step.label];
    if (!run) throw new Error(`No browser action for step "${step.label}"`);
    const from = path.steps[index - 1]?.state ?? 'loading.checking';
    await test.step(`${step.label} -> ${step.state}`, async () => {
      await run({
        path,
        page,
        request,
        customer,
        index,
        from,
        to: step.state,
        next: path.steps[index + 1]?.label,
        network,
        wallet,
        testInfo,
        authorization,
      });
      await expectAuthState(page, path, index);
    });
  }
  await expectEnd(page, path, network);
  for (const held of Object.values(network)) await held.letThrough();
  // A loader spins for ever, so the end-of-test axe check would wait for it to settle: showing
  // the page again retries the flow's chunk, now that the network lets it through.
  if (path.steps.at(-1)?.state.includes('flow.shown.unavailable')) {
    await visitInApp(page, new URL(page.url()).pathname);
    await expect(main(page).getByRole('status', { name: 'Loading', exact: true })).toHaveCount(0);
  }
}
