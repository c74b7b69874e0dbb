// Generated paths of the transaction detail statechart
// (src/features/wallet/chart/transaction-detail-model.ts), walked in the real browser against the
// real stack, each on a customer of its own. 'open row' makes the row the path's outcome asks
// for (a card top-up through the sandbox provider, a tap purchase with a vendor and items from
// the operator CLI) and opens it from the wallet's table; a row the server does not know is an
// address naming a reference no wallet holds, 'open stranger wallet' one naming a wallet that is
// not the customer's. A failed call is the server answering the detail call 503 (a 401 would sign
// the customer out); Try Again then reaches the server again. The browser's print dialog is
// counted instead of opened. The paths walked are the greedy cover of the generated ones.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import { receiptTitle, ROW_DETAIL_TEXT as TEXT } from '../core/domain/row-detail';
import { transactionDetailModel } from '../src/features/wallet/chart/transaction-detail-model';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import type { ModelPath } from '../test-support/charts/model-paths';
import { main } from './support/auth-pages';
import { type StepAction, walkModelPath } from './support/model-walk';
import { expect, test } from './support/test';
import {
  detailSection,
  expectPrinted,
  expectPurchaseFigures,
  expectTopUpFigures,
  type MadeRow,
  openRow,
  purchaseRow,
  standInForPrint,
  topUpRow,
  walletIdOf,
} from './support/transaction-detail-walk';
import { holder, refuseCalls } from './support/wallet-walk';

interface Walk {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
  path: ModelPath;
  row: MadeRow | null;
  printed: number;
}

const DETAIL_PATH = ENDPOINTS.transactionDetail.path;
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

function pathTakes(walk: Walk, label: string): boolean {
  return walk.path.steps.some((step) => step.label === label);
}

/** The address of a row of the customer's wallet, without passing the wallet's table. */
async function openAddress(page: Page, walletId: string, reference: string): Promise<void> {
  await page.goto(
    `/event/wallet/transaction?${new URLSearchParams({ registration: walletId, reference })}`,
  );
}

const STEPS: Record<string, StepAction<Walk>> = {
  'open row': async (walk, { outcomes }) => {
    const { page, request, testInfo } = walk;
    if (pathTakes(walk, 'fetch purchase done'))
      walk.row = await purchaseRow(page, request, testInfo);
    else if (pathTakes(walk, 'fetch top-up done'))
      walk.row = await topUpRow(page, request, testInfo);
    if (outcomes[0] === 'fetch error')
      await refuseCalls(page, [DETAIL_PATH], 503, 'Service Unavailable');
    if (walk.row) {
      await openRow(page, walk.row);
      return;
    }
    await holder(page, request, testInfo, { label: 'Unknown' });
    await openAddress(page, walletIdOf(page), 'TU-NO-SUCH-ROW');
  },
  'open stranger wallet': async ({ page, request, testInfo }) => {
    await holder(page, request, testInfo, { label: 'Stranger' });
    await openAddress(page, '0f4b7c1e-aaaa-4bbb-8ccc-123456789abc', 'TU-1');
  },
  'fetch top-up done': async ({ page, row }) => {
    await expectTopUpFigures(detailSection(page, TEXT.topUpTitle), row?.reference ?? '');
    await expect(button(page, TEXT.printReceipt)).toBeVisible();
  },
  'fetch purchase done': async ({ page }) => {
    await expectPurchaseFigures(page);
  },
  'fetch not found': async ({ page }) => {
    await expect(page.getByRole('alert').filter({ hasText: TEXT.notFound })).toBeVisible();
  },
  'fetch error': async ({ page }) => {
    const alert = page.getByRole('alert').filter({ hasText: TEXT.failed });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('503');
    await expect(button(page, TEXT.retry)).toBeVisible();
  },
  retry: async ({ page }, { outcomes }) => {
    if (outcomes[0] !== 'fetch error') await page.unroute(`**${DETAIL_PATH}`);
    await button(page, TEXT.retry).click();
  },
  print: async (walk) => {
    const { page } = walk;
    await button(page, TEXT.printReceipt).click();
    walk.printed += 1;
    await expect(
      main(page).getByRole('heading', { level: 1, name: receiptTitle('topUp') }),
    ).toBeVisible();
    await expectPrinted(page, walk.printed);
  },
  'close receipt': async ({ page }) => {
    await button(page, TEXT.closeReceipt).click();
    await expect(detailSection(page, TEXT.topUpTitle)).toBeVisible();
  },
};

test.describe('transaction detail model paths @desktop', () => {
  for (const path of walkedPaths(transactionDetailModel)) {
    test(path.title, async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      await standInForPrint(page);
      const walk: Walk = { page, request, testInfo, path, row: null, printed: 0 };
      await walkModelPath(walk, 'transaction-detail', path, STEPS);
      const final = path.steps.at(-1)?.state ?? '';
      await expect(page.locator('[data-chart="transaction-detail"]')).toHaveAttribute(
        'data-state',
        final,
      );
    });
  }
});
