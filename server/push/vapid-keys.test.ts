import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError } from '../config';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys';

const SUBJECT = 'mailto:support@tapwallet.example';

describe('loadVapidKeys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapwallet-vapid-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('makes a key pair on first start, keeps it private under DATA_DIR and reuses it', async () => {
    const first = await loadVapidKeys({ env: {}, dataDir, defaultSubject: SUBJECT });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe(SUBJECT);
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });

    const again = await loadVapidKeys({ env: {}, dataDir, defaultSubject: SUBJECT });
    expect(again).toEqual(first);
  });

  it('gives processes starting together the same pair', async () => {
    const loads = await Promise.all(
      Array.from({ length: 5 }, () => loadVapidKeys({ env: {}, dataDir, defaultSubject: SUBJECT })),
    );
    for (const keys of loads) expect(keys.publicKey).toBe(loads[0]?.publicKey);
  });

  it('takes the pair and subject from the environment, ignoring the stored pair', async () => {
    await loadVapidKeys({ env: {}, dataDir, defaultSubject: SUBJECT });
    const pair = webpush.generateVAPIDKeys();
    const keys = await loadVapidKeys({
      env: {
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: ` ${pair.privateKey} `,
        VAPID_SUBJECT: 'https://tapwallet.example/contact',
      },
      dataDir,
      defaultSubject: SUBJECT,
    });
    expect(keys).toEqual({ ...pair, subject: 'https://tapwallet.example/contact' });
  });

  it('refuses half a pair, bad keys, a bad subject and a damaged key file', async () => {
    const pair = webpush.generateVAPIDKeys();
    const load = (env: Record<string, string>) =>
      loadVapidKeys({ env, dataDir, defaultSubject: SUBJECT });
    await expect(load({ VAPID_PUBLIC_KEY: pair.publicKey })).rejects.toThrow(ConfigError);
    await expect(load({ VAPID_PRIVATE_KEY: pair.privateKey })).rejects.toThrow(
      'must be set together',
    );
    await expect(
      load({ VAPID_PUBLIC_KEY: pair.privateKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    ).rejects.toThrow('public key');
    await expect(
      load({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'not+base64url' }),
    ).rejects.toThrow('private key');
    await expect(load({ VAPID_SUBJECT: 'http://tapwallet.example' })).rejects.toThrow(
      'VAPID_SUBJECT',
    );
    await writeFile(path.join(dataDir, VAPID_KEYS_FILE), '{"publicKey": 1}');
    await expect(load({})).rejects.toThrow('must hold publicKey and privateKey');
  });
});
