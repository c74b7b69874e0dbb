// What the operator may do to accounts (the CLI's `account` commands); none of it is reachable
// over HTTP. Every change that should end a customer's sessions ends them in the same
// transaction.
import { randomInt } from 'node:crypto';
import { isValidEmail, normaliseEmail } from '../../core/domain/form-rules';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { type Account, type AccountStatus, createAccount, findAccount } from './accounts';
import { LIFETIMES } from './identity-limits';
import { hashPassword } from './password-hash';
import { requirePasswordPolicy } from './password-policy';

export interface AccountSummary {
  sub: string;
  email: string;
  status: AccountStatus;
  enabled: boolean;
  givenName: string | null;
  familyName: string | null;
  createdAt: Date;
  liveSessions: number;
}

const SUMMARY = `select a.sub, a.email, a.status, a.enabled, a.given_name as "givenName",
  a.family_name as "familyName", a.created_at as "createdAt",
  (select count(*) from identity_sessions s
   where s.sub = a.sub and s.revoked_at is null and s.expires_at > now())::integer as "liveSessions"
  from identity_accounts a`;

/** Accounts whose e-mail or names contain `search` (all when it is empty), newest first. */
export async function listAccounts(
  db: Queryable,
  search = '',
  limit = 100,
): Promise<AccountSummary[]> {
  const pattern = `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<AccountSummary>(
    `${SUMMARY} where a.email like $1 or lower(coalesce(a.given_name, '') || ' ' ||
       coalesce(a.family_name, '')) like $1
     order by a.created_at desc, a.email limit $2`,
    [pattern, limit],
  );
}

export async function requireAccount(db: Queryable, email: string): Promise<Account> {
  const account = await findAccount(db, normaliseEmail(email));
  if (!account) throw new HttpError(404, `No account has the e-mail ${email}`);
  return account;
}

async function revokeAll(tx: Queryable, sub: string): Promise<number> {
  const rows = await tx.query(
    `update identity_sessions set revoked_at = now()
     where sub = $1 and revoked_at is null and expires_at > now() returning id`,
    [sub],
  );
  return rows.length;
}

/** Disabling also signs the account out everywhere; answers how many sessions ended. */
export async function setAccountEnabled(
  db: Database,
  email: string,
  enabled: boolean,
): Promise<number> {
  const account = await requireAccount(db, email);
  return db.transaction(async (tx) => {
    await tx.query('update identity_accounts set enabled = $2, updated_at = now() where sub = $1', [
      account.sub,
      enabled,
    ]);
    return enabled ? 0 : revokeAll(tx, account.sub);
  });
}

export async function signOutEverywhere(db: Database, email: string): Promise<number> {
  const account = await requireAccount(db, email);
  return revokeAll(db, account.sub);
}

/** The customer must choose a new password by e-mailed code; their sessions end now. */
export async function requirePasswordReset(db: Database, email: string): Promise<number> {
  const account = await requireAccount(db, email);
  return db.transaction(async (tx) => {
    await tx.query(
      `update identity_accounts set status = 'RESET_REQUIRED', updated_at = now() where sub = $1`,
      [account.sub],
    );
    return revokeAll(tx, account.sub);
  });
}

const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A temporary password that meets the policy: 12 random characters, a digit and a symbol. */
export function newTemporaryPassword(): string {
  const letters = Array.from(
    { length: 12 },
    () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)],
  ).join('');
  return `${letters}-${randomInt(10)}`;
}

export interface TemporaryAccount {
  email: string;
  temporaryPassword: string;
  givenName?: string;
  familyName?: string;
}

/**
 * An account the operator makes, as Cognito's AdminCreateUser: it signs in with the temporary
 * password (valid 7 days) and is then asked for its own (spec's Confirm Account screen).
 */
export async function createTemporaryAccount(
  db: Queryable,
  input: TemporaryAccount,
): Promise<Account> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw new HttpError(400, `${input.email} is not an e-mail address`);
  try {
    requirePasswordPolicy(input.temporaryPassword);
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
  const account = await createAccount(db, {
    email,
    passwordHash: await hashPassword(input.temporaryPassword),
    status: 'FORCE_CHANGE_PASSWORD',
    emailVerified: true,
    givenName: input.givenName?.trim() || null,
    familyName: input.familyName?.trim() || null,
    phoneNumber: null,
    temporaryPasswordExpiresAt: new Date(Date.now() + LIFETIMES.temporaryPasswordMs),
  });
  if (!account) throw new HttpError(409, `An account with the e-mail ${email} already exists`);
  return account;
}

/** Removes the account and everything of its sessions and codes. */
export async function deleteAccount(db: Database, email: string): Promise<void> {
  const account = await requireAccount(db, email);
  await db.transaction(async (tx) => {
    await tx.query('delete from identity_codes where email = $1', [account.email]);
    await tx.query('delete from identity_accounts where sub = $1', [account.sub]);
  });
}

/** The demo customer of `npm start`, made on the first start with a password it may print. */
export async function ensureConfirmedAccount(
  db: Queryable,
  input: { email: string; password: string; givenName: string; familyName: string },
): Promise<Account> {
  const email = normaliseEmail(input.email);
  const existing = await findAccount(db, email);
  if (existing) return existing;
  const created = await createAccount(db, {
    email,
    passwordHash: await hashPassword(input.password),
    status: 'CONFIRMED',
    emailVerified: true,
    givenName: input.givenName,
    familyName: input.familyName,
    phoneNumber: null,
  });
  return created ?? (await requireAccount(db, email));
}
