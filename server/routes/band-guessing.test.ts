// Issue 23 finding 1: searches were limited per customer only, and accounts are free, so 32–131
// fresh accounts found a band's 4-digit serial in seconds, then claimed the band and lodged its
// refund. Wrong serials now count per band across every customer (migration 009).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bandGuessReports, clearBandGuesses } from '../operator/band-guesses';
import { BAND_GUESS_LIMITS } from '../repositories/band-guesses';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';
import { testConfig } from '../test-support/test-config';
import { DEFAULT_REGISTRATION_RATE_LIMIT } from './customer-api';

const FIND = '/api/private/registration/card/find';
const CLAIM = '/api/private/registration/card/claim';
const PERSON = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
const SERIAL = '4711';

let bands = 0;
let accounts = 0;

/** A new subject each time: what an attacker's free sign-ups give them. */
const freshAccount = () => {
  accounts += 1;
  return `guesser-${accounts}`;
};

/** 4-digit serials other than the band's, a different one per call. */
const wrongSerials = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => String(from + i).padStart(4, '0')).filter(
    (serial) => serial !== SERIAL,
  );

describe('guessing a band serial from many accounts', () => {
  let fx: ApiFixture;
  /** A second server instance on the same database. */
  let other: FastifyInstance;
  let finished: string;

  beforeAll(async () => {
    // The per-customer budget as served: it stays, and fresh accounts each get their own.
    fx = await startApiFixture({ registrationRateLimit: DEFAULT_REGISTRATION_RATE_LIMIT });
    other = await buildApp({
      config: testConfig({ IDENTITY_JWKS_URL: fx.identity.jwksUrl }),
      db: fx.db,
      verifyToken: fx.identity.verifyToken,
      logger: false,
      registrationRateLimit: DEFAULT_REGISTRATION_RATE_LIMIT,
    });
    finished = await fx.event({ name: 'Winter Beats', state: 'FINISHED' });
  });
  afterAll(async () => {
    await other.close();
    await fx.close();
  });

  /** A used band at the finished event, nobody's yet, its serial SERIAL. */
  async function band() {
    bands += 1;
    const uid = `04${bands.toString(16).toUpperCase().padStart(12, '0')}`;
    const { tagId, walletId } = await fx.tag(finished, uid, SERIAL);
    await fx.ledger(walletId as string, [{ totalCents: 4200 }]);
    return { uid, tagId, walletId: walletId as string };
  }

  const find = (sub: string, uid: string, serial: string) =>
    fx.post(sub, FIND, { uid, serial, ...PERSON });

  /** The same search through the other instance. */
  const findElsewhere = async (sub: string, uid: string, serial: string) =>
    other.inject({
      method: 'POST',
      url: FIND,
      headers: { authorization: `Bearer ${await fx.identity.sign({ sub })}` },
      payload: { uid, serial, ...PERSON },
    });

  const notFound = (uid: string) => ({
    tagId: null,
    uid,
    status: 'NOT_FOUND',
    eventId: null,
    claimedEmail: null,
  });

  const report = async (uid: string) => (await bandGuessReports(fx.db, uid))[0];

  const owner = async (walletId: string) =>
    (
      await fx.db.query<{ customer_id: string | null }>(
        'select customer_id from wallets where id = $1',
        [walletId],
      )
    )[0]?.customer_id;

  /** The band's clock moves on: its counted wrong serials and its lock are an hour older. */
  const hourPasses = (uid: string) =>
    fx.db.query(
      `update band_guesses set
         wrong_at = array(select t - interval '1 hour' from unnest(wrong_at) as t order by t),
         locked_until = locked_until - interval '1 hour'
       where uid = $1`,
      [uid],
    );

  it('locks the band after 5 wrong serials from 5 accounts: the right serial then reads as a wrong one', async () => {
    const { uid } = await band();
    for (const serial of wrongSerials(BAND_GUESS_LIMITS.perHour - 1)) {
      expect((await find(freshAccount(), uid, serial)).json()).toEqual(notFound(uid));
    }
    // Four wrong serials in: the band still answers.
    expect((await find(freshAccount(), uid, SERIAL)).json().status).toBe('AVAILABLE');
    await find(freshAccount(), uid, '9999');

    const right = await find(freshAccount(), uid, SERIAL);
    const wrong = await find(freshAccount(), uid, '9998');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual(notFound(uid));
    expect(right.body).toBe(wrong.body);
    expect(await report(uid)).toMatchObject({ wrongLastHour: 5, wrongLastDay: 5, refused: 2 });
    expect((await report(uid))?.lockedUntil).toBeInstanceOf(Date);
  });

  it('takes 5 wrong serials of 200 accounts guessing at once through two instances, and no more: the right serial is then not found', async () => {
    const { uid, walletId } = await band();
    const guessers = Array.from({ length: 200 }, freshAccount);
    await Promise.all(guessers.map((sub) => fx.signIn(sub, PERSON)));
    const serials = wrongSerials(201);

    // Each account sends a wrong serial, then the right one, half of them through each
    // instance: a right serial is found only while the band has taken fewer than 5 wrong
    // serials, and each finder's own wrong one came first.
    const answers = await Promise.all(
      guessers.map(async (sub, i) => {
        const search = i % 2 === 0 ? find : findElsewhere;
        const wrong = await search(sub, uid, serials[i] as string);
        const right = await search(sub, uid, SERIAL);
        return { sub, wrong, right };
      }),
    );
    expect(answers.every(({ wrong }) => wrong.statusCode === 200)).toBe(true);
    expect(answers.every(({ wrong }) => wrong.json().status === 'NOT_FOUND')).toBe(true);
    const finders = answers.filter(({ right }) => right.json().status !== 'NOT_FOUND');
    expect(finders.length).toBeLessThan(BAND_GUESS_LIMITS.perHour);

    const taken = await report(uid);
    expect(taken).toMatchObject({ wrongLastHour: 5, wrongLastDay: 5 });
    // Every other search met the lock: 195 wrong serials and the right ones not found.
    expect(taken?.refused).toBe(400 - 5 - finders.length);

    const late = freshAccount();
    await fx.signIn(late, PERSON);
    expect((await find(late, uid, SERIAL)).json()).toEqual(notFound(uid));
    // A finder's search earned a claim grant before the lock; the claim re-checks and refuses.
    for (const { sub } of finders) {
      const claim = await fx.post(sub, CLAIM, { uid, eventId: finished });
      expect(claim.statusCode).toBe(404);
    }
    expect(await owner(walletId)).toBeNull();
  });

  it('refuses a claim once the band is locked, though its search found the band, until the operator clears it', async () => {
    const { uid, walletId } = await band();
    const owner1 = freshAccount();
    await fx.signIn(owner1, PERSON);
    expect((await find(owner1, uid, SERIAL)).json().status).toBe('AVAILABLE');
    for (const serial of wrongSerials(BAND_GUESS_LIMITS.perHour)) {
      await find(freshAccount(), uid, serial);
    }
    const before = await fx.fingerprint();
    const claim = await fx.post(owner1, CLAIM, { uid, eventId: finished });
    expect(claim.statusCode).toBe(404);
    expect(claim.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Tag not found' });
    expect(await fx.fingerprint()).toBe(before);

    expect(await clearBandGuesses(fx.db, uid)).toBe(true);
    expect((await find(owner1, uid, SERIAL)).json().status).toBe('AVAILABLE');
    expect((await fx.post(owner1, CLAIM, { uid, eventId: finished })).statusCode).toBe(200);
    expect(await owner(walletId)).not.toBeNull();
  });

  it('counts a wrong serial sent with a claim like one in a search', async () => {
    const { uid } = await band();
    const sub = freshAccount();
    await fx.signIn(sub, PERSON);
    for (const serial of wrongSerials(BAND_GUESS_LIMITS.perHour)) {
      const claim = await fx.post(sub, CLAIM, { uid, eventId: finished, serial });
      expect(claim.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Tag not found',
      });
    }
    expect(await report(uid)).toMatchObject({ wrongLastHour: 5 });
    expect((await find(freshAccount(), uid, SERIAL)).json()).toEqual(notFound(uid));
  });

  it('counts the band whatever the case or spacing of its uid, and nothing for a uid no band has', async () => {
    const { uid } = await band();
    const spaced = `${uid.slice(0, 4)} ${uid.slice(4, 8)} ${uid.slice(8).toLowerCase()}`;
    for (const serial of wrongSerials(BAND_GUESS_LIMITS.perHour)) {
      await find(freshAccount(), spaced, serial);
    }
    expect((await find(freshAccount(), uid, SERIAL)).json()).toEqual(notFound(uid));

    const madeUp = '04FFFFFFFFFFFF';
    await find(freshAccount(), madeUp, '1234');
    const rows = await fx.db.query('select 1 from band_guesses where uid = $1', [madeUp]);
    expect(rows).toEqual([]);
  });

  it('takes at most 50 wrong serials in any 24 hours, whatever the number of accounts', async () => {
    const { uid } = await band();
    // One wrong serial, then from the 14th hour on 12 accounts a hour guessing at once: a day
    // counted from the first wrong serial would let the guessers have a day's worth at its end
    // and another at the start of the next.
    const guessersAt = (hour: number) => (hour === 0 ? 1 : hour < 14 ? 0 : 12);
    const takenPerHour: number[] = [];
    const rightFoundAt: number[] = [];
    for (let hour = 0; hour < 48; hour += 1) {
      if ((await find(freshAccount(), uid, SERIAL)).json().status !== 'NOT_FOUND') {
        rightFoundAt.push(hour);
      }
      await Promise.all(
        wrongSerials(guessersAt(hour), hour * 12).map((serial) =>
          find(freshAccount(), uid, serial),
        ),
      );
      takenPerHour.push((await report(uid))?.wrongLastHour ?? 0);
      await hourPasses(uid);
    }
    const quiet = (hours: number) => Array(hours).fill(0);
    const fives = Array(9).fill(5);
    // 5 an hour; at 50 in a day the band waits until the oldest of them is a day old.
    expect(takenPerHour).toEqual([1, ...quiet(13), ...fives, 4, 1, ...quiet(13), ...fives, 4]);
    for (let start = 0; start + 24 <= takenPerHour.length; start += 1) {
      const day = takenPerHour.slice(start, start + 24).reduce((sum, n) => sum + n, 0);
      expect(day).toBeLessThanOrEqual(BAND_GUESS_LIMITS.perDay);
    }
    // The right serial reads as not found for as long as the band is locked.
    const hours = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => from + i);
    expect(rightFoundAt).toEqual([...hours(0, 25), ...hours(38, 48)]);
  });
});
