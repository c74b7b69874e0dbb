// The signed-in frame at both widths (issue 15): an alert, which stays 8 s, leaves the header's
// links and the page's Back button tappable; the header carries the product name; a long event
// name fits the wallet's heading in two lines.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { main } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { ticketHolder } from './support/operator';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';
import { payByCard, providerReturn } from './support/wallet-walk';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

const header = (page: Page) => page.getByRole('banner');

/** What a tap at the middle of the control would reach is the control itself. */
async function expectTappable(control: Locator, name: string): Promise<void> {
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(reached, `${name} is covered`).toBe(true);
}

test('an alert leaves Dashboard, Contact Us, Logout and Back tappable', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // Back from the payment provider with a real payment of the customer's (a made-up reference
  // is never announced): the wallet announces the payment for 8 s.
  await ticketHolder(page, request, testInfo, { label: 'Alert' });
  const walletId = new URL(page.url()).searchParams.get('registration') ?? '';
  const back = await providerReturn(request, await payByCard(page, '20.00'), 'pending');
  back.searchParams.set('registration', walletId);
  await page.goto(back.toString());
  const alert = page.getByRole('alert').filter({ hasText: 'Payment Pending' });
  await expect(alert).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  for (const name of ['Dashboard', 'Contact Us', 'Logout']) {
    await expectTappable(header(page).getByRole('link', { name, exact: true }), name);
  }
  await expectTappable(main(page).getByRole('link', { name: 'Back', exact: true }), 'Back');
  const alertBox = await alert.boundingBox();
  const headerBox = await header(page).boundingBox();
  expect(alertBox && headerBox && alertBox.y >= headerBox.y + headerBox.height).toBe(true);
  await screenshot(page, testInfo, 'alert-clear-of-header');
});

test('the signed-in header shows the product name beside its links', async ({
  page,
  request,
}, testInfo) => {
  const { productName } = (await (await request.get('/config.json')).json()) as {
    productName: string;
  };
  await signInWithTokens(page, request, demoUser());
  await page.goto('/home');
  const brand = header(page).getByRole('link', { name: productName, exact: true });
  await expect(brand).toBeVisible();
  const box = await brand.boundingBox();
  const dashboard = await header(page).getByRole('link', { name: 'Dashboard' }).boundingBox();
  expect(box && dashboard && box.x + box.width <= dashboard.x).toBe(true);
  // Shown whole, not cut to an ellipsis.
  expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await screenshot(page, testInfo, 'header-brand');
});

async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return Math.round(node.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
  });
}

test('a long event name keeps the wallet heading and the top-up subtitle to two lines', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { eventName } = await ticketHolder(page, request, testInfo, {
    label: 'Layout',
    eventName: 'The Great Southern Harbour Lights Midwinter Music and Arts Festival',
  });
  // ticketHolder leaves the customer on the top up page, whose subtitle is the event's name.
  const subtitle = main(page).getByText(eventName, { exact: true });
  await expect(subtitle).toBeVisible();
  expect(await lineCount(subtitle)).toBeLessThanOrEqual(2);
  await expect(subtitle).toHaveAttribute('title', eventName);
  await screenshot(page, testInfo, 'top-up-long-name');
  // Its wallet has the same address's search.
  await page.goto(`/event/wallet${new URL(page.url()).search}`);
  const heading = main(page).getByRole('heading', { level: 1, name: eventName });
  await expect(heading).toBeVisible();
  expect(await lineCount(heading)).toBeLessThanOrEqual(2);
  await expect(heading).toHaveAttribute('title', eventName);
  await screenshot(page, testInfo, 'wallet-long-name');
});
