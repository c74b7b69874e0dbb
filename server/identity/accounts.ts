// The identity's accounts: one row per e-mail (lower-cased), the password only as its hash.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

export type AccountStatus =
  | 'UNCONFIRMED'
  | 'CONFIRMED'
  | 'FORCE_CHANGE_PASSWORD'
  | 'RESET_REQUIRED';

export interface AccountNames {
  givenName: string | null;
  familyName: string | null;
  phoneNumber: string | null;
}

export interface Account extends AccountNames {
  sub: string;
  email: string;
  passwordHash: string;
  status: AccountStatus;
  enabled: boolean;
  emailVerified: boolean;
  temporaryPasswordExpiresAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `sub, email, password_hash as "passwordHash", status, enabled,
  email_verified as "emailVerified", given_name as "givenName", family_name as "familyName",
  phone_number as "phoneNumber", temporary_password_expires_at as "temporaryPasswordExpiresAt",
  created_at as "createdAt"`;

export async function findAccount(db: Queryable, email: string): Promise<Account | undefined> {
  const [row] = await db.query<Account>(
    `select ${COLUMNS} from identity_accounts where email = $1`,
    [email],
  );
  return row;
}

export async function findAccountBySub(db: Queryable, sub: string): Promise<Account | undefined> {
  const [row] = await db.query<Account>(`select ${COLUMNS} from identity_accounts where sub = $1`, [
    sub,
  ]);
  return row;
}

export interface NewAccount extends AccountNames {
  email: string;
  passwordHash: string;
  status: AccountStatus;
  emailVerified: boolean;
  temporaryPasswordExpiresAt?: Date | null;
}

/**
 * Creates the account, or replaces one that was never confirmed (its sub is kept): whoever
 * signed up with an e-mail they cannot read must not hold it from its owner. Answers undefined
 * when a confirmed account has the e-mail.
 */
export async function createAccount(
  db: Queryable,
  account: NewAccount,
): Promise<Account | undefined> {
  const [row] = await db.query<Account>(
    `insert into identity_accounts as a (sub, email, password_hash, status, email_verified,
       given_name, family_name, phone_number, temporary_password_expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (email) do update set
       password_hash = excluded.password_hash, status = excluded.status,
       email_verified = excluded.email_verified, given_name = excluded.given_name,
       family_name = excluded.family_name, phone_number = excluded.phone_number,
       temporary_password_expires_at = excluded.temporary_password_expires_at,
       updated_at = now()
     where a.status = 'UNCONFIRMED'
     returning ${COLUMNS}`,
    [
      randomUUID(),
      account.email,
      account.passwordHash,
      account.status,
      account.emailVerified,
      account.givenName,
      account.familyName,
      account.phoneNumber,
      account.temporaryPasswordExpiresAt ?? null,
    ],
  );
  return row;
}

export async function confirmAccount(db: Queryable, sub: string): Promise<void> {
  await db.query(
    `update identity_accounts set status = 'CONFIRMED', email_verified = true, updated_at = now()
     where sub = $1 and status = 'UNCONFIRMED'`,
    [sub],
  );
}

/** A new permanent password: the account is CONFIRMED and its e-mail proven. */
export async function setPassword(
  db: Queryable,
  sub: string,
  passwordHash: string,
  names: Partial<AccountNames> = {},
): Promise<void> {
  await db.query(
    `update identity_accounts set password_hash = $2, status = 'CONFIRMED', email_verified = true,
       temporary_password_expires_at = null,
       given_name = coalesce($3, given_name), family_name = coalesce($4, family_name),
       phone_number = coalesce($5, phone_number), updated_at = now()
     where sub = $1`,
    [
      sub,
      passwordHash,
      names.givenName ?? null,
      names.familyName ?? null,
      names.phoneNumber ?? null,
    ],
  );
}
