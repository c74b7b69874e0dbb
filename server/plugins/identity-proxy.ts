// The embedded identity (cognito-local) listens on loopback only; browsers reach it through our
// origin under /identity, and only for what a customer needs: the Cognito targets the SPA's
// identity library sends, the hosted sign-in form and its token endpoint, and the public keys.
// Admin targets (list users, set passwords, create pools …) and every other path are refused.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError, sendNotFound } from './errors';
import { depthLimitedJsonParser } from './json-depth';

export const IDENTITY_PREFIX = '/identity';

/** Every target amazon-cognito-identity-js sends for src/identity, plus ResendConfirmationCode. */
export const CUSTOMER_TARGETS: ReadonlySet<string> = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'RevokeToken',
]);

export interface IdentityProxyOptions {
  /** The identity service's loopback origin, e.g. http://127.0.0.1:9229. */
  upstream: string;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';
const FORM = 'application/x-www-form-urlencoded';
const UPSTREAM_TIMEOUT_MS = 15_000;

// Like Cognito's own endpoint, the customer-facing calls may come from any page (the Vite dev
// server's origin among them): they carry no cookies, only what the caller puts in the body.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, x-amz-target, x-amz-user-agent, cache-control',
  'access-control-max-age': '600',
};
const CORS_PATHS = [IDENTITY_PREFIX, `${IDENTITY_PREFIX}/`, `${IDENTITY_PREFIX}/oauth2/token`];

const JSON_BODY = { type: 'object' } as const;
const FORM_BODY = { type: 'object', additionalProperties: { type: 'string' } } as const;
const BODY_METHODS = ['DELETE', 'PATCH', 'POST', 'PUT'];

interface Forwarded {
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

function targetOf(request: FastifyRequest): string | null {
  const header = request.headers['x-amz-target'];
  if (typeof header !== 'string' || !header.startsWith(TARGET_PREFIX)) return null;
  const target = header.slice(TARGET_PREFIX.length);
  return CUSTOMER_TARGETS.has(target) ? target : null;
}

// The hosted form names its own paths from the identity's root (action="/oauth2/authorize").
const withPrefix = (location: string) =>
  location.startsWith('/') && !location.startsWith('//')
    ? `${IDENTITY_PREFIX}${location}`
    : location;

const prefixRootPaths = (html: string) =>
  html.replace(/(\s(?:action|href|src)=")(\/(?!\/))/g, `$1${IDENTITY_PREFIX}$2`);

// The hosted form is a page of ours to the customer, so it says its language (spec §1: English).
const withLanguage = (html: string) => html.replace(/<html(?![^>]*\slang=)/i, '<html lang="en"');

export async function registerIdentityProxy(
  app: FastifyInstance,
  opts: IdentityProxyOptions,
): Promise<void> {
  const forward = async (request: FastifyRequest, reply: FastifyReply, sent: Forwarded) => {
    let response: Response;
    try {
      response = await fetch(new URL(sent.path, opts.upstream), {
        method: sent.method,
        headers: sent.headers,
        body: sent.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      request.log.error({ err: error }, 'identity service unreachable');
      return sendError(reply, 502, 'The identity service is not answering - please try again');
    }
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    const text = await response.text();
    const location = response.headers.get('location');
    if (location) reply.header('location', withPrefix(location));
    if (sent.method === 'POST') reply.header('access-control-allow-origin', '*');
    return reply
      .code(response.status)
      .type(type)
      .header('cache-control', 'no-store')
      .send(type.startsWith('text/html') ? withLanguage(prefixRootPaths(text)) : text);
  };

  const forwardForm = (request: FastifyRequest, reply: FastifyReply) =>
    forward(request, reply, {
      path: request.url.slice(IDENTITY_PREFIX.length).split('?', 1)[0] ?? '/',
      method: 'POST',
      headers: { 'content-type': FORM },
      body: new URLSearchParams(request.body as Record<string, string>).toString(),
    });

  const forwardTarget = (request: FastifyRequest, reply: FastifyReply) => {
    const target = targetOf(request);
    if (!target) return sendError(reply, 403, 'This identity operation is not available');
    return forward(request, reply, {
      path: '/',
      method: 'POST',
      headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET_PREFIX}${target}` },
      body: JSON.stringify(request.body),
    });
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, depthLimitedJsonParser(scope));
    scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    for (const url of [IDENTITY_PREFIX, `${IDENTITY_PREFIX}/`]) {
      scope.post(url, { schema: { body: JSON_BODY } }, forwardTarget);
    }
    scope.get(`${IDENTITY_PREFIX}/oauth2/authorize`, (request, reply) =>
      forward(request, reply, {
        path: request.url.slice(IDENTITY_PREFIX.length),
        method: 'GET',
      }),
    );
    scope.post(`${IDENTITY_PREFIX}/oauth2/authorize`, { schema: { body: FORM_BODY } }, forwardForm);
    scope.post(`${IDENTITY_PREFIX}/oauth2/token`, { schema: { body: FORM_BODY } }, forwardForm);
    scope.get<{ Params: { userPoolId: string } }>(
      `${IDENTITY_PREFIX}/:userPoolId/.well-known/jwks.json`,
      (request, reply) =>
        forward(request, reply, {
          path: `/${encodeURIComponent(request.params.userPoolId)}/.well-known/jwks.json`,
          method: 'GET',
        }),
    );
    for (const url of CORS_PATHS) {
      scope.options(url, (_request, reply) => reply.code(204).headers(CORS_HEADERS).send());
    }
    // A GET route may not declare a body schema and a POST route must (app.ts), so the refusals
    // come in two groups.
    for (const url of [IDENTITY_PREFIX, `${IDENTITY_PREFIX}/*`]) {
      const methods = url === IDENTITY_PREFIX ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'OPTIONS'];
      scope.route({ method: methods, url, handler: sendNotFound });
      const withBody = BODY_METHODS.filter(
        (method) => url !== IDENTITY_PREFIX || method !== 'POST',
      );
      scope.route({ method: withBody, url, schema: { body: {} }, handler: sendNotFound });
    }
  });
}
