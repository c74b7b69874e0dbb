// The customer call is the one every open Home screen repeats, so a server keeps each
// customer's registrations in memory. Triggers record every change that a list shows in the
// transaction of the change itself (migrations 006 and 007), whichever code or tool writes, so
// a change shows on the very next call, from any server instance sharing the database:
// - on PostgreSQL, where other instances and tools write too, the server asks for the
//   customer's version (one row by unique key) and answers from memory while it is the one kept;
// - on the embedded database, where every writer is this process, the triggers' notices tell it
//   which lists to drop, so an unchanged list is answered without a query.
import { BoundedCache } from '../cache/bounded-cache';
import type { Database, Queryable } from '../db/database';
import { listRegistrations, type RegistrationRecord } from './registration-list';

export type RegistrationLister = (sub: string) => Promise<RegistrationRecord[]>;

/** Migration 007's channel: the sub whose list changed, or '' for a change to anyone's. */
export const REGISTRATION_NOTICES = 'registrations_changed';

interface Version {
  customer: number;
  shared: number;
}

interface Kept {
  version: Version;
  records: RegistrationRecord[];
}

const VERSION = `
  select c.registrations_version as customer, g.generation as shared
  from customers c cross join registration_generation g
  where c.sub = $1`;

export async function cachedRegistrationLister(
  db: Database,
  capacity = 10_000,
): Promise<RegistrationLister> {
  if (db.listen) return noticedLister(db, db.listen.bind(db), capacity);
  return versionedLister(db, capacity);
}

/**
 * At most two queries a call: the version, and the list when the version is not the one kept.
 * The version is read before the list, so a list kept under a version is never older than it;
 * a change in between only makes the next call read the list again.
 */
function versionedLister(db: Queryable, capacity: number): RegistrationLister {
  const kept = new BoundedCache<string, Kept>(capacity);
  return async (sub) => {
    const [version] = await db.query<Version>(VERSION, [sub]);
    // No customer yet: nothing to list, and nothing worth keeping.
    if (!version) return [];
    const known = kept.get(sub);
    if (known && sameVersion(known.version, version)) return known.records;
    const records = await listRegistrations(db, sub);
    kept.set(sub, { version, records });
    return records;
  };
}

/**
 * No query while a list is kept; one to read it again after a notice dropped it. A notice that
 * arrives while a list is being read may be about a change the list missed, so that list is
 * answered but not kept; one that arrives after it was kept drops it.
 */
async function noticedLister(
  db: Queryable,
  listen: NonNullable<Database['listen']>,
  capacity: number,
): Promise<RegistrationLister> {
  const kept = new BoundedCache<string, RegistrationRecord[]>(capacity);
  let notices = 0;
  await listen(REGISTRATION_NOTICES, (sub) => {
    notices += 1;
    if (sub) kept.delete(sub);
    else kept.clear();
  });
  return async (sub) => {
    const known = kept.get(sub);
    if (known) return known;
    const before = notices;
    const records = await listRegistrations(db, sub);
    if (notices === before) kept.set(sub, records);
    return records;
  };
}

function sameVersion(a: Version, b: Version): boolean {
  return a.customer === b.customer && a.shared === b.shared;
}
