import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import pino, { type LevelWithSilent } from 'pino';
import { withAdminResetUserPassword } from './admin-reset-user-password';
import { bootstrapPool } from './bootstrap-pool';
import { createIdentityServices } from './identity-services';
import { withResendConfirmationCode } from './resend-confirmation-code';
import { loadSigningKey, type SigningKey } from './signing-key';

/** The region the production user pool lives in; the local one answers for it. */
export const IDENTITY_REGION = 'ap-southeast-2';

export type StartIdentityOptions = {
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Origin of the SPA: its /oauth/login and /oauth/logout are the registered redirects. */
  origin: string;
  /** cognito-local's own log (to stderr), 'error' by default. */
  logLevel?: LevelWithSilent;
  /** Sign-ups at this e-mail domain are confirmed by the pool itself, with no code. */
  autoConfirmDomain?: string;
};

export type IdentityHandle = {
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  /** Base URL of the hosted sign-in (/oauth2/authorize, /oauth2/token); locally the endpoint. */
  hostedDomain: string;
  issuer: string;
  jwksUrl: string;
  demoUser: { email: string; password: string; sub: string };
  close(): Promise<void>;
};

const listen = (server: http.Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? 'the port is already in use' : error.message;
      reject(
        new Error(`Identity service cannot listen on ${host}:${port}: ${reason}`, { cause: error }),
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });

// Loopback only: its admin targets answer anyone who reaches it, so only this machine may, and
// browsers come through the API server's identity proxy.
const HOST = '127.0.0.1';

const JWKS_PATH = /^\/[^/]+\/\.well-known\/jwks\.json$/;

// cognito-local's own JWKS route names the key bundled in its package; ours names only ours.
function serveOwnKeys(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  key: SigningKey,
): boolean {
  const pathname = new URL(request.url ?? '/', 'http://identity').pathname;
  if (request.method !== 'GET' || !JWKS_PATH.test(pathname)) return false;
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(key.jwks));
  return true;
}

/**
 * Runs cognito-local in this process (its express app on our own http server, so the issuer can
 * name the real port even when it was 0) and bootstraps the pool, app client and demo user.
 */
export const startIdentity = async (opts: StartIdentityOptions): Promise<IdentityHandle> => {
  const server = http.createServer();
  await listen(server, opts.port, HOST);
  try {
    const endpoint = new URL(`http://${HOST}:${(server.address() as AddressInfo).port}`);
    const logger = pino({ level: opts.logLevel ?? 'error' }, pino.destination(2));
    const ctx = { logger };
    const signingKey = await loadSigningKey(opts.dataDir);
    const services = await createIdentityServices(ctx, {
      dataDir: opts.dataDir,
      endpoint,
      signingKey,
      autoConfirmDomain: opts.autoConfirmDomain,
    });
    const router = withAdminResetUserPassword(
      withResendConfirmationCode(Router(services), services),
      services,
    );
    const app = createServer(router, logger, services.config.ServerConfig, services).application;
    server.on('request', (request, response) => {
      if (!serveOwnKeys(request, response, signingKey)) app(request, response);
    });
    const stack = await bootstrapPool(ctx, services, {
      dataDir: opts.dataDir,
      origin: new URL(opts.origin).origin,
    });
    const issuer = `${endpoint.origin}/${stack.userPoolId}`;
    let closing: Promise<void> | undefined;
    return {
      endpoint: endpoint.origin,
      region: IDENTITY_REGION,
      userPoolId: stack.userPoolId,
      clientId: stack.clientId,
      hostedDomain: endpoint.origin,
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
      demoUser: stack.demoUser,
      close: () => {
        closing ??= closeServer(server);
        return closing;
      },
    };
  } catch (error) {
    await closeServer(server);
    throw error;
  }
};
