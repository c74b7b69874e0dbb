// Signed-in sessions. A session's id is the origin_jti of every token issued in it; its refresh
// token is kept hashed. Revoking a session ends its refresh token at once and its access tokens
// at the API within the session check's cache time (session-check.ts).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { LIFETIMES } from './identity-limits';
import type { TokenSession } from './identity-tokens';
import { newOpaqueToken, tokenHash } from './secret-tokens';

export interface StartedSession {
  id: string;
  refreshToken: string;
}

export async function startSession(
  db: Queryable,
  sub: string,
  clientId: string,
  scope: string,
): Promise<StartedSession & TokenSession> {
  const id = randomUUID();
  const refreshToken = newOpaqueToken();
  const [row] = await db.query<{ authTime: number }>(
    `insert into identity_sessions (id, sub, client_id, refresh_token_hash, scope, expires_at)
     values ($1, $2, $3, $4, $5, now() + $6::bigint * interval '1 millisecond')
     returning floor(extract(epoch from created_at))::integer as "authTime"`,
    [id, sub, clientId, tokenHash(refreshToken), scope, LIFETIMES.refreshTokenMs],
  );
  return { id, refreshToken, scope, authTime: row?.authTime ?? Math.floor(Date.now() / 1000) };
}

/** The live session a refresh token belongs to (not revoked, not expired, same client). */
export async function findRefreshSession(
  db: Queryable,
  refreshToken: string,
  clientId: string,
): Promise<(TokenSession & { sub: string }) | undefined> {
  const [row] = await db.query<TokenSession & { sub: string }>(
    `select id, sub, scope, floor(extract(epoch from created_at))::integer as "authTime"
     from identity_sessions
     where refresh_token_hash = $1 and client_id = $2 and revoked_at is null and expires_at > now()`,
    [tokenHash(refreshToken), clientId],
  );
  return row;
}

/** Revokes the session of a refresh token; true when there was a live one. */
export async function revokeRefreshToken(
  db: Queryable,
  refreshToken: string,
  clientId: string,
): Promise<boolean> {
  const rows = await db.query(
    `update identity_sessions set revoked_at = now()
     where refresh_token_hash = $1 and client_id = $2 and revoked_at is null returning id`,
    [tokenHash(refreshToken), clientId],
  );
  return rows.length > 0;
}

/** Signs an account out everywhere; answers how many live sessions ended. */
export async function revokeAllSessions(db: Queryable, sub: string): Promise<number> {
  const rows = await db.query(
    `update identity_sessions set revoked_at = now()
     where sub = $1 and revoked_at is null and expires_at > now() returning id`,
    [sub],
  );
  return rows.length;
}

/** A session the API may still serve: live, and its account enabled. */
export async function isSessionLive(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from identity_sessions s join identity_accounts a on a.sub = s.sub
     where s.id = $1 and s.revoked_at is null and s.expires_at > now() and a.enabled`,
    [id],
  );
  return rows.length > 0;
}

export async function revokeSessionById(db: Queryable, id: string): Promise<void> {
  await db.query(
    'update identity_sessions set revoked_at = now() where id = $1 and revoked_at is null',
    [id],
  );
}
