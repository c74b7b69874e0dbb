import { test as base } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * Playwright's test, aimed at the stack that global-setup.ts started for this run. Every test
 * that opened a page of the app ends with an axe-core check of where it left that page.
 */
export const test = base.extend<{ axeAtEnd: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the specs through playwright.config.ts');
    await use(url);
  },
  axeAtEnd: [
    async ({ page, baseURL }, use, testInfo) => {
      await use(undefined);
      // A failed test already says what broke; a page that never left about:blank has no app.
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (!baseURL || !page.url().startsWith(baseURL)) return;
      await expectNoAxeViolations(page, `${page.url()} (end of test)`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
