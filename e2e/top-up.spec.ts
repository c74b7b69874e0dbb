// The online top-up page on the real stack with the demo customer's seeded wallets, which these
// tests do not change: the form and its limits, a card holder refused, and the page guard; and on
// a fresh event, refusals no retry can fix. The trips to the sandbox payment page on a fresh
// event are in wallet-lifecycle.spec.ts.
import type { Page, TestInfo } from '@playwright/test';
import { TOP_UP_NOT_BEFORE_EVENT } from '../core/domain/messages';
import { expectAlert, main, screenHeading, visitInApp } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { ticketHolder } from './support/operator';
import { admin } from './support/operator-command';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';
import { signOutElsewhere } from './support/wallet-walk';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  // The fixed header would otherwise sit in the middle of a page scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

async function home(page: Page, request: Parameters<typeof signInWithTokens>[1]) {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/home');
  await expect(page.getByTestId('registration-card').first()).toBeVisible();
}

function card(page: Page, eventName: string) {
  return page.getByTestId('registration-card').filter({ hasText: eventName });
}

const purchase = (page: Page) => main(page).getByRole('button', { name: 'Purchase', exact: true });

test('the form: presets, custom amounts, the summary and the limits', async ({
  page,
  request,
}, testInfo) => {
  await home(page, request);
  await card(page, 'Harbour Lights Festival').click();
  await main(page).getByRole('link', { name: 'Add More Credit' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Online Top Up' })).toBeVisible();
  await expect(purchase(page)).toBeDisabled();
  for (const preset of ['$50.00', '$80.00', '$100.00', '$150.00', '$200.00']) {
    await expect(main(page).getByRole('button', { name: preset, exact: true })).toBeVisible();
  }
  const summary = main(page).getByRole('region', { name: 'Order summary' });
  await expect(summary).toHaveCount(0);

  const custom = main(page).getByRole('textbox', { name: /^Custom amount/ });
  await custom.fill('19.99');
  await expect(
    main(page).getByText('Top up amount must been between 20.00 and 999.00'),
  ).toBeVisible();
  await expect(summary).toHaveCount(0);
  await expect(purchase(page)).toBeDisabled();

  await custom.fill('20');
  await expect(summary).toContainText('Top up$20.00');
  await expect(summary).toContainText('Card fee-$1.00');
  await expect(purchase(page)).toBeEnabled();

  await custom.fill('1500');
  await expect(custom).toHaveValue('999');
  // Whatever is on the wallet, $999 more would pass $999.99.
  await expect(purchase(page)).toBeDisabled();
  await expect(main(page).getByText(/A wallet can hold at most \$999\.99/)).toBeVisible();

  await main(page).getByRole('button', { name: '$150.00', exact: true }).click();
  await expect(custom).toHaveValue('');
  await expect(summary).toContainText('Top up$150.00');
  await expect(summary).toContainText('Card fee-$7.50');
  await expect(purchase(page)).toBeEnabled();
  await screenshot(page, testInfo, 'top-up-form');
});

test("a card holder is refused with the server's words @phone", async ({ page, request }) => {
  await home(page, request);
  // Coastal Beats has a band: the wallet offers no top up, and the server refuses one too.
  await card(page, 'Coastal Beats').click();
  await expect(main(page).getByRole('link', { name: /Online Top Up|Add More Credit/ })).toHaveCount(
    0,
  );
  await visitInApp(page, '/event/wallet/payment');
  await main(page).getByRole('button', { name: '$50.00', exact: true }).click();
  await purchase(page).click();
  await expect(
    main(page).getByText('Online top up is not available once you have a TapWallet card'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/event\/wallet\/payment\?registration=[\w-]+$/);
});

test('the page is for before the event only: a running event goes /home, saying why @phone', async ({
  page,
  request,
}) => {
  await home(page, request);
  await card(page, 'Summer Sounds').click();
  await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
  await visitInApp(page, '/event/wallet/payment');
  await expectAlert(page, 'Online Top Up Not Available', TOP_UP_NOT_BEFORE_EVENT);
  await expect(page).toHaveURL(/\/home$/);
});

test("without a selected registration: 'Event Not Found', then /home @phone", async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/event/wallet/payment');
  await expectAlert(page, 'Event Not Found', 'We could not find that event registration');
  await expect(page).toHaveURL(/\/home$/);
});

test('signed out in another tab, a payment request goes to Login instead of failing @phone', async ({
  page,
  request,
}) => {
  await home(page, request);
  await card(page, 'Harbour Lights Festival').click();
  await main(page).getByRole('link', { name: 'Add More Credit' }).click();
  await main(page).getByRole('button', { name: '$50.00', exact: true }).click();
  await signOutElsewhere(page);
  await purchase(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(screenHeading(page, 'Login')).toBeVisible();
  await expect(page.getByText('Payment Request Failed')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test("the event started while the page was open: the server's reason, not 'try again' @phone", async ({
  page,
  request,
}, testInfo) => {
  // A fresh event, customer and ticket through the operator CLI first.
  test.setTimeout(90_000);
  const holder = await ticketHolder(page, request, testInfo, { label: 'TopUp' });
  await main(page).getByRole('button', { name: '$50.00', exact: true }).click();
  await admin('event', 'state', holder.eventId, 'STARTED');
  await purchase(page).click();
  const failure = main(page).getByRole('alert').filter({ hasText: 'Payment Request Failed' });
  await expect(failure).toContainText(TOP_UP_NOT_BEFORE_EVENT);
  await expect(failure).not.toContainText(/try again later/i);
  await screenshot(page, testInfo, 'top-up-refused');
});
