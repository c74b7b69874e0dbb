// A wallet row's detail and receipt (DESIGN §8 History, issue #26): the rows of the wallet's
// table open their detail, which survives a reload and goes back to the wallet; a card top-up
// shows its fees and prints a receipt on one A4 page; a tap purchase shows where and what. Each
// row is made as the customer and the operator make them (support/transaction-detail-walk.ts).
import type { Page, TestInfo } from '@playwright/test';
import { receiptTitle, ROW_DETAIL_TEXT as TEXT } from '../core/domain/row-detail';
import { main } from './support/auth-pages';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import {
  detailSection,
  expectPrinted,
  expectPurchaseFigures,
  expectTopUpFigures,
  figure,
  openRow,
  purchaseRow,
  refundRow,
  standInForPrint,
  topUpRow,
} from './support/transaction-detail-walk';
import { transactions } from './support/wallet-walk';

/** No sideways scrolling: the page is no wider than the screen (DESIGN §2). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Pages in a PDF: its page objects, not the page tree ("/Pages"). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** Printed: the receipt alone, no header, no buttons, on one A4 page. */
async function expectOneA4Page(page: Page, testInfo: TestInfo): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(main(page).getByRole('button')).toHaveCount(0);
  await expect(main(page).getByRole('article')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await testInfo.attach('receipt.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdfPageCount(pdf)).toBe(1);
  await page.emulateMedia({ media: 'screen' });
}

test.describe('transaction detail', () => {
  test('a card top-up: its fees, a reload, Back, and a receipt on one A4 page', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await standInForPrint(page);
    const row = await topUpRow(page, request, testInfo);
    await openRow(page, row);
    const section = detailSection(page, TEXT.topUpTitle);
    await expectTopUpFigures(section, row.reference ?? '');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Online top up' }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'top-up detail');

    // The address names the row: a reload shows it again, Back goes to the wallet.
    await page.reload();
    await expectTopUpFigures(detailSection(page, TEXT.topUpTitle), row.reference ?? '');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/event/wallet\\?registration=${row.walletId}$`));
    await expect(transactions(page)).toBeVisible();
    await page.goForward();
    await expect(section).toBeVisible();

    await main(page).getByRole('button', { name: TEXT.printReceipt }).click();
    const receipt = main(page).getByRole('article');
    await expect(
      receipt.getByRole('heading', { level: 1, name: receiptTitle('topUp') }),
    ).toBeVisible();
    await expectPrinted(page, 1);
    await expectTopUpFigures(receipt, row.reference ?? '');
    await expect(receipt).toContainText(row.eventName);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'top-up receipt');

    await expectOneA4Page(page, testInfo);

    await main(page).getByRole('button', { name: TEXT.closeReceipt }).click();
    await main(page).getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/event/wallet\\?registration=${row.walletId}$`));
    await expect(transactions(page)).toBeVisible();
  });

  test('a tap purchase: where, and what, with the totals', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const row = await purchaseRow(page, request, testInfo);
    await openRow(page, row);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Purchase · Bar 3' }),
    ).toBeVisible();
    await expectPurchaseFigures(page);
    await expectNoHorizontalScroll(page);
  });

  test('a paid refund: the transfer, the fee, the masked account and batch, and its receipt', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await standInForPrint(page);
    const row = await refundRow(page, request, testInfo);
    await openRow(page, row);
    const section = detailSection(page, TEXT.refundTitle);
    await expect(figure(section, TEXT.amountToBank)).toHaveText('$47.50');
    await expect(figure(section, TEXT.refundFee)).toHaveText('$2.50');
    // Only the account's ends show.
    await expect(figure(section, TEXT.account)).toHaveText(/^01-0902-•+89-00$/);
    await expect(figure(section, TEXT.batch)).not.toBeEmpty();
    await expectNoHorizontalScroll(page);

    await main(page).getByRole('button', { name: TEXT.printReceipt }).click();
    const receipt = main(page).getByRole('article');
    await expect(
      receipt.getByRole('heading', { level: 1, name: receiptTitle('refund') }),
    ).toBeVisible();
    await expectPrinted(page, 1);
    await expect(figure(receipt, TEXT.amountToBank)).toHaveText('$47.50');
    await expectNoAxeViolations(page, 'refund receipt');
    await expectOneA4Page(page, testInfo);
  });
});
