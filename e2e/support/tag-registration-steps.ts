// The tag search's model steps (registrationModels.tag) as the customer takes them in the
// browser, and the tags each path searches for: an event of its own that the operator runs to
// FINISHED with one tag that was topped up at a cash desk, so a new customer finds it AVAILABLE.
// Like the model, the walk types the new tag as printed (grouped, lower case) with a padded
// serial, and the held tag with dashes. The held tag is another event's, registered by the
// customer before the page opens; a tag "held by the caller" unknown to the page is one the
// customer registers on the side after the page has read their registrations.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '../../core/contracts/endpoints';
import {
  BAND_READ,
  EVENT_NOT_FOUND,
  TAG_ALREADY_REGISTERED_TITLE,
  tagClaimFailedMessage,
  tagDialog,
  tagSearchFailedMessage,
} from '../../core/domain/messages';
import { formatTagNumber } from '../../core/domain/registration';
import type { ModelPath } from '../../test-support/charts/model-paths';
import { expectAlert, main } from './auth-pages';
import { nfcSerialOf, withStandInBandReader } from './band-reader';
import { confirmedCustomer } from './identity-users';
import { outputMatch } from './operator';
import { admin } from './operator-command';
import {
  back,
  blankLastName,
  button,
  CHART,
  closeDialog,
  customerCall,
  dialog,
  exhaustRegistrationLimit,
  field,
  PRODUCT,
  type Step,
  takes,
  type Walk,
  watchAuthorization,
} from './registration-walk';
import { signInWithTokens } from './sign-in';
import { expect } from './test';

interface Tag {
  uid: string;
  serial: string;
  eventId: string;
  eventName: string;
}

export interface TagWalk extends Walk {
  tag: Tag;
  /** The customer's registered tag at another event, when the path types it. */
  held: Tag | null;
  authorization: () => Promise<string>;
  typed: 'none' | 'new' | 'held';
  shortSerial: boolean;
  blankLastName: boolean;
  /** The already-registered dialog names the held tag's registration (the pre-check found it). */
  heldShown: boolean;
}

// The statuses the walk can have the server answer, by how far the operator runs the event.
const ARRANGED: Record<string, { used: boolean; finished: boolean }> = {
  'findRegistration done AVAILABLE': { used: true, finished: true },
  'findRegistration done CLAIMED_BY_CALLER': { used: true, finished: true },
  'findRegistration done NOT_USED': { used: false, finished: true },
  'findRegistration done EVENT_NOT_FINISHED': { used: true, finished: false },
};

function arrangedTag(path: ModelPath) {
  const found = path.steps.filter((step) => step.label.startsWith('findRegistration done'));
  const rows = [...new Set(found.map((step) => step.label))].map((label) => {
    const row = ARRANGED[label];
    if (!row) throw new Error(`The walk cannot have the server answer "${label}"`);
    return row;
  });
  const [first = { used: true, finished: true }, ...others] = rows;
  if (others.some((row) => row.used !== first.used || row.finished !== first.finished)) {
    throw new Error('One tag cannot answer both statuses');
  }
  return first;
}

/** An event of its own, run to FINISHED (or STARTED), with one tag topped up in cash (or not). */
async function issueTag(name: string, { used, finished }: { used: boolean; finished: boolean }) {
  const id = randomUUID().slice(0, 6).toUpperCase();
  const eventName = `${name} ${id}`;
  const uid = `04${randomBytes(6).toString('hex').toUpperCase()}`;
  const serial = String(100 + (randomBytes(2).readUInt16BE() % 900));
  const eventId = outputMatch(
    await admin('event', 'create', '--name', eventName, '--contract-code', `G${id}`),
    /Created event (\S+)/,
  );
  await admin('event', 'state', eventId, 'PUBLISHED');
  await admin('tag', 'issue', eventId, '--uid', uid, '--serial', serial);
  await admin('event', 'state', eventId, 'STARTED');
  if (used) {
    await admin('tap', 'topup', eventId, '--uid', uid, '--amount', '20.00', '--method', 'cash');
  }
  if (finished) await admin('event', 'state', eventId, 'FINISHED');
  return { uid, serial, eventId, eventName };
}

/** Registers `tag` to the signed-in customer outside the page, as another tab of theirs would. */
async function registerAside(walk: Walk, authorization: string, tag: Tag): Promise<void> {
  const { customer } = walk;
  const found = await customerCall<{ status: string }>(
    walk,
    authorization,
    ENDPOINTS.cardFind.path,
    {
      uid: tag.uid,
      serial: tag.serial,
      firstName: customer.givenName,
      lastName: customer.familyName,
      email: customer.email,
    },
  );
  expect(found.status).toBe('AVAILABLE');
  await customerCall(walk, authorization, ENDPOINTS.cardClaim.path, {
    uid: tag.uid,
    eventId: tag.eventId,
    serial: tag.serial,
  });
}

/** The path's tags, the customer signed in on the tag search with the form prefilled. */
export async function openTagSearch(
  page: Page,
  walk: Pick<Walk, 'request' | 'testInfo' | 'path'>,
): Promise<TagWalk> {
  const { request, path } = walk;
  const customer = await confirmedCustomer(request, 'tagwalk');
  const tag = await issueTag('Tag Walk', arrangedTag(path));
  const held = takes(path, 'edit held tag')
    ? await issueTag('Held Tag Walk', { used: true, finished: true })
    : null;
  const authorization = watchAuthorization(page);
  // As on Chrome for Android, so the form offers to read the band (issue #26 Tap to fill).
  await withStandInBandReader(page);
  await signInWithTokens(page, request, customer);
  const tagWalk: TagWalk = {
    ...walk,
    page,
    next: undefined,
    state: 'editing.idle',
    customer,
    eventId: tag.eventId,
    eventName: tag.eventName,
    tag,
    held,
    authorization,
    typed: 'none',
    shortSerial: false,
    blankLastName: false,
    heldShown: false,
  };
  if (held) {
    // Registered before the page opens, so the session's registrations hold it.
    // The customer's row exists once the session's profile call has answered.
    const profiled = page.waitForResponse(
      (response) => response.url().endsWith(ENDPOINTS.profileLogin.path) && response.ok(),
    );
    await page.goto('/home');
    await profiled;
    await registerAside(tagWalk, await authorization(), held);
  }
  await page.goto('/event/register/tag');
  await expect(page.locator(`[data-chart="${CHART}"]`)).toHaveAttribute(
    'data-state',
    'editing.idle',
  );
  await expect(field(page, 'Email')).toHaveValue(customer.email);
  await expect(field(page, 'Last Name')).toHaveValue(customer.familyName);
  return tagWalk;
}

function heldOf(walk: TagWalk): Tag {
  if (!walk.held) throw new Error('The path types a held tag but its setup made none');
  return walk.held;
}

async function expectInvalid(walk: TagWalk): Promise<void> {
  const { page } = walk;
  await expect(dialog(page)).toHaveCount(0);
  const expectMessage = async (message: string, shown: boolean) =>
    expect(main(page).getByText(message)).toHaveCount(shown ? 1 : 0);
  await expectMessage('Enter the 14 characters of your tag number', walk.typed === 'none');
  await expectMessage(
    'Enter the serial number: 3 to 6 characters',
    walk.typed === 'none' || walk.shortSerial,
  );
  await expectMessage('Last Name is required', walk.blankLastName);
}

async function expectAlreadyRegistered(page: Page, eventName: string | null): Promise<void> {
  const shown = dialog(page);
  await expect(shown.getByRole('heading', { name: TAG_ALREADY_REGISTERED_TITLE })).toBeVisible();
  const event = eventName ? ` for ${eventName}` : '';
  await expect(shown).toContainText(
    `This tag is already registered to your account${event}. Open its wallet to see your balance.`,
  );
  await expect(shown.getByRole('button', { name: 'Go to Wallet' })).toBeVisible();
}

function expectFound(status: string): Step<TagWalk> {
  return async ({ page, tag }) => {
    const shown = dialog(page);
    const { title, body, canRegister } = tagDialog(status, { product: PRODUCT });
    await expect(shown.getByRole('heading', { name: title })).toBeVisible();
    await expect(shown.getByText(body)).toBeVisible();
    await expect(shown.getByText(`Tag Number: ${formatTagNumber(tag.uid)}`)).toBeVisible();
    const register = shown.getByRole('button', { name: 'Register Tag' });
    await expect(register).toHaveCount(canRegister ? 1 : 0);
  };
}

export const TAG_STEPS: Record<string, Step<TagWalk>> = {
  'edit new tag': async (walk) => {
    const { page, tag } = walk;
    await field(page, 'Tag Number').fill(formatTagNumber(tag.uid).toLowerCase());
    await expect(field(page, 'Tag Number')).toHaveValue(formatTagNumber(tag.uid));
    await field(page, 'Serial Number').fill(` ${tag.serial} `);
    walk.typed = 'new';
    walk.shortSerial = false;
  },
  'edit held tag': async (walk) => {
    const { uid } = heldOf(walk);
    const dashed = `${uid.slice(0, 2)}-${uid.slice(2, 6)}-${uid.slice(6, 10)}-${uid.slice(10)}`;
    await field(walk.page, 'Tag Number').fill(dashed);
    await expect(field(walk.page, 'Tag Number')).toHaveValue(formatTagNumber(uid));
    walk.typed = 'held';
  },
  'open band reader': async ({ page }) => {
    await button(page, BAND_READ.offer).click();
    await expect(
      main(page).getByRole('status').filter({ hasText: BAND_READ.waiting }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.bandReader.scanning())).toBe(1);
  },
  'close band reader': async ({ page }) => {
    await button(page, BAND_READ.cancel).click();
    await expect(button(page, BAND_READ.offer)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.bandReader.scanning())).toBe(0);
  },
  'read band': async (walk) => {
    const { page, tag } = walk;
    await page.evaluate((serial) => window.bandReader.tap(serial), nfcSerialOf(tag.uid));
    await expect(field(page, 'Tag Number')).toHaveValue(formatTagNumber(tag.uid));
    await expect(button(page, BAND_READ.offer)).toBeVisible();
    walk.typed = 'new';
  },
  'read other chip': async ({ page }) => {
    await page.evaluate(() => window.bandReader.tap('04:12:34:56'));
    await expect(page.getByRole('alert').filter({ hasText: BAND_READ.unreadable })).toBeVisible();
    await expect(button(page, BAND_READ.offer)).toBeVisible();
  },
  'band reader failed': async ({ page }) => {
    await page.evaluate(() => window.bandReader.fail());
    await expect(page.getByRole('alert').filter({ hasText: BAND_READ.failed })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.bandReader.scanning())).toBe(0);
  },
  'edit short serial': async (walk) => {
    await field(walk.page, 'Serial Number').fill('12');
    walk.shortSerial = true;
  },
  'edit blank last name': async (walk) => {
    await blankLastName(walk.page);
    walk.blankLastName = true;
  },
  find: async (walk) => {
    const { page, next } = walk;
    if (next === 'findRegistration error')
      await exhaustRegistrationLimit(walk, await walk.authorization());
    if (next === 'findRegistration done CLAIMED_BY_CALLER') {
      await registerAside(walk, await walk.authorization(), walk.tag);
    }
    await button(page, 'Find Tag').click();
    if (walk.state === 'editing.idle') await expectInvalid(walk);
    if (walk.state === 'dialog.alreadyRegistered') {
      await expectAlreadyRegistered(page, heldOf(walk).eventName);
      walk.heldShown = true;
    }
  },
  'findRegistration error': async ({ page }) => {
    const shown = dialog(page);
    await expect(shown.getByRole('heading', { name: 'Tag Search Failed' })).toBeVisible();
    await expect(shown.getByText(tagSearchFailedMessage(PRODUCT))).toBeVisible();
    await expect(shown).toContainText(/429 : Rate limit exceeded/);
  },
  'findRegistration done AVAILABLE': expectFound('AVAILABLE'),
  'findRegistration done NOT_USED': expectFound('NOT_USED'),
  'findRegistration done EVENT_NOT_FINISHED': expectFound('EVENT_NOT_FINISHED'),
  // The server's answer names no registration of the page's, so the dialog names no event.
  'findRegistration done CLAIMED_BY_CALLER': async (walk) => {
    await expectAlreadyRegistered(walk.page, null);
    walk.heldShown = false;
  },
  claim: async (walk) => {
    if (walk.next === 'claimRegistration error') {
      // The event is archived while the dialog is open: its tags can no longer be registered.
      await admin('event', 'state', walk.eventId, 'CLOSED');
      await admin('event', 'state', walk.eventId, 'ARCHIVED');
    }
    await dialog(walk.page).getByRole('button', { name: 'Register Tag' }).click();
  },
  'claimRegistration error': async ({ page }) => {
    const shown = dialog(page);
    await expect(shown.getByRole('heading', { name: 'Tag Registration Failed' })).toBeVisible();
    await expect(shown.getByText(tagClaimFailedMessage(PRODUCT))).toBeVisible();
    await expect(shown).toContainText(/409 : /);
  },
  'claimRegistration done': async ({ page, eventName }) => {
    await expect(page).toHaveURL(/\/home$/);
    const card = page.getByTestId('registration-card').filter({ hasText: eventName });
    await expect(card.getByTestId('card-banner')).toHaveText('Refund Available');
  },
  'go to wallet': async (walk) => {
    const { page } = walk;
    await dialog(page).getByRole('button', { name: 'Go to Wallet' }).click();
    if (walk.heldShown) {
      await expect(page).toHaveURL(/\/event\/wallet\?registration=[\w-]+$/);
      await expect(
        main(page).getByRole('heading', { level: 1, name: heldOf(walk).eventName }),
      ).toBeVisible();
      return;
    }
    // No registration is named, so the wallet screen reports it missing and goes home.
    await expectAlert(page, EVENT_NOT_FOUND.title, EVENT_NOT_FOUND.body);
    await expect(page).toHaveURL(/\/home$/);
  },
  'close dialog': async ({ page }) => closeDialog(page),
  back: async ({ page }) => back(page),
};
