// The browser walks must take every transition of their machine: for each machine of
// `npm run qa`, the transitions its walk's paths take are counted against the chart's own
// (`npm run qa -- cover <m>` lists any missed, and which generated paths would take them).
import { describe, expect, it } from 'vitest';
import { QA_MACHINES } from './machines';
import { missedByWalk } from './walk-cover';

// Replaying every generated path of the auth chart (some 3 700) takes 30 s on an idle machine
// and 70 s beside the rest of the suite on two cores: the check counts transitions, not time.
const REPLAY_TIMEOUT_MS = 240_000;

describe('browser walks take every transition', () => {
  for (const qa of QA_MACHINES) {
    it(`${qa.name}: its browser walk misses no transition`, {
      timeout: REPLAY_TIMEOUT_MS,
    }, async () => {
      expect(await missedByWalk(qa)).toEqual([]);
    });
  }
});
