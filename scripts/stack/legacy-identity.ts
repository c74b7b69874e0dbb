// A DATA_DIR from before the built-in identity keeps its accounts in cognito-local's pool file
// (identity/db/<pool>.json), passwords in clear. On the first start after the upgrade they move
// into the database, keeping each account's sub (the customer's wallets hang on it) with the
// password hashed, and the old directory is deleted, clear passwords and all.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { normaliseEmail } from '../../core/domain/form-rules';
import type { Database } from '../../server/db/database';
import type { AccountStatus } from '../../server/identity/accounts';
import { LIFETIMES } from '../../server/identity/identity-limits';
import { hashPassword } from '../../server/identity/password-hash';

interface LegacyUser {
  Username?: string;
  Password?: string;
  UserStatus?: string;
  Enabled?: boolean;
  Attributes?: { Name: string; Value?: string }[];
}

const STATUSES: ReadonlySet<string> = new Set([
  'UNCONFIRMED',
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const legacyIdentityDir = (dataDir: string) => path.join(dataDir, 'identity');

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Moves the old pool's accounts into the database; answers how many were added. */
export async function importLegacyIdentity(db: Database, dataDir: string): Promise<number> {
  const dir = legacyIdentityDir(dataDir);
  const stack = await readJson<{ userPoolId?: string }>(path.join(dir, 'stack.json'));
  if (!stack) return 0;
  const pool = stack.userPoolId
    ? await readJson<{ Users?: Record<string, LegacyUser> }>(
        path.join(dir, 'db', `${path.basename(stack.userPoolId)}.json`),
      )
    : null;
  let added = 0;
  for (const user of Object.values(pool?.Users ?? {})) {
    const attributes = Object.fromEntries(
      (user.Attributes ?? []).map(({ Name, Value }) => [Name, Value ?? '']),
    );
    const sub = attributes.sub ?? '';
    const email = normaliseEmail(attributes.email ?? user.Username ?? '');
    const status = user.UserStatus ?? '';
    if (!UUID.test(sub) || !email || !user.Password || !STATUSES.has(status)) continue;
    const rows = await db.query(
      `insert into identity_accounts (sub, email, password_hash, status, enabled, email_verified,
         given_name, family_name, phone_number, temporary_password_expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict do nothing returning sub`,
      [
        sub,
        email,
        await hashPassword(user.Password),
        status as AccountStatus,
        user.Enabled !== false,
        attributes.email_verified === 'true' || status === 'CONFIRMED',
        attributes.given_name || null,
        attributes.family_name || null,
        attributes.phone_number || null,
        status === 'FORCE_CHANGE_PASSWORD'
          ? new Date(Date.now() + LIFETIMES.temporaryPasswordMs)
          : null,
      ],
    );
    added += rows.length;
  }
  await rm(dir, { recursive: true, force: true });
  return added;
}
