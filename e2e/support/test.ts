import { test as base } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const SCRIPT_ERROR = /^(Uncaught )?(TypeError|ReferenceError|RangeError|SyntaxError)\b/;

/**
 * Playwright's test, aimed at the stack that global-setup.ts started for this run. Every test
 * that opened a page of the app ends with an axe-core check of where it left that page, and
 * fails on anything the Content-Security-Policy blocked and on any script error.
 */
export const test = base.extend<{
  cspViolations: string[];
  scriptErrors: string[];
  axeAtEnd: undefined;
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the specs through playwright.config.ts');
    await use(url);
  },
  // Every spec doubles as a check of the content security policy: anything the policy blocked
  // is reported on the console, and the test fails with what it was.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          violations.push(message.text());
        }
      });
      await use(violations);
      base.expect(violations, 'blocked by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  // A script error the app threw, or one React caught while rendering and logged, fails the
  // test even when the screen recovered: the customer may have seen a blank or broken page.
  scriptErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error' && SCRIPT_ERROR.test(message.text())) {
          errors.push(message.text());
        }
      });
      await use(errors);
      base.expect(errors, 'script errors on the page').toEqual([]);
    },
    { auto: true },
  ],
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
