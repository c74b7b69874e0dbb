// Finding and registering a wristband/card tag (spec §2 Tag search, §4, §8 Tag dialogs) in
// Chromium against the real stack, with the seed's tags (server/db/demo-data.ts).
import type { Page, TestInfo } from '@playwright/test';
import { BAND_READ, TAG_REGISTERED } from '../core/domain/messages';
import { formatTagDisplayNumber, formatTagNumber } from '../core/domain/registration';
import type { TagStatus } from '../core/domain/tag-status';
import { DEMO_WALLETS } from '../server/db/demo-data';
import { expectNoAxeViolations } from './support/axe';
import { nfcSerialOf, withStandInBandReader } from './support/band-reader';
import { demoUser } from './support/demo-user';
import { confirmedCustomer } from './support/identity-users';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

function field(page: Page, label: string) {
  return page.getByRole('main').getByRole('textbox', { name: label, exact: true });
}

/** The seed's free tag a search by anyone but its holder answers with `status`. */
function freeTag(status: TagStatus): { uid: string; serial: string } {
  const wallet = DEMO_WALLETS.find((candidate) => candidate.tagStatus === status);
  if (!wallet?.tag) throw new Error(`The seed has no ${status} tag`);
  return wallet.tag;
}

async function find(page: Page, tag: { uid: string; serial: string }) {
  await field(page, 'Tag Number').fill(tag.uid);
  await field(page, 'Serial Number').fill(tag.serial);
  await page.getByRole('main').getByRole('button', { name: 'Find Tag' }).click();
  return page.getByRole('dialog');
}

async function signedInNewCustomer(page: Page, request: Parameters<typeof confirmedCustomer>[0]) {
  const customer = await confirmedCustomer(request, 'tag');
  await signInWithTokens(page, request, customer);
  await page.goto('/event/register/tag');
  await expect(field(page, 'First Name')).toHaveValue(customer.givenName);
  return customer;
}

// spec §8, word for word ({product} is TapWallet on the stack).
const FAILING: [TagStatus, string][] = [
  ['CLAIMED', 'Already Registered'],
  ['NOT_USED', 'Tag Not Used'],
  ['FOUND_TOO_MANY', 'Tag Not Unique'],
  ['EVENT_NOT_FINISHED', 'Event Not Finished'],
  ['EVENT_NOT_STARTED', 'Event Not Started'],
  ['EVENT_ARCHIVED', 'Refunds Closed'],
];

test('every tag the customer cannot register gets its dialog, without Register Tag', async ({
  page,
  request,
}, testInfo) => {
  // One search and one dialog for each kind of tag that cannot be registered.
  test.setTimeout(90_000);
  const customer = await signedInNewCustomer(page, request);
  await expect(page.getByText('(14 Digits long)')).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(customer.email);
  for (const [status, title] of FAILING) {
    const dialog = await find(page, freeTag(status));
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Register Tag' })).toHaveCount(0);
    await expectNoAxeViolations(page, `the '${title}' dialog`, '[role="dialog"]');
    if (status === 'CLAIMED') {
      // The other account's e-mail prefix, masked.
      await expect(dialog).toContainText('(jo***)');
      await screenshot(page, testInfo, 'tag-claimed');
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const unknown = await find(page, { uid: '04FFFFFFFFFFFF', serial: '999' });
  await expect(unknown.getByRole('heading', { name: 'TapWallet Card Not Found' })).toBeVisible();
});

test('shows the tag number grouped and refuses one short of 14 characters', async ({
  page,
  request,
}) => {
  await signedInNewCustomer(page, request);
  await field(page, 'Tag Number').fill('04a1b2c3d4e5f');
  await expect(field(page, 'Tag Number')).toHaveValue('04 A1B2 C3D4 E5F');
  await field(page, 'Serial Number').fill('12');
  await page.getByRole('main').getByRole('button', { name: 'Find Tag' }).click();
  await expect(page.getByText('Enter the 14 characters of your tag number')).toBeVisible();
  await expect(page.getByText('Enter the serial number: 3 to 6 characters')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a tag already on my account shows the already-registered dialog and its wallet', async ({
  page,
  request,
}, testInfo) => {
  await signInWithTokens(page, request, demoUser());
  await page.goto('/home');
  await expect(page.getByTestId('registration-card').first()).toBeVisible();
  // In the app, so the registrations already loaded are the ones the pre-check looks at: phones
  // have the choice in the Get Started sheet.
  const getStarted = page.getByRole('main').getByRole('button', { name: 'Get Started' });
  if (await getStarted.isVisible()) await getStarted.click();
  await page.getByRole('link', { name: 'I NEED A REFUND' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/event\/register\/tag$/);
  const mine = DEMO_WALLETS.find((wallet) => wallet.owner === 'demo' && wallet.event === 'city');
  if (!mine?.tag) throw new Error('The seed has no demo tag at City Lights Parade');
  const dialog = await find(page, mine.tag);
  await expect(
    dialog.getByRole('heading', { name: 'You Have Already Registered This Tag!' }),
  ).toBeVisible();
  await expect(dialog).toContainText('City Lights Parade');
  await screenshot(page, testInfo, 'tag-already-registered');
  await dialog.getByRole('button', { name: 'Go to Wallet' }).click();
  await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
});

// Registers the seed's one available tag, so it runs once per stack.
test('@desktop a new customer registers an available tag and sees it on Home', async ({
  page,
  request,
}, testInfo) => {
  await signedInNewCustomer(page, request);
  const tag = freeTag('AVAILABLE');
  const dialog = await find(page, tag);
  await expect(dialog.getByRole('heading', { name: 'TapWallet Tag Found' })).toBeVisible();
  await expect(dialog).toContainText('04 A1B2 C3D4 E5F6');
  await screenshot(page, testInfo, 'tag-found');
  await dialog.getByRole('button', { name: 'Register Tag' }).click();
  await expect(page.getByText(TAG_REGISTERED.title)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const card = page.getByTestId('registration-card').filter({ hasText: 'Lakeside Live' });
  await expect(card.getByTestId('card-banner')).toHaveText('Refund Available');
  await expect(card).toContainText(`Tag No: ${formatTagDisplayNumber(tag.uid)}`);
});

test.describe('tap to fill (Web NFC) @phone', () => {
  test('a band held to the phone fills its tag number, and the search finds it', async ({
    page,
    request,
  }, testInfo) => {
    await withStandInBandReader(page);
    await signedInNewCustomer(page, request);
    // Not the seed's available tag, which another test registers.
    const tag = freeTag('NOT_USED');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: BAND_READ.offer }).click();
    await expect(main.getByRole('status').filter({ hasText: BAND_READ.waiting })).toBeVisible();
    // axe waits for animations to settle, which the reading loader never does: checked after.
    await screenshot(page, testInfo, 'tag-search-reading-band');
    await page.evaluate((serial) => window.bandReader.tap(serial), nfcSerialOf(tag.uid));
    await expect(field(page, 'Tag Number')).toHaveValue(formatTagNumber(tag.uid));
    await expectNoAxeViolations(page, 'the tag search filled from a band');
    await field(page, 'Serial Number').fill(tag.serial);
    await main.getByRole('button', { name: 'Find Tag' }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Tag Not Used' }),
    ).toBeVisible();
  });

  test('is not offered by a browser without Web NFC', async ({ page, request }) => {
    await signedInNewCustomer(page, request);
    await expect(page.getByRole('main').getByRole('button', { name: 'Find Tag' })).toBeVisible();
    await expect(page.getByRole('button', { name: BAND_READ.offer })).toHaveCount(0);
  });
});
