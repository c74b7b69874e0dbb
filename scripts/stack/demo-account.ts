import type { Database } from '../../server/db/database';
import { ensureConfirmedAccount } from '../../server/identity/operator-accounts';

/** The demo customer `npm start` makes on the built-in identity; the password meets the policy. */
export const DEMO_USER = {
  email: 'demo@tapwallet.example',
  password: 'Demo-pass-2026!',
  givenName: 'Demo',
  familyName: 'Customer',
} as const;

export type DemoUser = { email: string; password: string; sub: string };

/** The demo account, made on the first start and found on every later one. */
export async function ensureDemoAccount(db: Database): Promise<DemoUser> {
  const account = await ensureConfirmedAccount(db, DEMO_USER);
  return { email: DEMO_USER.email, password: DEMO_USER.password, sub: account.sub };
}
