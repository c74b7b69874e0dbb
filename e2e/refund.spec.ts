// The refund pages on the real stack with the demo customer's seeded wallets, which these tests
// only read: a paid refund, and the pages' phase guard (spec §4 Refund pages). Lodging, amending,
// a closed batch and a paid refund on a fresh event are in wallet-lifecycle.spec.ts.
import type { Page } from '@playwright/test';
import { WALLET_MESSAGE_REFUND_PAID } from '../core/domain/wallet-rules';
import { expectAlert, main, visitInApp } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

async function home(page: Page, request: Parameters<typeof signInWithTokens>[1]) {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/home');
  await expect(page.getByTestId('registration-card').first()).toBeVisible();
}

function card(page: Page, eventName: string) {
  return page.getByTestId('registration-card').filter({ hasText: eventName });
}

async function openWallet(page: Page, eventName: string): Promise<void> {
  await card(page, eventName).click();
  await expect(main(page).getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  // The refund list decides the amend link; wait for the wallet to have answered.
  await expect(
    main(page)
      .getByRole('table', { name: 'Transactions' })
      .or(main(page).getByText(/no transactions/)),
  ).toBeVisible();
}

test('a paid refund: Refund Paid on Home, and nothing left to lodge or amend', async ({
  page,
  request,
}) => {
  await home(page, request);
  await expect(card(page, 'Sunset Sessions').getByTestId('card-banner')).toHaveText('Refund Paid');
  await openWallet(page, 'Sunset Sessions');
  await expect(page.getByTestId('wallet-status')).toHaveText(WALLET_MESSAGE_REFUND_PAID);
  for (const name of ['Lodge Wallet Refund', 'Amend bank account']) {
    await expect(main(page).getByRole('link', { name })).toHaveCount(0);
  }
});

test('the refund pages turn a closed event away @phone', async ({ page, request }) => {
  await home(page, request);
  await openWallet(page, 'Midwinter Carnival');
  await visitInApp(page, '/event/wallet/refund');
  await expectAlert(page, 'Refunds Not Available', 'Refunds for this event have now closed');
  await expect(page).toHaveURL(/\/home$/);
});

test('the refund pages turn an event that has not started away @phone', async ({
  page,
  request,
}) => {
  await home(page, request);
  await openWallet(page, 'Harbour Lights Festival');
  await visitInApp(page, '/event/wallet/refund/request');
  await expectAlert(
    page,
    'Refunds Not Available',
    'Event refunds are not OPEN for this event - current state (PUBLISHED)',
  );
  await expect(page).toHaveURL(/\/home$/);
});

test("without a selected registration: 'Event Not Found', then /home @phone", async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/event/wallet/refund/edit');
  await expectAlert(page, 'Event Not Found', 'We could not find that event registration');
  await expect(page).toHaveURL(/\/home$/);
});
