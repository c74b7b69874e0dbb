// Generated paths of the donation statechart (src/features/donation/chart/donation-model.ts),
// walked in the real browser against the real stack. Each step label becomes what the customer
// does (open the donation page, choose, type, submit, confirm, cancel, try again) or, for the
// outcome of the donate call, what the page must show next; the operator CLI provokes what the
// server decides.
//
// Every path has its own event and ticket holder with $40.00 at a finished event: 'open with
// charity' reaches the page through the refund page's offer; 'open without charity' has no
// charity named, 'open refund lodged' a refund lodged in the browser, 'open after close' the
// operator's close time already past, each opened the way the app's links open a page. A refused
// donation is the operator closing the event while the dialog is open. No answer ('donate error')
// is the answer dropped after the server made the donation, so the retry that follows must give
// nothing more: the server answers the donation it made for the same requestKey. The paths
// walked are the greedy cover of the generated ones.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  DONATION_MINIMUM_MESSAGE,
  DONATION_NOT_CONFIRMED,
  DONATION_WHILE_REFUND_LODGED_MESSAGE,
  donationAboveBalanceMessage,
  donationConfirmText,
  NO_CHARITY_MESSAGE,
} from '../core/domain/donation';
import { REFUNDS_CLOSED_MESSAGE } from '../core/domain/refund';
import {
  donationModel,
  PART_AMOUNT,
  TOO_MUCH,
} from '../src/features/donation/chart/donation-model';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import { expectAlert, main, visitInApp } from './support/auth-pages';
import { expectNoAxeViolations } from './support/axe';
import {
  amountField,
  CHARITY,
  donationDialog,
  donationHeading,
  donor,
  expectDonations,
  openDonationFromRefund,
} from './support/donation-walk';
import { type StepAction, walkModelPath } from './support/model-walk';
import { openWalletFromHome } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';
import { balance, type Holder, lodgeRefund } from './support/wallet-walk';

interface Walk {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
  holder: Holder | null;
  /** What the page has chosen to give, in cents: all $40.00 until an amount is chosen. */
  whole: boolean;
  typed: string;
  /** The amount of the donation the server made and answered, once it did. */
  givenCents: number | null;
}

const TYPED_CENTS: Record<string, number> = { [PART_AMOUNT]: 1500, [TOO_MUCH]: 5000, '': 0 };

const chosenCents = (walk: Walk) => (walk.whole ? 4000 : (TYPED_CENTS[walk.typed] ?? 0));

function holderOf(walk: Walk): Holder {
  if (!walk.holder) throw new Error('No ticket holder yet: the path must open the page first');
  return walk.holder;
}

/** A holder of $40.00 at a finished event, on its wallet, the page then opened by address. */
async function refusedOpen(
  walk: Walk,
  options: { charity?: null; lodge?: boolean; closeAt?: boolean },
) {
  const made = await donor(walk.page, walk.request, walk.testInfo, {
    label: 'Donation',
    cash: '40.00',
    charity: options.charity,
  });
  walk.holder = made;
  // Three hours ago: the operator's close time has passed.
  if (options.closeAt) {
    const past = new Date(Date.now() - 3 * 3600_000).toISOString();
    await admin('event', 'refunds', 'close-at', made.eventId, past);
  }
  await openWalletFromHome(walk.page, made.eventName);
  if (options.lodge) {
    await lodgeRefund(walk.page);
    await openWalletFromHome(walk.page, made.eventName);
  }
  await visitInApp(walk.page, '/event/wallet/donate');
}

async function expectRefusedOpen(page: Page, message: string): Promise<void> {
  await expectAlert(page, 'Donation Not Available', message);
  await expect(page).toHaveURL(/\/event\/wallet\?registration=/);
}

const type = (text: string) => async (walk: Walk) => {
  walk.typed = text;
  await amountField(walk.page).fill(text);
};

const STEPS: Record<string, StepAction<Walk>> = {
  'open with charity': async (walk) => {
    walk.holder = await donor(walk.page, walk.request, walk.testInfo, {
      label: 'Donation',
      cash: '40.00',
    });
    await openDonationFromRefund(walk.page, walk.holder.eventName);
    await expect(main(walk.page).getByRole('region', { name: 'Your balance' })).toContainText(
      '$40.00',
    );
    await expectNoAxeViolations(walk.page, 'the donation page');
  },
  'open without charity': async (walk) => {
    await refusedOpen(walk, { charity: null });
    await expectRefusedOpen(walk.page, NO_CHARITY_MESSAGE);
  },
  'open refund lodged': async (walk) => {
    await refusedOpen(walk, { lodge: true });
    await expectRefusedOpen(walk.page, DONATION_WHILE_REFUND_LODGED_MESSAGE);
  },
  'open after close': async (walk) => {
    await refusedOpen(walk, { closeAt: true });
    await expectRefusedOpen(walk.page, REFUNDS_CLOSED_MESSAGE);
  },
  'choose amount': async (walk) => {
    walk.whole = false;
    await main(walk.page).getByRole('button', { name: 'An amount' }).click();
    await expect(amountField(walk.page)).toBeVisible();
  },
  'choose whole': async (walk) => {
    walk.whole = true;
    await main(walk.page)
      .getByRole('button', { name: /^All of my balance/ })
      .click();
    await expect(amountField(walk.page)).toHaveCount(0);
  },
  'type part': type(PART_AMOUNT),
  'type too much': type(TOO_MUCH),
  'type nothing': type(''),
  'donation.submit': async (walk) => {
    const { page } = walk;
    await main(page).getByRole('button', { name: 'Donate', exact: true }).click();
    const cents = chosenCents(walk);
    if (cents === 0 || cents > 4000) {
      await expect(amountField(page)).toHaveAccessibleDescription(
        cents === 0 ? DONATION_MINIMUM_MESSAGE : donationAboveBalanceMessage(4000),
      );
      await expect(donationDialog(page)).toHaveCount(0);
      return;
    }
    await expect(donationDialog(page)).toContainText(donationConfirmText(CHARITY, cents));
    await expectNoAxeViolations(page, 'the donation confirmation', '[role="dialog"]');
  },
  'donation.confirm': async (walk, { next }) => {
    const { page } = walk;
    if (next === 'donate refused') await admin('event', 'state', holderOf(walk).eventId, 'CLOSED');
    if (next === 'donate error') {
      // The server makes the donation; its answer never reaches the page.
      await page.route(
        '**/api/private/customer/donation/create',
        async (route) => {
          await route.fetch();
          await route.abort('failed');
        },
        { times: 1 },
      );
    }
    await donationDialog(page).getByRole('button', { name: 'Confirm' }).click();
  },
  'donation.cancel': async ({ page }) => {
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(donationHeading(page)).toBeVisible();
  },
  'donation.retry': async ({ page }) => {
    await donationDialog(page, DONATION_NOT_CONFIRMED.title)
      .getByRole('button', { name: 'Try Again' })
      .click();
  },
  'donate done': async (walk) => {
    const cents = chosenCents(walk);
    await expectAlert(walk.page, 'Donation Made', `to ${CHARITY}`);
    walk.givenCents = cents;
    await expectDonations(walk.page, [cents]);
    await expect(balance(walk.page)).toHaveText(`$${((4000 - cents) / 100).toFixed(2)}`);
  },
  'donate error': async ({ page }) => {
    const dialog = donationDialog(page, DONATION_NOT_CONFIRMED.title);
    await expect(dialog).toContainText(DONATION_NOT_CONFIRMED.body);
    await expectNoAxeViolations(page, 'the donation not confirmed', '[role="dialog"]');
  },
  'donate refused': async ({ page }) => {
    await expectAlert(page, 'Donation Not Made', REFUNDS_CLOSED_MESSAGE);
    await expect(page).toHaveURL(/\/event\/wallet\?registration=/);
    await expect(balance(page)).toHaveText('$40.00');
  },
};

test.describe('donation model paths @desktop', () => {
  for (const path of walkedPaths(donationModel)) {
    test(path.title, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const walk: Walk = {
        page,
        request,
        testInfo,
        holder: null,
        whole: true,
        typed: '',
        givenCents: null,
      };
      await walkModelPath(walk, 'donation', path, STEPS);
      const last = path.steps.at(-1);
      // Try Again sent the same requestKey: the server answered the donation it had made when
      // the first answer was lost, and gave nothing more.
      if (last?.label === 'donation.retry') {
        await STEPS['donate done']?.(walk, { outcomes: [], next: undefined });
      }
      if (last?.state === 'choosing') await expect(donationHeading(page)).toBeVisible();
    });
  }
});
