// What the lost-band specs do on the real stack and read off its screens: a band reported lost
// from its wallet through the confirmation dialog, a new band issued at the info desk (the
// operator's `tag issue`), and its number and serial typed on the move page.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LOST_BAND_TEXT as TEXT } from '../../core/domain/lost-band-texts';
import { main } from './auth-pages';
import { admin } from './operator-command';
import { expect } from './test';

export const NEW_BAND_SERIAL = '654';

export const reportButton = (page: Page) =>
  main(page).getByRole('button', { name: TEXT.report, exact: true });
export const reportDialog = (page: Page) => page.getByRole('dialog', { name: TEXT.reportTitle });
export const moveLink = (page: Page) =>
  main(page).getByRole('link', { name: TEXT.move, exact: true });
export const moveDialog = (page: Page) => page.getByRole('dialog', { name: TEXT.moveConfirmTitle });
export const blockedNotice = (page: Page) => page.getByTestId('band-blocked');
export const tagNumberField = (page: Page) =>
  main(page).getByRole('textbox', { name: 'Tag Number' });
export const serialField = (page: Page) =>
  main(page).getByRole('textbox', { name: 'Serial Number' });

/** A band the info desk hands out for the event: issued with its wallet, no one's yet. */
export async function issueNewBand(eventId: string): Promise<string> {
  const uid = `04${randomBytes(6).toString('hex').toUpperCase()}`;
  await admin('tag', 'issue', eventId, '--uid', uid, '--serial', NEW_BAND_SERIAL);
  return uid;
}

/** From the wallet page, 'Report Band Lost' and its dialog, not yet confirmed. */
export async function openReportDialog(page: Page): Promise<void> {
  await reportButton(page).click();
  await expect(reportDialog(page)).toContainText(TEXT.reportBody);
}

export async function confirmReport(page: Page): Promise<void> {
  await reportDialog(page).getByRole('button', { name: TEXT.reportConfirm }).click();
}

/** On the move page: the new band's number and serial as the customer types them. */
export async function typeNewBand(page: Page, uid: string, serial: string): Promise<void> {
  await tagNumberField(page).fill(uid);
  await serialField(page).fill(serial);
}

export async function submitMove(page: Page): Promise<void> {
  await main(page).getByRole('button', { name: TEXT.moveSubmit, exact: true }).click();
}

export async function confirmMove(page: Page): Promise<void> {
  await moveDialog(page).getByRole('button', { name: TEXT.moveConfirm }).click();
}
