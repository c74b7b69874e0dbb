// Generated paths of the wallet page charts (src/features/wallet/chart/wallet-page-model.ts: the top-up and
// refund pages; src/features/donation/chart/donation-page-model.ts: the donation page; each fetches
// the wallet and then runs its form), walked in the real browser
// against the real stack. Each step is what the wallet chart inside reports or what the customer
// does; the page shows the page chart's state under 'top-up-page' / 'refund-page'.
//
// 'wallet offline' is the browser offline (Playwright's network emulation) when the page opens;
// 'both fetched' after it is the page opened again once back online (the offline page itself
// only offers Try Again, so no fetch answers in place); 'refund list unavailable' is the same
// with the refund-list call's connection dropped, the one failure here the real stack cannot
// make on demand (it finds a refund list for every wallet the page asks about); 'wallet closed'
// is a page whose address names no registration; 'form closed' is a top-up page opened on an
// event under way, or a refund or donation page on a closed one (the step before it opens the page
// there). The top-up page runs on a new ticket holder's published event, the refund and donation
// pages on a finished one with $40.00 (the donation page's event names a charity, and the page is
// reached through the refund page's offer). The paths walked are the greedy cover of the generated
// ones.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import { CUSTOMER_OFFLINE, EVENT_NOT_FOUND } from '../core/domain/messages';
import { donationPageModel } from '../src/features/donation/chart/donation-page-model';
import { walletPageModels } from '../src/features/wallet/chart/wallet-page-model';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import type { MachineModel } from '../test-support/charts/model-paths';
import { expectAlert, main, visitInApp } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { donationHeading, donor, openDonationFromRefund } from './support/donation-walk';
import { type StepAction, walkModelPath } from './support/model-walk';
import { openWalletFromHome } from './support/operator';
import { admin } from './support/operator-command';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';
import { type Holder, holder } from './support/wallet-walk';

interface PageKind {
  chart: string;
  model: MachineModel;
  path: string;
  /** A customer on the page, which has fetched its wallet and shows the form. */
  open: (walk: Walk) => Promise<Holder>;
  /** What the form shows of the wallet just fetched. */
  expectForm: (page: Page) => Promise<void>;
  /** The event moved to where the form closes as it opens (and says why, if it does). */
  closingPhase: { states: string[]; alert?: { title: string; body: string } };
}

interface Walk {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
  kind: PageKind;
  holder: Holder | null;
}

const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { level: 1, name, exact: true });

const TOP_UP: PageKind = {
  chart: 'top-up-page',
  model: walletPageModels.topUp,
  path: '/event/wallet/payment',
  open: ({ page, request, testInfo }) => holder(page, request, testInfo, { label: 'TopUpPage' }),
  expectForm: async (page) => {
    await expect(heading(page, 'Online Top Up')).toBeVisible();
    await expect(page.getByTestId('top-up-balance')).toHaveText('$0.00');
  },
  closingPhase: { states: ['STARTED'] },
};

const REFUND: PageKind = {
  chart: 'refund-page',
  model: walletPageModels.refund,
  path: '/event/wallet/refund',
  open: async ({ page, request, testInfo }) => {
    const made = await holder(page, request, testInfo, {
      label: 'RefundPage',
      cash: '40.00',
      states: ['FINISHED'],
    });
    await openWalletFromHome(page, made.eventName);
    await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
    await REFUND.expectForm(page);
    return made;
  },
  // $40.00 less the $2.50 refund fee.
  expectForm: async (page) => {
    await expect(heading(page, 'Request a Refund')).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Refund amount' })).toContainText(
      'Refund total$37.50',
    );
  },
  closingPhase: {
    states: ['CLOSED'],
    alert: { title: 'Refunds Not Available', body: 'Refunds for this event have now closed' },
  },
};

// The donation page is reached through the refund page's offer, on a finished event with a
// charity; closed, it says why and goes back to the wallet.
const DONATION: PageKind = {
  chart: 'donation-page',
  model: donationPageModel,
  path: '/event/wallet/donate',
  open: async ({ page, request, testInfo }) => {
    const made = await donor(page, request, testInfo, { label: 'DonationPage', cash: '40.00' });
    await openDonationFromRefund(page, made.eventName);
    return made;
  },
  expectForm: async (page) => {
    await expect(donationHeading(page)).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Your balance' })).toContainText('$40.00');
  },
  closingPhase: {
    states: ['CLOSED'],
    alert: { title: 'Donation Not Available', body: 'Refunds for this event have now closed' },
  },
};

const tryAgain = (page: Page) => main(page).getByRole('button', { name: 'Try Again' });

/** The page opened again the way the app's links open it, so the page chart starts afresh. */
async function reopen(walk: Walk): Promise<void> {
  await visitInApp(walk.page, walk.kind.path);
}

/** A new holder whose event is in the phase that closes the form (the customer list knows it). */
async function holderInClosingPhase(walk: Walk): Promise<void> {
  const made = await walk.kind.open(walk);
  walk.holder = made;
  for (const state of walk.kind.closingPhase.states) {
    await admin('event', 'state', made.eventId, state);
  }
  await openWalletFromHome(walk.page, made.eventName);
}

const STEPS: Record<string, StepAction<Walk>> = {
  'wallet offline': async (walk) => {
    walk.holder ??= await walk.kind.open(walk);
    await walk.page.context().setOffline(true);
    await reopen(walk);
    await expect(
      main(walk.page).getByRole('alert').filter({ hasText: CUSTOMER_OFFLINE }),
    ).toBeVisible();
    await expect(tryAgain(walk.page)).toBeVisible();
  },
  'both fetched': async (walk, { next }) => {
    const { page } = walk;
    if (next === 'form closed') {
      // The form closes as it opens in that phase.
      await holderInClosingPhase(walk);
      await reopen(walk);
      return;
    }
    if (walk.holder) {
      await page.context().setOffline(false);
      await reopen(walk);
    } else {
      walk.holder = await walk.kind.open(walk);
    }
    await walk.kind.expectForm(page);
  },
  'refund list unavailable': async (walk, { next }) => {
    const { page } = walk;
    const closing = next === 'form closed';
    if (closing) await holderInClosingPhase(walk);
    else walk.holder ??= await walk.kind.open(walk);
    await page.context().setOffline(false);
    await page.route(
      `**${ENDPOINTS.refundList.path}`,
      (route) => route.abort('internetdisconnected'),
      {
        times: 1,
      },
    );
    const dropped = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith(ENDPOINTS.refundList.path),
    );
    await reopen(walk);
    await dropped;
    if (!closing) await walk.kind.expectForm(page);
  },
  'wallet closed': async ({ page, request, kind }) => {
    // After 'wallet offline', the page is opened again once back online.
    await page.context().setOffline(false);
    await signInWithTokens(page, request, demoUser());
    await page.goto(kind.path);
    await expectAlert(page, EVENT_NOT_FOUND.title, EVENT_NOT_FOUND.body);
    await expect(page).toHaveURL(/\/home$/);
  },
  'form closed': async ({ page, kind }) => {
    const { alert } = kind.closingPhase;
    if (alert) await expectAlert(page, alert.title, alert.body);
    // The donation page goes back to its wallet, the others home.
    if (kind === DONATION) {
      await expect(page).toHaveURL(/\/event\/wallet\?registration=/);
      return;
    }
    await expect(page).toHaveURL(/\/home$/);
    await expect(main(page).getByRole('heading', { name: 'My Events' })).toBeVisible();
  },
  retry: async ({ page }) => {
    await page.context().setOffline(false);
    const asked = page.waitForRequest(`**${ENDPOINTS.wallet.path}`);
    await tryAgain(page).click();
    await asked;
  },
};

for (const kind of [TOP_UP, REFUND, DONATION]) {
  test.describe(`${kind.chart} model paths @desktop`, () => {
    for (const path of walkedPaths(kind.model)) {
      test(path.title, async ({ page, request }, testInfo) => {
        test.setTimeout(90_000);
        const walk: Walk = { page, request, testInfo, kind, holder: null };
        await walkModelPath(walk, kind.chart, path, STEPS);
        const final = path.steps.at(-1)?.state ?? '';
        if (final === 'closed' && kind !== DONATION) await expect(page).toHaveURL(/\/home$/);
        if (final === 'form') {
          await expect(page.locator(`[data-chart="${kind.chart}"]`)).toHaveAttribute(
            'data-state',
            'form',
          );
          await kind.expectForm(page);
        }
        // Try Again asked for the wallet afresh; online now, the form follows.
        if (final === 'fetching.loading') await kind.expectForm(page);
      });
    }
  });
}
