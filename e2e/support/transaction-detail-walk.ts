// What the transaction detail specs make on the real stack and read off its page: a wallet row
// of each kind made as the customer and the operator make them (a card top-up through the
// sandbox provider, a tap purchase with a vendor and items from the operator CLI), the row's
// detail opened from the wallet's table, and the browser's print dialog stood in for.
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { ROW_DETAIL_TEXT } from '../../core/domain/row-detail';
import { main } from './auth-pages';
import { openWalletFromHome, outputMatch } from './operator';
import { admin } from './operator-command';
import { expect } from './test';
import { holder, lodgeRefund, payByCard, providerReturn, transactions } from './wallet-walk';

export interface MadeRow {
  eventName: string;
  walletId: string;
  /** How the row's link in the wallet's table is named. */
  link: RegExp;
  /** The card payment's reference, for a top-up. */
  reference?: string;
}

/** The registration the wallet pages' address names. */
export function walletIdOf(page: Page): string {
  const walletId = new URL(page.url()).searchParams.get('registration');
  if (!walletId) throw new Error(`No registration in ${page.url()}`);
  return walletId;
}

/** A new customer's $100.00 card top-up, approved: $5.00 card fee, $4.00 activation. */
export async function topUpRow(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<MadeRow> {
  const made = await holder(page, request, testInfo, { label: 'Receipt' });
  const walletId = walletIdOf(page);
  const reference = await payByCard(page, '100');
  await page.goto((await providerReturn(request, reference, 'approve')).toString());
  await expect(transactions(page)).toBeVisible();
  return { eventName: made.eventName, walletId, link: /: Online top up,/, reference };
}

/** A new customer's $50.00 cash top-up, then a $22.50 tap at "Bar 3" with two items. */
export async function purchaseRow(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<MadeRow> {
  const made = await holder(page, request, testInfo, { label: 'Items', cash: '50' });
  const walletId = walletIdOf(page);
  await admin(
    'tap',
    'purchase',
    made.eventId,
    '--ticket',
    made.ticket,
    '--amount',
    '22.50',
    '--vendor',
    'Bar 3',
    '--item',
    'Beer 2x9.50',
    '--item',
    'Water 3.50',
  );
  await openWalletFromHome(page, made.eventName);
  return { eventName: made.eventName, walletId, link: /Purchase · Bar 3/ };
}

/**
 * A new customer's $50.00 cash balance refunded after the event: lodged through the refund form,
 * its batch closed and paid by the operator ($47.50 to the bank, $2.50 fee).
 */
export async function refundRow(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<MadeRow> {
  const made = await holder(page, request, testInfo, {
    label: 'Refunded',
    cash: '50',
    states: ['FINISHED'],
  });
  const walletId = walletIdOf(page);
  await openWalletFromHome(page, made.eventName);
  await lodgeRefund(page);
  const closed = await admin('refund', 'batch', 'close', made.eventId);
  await admin('refund', 'pay', outputMatch(closed, /(RF-[0-9A-F]+)/));
  await openWalletFromHome(page, made.eventName);
  return { eventName: made.eventName, walletId, link: /: Refund to bank,/ };
}

/** From the wallet page, the row's detail through its link in the table. */
export async function openRow(page: Page, row: MadeRow): Promise<void> {
  await transactions(page).getByRole('link', { name: row.link }).click();
  await expect(page).toHaveURL(/\/event\/wallet\/transaction\?/);
}

export const detailSection = (page: Page, title: string) =>
  main(page).getByRole('region', { name: title, exact: true });

/** The value beside a figure's label. */
export const figure = (within: Locator, label: string) =>
  within
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The top-up's figures as DESIGN §8 asks: amount, card fee with its rate, activation, credit. */
export async function expectTopUpFigures(within: Locator, reference: string): Promise<void> {
  await expect(figure(within, ROW_DETAIL_TEXT.amountCharged)).toHaveText('$100.00');
  await expect(figure(within, 'Card fee (5%)')).toHaveText('-$5.00');
  await expect(figure(within, ROW_DETAIL_TEXT.activationFee)).toHaveText('-$4.00');
  await expect(figure(within, ROW_DETAIL_TEXT.credit)).toHaveText('$91.00');
  await expect(figure(within, ROW_DETAIL_TEXT.paymentReference)).toHaveText(reference);
  await expect(figure(within, ROW_DETAIL_TEXT.outcome)).toHaveText('Approved');
}

/** The purchase's vendor, its items with their totals, and what they come to. */
export async function expectPurchaseFigures(page: Page): Promise<void> {
  const section = detailSection(page, ROW_DETAIL_TEXT.purchaseTitle);
  await expect(figure(section, ROW_DETAIL_TEXT.vendor)).toHaveText('Bar 3');
  const items = section.getByRole('table', { name: ROW_DETAIL_TEXT.items });
  await expect(items.getByRole('row')).toHaveText([
    /^Item\s*Qty\s*Price\s*Total$/,
    /^Beer\s*2\s*\$9\.50\s*\$19\.00$/,
    /^Water\s*1\s*\$3\.50\s*\$3\.50$/,
    /^Items total\s*\$22\.50$/,
  ]);
  await expect(main(page).getByRole('button', { name: ROW_DETAIL_TEXT.printReceipt })).toHaveCount(
    0,
  );
}

/** window.print, counted instead of opening the dialog (which would hold a headed browser). */
export async function standInForPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}

export async function expectPrinted(page: Page, times: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(times);
}
