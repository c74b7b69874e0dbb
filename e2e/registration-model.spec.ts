// Generated paths of the registration statechart's two models (src/features/registration/chart/
// registration-model.ts: the ticket search and the tag search), walked in the real browser
// against the real stack. The paths walked are the greedy cover of each model's generated paths:
// together they take every transition either kind can take (scripts/qa/walk-cover.ts). Each step
// label becomes what the customer does or, for a call's outcome, what the page must show next;
// the operator CLI and the customer's own calls on the side provoke what the server decides
// (support/ticket-registration-steps.ts, support/tag-registration-steps.ts).
//
// A path that opens the camera and reads or closes it runs in a browser of its own whose fake
// camera plays the path's ticket (or a blank sheet); refusing the camera is the project's
// browser, which has none.

import { registrationModels } from '../src/features/registration/chart/registration-model';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import type { ModelPath } from '../test-support/charts/model-paths';
import {
  expectCleanEnd,
  pageWithCamera,
  takes,
  type WalkPage,
  walkPath,
} from './support/registration-walk';
import { openTagSearch, TAG_STEPS } from './support/tag-registration-steps';
import { test } from './support/test';
import { openTicketSearch, planTicket, TICKET_STEPS } from './support/ticket-registration-steps';

const usesCamera = (path: ModelPath) => takes(path, 'scan ticket') || takes(path, 'close camera');

test.describe('registration model paths @desktop', () => {
  for (const path of walkedPaths(registrationModels.ticket)) {
    test(`ticket ${path.title}`, async ({ page, request, playwright, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      const plan = planTicket();
      let camera: WalkPage | null = null;
      if (usesCamera(path)) {
        if (takes(path, 'deny camera'))
          throw new Error('One browser cannot both grant and lack a camera');
        const shown = takes(path, 'scan ticket') ? plan.ticket : null;
        camera = await pageWithCamera(playwright.chromium, testInfo, shown);
      }
      try {
        const walk = await openTicketSearch(
          camera?.page ?? page,
          { request, testInfo, path },
          plan,
        );
        await walkPath(walk, TICKET_STEPS);
        if (camera) await expectCleanEnd(camera, baseURL ?? '');
      } finally {
        await camera?.close();
      }
    });
  }

  for (const path of walkedPaths(registrationModels.tag)) {
    test(`tag ${path.title}`, async ({ page, request }, testInfo) => {
      test.setTimeout(90_000);
      const walk = await openTagSearch(page, { request, testInfo, path });
      await walkPath(walk, TAG_STEPS);
    });
  }
});
