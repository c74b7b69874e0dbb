// Generated paths of the top-up statechart (src/features/top-up/chart/top-up-model.ts), walked in the real
// browser against the real stack. Each step label becomes what the customer does (open the page,
// pick or type an amount, press Purchase) or, for the outcome of the purchase request, what the
// page must show next; the operator CLI provokes the outcomes the server decides.
//
// Every path has its own event and ticket holder (support/operator.ts). 'open first top up' is
// the new ticket's empty wallet; 'open near the limit' is the same after an approved top up of
// $951.58, which credits exactly $900.00; 'open during the event' is a started event. A card
// holder refusal is the operator exchanging the ticket for a band while the page is open; a
// failure the customer is told to retry is the server answering 503. The paths walked are the
// greedy cover of the generated ones: together they take every transition of the machine.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import { PAYMENT_REQUEST_FAILED, TOP_UP_NOT_BEFORE_EVENT } from '../core/domain/messages';
import { topUpModel } from '../src/features/top-up/chart/top-up-model';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import type { ModelPath } from '../test-support/charts/model-paths';
import { expectAlert, main, visitInApp } from './support/auth-pages';
import { expectNoAxeViolations } from './support/axe';
import { expectModelState } from './support/chart-state';
import { openWalletFromHome, type TicketHolder, ticketHolder } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';
import { refuseCalls } from './support/wallet-walk';

const RANGE_ERROR = 'Top up amount must been between 20.00 and 999.00';
const CARD_HOLDER = 'Online top up is not available once you have a TapWallet card';
const OVER_LIMIT = /A wallet can hold at most \$999\.99/;

interface Walk {
  page: Page;
  request: Parameters<typeof ticketHolder>[1];
  testInfo: Parameters<typeof ticketHolder>[2];
  /** The label of the step after this one: it decides which outcome the action must provoke. */
  next: string | undefined;
  /** The event and ticket holder, once a step has made them. */
  holder: TicketHolder | null;
  /** The ticket has been exchanged for a band. */
  banded: boolean;
  /** The wallet holds $900.00, so $100 more passes the limit. */
  nearLimit: boolean;
}

type Step = (walk: Walk) => Promise<void>;

const purchase = (page: Page) => main(page).getByRole('button', { name: 'Purchase', exact: true });
const amount = (page: Page) => main(page).getByRole('textbox', { name: /^Custom amount/ });
const summary = (page: Page) => main(page).getByRole('region', { name: 'Order summary' });
const topUpHeading = (page: Page) =>
  main(page).getByRole('heading', { level: 1, name: 'Online Top Up' });

function holderOf(walk: Walk): TicketHolder {
  if (!walk.holder) throw new Error('No ticket holder yet: the path must open the page first');
  return walk.holder;
}

async function custom(page: Page, typed: string, shown: string, error: boolean): Promise<void> {
  await amount(page).fill(typed);
  await expect(amount(page)).toHaveValue(shown);
  const message = main(page).getByText(RANGE_ERROR);
  if (error) await expect(message).toBeVisible();
  else await expect(message).toHaveCount(0);
}

async function preset(page: Page, label: string): Promise<void> {
  const button = main(page).getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(summary(page)).toContainText(`Top up${label}`);
}

/** The purchase button follows the balance limit: off with its note above $999.99. */
async function expectLimit(page: Page, over: boolean): Promise<void> {
  if (over) {
    await expect(purchase(page)).toBeDisabled();
    await expect(main(page).getByText(OVER_LIMIT)).toBeVisible();
  } else {
    await expect(purchase(page)).toBeEnabled();
    await expect(main(page).getByText(OVER_LIMIT)).toHaveCount(0);
  }
}

const STEPS: Record<string, Step> = {
  'open first top up': async (walk) => {
    walk.holder = await ticketHolder(walk.page, walk.request, walk.testInfo, { label: 'TopUp' });
    await expect(purchase(walk.page)).toBeDisabled();
  },
  'open near the limit': async (walk) => {
    const { page } = walk;
    walk.holder = await ticketHolder(page, walk.request, walk.testInfo, { label: 'TopUp' });
    // $951.58 less the 5% card fee ($47.58) and the $4.00 activation fee is $900.00.
    await custom(page, '951.58', '951.58', false);
    await purchase(page).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectAlert(page, 'Payment Completed', 'your payment was successful');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$900.00');
    await main(page).getByRole('link', { name: 'Add More Credit' }).click();
    await expect(page.getByTestId('top-up-balance')).toHaveText('$900.00');
    walk.nearLimit = true;
  },
  'open during the event': async (walk) => {
    const { page } = walk;
    walk.holder = await ticketHolder(page, walk.request, walk.testInfo, { label: 'TopUp' });
    await admin('event', 'state', walk.holder.eventId, 'STARTED');
    await openWalletFromHome(page, walk.holder.eventName);
    await visitInApp(page, '/event/wallet/payment');
    await expectAlert(page, 'Online Top Up Not Available', TOP_UP_NOT_BEFORE_EVENT);
    await expect(page).toHaveURL(/\/home$/);
  },
  'preset 50': async (walk) => {
    await preset(walk.page, '$50.00');
    await expectLimit(walk.page, false);
  },
  'preset 100': async (walk) => {
    await preset(walk.page, '$100.00');
    await expectLimit(walk.page, walk.nearLimit);
  },
  'custom 15': async ({ page }) => {
    await custom(page, '15', '15', true);
    await expect(purchase(page)).toBeDisabled();
  },
  'custom 33.33': async ({ page }) => {
    await custom(page, '33.33', '33.33', false);
    await expect(summary(page)).toContainText('Card fee-$1.67');
  },
  'custom 1500': async (walk) => {
    await custom(walk.page, '1500', '999', false);
    await expect(summary(walk.page)).toContainText('Top up$999.00');
    await expectLimit(walk.page, walk.nearLimit);
  },
  'custom emptied': async ({ page }) => {
    await custom(page, ' ', '', false);
    await expect(purchase(page)).toBeDisabled();
  },
  'custom letters': async ({ page }) => {
    await custom(page, 'abc', 'abc', true);
    await expect(purchase(page)).toBeDisabled();
  },
  'topUp.request': async (walk) => {
    const { page, next } = walk;
    const { eventId, ticket } = holderOf(walk);
    if (next === 'requestPurchase error card holder' && !walk.banded) {
      const uid = `04${randomBytes(6).toString('hex').toUpperCase()}`;
      await admin('tag', 'issue', eventId, '--uid', uid, '--serial', '123', '--ticket', ticket);
      walk.banded = true;
    }
    if (next === 'requestPurchase error server') {
      await refuseCalls(page, [ENDPOINTS.purchaseRequest.path], 503, 'Service Unavailable');
    }
    const sent = page.waitForRequest('**/api/private/customer/purchase/request');
    await purchase(page).click();
    await sent;
  },
  'requestPurchase done': async ({ page }) => {
    await expect(page).toHaveURL(/\/payments\/sandbox\//);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectNoAxeViolations(page, 'the sandbox payment page');
  },
  'requestPurchase error card holder': async ({ page }) => {
    await expect(main(page).getByRole('alert').filter({ hasText: CARD_HOLDER })).toBeVisible();
    await expect(purchase(page)).toBeEnabled();
  },
  'requestPurchase error server': async ({ page }) => {
    const failure = main(page).getByRole('alert').filter({ hasText: PAYMENT_REQUEST_FAILED });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  },
};

test.describe('top-up model paths @desktop', () => {
  const paths = walkedPaths(topUpModel);

  for (const path of paths) {
    test(path.title, async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      const walk: Walk = {
        page,
        request,
        testInfo,
        next: undefined,
        holder: null,
        banded: false,
        nearLimit: false,
      };
      await walkPath(walk, path);
      // The path's last state, as the page shows it.
      const final = path.steps.at(-1)?.state ?? '';
      if (final === 'closed') await expect(page).toHaveURL(/\/home$/);
      if (final.startsWith('form')) await expect(topUpHeading(page)).toBeVisible();
      // Choosing an amount again clears the last failure.
      if (final === 'form.editing') {
        await expect(main(page).getByText('Payment Request Failed')).toHaveCount(0);
      }
      if (final === 'redirecting') await expect(page).toHaveURL(/\/payments\/sandbox\//);
    });
  }
});

async function walkPath(walk: Walk, path: ModelPath): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    const run = STEPS[step.label];
    if (!run) throw new Error(`No browser action for step "${step.label}"`);
    walk.next = path.steps[index + 1]?.label;
    await test.step(`${step.label} -> ${step.state}`, async () => {
      await run(walk);
      await expectModelState(walk.page, 'top-up', path, index);
    });
  }
}
