// A stand-in push service for tests: receives Web Push requests on loopback and decrypts them
// with a subscriber's keys (RFC 8291 / RFC 8188 aes128gcm), checking the VAPID signature too.
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, type JWTPayload, jwtVerify } from 'jose';

export interface ReceivedPush {
  /** The path of the subscription endpoint it was posted to. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalPushService {
  /** Where the service listens: http on loopback. */
  url: string;
  /**
   * A fresh subscription endpoint, answered with `status` (201 unless told otherwise). Its origin
   * is this service, or `origin` for a push service that `fetch` below stands in for.
   */
  newEndpoint(status?: number, origin?: string): string;
  /** Delivers a request for any endpoint here, as if this service were the one it names. */
  fetch: typeof fetch;
  /** The endpoint's oldest message not taken yet, waiting for it if none has come. */
  nextMessage(endpoint: string, timeoutMs?: number): Promise<ReceivedPush>;
  /** Every message received, in order. */
  received: ReceivedPush[];
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiting = new Set<() => void>();
  const taken = new Map<string, number>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      for (const wake of waiting) wake();
      response.statusCode = request.method === 'POST' ? (statuses.get(path) ?? 404) : 405;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    newEndpoint(status = 201, origin = url) {
      const path = `/push/${randomUUID()}`;
      statuses.set(path, status);
      return `${origin}${path}`;
    },
    fetch: (input, init) => {
      const target = new URL(input instanceof Request ? input.url : input);
      return fetch(`${url}${target.pathname}${target.search}`, init);
    },
    nextMessage(endpoint, timeoutMs = 10_000) {
      const path = new URL(endpoint).pathname;
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = taken.get(path) ?? 0;
          const message = received.filter((m) => m.path === path)[index];
          if (!message) return;
          taken.set(path, index + 1);
          clearTimeout(timer);
          waiting.delete(check);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No push message reached ${endpoint} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    received,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface PushSubscriber {
  /** The subscription JSON a browser would send to /api/private/customer/push/register. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The plaintext of an aes128gcm message encrypted for this subscriber. */
  decrypt(body: Buffer): string;
}

/** A browser's side of a subscription: a P-256 key pair and an auth secret. */
export function createPushSubscriber(endpoint: string): PushSubscriber {
  const ecdh = createECDH('prime256v1');
  const userAgentPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: userAgentPublic.toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
    decrypt(body) {
      // Header (RFC 8188 §2.1): salt(16) | record size(4) | key id length(1) | key id.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const sharedSecret = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        userAgentPublic,
        serverPublic,
      ]);
      const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) {
        throw new Error('The push message has no final-record delimiter');
      }
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<key>` header: signed by the key it names, for the
 * endpoint's origin. Returns the key and the token's claims.
 */
export async function verifyVapidAuthorization(
  header: string | undefined,
  endpoint: string,
): Promise<{ publicKey: string; claims: JWTPayload }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Not a VAPID authorization: ${header}`);
  const [, token, publicKey] = match;
  const point = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience: new URL(endpoint).origin });
  return { publicKey, claims: payload };
}
