// The payment provider's return address (spec §2) claims an outcome only for a purchase the
// server shows on the customer's wallet: an address anyone can type tells nothing about a
// payment. Returns of real payments are walked in wallet-model.spec.ts and wallet-lifecycle.
import type { Page } from '@playwright/test';
import { EVENT_NOT_FOUND } from '../core/domain/messages';
import { expectAlert, main } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';
import { transactions } from './support/wallet-walk';

const MADE_UP = 'reference=TU-NOPE&state=completed';

// Without a registration the page reads every wallet the demo customer could have paid into.
test.describe.configure({ timeout: 90_000 });

async function expectNoPaymentClaim(page: Page): Promise<void> {
  await expect(
    page.getByRole('alert').filter({ hasText: /Payment (Completed|Pending|Failed)/ }),
  ).toHaveCount(0);
  await expect(page.getByText(/your wallet has been topped up/)).toHaveCount(0);
}

test("a made-up return naming no registration: 'Event Not Found' and no payment claimed", async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto(`/event/wallet/payment/complete?${MADE_UP}`);
  // The alert comes with the move home, once every wallet has been read (one call each).
  await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });
  await expectAlert(page, EVENT_NOT_FOUND.title, EVENT_NOT_FOUND.body);
  await expectNoPaymentClaim(page);
});

test("a made-up return on the customer's wallet shows the wallet and claims no payment", async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/home');
  await page
    .getByTestId('registration-card')
    .filter({ hasText: 'Harbour Lights Festival' })
    .click();
  await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
  const walletId = new URL(page.url()).searchParams.get('registration');
  await page.goto(`/event/wallet/payment/complete?${MADE_UP}&registration=${walletId}`);
  await expect(page).toHaveURL(new RegExp(`/event/wallet\\?registration=${walletId}$`));
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Harbour Lights Festival' }),
  ).toBeVisible();
  // The wallet has answered: the outcome would have been told by now.
  await expect(transactions(page)).toBeVisible();
  await expectNoPaymentClaim(page);
});
