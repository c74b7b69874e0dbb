import type { Env } from '../../server/config';

/**
 * A developer who names a user pool (USER_POOL_ID and USER_POOL_CLIENT_ID, plus IDENTITY_* as
 * needed) runs the stack against it: no local identity service starts and no demo customer is
 * made, since that pool's users are not ours to create.
 */
export function hasGivenIdentity(env: Env): boolean {
  return Boolean(env.USER_POOL_ID?.trim() && env.USER_POOL_CLIENT_ID?.trim());
}
