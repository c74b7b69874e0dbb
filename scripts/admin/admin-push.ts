import { type Env, loadServerConfig } from '../../server/config';
import type { Queryable } from '../../server/db/database';
import type { WalletEventListener } from '../../server/ledger/wallet-events';
import { createWalletPush } from '../../server/push/wallet-push';

/**
 * Web Push for commands run straight on the database (production, where no stack holds it):
 * on when the environment has the VAPID keys, read with the same settings serve uses, so a
 * refund paid or cancelled from the CLI reaches the customer as it would through a server.
 */
export async function adminWalletPush(
  db: Queryable,
  env: Env,
): Promise<WalletEventListener | undefined> {
  if (!env.VAPID_PRIVATE_KEY?.trim()) return undefined;
  return createWalletPush({ db, config: loadServerConfig(env), env });
}
