import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigError, type Env } from '../config';

// The server's Web Push identity (VAPID). Production sets the keys in the environment; the local
// stack makes a pair on first start and keeps it under DATA_DIR, so browsers' subscriptions stay
// valid across restarts and every process of the stack (server, operator CLI) signs alike.

export interface VapidKeys {
  /** URL-safe base64 of the uncompressed P-256 point (65 bytes); the SPA subscribes with it. */
  publicKey: string;
  /** URL-safe base64 of the 32-byte private scalar. */
  privateKey: string;
  /** Who push services contact about our messages: a mailto: or https: URL. */
  subject: string;
}

export const VAPID_KEYS_FILE = 'vapid.json';

export interface LoadVapidKeysOptions {
  env: Env;
  dataDir: string;
  /** Used when VAPID_SUBJECT is not set, e.g. `mailto:${supportEmail}`. */
  defaultSubject: string;
}

/** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY from the environment, else the pair under dataDir. */
export async function loadVapidKeys(opts: LoadVapidKeysOptions): Promise<VapidKeys> {
  const read = (name: string) => opts.env[name]?.trim() || undefined;
  const subject = checkSubject(read('VAPID_SUBJECT') ?? opts.defaultSubject);
  const publicKey = read('VAPID_PUBLIC_KEY');
  const privateKey = read('VAPID_PRIVATE_KEY');
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) {
      throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    }
    return { ...checkPair(publicKey, privateKey, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY'), subject };
  }
  return { ...(await storedPair(opts.dataDir)), subject };
}

async function storedPair(dataDir: string): Promise<Omit<VapidKeys, 'subject'>> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const existing = await readPair(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  try {
    // 'wx': when two processes start at once, the first pair written is the one both use.
    await writeFile(file, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
    return { publicKey, privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readPair(file);
    if (!written) throw new ConfigError(`${file} is not a VAPID key pair`);
    return written;
  }
}

async function readPair(file: string): Promise<Omit<VapidKeys, 'subject'> | null> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return null;
  let data: { publicKey?: unknown; privateKey?: unknown };
  try {
    data = JSON.parse(text);
  } catch {
    throw new ConfigError(`${file} is not valid JSON`);
  }
  if (typeof data.publicKey !== 'string' || typeof data.privateKey !== 'string') {
    throw new ConfigError(`${file} must hold publicKey and privateKey`);
  }
  return checkPair(data.publicKey, data.privateKey, file);
}

function checkPair(publicKey: string, privateKey: string, source: string) {
  const pub = decode(publicKey);
  if (pub?.length !== 65 || pub[0] !== 4) {
    throw new ConfigError(`${source}: the public key must be a URL-safe base64 P-256 point`);
  }
  if (decode(privateKey)?.length !== 32) {
    throw new ConfigError(`${source}: the private key must be 32 bytes of URL-safe base64`);
  }
  return { publicKey, privateKey };
}

function decode(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : null;
}

function checkSubject(subject: string): string {
  let protocol: string;
  try {
    protocol = new URL(subject).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'mailto:' && protocol !== 'https:') {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  }
  return subject;
}
