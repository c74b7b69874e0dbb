// Generated paths of the lost-band statechart (src/features/wallet/chart/lost-band-model.ts),
// walked in the real browser against the real stack, each on a new customer whose ticket was
// exchanged for a band with $50.00 on it. 'open band wallet' opens that band's wallet, where the
// chart reports; 'open lost band' has the operator block the band and the info desk issue a new
// one, then opens the move page from the wallet; 'open move of unblocked band' opens the move page
// of a band nobody blocked. A refused report is the operator blocking the band first; a refused
// move is a wrong serial; a move that got no answer is the server's answer cut off after it moved
// the balance, so 'retry' shows the same call moves nothing twice. The paths walked are the greedy
// cover of the generated ones.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { bandTransferEndpoint } from '../core/contracts/lost-band-contract';
import {
  BAND_ALREADY_BLOCKED,
  blockedBandMessage,
  MOVED_FROM_LOST_BAND,
} from '../core/domain/lost-band';
import { movedBalanceText, LOST_BAND_TEXT as TEXT } from '../core/domain/lost-band-texts';
import { formatTagNumber, TAG_NUMBER_INVALID } from '../core/domain/registration';
import { lostBandModel } from '../src/features/wallet/chart/lost-band-model';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import type { ModelPath } from '../test-support/charts/model-paths';
import { expectAlert, main } from './support/auth-pages';
import {
  blockedNotice,
  confirmMove,
  confirmReport,
  issueNewBand,
  moveDialog,
  moveLink,
  NEW_BAND_SERIAL,
  openReportDialog,
  reportDialog,
  submitMove,
  tagNumberField,
  typeNewBand,
} from './support/lost-band-walk';
import { type StepAction, walkModelPath } from './support/model-walk';
import { openWalletFromHome } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';
import { walletIdOf } from './support/transaction-detail-walk';
import { balance, type Holder, holder, transactions } from './support/wallet-walk';

interface Walk {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
  path: ModelPath;
  made: Holder | null;
  /** The band the info desk issued. */
  fresh: string;
  /** How many times the new band was typed. */
  typed: number;
}

function pathTakes(walk: Walk, label: string): boolean {
  return walk.path.steps.some((step) => step.label === label);
}

function madeOf(walk: Walk): Holder & { uid: string } {
  const { made } = walk;
  if (!made?.uid) throw new Error('The walk has no band');
  return { ...made, uid: made.uid };
}

async function bandHolder(walk: Walk, label: string): Promise<Holder & { uid: string }> {
  walk.made = await holder(walk.page, walk.request, walk.testInfo, {
    label,
    cash: '50',
    band: true,
  });
  return madeOf(walk);
}

const blockByOperator = ({ eventId, uid }: { eventId: string; uid: string }) =>
  admin('tag', 'block', eventId, '--uid', uid);

const STEPS: Record<string, StepAction<Walk>> = {
  'open band wallet': async (walk) => {
    const made = await bandHolder(walk, 'Report');
    await openWalletFromHome(walk.page, made.eventName);
  },
  'open lost band': async (walk) => {
    const made = await bandHolder(walk, 'Move');
    await blockByOperator(made);
    walk.fresh = await issueNewBand(made.eventId);
    await openWalletFromHome(walk.page, made.eventName);
    await moveLink(walk.page).click();
    await expect(walk.page.getByTestId('moving-balance')).toHaveText('$50.00');
  },
  'open move of unblocked band': async (walk) => {
    await bandHolder(walk, 'Unblocked');
    await walk.page.goto(`/event/wallet/move?registration=${walletIdOf(walk.page)}`);
    await expect(main(walk.page).getByRole('alert')).toHaveText(TEXT.moveUnavailable);
  },
  'press report lost': async ({ page }) => {
    await openReportDialog(page);
  },
  'cancel report': async ({ page }) => {
    await reportDialog(page).getByRole('button', { name: TEXT.cancel }).click();
    await expect(reportDialog(page)).toHaveCount(0);
  },
  'confirm report': async (walk, { outcomes }) => {
    // Blocked meanwhile by the operator: the server refuses the customer's report.
    if (outcomes[0] === 'block refused') await blockByOperator(madeOf(walk));
    await confirmReport(walk.page);
  },
  'block done': async ({ page }) => {
    await expect(blockedNotice(page)).toHaveText(blockedBandMessage(null));
    await expect(moveLink(page)).toBeVisible();
  },
  'block refused': async ({ page }) => {
    const alert = main(page).getByRole('alert').filter({ hasText: TEXT.reportRefused });
    await expect(alert).toContainText(BAND_ALREADY_BLOCKED);
  },
  'type new band': async (walk) => {
    walk.typed += 1;
    // The first try of a path the server refuses has the serial wrong.
    const wrong = walk.typed === 1 && pathTakes(walk, 'move refused');
    await typeNewBand(walk.page, walk.fresh, wrong ? '999' : NEW_BAND_SERIAL);
  },
  'type short number': async ({ page }) => {
    await tagNumberField(page).fill('04A1');
  },
  submit: async ({ page }) => {
    await submitMove(page);
    await expect(moveDialog(page).or(main(page).getByText(TAG_NUMBER_INVALID))).toBeVisible();
  },
  'cancel move': async ({ page }) => {
    await moveDialog(page).getByRole('button', { name: TEXT.cancel }).click();
    await expect(moveDialog(page)).toHaveCount(0);
  },
  'confirm move': async ({ page }, { outcomes }) => {
    // The server moves the balance, but its answer never arrives.
    if (outcomes[0] === 'move offline') {
      await page.route(
        `**${bandTransferEndpoint.path}`,
        async (route) => {
          await route.fetch();
          await route.abort('connectionreset');
        },
        { times: 1 },
      );
    }
    await confirmMove(page);
  },
  'move done': async (walk) => {
    const { page } = walk;
    await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
    await expectAlert(page, TEXT.movedTitle, movedBalanceText(5000, walk.fresh));
    // Moved once, whatever the retries: $50.00, one row.
    await expect(balance(page)).toHaveText('$50.00');
    await expect(transactions(page).getByText(MOVED_FROM_LOST_BAND)).toHaveCount(1);
  },
  'move refused': async (walk) => {
    const alert = main(walk.page).getByRole('alert').filter({ hasText: TEXT.moveRefused });
    await expect(alert).toContainText('Tag not found');
    await expect(tagNumberField(walk.page)).toHaveValue(formatTagNumber(walk.fresh));
  },
  'move offline': async ({ page }) => {
    const alert = main(page).getByRole('alert').filter({ hasText: TEXT.moveOffline });
    await expect(alert.getByRole('button', { name: TEXT.retry })).toBeVisible();
  },
  retry: async ({ page }) => {
    await main(page).getByRole('button', { name: TEXT.retry }).click();
  },
};

test.describe('lost band model paths @desktop', () => {
  for (const path of walkedPaths(lostBandModel)) {
    test(path.title, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const walk: Walk = { page, request, testInfo, path, made: null, fresh: '', typed: 0 };
      await walkModelPath(walk, 'lost-band', path, STEPS);
      const shot = testInfo.outputPath('final-1280.png');
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach('where the path ends', { path: shot, contentType: 'image/png' });
      const final = path.steps.at(-1)?.state ?? '';
      // A moved balance leaves for the new band's wallet, whose own chart then reports.
      if (final === 'move.moved') return;
      await expect(page.locator('[data-chart="lost-band"]')).toHaveAttribute('data-state', final);
    });
  }
});
