// Who the refund page serves, on the real stack, at the width of the project (375 px on the phone
// project): a running event shows the form only once the operator has opened its refunds, a
// wallet whose refund is logged never does, and a refusal of the server says why. The form's
// fixed account type reads like any other text, and the Terms say when refunds open.
import type { Locator, Page } from '@playwright/test';
import { REFUNDS_CLOSED_MESSAGE } from '../core/domain/refund';
import { expectAlert, main, visitInApp } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { openWalletFromHome, ticketHolder } from './support/operator';
import { admin } from './support/operator-command';
import { fillRequester } from './support/refund-form';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

const requestHeading = (page: Page) =>
  main(page).getByRole('heading', { level: 1, name: 'Request a Refund', exact: true });

/** The registration id of the wallet page the browser is on. */
function registrationOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('registration');
  if (!id) throw new Error(`No registration in ${page.url()}`);
  return id;
}

/** A new ticket holder with $30.00 at a running event, on its wallet page. */
async function runningHolder(
  page: Page,
  request: Parameters<typeof ticketHolder>[1],
  testInfo: Parameters<typeof ticketHolder>[2],
) {
  const holder = await ticketHolder(page, request, testInfo, { label: 'Early' });
  await admin('event', 'state', holder.eventId, 'STARTED');
  await admin(
    'tap',
    'topup',
    holder.eventId,
    '--ticket',
    holder.ticket,
    '--amount',
    '30',
    '--method',
    'cash',
  );
  await openWalletFromHome(page, holder.eventName);
  return holder;
}

async function typeNzAccount(page: Page, parts: readonly string[]): Promise<void> {
  const account = main(page).getByRole('group', { name: 'Bank Account Number' });
  for (const [index, label] of ['Bank', 'Branch', 'Account', 'Suffix'].entries()) {
    await account.getByRole('textbox', { name: label }).fill(parts[index] ?? '');
  }
}

async function expectTurnedAway(page: Page, reason: string): Promise<void> {
  await expectAlert(page, 'Refunds Not Available', reason);
  await expect(page).toHaveURL(/\/home$/);
  await expect(requestHeading(page)).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Request Refund' })).toHaveCount(0);
}

/** WCAG contrast of an element's text against what is painted under it, opacity included. */
function contrastOf(field: Locator): Promise<number> {
  return field.evaluate((element) => {
    const rgba = (text: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    let opacity = 1;
    let background: { r: number; g: number; b: number; a: number } | null = null;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const painted = rgba(style.backgroundColor);
      if (!background && painted.a > 0 && style.backgroundColor !== 'transparent') {
        background = painted;
      }
    }
    const under = background ?? { r: 255, g: 255, b: 255, a: 1 };
    const text = rgba(getComputedStyle(element).color);
    const alpha = text.a * opacity;
    const mix = (channel: 'r' | 'g' | 'b') => text[channel] * alpha + under[channel] * (1 - alpha);
    const luminance = (r: number, g: number, b: number) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const fore = luminance(mix('r'), mix('g'), mix('b'));
    const back = luminance(under.r, under.g, under.b);
    return (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
  });
}

test('a running event: the refund address says refunds are not open yet, then the operator opens them @phone', async ({
  page,
  request,
}, testInfo) => {
  // A new customer, event and ticket, moved on by the operator CLI: slower than one page.
  test.setTimeout(120_000);
  const holder = await runningHolder(page, request, testInfo);
  const registration = registrationOf(page);
  await expect(main(page).getByRole('link', { name: 'Lodge Wallet Refund' })).toHaveCount(0);

  await page.goto(`/event/wallet/refund?registration=${registration}`);
  await expectTurnedAway(page, 'Refunds are not available for this wallet yet');

  await admin('event', 'refunds', 'open', holder.eventId);
  await openWalletFromHome(page, holder.eventName);
  await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
  await expect(requestHeading(page)).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Refund amount' })).toContainText(
    'Refund total$27.50',
  );
  await fillRequester(page);
  // Typed without the leading zeros of the branch and account.
  await typeNzAccount(page, ['01', '902', '68389', '00']);
  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: 'Request Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Your Refund' });
  await expect(dialog.getByTestId('confirm-account-number')).toHaveText('01-0902-0068389-00');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectAlert(page, 'Refund Requested', 'Refunds can take up to 1 week to process.');
  await expect(page).toHaveURL(/\/home$/);

  // Lodged: the same address no longer offers a form, and says why.
  await page.goto(`/event/wallet/refund?registration=${registration}`);
  await expectTurnedAway(page, 'A refund has already been lodged for this wallet');
});

test('a wallet whose refund is logged: the refund address says so instead of showing the form @phone', async ({
  page,
  request,
}) => {
  // Sign-in, Home, the wallet and its transactions, then the refund address: several screens.
  test.setTimeout(60_000);
  await signInWithTokens(page, request, demoUser());
  await openWalletFromHome(page, 'City Lights Parade');
  await visitInApp(page, `/event/wallet/refund?registration=${registrationOf(page)}`);
  await expectTurnedAway(page, 'A refund has already been lodged for this wallet');
});

test("a refusal that trying again cannot help shows the server's reason, not 'try again later' @phone", async ({
  page,
  request,
}, testInfo) => {
  // A new customer, event and ticket, moved on by the operator CLI: slower than one page.
  test.setTimeout(120_000);
  const holder = await runningHolder(page, request, testInfo);
  await admin('event', 'state', holder.eventId, 'FINISHED');
  await openWalletFromHome(page, holder.eventName);
  await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
  await expect(requestHeading(page)).toBeVisible();
  await fillRequester(page);
  await typeNzAccount(page, ['01', '0902', '0068389', '00']);
  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: 'Request Refund' }).click();
  // The operator closes the event while the confirmation is open.
  await admin('event', 'state', holder.eventId, 'CLOSED');
  await page
    .getByRole('dialog', { name: 'Confirm Your Refund' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expectAlert(page, 'Refund Request Failed', REFUNDS_CLOSED_MESSAGE);
  await expect(page.getByText(/Please try again later/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
});

test('the fixed account type reads with the contrast of any text', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signInWithTokens(page, request, demoUser());
  await openWalletFromHome(page, 'Autumn Nights');
  await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
  await expect(requestHeading(page)).toBeVisible();
  const field = main(page).getByLabel('Account Type');
  expect(await contrastOf(field)).toBeGreaterThanOrEqual(4.5);
  await expect(main(page).getByRole('textbox', { name: 'Account Type' })).toHaveValue(
    'New Zealand bank account',
  );
  await expect(field).not.toBeEditable();
});

test('the Terms say refunds open when the event finishes, or early by the organiser @phone', async ({
  page,
}) => {
  await page.goto('/policy/terms');
  await expect(
    main(page).getByText(
      /they open when the event finishes, or while it is running if the event organiser opens them early/,
    ),
  ).toBeVisible();
  await expect(main(page).getByText(/from when the event is running/)).toHaveCount(0);
});
