// The operator's view of the wrong serials counted per band (server/repositories/band-guesses.ts):
// which bands are being guessed or are locked, and lifting a lock, e.g. for a customer who
// mistyped their own band's serial.
import { isValidTagNumber, normaliseTagNumber } from '../../core/domain/registration';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';

export interface BandGuessReport {
  uid: string;
  wrongLastHour: number;
  wrongLastDay: number;
  lastWrongAt: Date | null;
  /** Null when the band answers its searches. */
  lockedUntil: Date | null;
  /** Searches and claims answered "not found" because the band was locked. */
  refused: number;
}

function bandUid(uid: string): string {
  if (!isValidTagNumber(uid))
    throw new HttpError(400, `uid must be 14 letters or digits, got "${uid}"`);
  return normaliseTagNumber(uid);
}

/**
 * The bands with a wrong serial in the last day or a lock in force, the locked first; with uid,
 * that band only (answered even when nothing is counted against it).
 */
export async function bandGuessReports(q: Queryable, uid?: string): Promise<BandGuessReport[]> {
  const key = uid === undefined ? null : bandUid(uid);
  const rows = await q.query<BandGuessReport>(
    `select b.uid,
       (select count(*) from unnest(b.wrong_at) as t where t > now() - interval '1 hour')::integer
         as "wrongLastHour",
       (select count(*) from unnest(b.wrong_at) as t where t > now() - interval '1 day')::integer
         as "wrongLastDay",
       b.wrong_at[cardinality(b.wrong_at)] as "lastWrongAt",
       case when b.locked_until > now() then b.locked_until end as "lockedUntil",
       b.refused
     from band_guesses b
     where case when $1::text is null
       then b.locked_until > now() or b.wrong_at[cardinality(b.wrong_at)] > now() - interval '1 day'
       else b.uid = $1 end
     order by b.locked_until > now() desc nulls last, b.uid`,
    [key],
  );
  if (key !== null && rows.length === 0) {
    return [
      {
        uid: key,
        wrongLastHour: 0,
        wrongLastDay: 0,
        lastWrongAt: null,
        lockedUntil: null,
        refused: 0,
      },
    ];
  }
  return rows;
}

/** Forgets the band's wrong serials and lifts its lock; false when nothing was counted. */
export async function clearBandGuesses(q: Queryable, uid: string): Promise<boolean> {
  const rows = await q.query('delete from band_guesses where uid = $1 returning uid', [
    bandUid(uid),
  ]);
  return rows.length > 0;
}
