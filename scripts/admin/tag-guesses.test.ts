// Issue 23 finding 1: wrong band serials are counted per band across all customers and lock the
// band; the operator sees which bands are guessed or locked and lifts a lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../server/operator/events';
import { countWrongSerial, isBandLocked } from '../../server/repositories/band-guesses';
import { type AdminHarness, startAdminHarness } from './admin-test-support';
import { EXIT } from './run-admin';

const GUESSED = '04AB00000000A1';
const LOCKED = '04CD00000000C2';
const QUIET = '04EF00000000E3';

describe('tag guesses and tag unlock', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
    const event = await createEvent(h.db, {
      name: 'Guessing Games',
      currency: 'NZD',
      activationFeeOnlineCents: 400,
      creditCardFeeBp: 500,
      refundFeeOnlineCents: 250,
      contractCode: 'GG',
    });
    for (const uid of [GUESSED, LOCKED, QUIET]) {
      expect((await h.admin('tag', 'issue', event.id, '--uid', uid, '--serial', '4711')).code).toBe(
        EXIT.ok,
      );
    }
  });
  afterAll(() => h.dispose());

  it('says so when no band is being guessed', async () => {
    const { code, output } = await h.admin('tag', 'guesses');
    expect(code).toBe(EXIT.ok);
    expect(output).toContain('A band locks for 60 minutes after 5 wrong serials in an hour');
    expect(output).toContain('No band has had a wrong serial in the last day, and none is locked.');
  });

  it('lists the guessed bands, the locked first, with their counts', async () => {
    // What the band search and claim record for wrong serials, whoever sends them.
    for (let i = 0; i < 3; i += 1) await countWrongSerial(h.db, GUESSED);
    for (let i = 0; i < 7; i += 1) await countWrongSerial(h.db, LOCKED.toLowerCase());
    expect(await isBandLocked(h.db, LOCKED)).toBe(true);

    const { code, output } = await h.admin('tag', 'guesses');
    expect(code).toBe(EXIT.ok);
    const lines = output.split('\n');
    const header = lines.findIndex((line) => line.startsWith('UID'));
    expect(lines[header]).toMatch(
      /^UID +LOCKED UNTIL +WRONG 1H +WRONG 24H +LAST WRONG +REFUSED WHILE LOCKED$/,
    );
    // Two wrong serials came while it was locked and one search met the lock: 3 refused.
    expect(lines[header + 1]).toMatch(
      new RegExp(`^${LOCKED} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC +5 +5 +\\d{4}-.+ UTC +3$`),
    );
    expect(lines[header + 2]).toMatch(
      new RegExp(`^${GUESSED} +not locked +3 +3 +\\d{4}-.+ UTC +0$`),
    );
    expect(lines).toHaveLength(header + 3);
  });

  it('shows one band, however its uid is typed, also one nobody guessed', async () => {
    let { code, output } = await h.admin('tag', 'guesses', '04cd 0000 0000 c2');
    expect(code).toBe(EXIT.ok);
    expect(output).toContain(LOCKED);
    expect(output).not.toContain(GUESSED);
    ({ code, output } = await h.admin('tag', 'guesses', QUIET));
    expect(code).toBe(EXIT.ok);
    expect(output).toMatch(new RegExp(`${QUIET} +not locked +0 +0 +- +0`));
  });

  it('lifts the lock and forgets the wrong serials', async () => {
    let { code, output } = await h.admin('tag', 'unlock', LOCKED);
    expect(code).toBe(EXIT.ok);
    expect(output).toBe(
      'Cleared band 04 CD00 0000 00C2: its wrong serials are forgotten, its searches answer again.',
    );
    expect(await isBandLocked(h.db, LOCKED)).toBe(false);
    ({ output } = await h.admin('tag', 'guesses', LOCKED));
    expect(output).toMatch(new RegExp(`${LOCKED} +not locked +0 +0 +- +0`));

    ({ code, output } = await h.admin('tag', 'unlock', LOCKED));
    expect(code).toBe(EXIT.ok);
    expect(output).toBe('Band 04 CD00 0000 00C2 had no wrong serials counted; nothing to clear.');
  });

  it.each([
    [['tag', 'unlock', '04CD'], EXIT.refused, 'uid must be 14 letters or digits, got "04CD"'],
    [['tag', 'guesses', 'nonsense'], EXIT.refused, 'uid must be 14 letters or digits'],
    [['tag', 'unlock'], EXIT.usage, 'Expected 1 argument(s) (<uid>), got 0'],
    [['tag', 'guesses', QUIET, GUESSED], EXIT.usage, 'Expected 0 to 1 argument(s)'],
  ])('refuses %j', async (argv, exit, message) => {
    const before = await h.db.query('select * from band_guesses order by uid');
    const { code, output } = await h.admin(...argv);
    expect(code).toBe(exit);
    expect(output).toContain(message);
    expect(await h.db.query('select * from band_guesses order by uid')).toEqual(before);
  });
});
