// A lost band (DESIGN §8 Lost band; issue #25 item 1) as a new customer meets it on a phone, in
// Chromium against the real stack: their band, topped up at a cash desk, is reported lost from its
// wallet; a vendor's tap on it is then refused (the real operator CLI process, its exit code and
// words); the info desk issues a new band; its number and serial move the whole balance, which the
// new band's wallet shows with its "Moved from lost band" row, the old one with "Moved to new
// band" and where the balance went; Home's two cards and the operator's `tag blocked` agree.
import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import {
  blockedBandCardLine,
  blockedBandMessage,
  blockedBandTapMessage,
  MOVED_FROM_LOST_BAND,
  MOVED_TO_NEW_BAND,
} from '../core/domain/lost-band';
import {
  moveConfirmText,
  movedBalanceText,
  LOST_BAND_TEXT as TEXT,
} from '../core/domain/lost-band-texts';
import { formatTagDisplayNumber, formatTagNumber } from '../core/domain/registration';
import { WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT } from '../core/domain/wallet-rules';
import { expectAlert, main } from './support/auth-pages';
import { expectNoAxeViolations } from './support/axe';
import {
  blockedNotice,
  confirmMove,
  confirmReport,
  issueNewBand,
  moveDialog,
  moveLink,
  NEW_BAND_SERIAL,
  openReportDialog,
  reportButton,
  submitMove,
  tagNumberField,
  typeNewBand,
} from './support/lost-band-walk';
import { adminCli, openWalletFromHome } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';
import { balance, holder, transactions } from './support/wallet-walk';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const card = (page: Page, uid: string) =>
  page
    .getByTestId('registration-card')
    .filter({ hasText: `Tag No: ${formatTagDisplayNumber(uid)}` });

/** No sideways scroll: the page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a lost band is blocked at once, refuses taps and its balance moves to a new band @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const made = await holder(page, request, testInfo, { label: 'Lost', cash: '50', band: true });
  const lost = made.uid ?? '';
  await openWalletFromHome(page, made.eventName);
  await expect(balance(page)).toHaveText('$50.00');

  await test.step('the customer reports the band lost', async () => {
    await openReportDialog(page);
    await expectNoAxeViolations(page, 'the report dialog', '[role="dialog"]');
    await screenshot(page, testInfo, 'lost-band-report-dialog');
    await expect(page.getByTestId('wallet-status')).toHaveText(
      WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT,
    );
    await confirmReport(page);
    await expect(blockedNotice(page)).toHaveText(blockedBandMessage(null));
    // Nothing tells the customer to tap or top up a band whose taps are refused.
    await expect(page.getByTestId('wallet-status')).toHaveCount(0);
    await expect(reportButton(page)).toHaveCount(0);
    await expect(moveLink(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'lost-band-blocked-wallet');
  });

  await test.step('a vendor tap on the lost band is refused', async () => {
    const refused = await adminCli(
      'tap',
      'purchase',
      made.eventId,
      '--uid',
      lost,
      '--amount',
      '5.00',
      '--vendor',
      'Bar 3',
    ).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/ exited 1:/);
    expect(refused).toContain(blockedBandTapMessage(lost, 'CUSTOMER'));
  });

  await test.step('Home says the band is blocked', async () => {
    await page.goto('/home');
    await expect(card(page, lost).getByTestId('card-band-blocked')).toHaveText(
      blockedBandCardLine(null),
    );
    await expect(card(page, lost)).toContainText('Balance: $50.00');
  });

  const fresh = await issueNewBand(made.eventId);

  await test.step('a wrong serial is refused at the form, which keeps what was typed', async () => {
    await openWalletFromHome(page, made.eventName);
    await moveLink(page).click();
    await expect(page).toHaveURL(/\/event\/wallet\/move\?registration=[\w-]+$/);
    await expect(page.getByTestId('moving-balance')).toHaveText('$50.00');
    await typeNewBand(page, fresh, '999');
    await submitMove(page);
    await confirmMove(page);
    const refusal = main(page).getByRole('alert').filter({ hasText: TEXT.moveRefused });
    await expect(refusal).toContainText('Tag not found');
    await expect(tagNumberField(page)).toHaveValue(formatTagNumber(fresh));
    await expectNoAxeViolations(page, 'the move page with a refusal');
  });

  await test.step('the right serial moves the whole balance to the new band', async () => {
    const lostWallet = new URL(page.url()).searchParams.get('registration');
    await typeNewBand(page, fresh, NEW_BAND_SERIAL);
    await submitMove(page);
    await expect(moveDialog(page)).toContainText(moveConfirmText(5000, fresh));
    await expectNoAxeViolations(page, 'the move dialog', '[role="dialog"]');
    await screenshot(page, testInfo, 'lost-band-move-confirm');
    await confirmMove(page);
    await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
    expect(new URL(page.url()).searchParams.get('registration')).not.toBe(lostWallet);
    await expectAlert(page, TEXT.movedTitle, movedBalanceText(5000, fresh));
    await expect(balance(page)).toHaveText('$50.00');
    await expect(main(page)).toContainText(formatTagDisplayNumber(fresh));
    await expect(transactions(page).getByText(MOVED_FROM_LOST_BAND)).toBeVisible();
    await expect(blockedNotice(page)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'lost-band-new-wallet');
  });

  await test.step('Home shows both bands, and the lost one says where its balance went', async () => {
    await page.goto('/home');
    await expect(card(page, fresh)).toContainText('Balance: $50.00');
    await expect(card(page, fresh).getByTestId('card-band-blocked')).toHaveCount(0);
    await expect(card(page, lost)).toContainText('Balance: $0.00');
    await expect(card(page, lost).getByTestId('card-band-blocked')).toHaveText(
      blockedBandCardLine(fresh),
    );
    await screenshot(page, testInfo, 'lost-band-home');
  });

  await test.step('the lost band’s wallet says the balance moved, and offers nothing more', async () => {
    await card(page, lost).click();
    await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
    await expect(blockedNotice(page)).toHaveText(blockedBandMessage({ uid: fresh, cents: 5000 }));
    await expect(balance(page)).toHaveText('$0.00');
    await expect(transactions(page).getByText(MOVED_TO_NEW_BAND)).toBeVisible();
    await expect(moveLink(page)).toHaveCount(0);
    await expect(reportButton(page)).toHaveCount(0);
    await screenshot(page, testInfo, 'lost-band-old-wallet');
  });

  await test.step('the operator’s list shows the block and where the balance went', async () => {
    const listed = await admin('tag', 'blocked', made.eventId);
    const output = testInfo.outputPath('tag-blocked.txt');
    await writeFile(output, listed);
    await testInfo.attach('tag blocked', { path: output, contentType: 'text/plain' });
    const row = listed.split('\n').find((line) => line.startsWith(lost)) ?? '';
    expect(row).toContain('CUSTOMER');
    expect(row).toContain(made.customer.email);
    expect(row).toContain(`$50.00 to ${fresh}`);
  });
});
