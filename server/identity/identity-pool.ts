// The installation's user pool: its ids and its token-signing key, made by the first server
// that starts on a database and read by every later one.
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Queryable } from '../db/database';

export interface IdentityPool {
  userPoolId: string;
  clientId: string;
  kid: string;
  privateKey: CryptoKey;
  /** The public half, as the JWKS publishes it. */
  jwks: { keys: JWK[] };
}

interface PoolRow {
  userPoolId: string;
  clientId: string;
  signingKey: { kid: string; privateJwk: JWK };
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length: number, alphabet = ALPHANUMERIC): string {
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

// Cognito's shapes: `<region>_<9 characters>` and a 26-character client id.
function newPoolIds(region: string) {
  const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return { userPoolId: `${region}_${randomId(9, upper)}`, clientId: randomId(26) };
}

async function newSigningKey(): Promise<PoolRow['signingKey']> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  return { kid: await calculateJwkThumbprint(privateJwk), privateJwk };
}

const publicJwk = ({ kty, n, e }: JWK, kid: string): JWK => ({
  kty,
  n,
  e,
  kid,
  alg: 'RS256',
  use: 'sig',
});

const SELECT = `select user_pool_id as "userPoolId", client_id as "clientId",
  signing_key as "signingKey" from identity_pool`;

/** The pool of this database, made on the first call (two servers starting at once agree). */
export async function ensureIdentityPool(db: Queryable, region: string): Promise<IdentityPool> {
  let [row] = await db.query<PoolRow>(SELECT);
  if (!row) {
    const ids = newPoolIds(region);
    await db.query(
      `insert into identity_pool (user_pool_id, client_id, signing_key) values ($1, $2, $3)
       on conflict do nothing`,
      [ids.userPoolId, ids.clientId, JSON.stringify(await newSigningKey())],
    );
    [row] = await db.query<PoolRow>(SELECT);
  }
  if (!row) throw new Error('The identity pool could not be created');
  const signingKey =
    typeof row.signingKey === 'string'
      ? (JSON.parse(row.signingKey) as PoolRow['signingKey'])
      : row.signingKey;
  return {
    userPoolId: row.userPoolId,
    clientId: row.clientId,
    kid: signingKey.kid,
    privateKey: (await importJWK(signingKey.privateJwk, 'RS256')) as CryptoKey,
    jwks: { keys: [publicJwk(signingKey.privateJwk, signingKey.kid)] },
  };
}
