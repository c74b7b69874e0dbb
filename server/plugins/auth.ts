import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPrivatePath } from '../../core/contracts/private-paths';
import { TokenError, type TokenVerifier, type VerifiedUser } from '../auth/token-verifier';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set for every request under /api/private, null elsewhere. */
    user: VerifiedUser | null;
  }
}

/**
 * Guards everything under /api/private, including routes registered later and unknown paths
 * (an anonymous caller learns nothing about which private routes exist). Runs on the root
 * instance, before body parsing, so a rejected request is never read or written anywhere.
 */
export function registerAuth(app: FastifyInstance, verifyToken: TokenVerifier): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!isPrivateRoute(request)) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, 'Missing authorization token');
    try {
      request.user = await verifyToken(token);
    } catch (error) {
      if (error instanceof TokenError) {
        request.log.info({ err: error }, 'token rejected');
        throw new HttpError(401, 'Invalid or expired authorization token');
      }
      // The keys could not be fetched: the token may be fine, so the caller is not told to sign
      // in again.
      request.log.error({ err: error }, 'token verification unavailable');
      throw new HttpError(503, 'Identity service unavailable - please try again later');
    }
  });
}

/** The caller of a private route; the hook above guarantees it is set there. */
export function requireUser(request: FastifyRequest): VerifiedUser {
  if (!request.user) throw new HttpError(401, 'Missing authorization token');
  return request.user;
}

// The matched route pattern catches encoded spellings of the path (/api/%70rivate/…) that the
// router decodes; the raw path also covers private paths that match no route.
function isPrivateRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    (route !== undefined && isPrivatePath(route)) ||
    isPrivatePath(request.url.split('?', 1)[0] ?? '')
  );
}

// The SPA sends `Bearer <jwt>`; some clients of the original API sent the bare token.
function bearerToken(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  if (match) return match[1];
  return /^Bearer$/i.test(value) || /\s/.test(value) ? undefined : value;
}
