// The browser walks must take every transition of their machine. GUARDED lists the machines whose
// walk does so today; for the others `npm run qa -- cover <m>` lists what is missed and which
// generated paths would take it. Once a walk is complete its machine must join GUARDED, so the
// guard cannot silently stay off.
import { describe, expect, it } from 'vitest';
import { QA_MACHINES } from './machines';
import { missedByWalk } from './walk-cover';

const GUARDED = [
  'top-up',
  'refund',
  'ticket-registration',
  'tag-registration',
  'profile',
  'wallet',
  'top-up-page',
  'refund-page',
];

async function missed(name: string): Promise<string[]> {
  const qa = QA_MACHINES.find((machine) => machine.name === name);
  if (!qa) throw new Error(`No QA machine "${name}"`);
  return missedByWalk(qa);
}

describe('browser walks take every transition', () => {
  for (const name of GUARDED) {
    it(`${name}: its browser walk misses no transition`, async () => {
      expect(await missed(name)).toEqual([]);
    });
  }

  it('guards exactly the machines whose browser walk is complete', async () => {
    const complete: string[] = [];
    for (const qa of QA_MACHINES) if ((await missed(qa.name)).length === 0) complete.push(qa.name);
    expect(complete.sort()).toEqual([...GUARDED].sort());
  });
});
