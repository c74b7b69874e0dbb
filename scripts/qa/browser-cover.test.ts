// The browser walks must take every transition of their machine: for each machine of
// `npm run qa`, the transitions its walk's paths take are counted against the chart's own
// (`npm run qa -- cover <m>` lists any missed, and which generated paths would take them).
import { describe, expect, it } from 'vitest';
import { QA_MACHINES } from './machines';
import { missedByWalk } from './walk-cover';

describe('browser walks take every transition', () => {
  for (const qa of QA_MACHINES) {
    it(`${qa.name}: its browser walk misses no transition`, async () => {
      expect(await missedByWalk(qa)).toEqual([]);
    });
  }
});
