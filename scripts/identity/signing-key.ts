// The embedded identity's own token-signing key. cognito-local signs with a private key that ships
// in its npm package, so anyone could mint tokens it would vouch for; this key is made once per
// installation, kept in DATA_DIR readable by its owner only, and is the only key the JWKS names.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { writeFileAtomic } from './atomic-file';
import { identityDir } from './outbox';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as a JWK set, ready to publish. */
  jwks: { keys: JWK[] };
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
}

export const signingKeyPath = (dataDir: string) =>
  path.join(identityDir(dataDir), 'signing-key.json');

const publicJwk = ({ kty, n, e }: JWK, kid: string): JWK => ({
  kty,
  n,
  e,
  kid,
  alg: 'RS256',
  use: 'sig',
});

async function readStoredKey(file: string): Promise<StoredKey | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function createStoredKey(file: string): Promise<StoredKey> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(privateJwk);
  const stored = { kid, privateJwk };
  await writeFileAtomic(file, JSON.stringify(stored));
  return stored;
}

/** The key kept under DATA_DIR, made (RS256, 2048 bits) on the first call. */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = signingKeyPath(dataDir);
  const stored = (await readStoredKey(file)) ?? (await createStoredKey(file));
  const privateKey = (await importJWK(stored.privateJwk, 'RS256')) as CryptoKey;
  return {
    kid: stored.kid,
    privateKey,
    jwks: { keys: [publicJwk(stored.privateJwk, stored.kid)] },
  };
}

/** The published key set alone, for the API to trust without asking the identity service. */
export async function readSigningJwks(dataDir: string): Promise<{ keys: JWK[] }> {
  const stored = await readStoredKey(signingKeyPath(dataDir));
  if (!stored) throw new Error(`No identity signing key in ${signingKeyPath(dataDir)}`);
  return { keys: [publicJwk(stored.privateJwk, stored.kid)] };
}
