// Wrong serials counted per band (its uid) across every customer (migration 009). A band's uid is
// readable by any NFC phone, so its serial is the only secret; free accounts make a limit per
// customer no limit at all. After a few wrong serials the band is locked: every search and claim
// of it answers "not found", a right serial too, so that guessing on learns nothing.
import { normaliseTagNumber } from '../../core/domain/registration';
import type { Queryable } from '../db/database';

export interface BandGuessLimits {
  /** Wrong serials in any hour before the band locks for lockMinutes. */
  perHour: number;
  lockMinutes: number;
  /**
   * Wrong serials in any 24 hours, however many accounts send them: with 50, a 4-digit serial
   * (10 000 values) survives a day of guessing at full speed with odds of 1 − 50/10 000 = 99.5 %.
   */
  perDay: number;
}

export const BAND_GUESS_LIMITS: BandGuessLimits = { perHour: 5, lockMinutes: 60, perDay: 50 };

// The band's log once this wrong serial is added: the last day's entries, oldest first, and now.
const LOG_WITH_THIS_ONE = `(array(select t from unnest(b.wrong_at) as t
  where t > now() - interval '1 day' order by t) || now())`;

/**
 * When a band whose log reads `log` unlocks: an hour's worth locks it for a while; a day's worth
 * until the oldest of them is a day old, so that no 24 hours take more than the ceiling. Null
 * when neither is reached.
 */
function lockedUntil(log: string): string {
  return `greatest(
    case when (select count(*) from unnest(${log}) as t where t > now() - interval '1 hour')
      >= $3::integer then now() + make_interval(mins => $5::integer) end,
    case when cardinality(${log}) >= $4::integer
      then (${log})[cardinality(${log}) - $4::integer + 1] + interval '1 day' end)`;
}

const OPEN = '(b.locked_until is null or b.locked_until <= now())';

// One statement, so concurrent wrong serials queue on the band's row and each one sees the
// count the one before it left: a lock cannot be overtaken, whatever the number of instances.
// Only a uid that some tag has gets a row, so made-up uids leave nothing behind. A wrong serial
// sent while the band is locked is not taken: it tells the sender nothing, and is only counted
// as refused.
const COUNT_WRONG_SERIAL = `
  insert into band_guesses as b (uid, wrong_at, locked_until)
  select $1, array[now()], ${lockedUntil('array[now()]')}
  where exists (select 1 from tags where uid = any($2::text[]))
  on conflict (uid) do update set
    wrong_at = case when ${OPEN} then ${LOG_WITH_THIS_ONE} else b.wrong_at end,
    locked_until = case when ${OPEN} then ${lockedUntil(LOG_WITH_THIS_ONE)} else b.locked_until end,
    refused = b.refused + case when ${OPEN} then 0 else 1 end`;

/** The band's key: the uid as the search normalises it, whatever case the tag was issued in. */
function bandKey(uid: string): string {
  return normaliseTagNumber(uid);
}

/** Records a wrong serial entered for the band with this uid (nothing when no band has it). */
export async function countWrongSerial(q: Queryable, uid: string): Promise<void> {
  const key = bandKey(uid);
  const { perHour, perDay, lockMinutes } = BAND_GUESS_LIMITS;
  await q.query(COUNT_WRONG_SERIAL, [key, [key, key.toLowerCase()], perHour, perDay, lockMinutes]);
}

/**
 * Whether the band is locked now; a search or claim it refuses is counted. A right serial reads
 * this after the wrong serials committed before it, so it is found only while fewer than the
 * limit were taken.
 */
export async function isBandLocked(q: Queryable, uid: string): Promise<boolean> {
  const rows = await q.query(
    `update band_guesses set refused = refused + 1
     where uid = $1 and locked_until > now() returning uid`,
    [bandKey(uid)],
  );
  return rows.length > 0;
}
