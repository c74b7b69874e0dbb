// Customers are keyed by the identity provider's subject; every private call starts here.
import type { Database, Queryable } from '../db/database';
import { one } from '../db/rows';

export interface Customer {
  id: string;
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  countryCode: string;
  marketingOptOut: boolean;
  notificationOptOut: boolean;
  bankAccount: string | null;
  locale: string;
  updatedAt: Date;
}

const COLUMNS = `id, sub, email, first_name as "firstName", last_name as "lastName", phone,
  birth_date as "birthDate", country_code as "countryCode",
  marketing_opt_out as "marketingOptOut", notification_opt_out as "notificationOptOut",
  bank_account as "bankAccount", locale, updated_at as "updatedAt"`;

export async function findCustomerBySub(q: Queryable, sub: string): Promise<Customer | null> {
  const [row] = await q.query<Customer>(`select ${COLUMNS} from customers where sub = $1`, [sub]);
  return row ?? null;
}

/** What a sign-in knows about the customer: the e-mail always, the rest only when present. */
export interface LoginDetails {
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

/**
 * Creates the customer on first sign-in, otherwise refreshes the e-mail (the identity's is the
 * current one) and fills names only where the profile has none, so that sign-in never overwrites
 * what the customer edited. The phone comes from the identity once, at the first sign-in: after
 * that the profile owns it, and a phone the customer removed stays removed.
 * `created` tells the caller it was the first sign-in.
 */
export async function recordLogin(
  db: Database,
  details: LoginDetails,
): Promise<{ customer: Customer; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.query<Customer>(
      `insert into customers (sub, email, first_name, last_name, phone, last_login_at)
       values ($1, $2, $3, $4, $5, now())
       on conflict (sub) do nothing
       returning ${COLUMNS}`,
      [details.sub, details.email, details.firstName, details.lastName, details.phone],
    );
    if (inserted) return { customer: inserted, created: true };

    const current = one(
      await tx.query<Customer>(`select ${COLUMNS} from customers where sub = $1 for update`, [
        details.sub,
      ]),
      'customer',
    );
    const next = {
      email: details.email,
      firstName: current.firstName || details.firstName,
      lastName: current.lastName || details.lastName,
      phone: current.phone,
    };
    const changed =
      next.email !== current.email ||
      next.firstName !== current.firstName ||
      next.lastName !== current.lastName ||
      next.phone !== current.phone;
    const customer = one(
      await tx.query<Customer>(
        `update customers set email = $2, first_name = $3, last_name = $4, phone = $5,
           last_login_at = now(), updated_at = case when $6 then now() else updated_at end
         where id = $1 returning ${COLUMNS}`,
        [current.id, next.email, next.firstName, next.lastName, next.phone, changed],
      ),
      'customer',
    );
    return { customer, created: false };
  });
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string | null;
  birthDate: string | null;
  countryCode: string;
  marketingOptOut: boolean;
  notificationOptOut: boolean;
}

/** Stores the profile form; null when the subject has no customer yet. */
export async function updateProfile(
  q: Queryable,
  sub: string,
  changes: ProfileChanges,
): Promise<Customer | null> {
  const [row] = await q.query<Customer>(
    `update customers set first_name = $2, last_name = $3, phone = $4, birth_date = $5,
       country_code = $6, marketing_opt_out = $7, notification_opt_out = $8, updated_at = now()
     where sub = $1 returning ${COLUMNS}`,
    [
      sub,
      changes.firstName,
      changes.lastName,
      changes.phone,
      changes.birthDate,
      changes.countryCode,
      changes.marketingOptOut,
      changes.notificationOptOut,
    ],
  );
  return row ?? null;
}
