// The connection limits on a listening server, as startServer builds it for `npm start` and
// `npm run serve`: real sockets that drip, stall or crowd in.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerHandle, startServer } from './main';
import { type FakeIdentity, startFakeIdentity } from './test-support/fake-identity';
import { testConfig } from './test-support/test-config';

interface SocketEnd {
  /** Everything the server sent before the socket closed. */
  received: string;
  /** Bytes of the request the client had written when the server closed it. */
  sent: number;
  /** The server had not closed the socket when the client gave up on it. */
  leftOpen: boolean;
}

/** Far beyond every limit the tests set: a socket still open then was never going to close. */
const GIVE_UP_MS = 15_000;

/**
 * Opens a socket, writes head, then one byte of drip every intervalMs until drip is used up or
 * the server closes the socket. An empty drip sends nothing more after head.
 */
function dripRequest(
  url: string,
  head: string,
  drip: string,
  intervalMs: number,
): Promise<SocketEnd> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    let leftOpen = false;
    const giveUp = setTimeout(() => {
      leftOpen = true;
      socket.destroy();
    }, GIVE_UP_MS);
    socket.on('connect', () => {
      socket.write(head);
      sent += head.length;
      let next = 0;
      timer = setInterval(() => {
        if (next >= drip.length || socket.destroyed) return clearInterval(timer);
        socket.write(drip[next] ?? '');
        next += 1;
        sent += 1;
      }, intervalMs);
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ received, sent, leftOpen });
    });
  });
}

/** A GET over agent; answers the status and the connection header. */
function get(url: string, agent?: http.Agent): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('request timeouts on a listening server', () => {
  let identity: FakeIdentity;
  let server: ServerHandle;
  // Signed in, so the route waits for the body instead of answering 401 on the headers.
  let token: string;
  const BODY_BYTES = 100;
  const DRIP_MS = 50;

  beforeAll(async () => {
    identity = await startFakeIdentity();
    server = await startServer({
      config: testConfig({
        PORT: '0',
        IDENTITY_JWKS_URL: identity.jwksUrl,
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        // A whole body takes BODY_BYTES × DRIP_MS = 5 s to drip: more than twice the limit.
        HTTP_REQUEST_TIMEOUT_MS: '2000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
      }),
      verifyToken: identity.verifyToken,
    });
    token = await identity.sign({ sub: 'slow-client' });
  });
  afterAll(async () => {
    await server.close();
    await identity.close();
  });

  const postHead = (length: number) =>
    'POST /api/private/customer HTTP/1.1\r\nHost: localhost\r\n' +
    `Authorization: Bearer ${token}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('answers 408 and closes sockets that drip a body a byte at a time, all of them', async () => {
    const body = `{${' '.repeat(BODY_BYTES - 2)}}`;
    const ends = await Promise.all(
      Array.from({ length: 50 }, () =>
        dripRequest(server.url, postHead(BODY_BYTES), body, DRIP_MS),
      ),
    );
    for (const end of ends) {
      expect(end.leftOpen).toBe(false);
      expect(end.received).toMatch(/^HTTP\/1\.1 408 /);
      // Cut off before the body was complete, not answered once it was.
      expect(end.sent).toBeLessThan(postHead(BODY_BYTES).length + BODY_BYTES);
    }
  });

  it('answers 408 to headers dripped a byte at a time and to a socket that says nothing', async () => {
    const headers = `X-Slow: ${'a'.repeat(200)}\r\n\r\n`;
    const [dripped, silent] = await Promise.all([
      dripRequest(server.url, 'GET /health HTTP/1.1\r\nHost: localhost\r\n', headers, DRIP_MS),
      dripRequest(server.url, '', '', DRIP_MS),
    ]);
    expect([dripped.leftOpen, silent.leftOpen]).toEqual([false, false]);
    expect(dripped.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(dripped.sent).toBeLessThan(40 + headers.length);
    expect(silent.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a keep-alive socket left idle after its answer', async () => {
    const end = await dripRequest(
      server.url,
      'GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n',
      '',
      DRIP_MS,
    );
    expect(end.leftOpen).toBe(false);
    expect(end.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(end.received).toMatch(/keep-alive/i);
  });

  it('still takes a request that arrives in time', async () => {
    const res = await fetch(`${server.url}/api/private/customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });
});

describe('connection cap on a listening server', () => {
  let identity: FakeIdentity;
  let server: ServerHandle;
  const CAP = 3;

  beforeAll(async () => {
    identity = await startFakeIdentity();
    server = await startServer({
      config: testConfig({
        PORT: '0',
        IDENTITY_JWKS_URL: identity.jwksUrl,
        HTTP_MAX_CONNECTIONS: String(CAP),
        HTTP_MAX_REQUESTS_PER_SOCKET: '2',
      }),
      verifyToken: identity.verifyToken,
    });
  });
  afterAll(async () => {
    await server.close();
    await identity.close();
  });

  it('refuses connections beyond the cap and takes new ones once others close', async () => {
    // CAP keep-alive sockets, each answered once, stay open in the agent.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CAP });
    const held = await Promise.all(
      Array.from({ length: CAP }, () => get(`${server.url}/health/live`, agent)),
    );
    expect(held.map((answer) => answer.status)).toEqual(Array(CAP).fill(200));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(CAP);

    const refused = await dripRequest(
      server.url,
      'GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n',
      '',
      50,
    );
    expect(refused).toMatchObject({ received: '', leftOpen: false });

    agent.destroy();
    // The server counts a connection gone once it has seen it close.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = await get(`${server.url}/health/live`, new http.Agent())
        .then((answer) => answer.status)
        .catch(() => 0);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });

  it('closes a connection after its last allowed request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(`${server.url}/health/live`, agent);
    const second = await get(`${server.url}/health/live`, agent);
    agent.destroy();
    expect(first).toEqual({ status: 200, connection: 'keep-alive' });
    expect(second).toEqual({ status: 200, connection: 'close' });
  });
});
