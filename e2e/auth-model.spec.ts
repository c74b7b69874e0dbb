// The auth statechart's generated paths (src/features/auth/chart/auth-model.ts) walked in Chromium against
// the real stack: the greedy cover of the paths the local stack can produce
// (e2e/support/auth-walk-scope.ts), so every transition they take is taken in the browser. Each
// step label becomes what a customer does (fill a form, press a button, open an address) or, for
// an identity or API call's outcome, what the screen must show next (e2e/support/auth-steps-*.ts).
//
// Every answer comes from the real identity (cognito-local) and API, except network failures:
// those are made with Playwright's page.route aborting the request (the identity library's or the
// flows' chunk, the post-login API calls), which is exactly what the browser sees when the
// network drops. The failures the identity gives come from real accounts: a taken or unknown
// e-mail, a wrong code or password, an operator-created or deleted account, and a full session
// storage for leaving to the hosted sign-in.

import { CLAIM_STEPS } from './support/auth-steps-claim';
import { ENTRY_STEPS } from './support/auth-steps-entry';
import { FORM_STEPS } from './support/auth-steps-forms';
import { walkAuthPath } from './support/auth-walk';
import { authWalkedPaths } from './support/auth-walk-scope';
import { test } from './support/test';

const STEPS = { ...ENTRY_STEPS, ...FORM_STEPS, ...CLAIM_STEPS };

// Walked once, at desktop width. The walk holds the page's own requests (e2e/support/auth-walk.ts),
// which needs the service worker blocked (playwright.config.ts): its precache would answer them
// where page.route cannot see.

test.describe('auth model paths @desktop', () => {
  for (const path of authWalkedPaths()) {
    test(path.title, async ({ page, request }, testInfo) =>
      walkAuthPath(STEPS, path, page, request, testInfo),
    );
  }
});
