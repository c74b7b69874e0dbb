// The customer call is the one every open Home screen repeats, so a server keeps each
// customer's registrations in memory and asks the database only for their version (one row by
// unique key) before answering from memory. The versions are bumped by triggers in the
// transaction of every change (migration 005), so a change shows on the very next call, from
// any server instance sharing the database.
import { BoundedCache } from '../cache/bounded-cache';
import type { Queryable } from '../db/database';
import { listRegistrations, type RegistrationRecord } from './registration-list';

export type RegistrationLister = (sub: string) => Promise<RegistrationRecord[]>;

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

/**
 * At most two queries a call: the version, and the list when the version is not the one kept.
 * The version is read before the list, so a list kept under a version is never older than it;
 * a change in between only makes the next call read the list again.
 */
export function cachedRegistrationLister(db: Queryable, capacity = 10_000): RegistrationLister {
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

function sameVersion(a: Version, b: Version): boolean {
  return a.customer === b.customer && a.shared === b.shared;
}
