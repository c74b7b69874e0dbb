// The built-in identity on the API's own origin under /identity: the Cognito JSON protocol for
// what the SPA's identity library sends, the JWKS, and the hosted sign-in page with its token
// endpoint. Every answer of the protocol, its refusals included, is in Cognito's error shape.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { sendNotFound } from '../plugins/errors';
import { CognitoError, cognitoErrorBody, invalidParameter } from './cognito-error';
import { TARGET_PREFIX, TARGETS } from './cognito-targets';
import {
  AUTHORIZE_PATH,
  HOSTED_STYLESHEET,
  HOSTED_STYLESHEET_PATH,
  hostedPageCsp,
  invalidRequestPage,
  signInPage,
} from './hosted-page';
import {
  AUTHORIZE_FIELDS,
  type AuthorizeRequest,
  checkAuthorizeRequest,
  exchangeAuthorizationCode,
  issueAuthorizationCode,
  OAuthError,
  type TokenRequest,
  withQuery,
} from './hosted-sign-in';
import type { Caller, IdentityContext } from './identity-context';
import { usernameEmail } from './identity-context';
import { parseCognitoJson, parseForm } from './json-body';
import { signInWithPassword } from './password-sign-in';
import { PRUNE_EVERY_MS, pruneIdentity } from './prune';

export const IDENTITY_PREFIX = '/identity';

const AMZ_JSON = 'application/x-amz-json-1.1';
const FORM = 'application/x-www-form-urlencoded';
// The largest honest body (a sign-up) is well under 2 KiB.
const BODY_LIMIT = 16 * 1024;
const TOKEN_PATH = `${IDENTITY_PREFIX}/oauth2/token`;

// Like Cognito's own endpoint, the customer calls may come from any page (the Vite dev server's
// origin among them): they carry no cookies, only what the caller puts in the body.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, x-amz-target, x-amz-user-agent, cache-control',
  'access-control-max-age': '600',
};

const callerOf = (request: FastifyRequest): Caller => ({ address: request.ip });

function sendCognitoError(reply: FastifyReply, error: CognitoError): FastifyReply {
  return reply
    .code(400)
    .header('access-control-allow-origin', '*')
    .header('x-amzn-errortype', error.type)
    .type(`${AMZ_JSON}; charset=utf-8`)
    .send(cognitoErrorBody(error));
}

function sendOAuthError(reply: FastifyReply, error: OAuthError): FastifyReply {
  return reply
    .code(error.statusCode)
    .header('access-control-allow-origin', '*')
    .header('cache-control', 'no-store')
    .send({ error: error.error, error_description: error.description });
}

/** A client mistake Fastify or a global hook caught (bad JSON, size, control characters). */
function isClientError(error: FastifyError): boolean {
  const status = error.statusCode ?? 500;
  return error instanceof HttpError ? status < 500 : status >= 400 && status < 500;
}

function sendHtml(
  reply: FastifyReply,
  ctx: IdentityContext,
  status: number,
  html: string,
): FastifyReply {
  return reply
    .code(status)
    .header(
      'content-security-policy',
      hostedPageCsp(ctx.redirectUris.map((uri) => new URL(uri).origin)),
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function authorizeParams(source: Record<string, string | string[] | undefined>) {
  const params: Record<string, string | undefined> = {};
  for (const name of AUTHORIZE_FIELDS) {
    const value = source[name];
    // A parameter given twice is ambiguous, so the request is not one the app made.
    params[name] = Array.isArray(value) ? '' : value;
  }
  return params;
}

export async function registerBuiltinIdentity(
  app: FastifyInstance,
  ctx: IdentityContext,
): Promise<void> {
  const prune = () => {
    pruneIdentity(ctx.db, ctx.limits).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'expired identity rows could not be pruned');
    });
  };
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      AMZ_JSON,
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_r, body, done) => {
        try {
          done(null, parseCognitoJson(String(body)));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    scope.addContentTypeParser(
      FORM,
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_r, body, done) => {
        try {
          done(null, parseForm(String(body)));
        } catch (error) {
          done(new HttpError(400, (error as Error).message), undefined);
        }
      },
    );

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const onOAuthPath = request.url.startsWith(`${IDENTITY_PREFIX}/oauth2/`);
      if (error instanceof CognitoError) return sendCognitoError(reply, error);
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      if (isClientError(error)) {
        return onOAuthPath
          ? sendOAuthError(reply, new OAuthError('invalid_request', error.message))
          : sendCognitoError(reply, invalidParameter(error.message));
      }
      request.log.error({ err: error }, 'identity request failed');
      return onOAuthPath
        ? sendOAuthError(reply, new OAuthError('server_error', 'Internal error', 500))
        : reply
            .code(500)
            .type(`${AMZ_JSON}; charset=utf-8`)
            .send({ __type: 'InternalErrorException', message: 'Internal error' });
    });

    const answerTarget = async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['x-amz-target'];
      const name =
        typeof header === 'string' && header.startsWith(TARGET_PREFIX)
          ? header.slice(TARGET_PREFIX.length)
          : undefined;
      const run = name === undefined ? undefined : TARGETS.get(name);
      if (!run) {
        throw new CognitoError('UnknownOperationException', 'This operation is not available');
      }
      const answer = await run(ctx, callerOf(request), request.body);
      return reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'no-store')
        .type(`${AMZ_JSON}; charset=utf-8`)
        .send(answer);
    };
    for (const url of [IDENTITY_PREFIX, `${IDENTITY_PREFIX}/`]) {
      scope.post(
        url,
        { schema: { body: { type: 'object' } }, bodyLimit: BODY_LIMIT },
        answerTarget,
      );
      scope.options(url, (_request, reply) => reply.code(204).headers(CORS_HEADERS).send());
    }

    scope.get<{ Params: { userPoolId: string } }>(
      `${IDENTITY_PREFIX}/:userPoolId/.well-known/jwks.json`,
      (request, reply) => {
        if (request.params.userPoolId !== ctx.pool.userPoolId) return sendNotFound(request, reply);
        return reply.header('cache-control', 'public, max-age=300').send(ctx.pool.jwks);
      },
    );

    scope.get(HOSTED_STYLESHEET_PATH, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(HOSTED_STYLESHEET),
    );

    const showAuthorize = (
      reply: FastifyReply,
      params: Record<string, string | undefined>,
      render: (request: AuthorizeRequest) => Promise<FastifyReply> | FastifyReply,
    ) => {
      const checked = checkAuthorizeRequest(ctx, params);
      if (checked.kind === 'page') {
        return sendHtml(reply, ctx, 400, invalidRequestPage(ctx.productName, checked.message));
      }
      if (checked.kind === 'redirect')
        return reply.code(302).header('location', checked.location).send();
      return render(checked.request);
    };

    scope.get<{ Querystring: Record<string, string | string[]> }>(
      AUTHORIZE_PATH,
      (request, reply) =>
        showAuthorize(reply, authorizeParams(request.query), (checked) =>
          sendHtml(
            reply,
            ctx,
            200,
            signInPage({ productName: ctx.productName, hidden: checked.hidden }),
          ),
        ),
    );

    scope.post<{ Body: Record<string, string> }>(
      AUTHORIZE_PATH,
      {
        schema: { body: { type: 'object', additionalProperties: { type: 'string' } } },
        bodyLimit: BODY_LIMIT,
      },
      (request, reply) =>
        showAuthorize(reply, authorizeParams(request.body), async (checked) => {
          const username = request.body.username ?? '';
          const again = (error: string) =>
            sendHtml(
              reply,
              ctx,
              400,
              signInPage({ productName: ctx.productName, hidden: checked.hidden, username, error }),
            );
          try {
            const email = usernameEmail(username);
            const result = await signInWithPassword(
              ctx,
              callerOf(request),
              email,
              request.body.password ?? '',
            );
            if (result.kind !== 'signedIn') {
              return again('Sign in in the app first to choose your new password.');
            }
            const code = await issueAuthorizationCode(ctx, result.account.sub, checked);
            return reply
              .code(302)
              .header('cache-control', 'no-store')
              .header('location', withQuery(checked.redirectUri, { code, state: checked.state }))
              .send();
          } catch (error) {
            if (error instanceof CognitoError) return again(error.message);
            throw error;
          }
        }),
    );

    scope.post<{ Body: TokenRequest }>(
      TOKEN_PATH,
      {
        schema: { body: { type: 'object', additionalProperties: { type: 'string' } } },
        bodyLimit: BODY_LIMIT,
      },
      async (request, reply) =>
        reply
          .header('access-control-allow-origin', '*')
          .header('cache-control', 'no-store')
          .send(await exchangeAuthorizationCode(ctx, request.body)),
    );
    scope.options(TOKEN_PATH, (_request, reply) => reply.code(204).headers(CORS_HEADERS).send());

    // Anything else under /identity is not there. A GET route may not declare a body schema
    // and a body route must (app.ts), so the refusals come in two groups.
    scope.route({ method: ['GET', 'HEAD'], url: IDENTITY_PREFIX, handler: sendNotFound });
    scope.route({
      method: ['GET', 'HEAD', 'OPTIONS'],
      url: `${IDENTITY_PREFIX}/*`,
      handler: sendNotFound,
    });
    scope.route({
      method: ['DELETE', 'PATCH', 'PUT'],
      url: IDENTITY_PREFIX,
      schema: { body: {} },
      handler: sendNotFound,
    });
    scope.route({
      method: ['DELETE', 'PATCH', 'POST', 'PUT'],
      url: `${IDENTITY_PREFIX}/*`,
      schema: { body: {} },
      handler: sendNotFound,
    });
  });
}
