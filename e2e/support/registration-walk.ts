// The step runner of the registration walks (e2e/registration-model.spec.ts) and what the ticket
// and tag steps share: the search form and its dialog, the customer's own API calls, and the
// page the path runs in (the project's, or one whose fake camera plays the ticket).
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { ENDPOINTS } from '../../core/contracts/endpoints';
import type { ModelPath } from '../../test-support/charts/model-paths';
import { main } from './auth-pages';
import { expectNoAxeViolations } from './axe';
import { barcodeVideo, browserWithCamera, cameraPage } from './camera';
import { expectModelState } from './chart-state';
import type { Customer } from './identity-users';
import { expect, test } from './test';

export const CHART = 'registration';
/** The stack's product name (config.json), in the tag dialogs' texts. */
export const PRODUCT = 'TapWallet';

export interface Walk {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
  path: ModelPath;
  /** The label of the step after this one: it decides which outcome the action provokes. */
  next: string | undefined;
  /** The state the model reaches with this step. */
  state: string;
  customer: Customer;
  eventId: string;
  eventName: string;
}

export type Step<W extends Walk> = (walk: W) => Promise<void>;

export const dialog = (page: Page) => page.getByRole('dialog');
export const field = (page: Page, label: string) =>
  main(page).getByRole('textbox', { name: label, exact: true });
export const button = (page: Page, name: string) =>
  main(page).getByRole('button', { name, exact: true });

/** The path takes this step somewhere, so its setup must prepare for it. */
export const takes = (path: ModelPath, label: string) =>
  path.steps.some((step) => step.label === label);

// The camera's and the session's answers: the scanner reads or gives up by itself, and the
// session answers the chart's refresh of the customer, so like a call's outcome the page may
// already be past the state the model holds before them.
const ANSWERS = [
  'registration.camera.scanned',
  'registration.camera.denied',
  'registration.customer.loaded',
  'registration.customer.failed',
];

export async function walkPath<W extends Walk>(
  walk: W,
  steps: Record<string, Step<W>>,
): Promise<void> {
  const { path } = walk;
  for (const [index, step] of path.steps.entries()) {
    const run = steps[step.label];
    if (!run) throw new Error(`No browser action for step "${step.label}"`);
    walk.next = path.steps[index + 1]?.label;
    walk.state = step.state;
    await test.step(`${step.label} -> ${step.state}`, async () => {
      await run(walk);
      if (!ANSWERS.includes(path.steps[index + 1]?.event.type ?? '')) {
        await expectModelState(walk.page, CHART, path, index);
      }
    });
  }
}

/**
 * The Authorization header of the page's own API calls, for calls the customer makes aside;
 * waits for the page to make its first.
 */
export function watchAuthorization(page: Page): () => Promise<string> {
  let header: string | null = null;
  page.on('request', (sent) => {
    const value = sent.headers().authorization;
    if (value && sent.url().includes('/api/private/')) header = value;
  });
  return async () => {
    await expect.poll(() => header, { message: 'no signed-in API call yet' }).not.toBeNull();
    return header as unknown as string;
  };
}

/** A private call as the signed-in customer, outside the page; resolves with its JSON. */
export async function customerCall<T>(
  walk: Walk,
  authorization: string,
  path: string,
  data: object,
): Promise<T> {
  const response = await walk.request.post(path, { headers: { authorization }, data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Spends the customer's registration budget (server/routes/customer-api.ts: searches and claims
 * per customer per minute) on searches of their own, so the page's next search is refused.
 */
export async function exhaustRegistrationLimit(walk: Walk, authorization: string): Promise<void> {
  const { customer } = walk;
  for (let sent = 0; sent < 50; sent += 1) {
    const response = await walk.request.post(ENDPOINTS.ticketFind.path, {
      headers: { authorization },
      data: {
        ticketNumber: 'NO-SUCH-TICKET',
        firstName: customer.givenName,
        lastName: customer.familyName,
        email: customer.email,
      },
    });
    if (response.status() === 429) return;
  }
  throw new Error('The registration rate limit never refused a search');
}

export async function closeDialog(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
}

export async function back(page: Page): Promise<void> {
  await button(page, 'Back').click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The holder details the identity prefilled; a blank last name stops the search. */
export async function blankLastName(page: Page): Promise<void> {
  await field(page, 'Last Name').fill(' ');
  await expect(field(page, 'Last Name')).toHaveValue(' ');
}

export interface WalkPage {
  page: Page;
  /** Anything the Content-Security-Policy blocked on this page. */
  cspViolations: string[];
  close: () => Promise<void>;
}

/**
 * A page in a browser whose fake camera plays `text` as a barcode (null: a blank sheet), with
 * camera permission. The project's fixtures watch only their own page, so this one gathers its
 * CSP reports itself; the walk checks them and axe at its end.
 */
export async function pageWithCamera(
  browserType: Parameters<typeof browserWithCamera>[0],
  testInfo: TestInfo,
  text: string | null,
): Promise<WalkPage> {
  const video = testInfo.outputPath('camera.y4m');
  await barcodeVideo(text, video);
  const browser: Browser = await browserWithCamera(browserType, testInfo, video);
  const { page } = await cameraPage(browser, testInfo, ['camera']);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      cspViolations.push(message.text());
    }
  });
  return { page, cspViolations, close: () => browser.close() };
}

/** What the project's fixtures check at the end of a test, for a page of its own browser. */
export async function expectCleanEnd(walkPage: WalkPage, baseURL: string): Promise<void> {
  expect(walkPage.cspViolations, 'blocked by the Content-Security-Policy').toEqual([]);
  if (walkPage.page.url().startsWith(baseURL)) {
    await expectNoAxeViolations(walkPage.page, `${walkPage.page.url()} (end of walk)`);
  }
}
