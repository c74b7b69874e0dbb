import type { Page } from '@playwright/test';
import { main } from './auth-pages';

/**
 * The requester's details the refund form cannot take from the test customer's profile: its
 * surname carries digits, which a refund's name may not, and it has no phone.
 */
export async function fillRequester(page: Page): Promise<void> {
  await main(page)
    .getByRole('textbox', { name: /^Last Name/ })
    .fill('Tester');
  await main(page)
    .getByRole('textbox', { name: /^Phone/ })
    .fill('021 555 0123');
}
