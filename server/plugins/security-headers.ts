// Security headers on every response (SPA, API, payment pages, errors, 404s), set by helmet in
// the first hook of a request so that even a request refused by a later hook carries them.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

type SecurityConfig = Pick<ServerConfig, 'publicOrigin' | 'identity'>;

/**
 * The content security policy of the app. Its parts, and why each allows what it does:
 * - scripts only from our origin (the built index.html has no inline script), plus
 *   'wasm-unsafe-eval' so the QR scanner can compile its (self-hosted) WebAssembly decoder;
 * - styles from our origin and inline: Mantine writes its CSS variables into a <style> element
 *   at run time and components set style attributes, neither of which can be hashed ahead;
 *   style cannot run code, and script-src stays strict;
 * - connections to our origin and to the identity service and hosted sign-in pages when they
 *   live elsewhere (a real Cognito);
 * - images from our origin, data:/blob: (icons, the camera preview) and any https address,
 *   because the operator may give event backgrounds a CDN address;
 * - forms post to our origin (the sandbox payment page) and the hosted sign-in pages;
 * - no framing, no plugins, no <base> tricks.
 */
export function contentSecurityPolicy(config: SecurityConfig): Record<string, string[]> {
  const identityOrigins = otherOrigins(config.publicOrigin, [
    config.identity.endpoint,
    config.identity.hostedDomain,
  ]);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", ...identityOrigins],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...identityOrigins],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: SecurityConfig,
): Promise<void> {
  const https = new URL(config.publicOrigin).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy(config),
        // On plain http (a local stack) upgrading would send the page's requests to ports
        // that speak no TLS.
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS on plain http is ignored by browsers at best; it is only sent where it means something.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

function otherOrigins(publicOrigin: string, urls: string[]): string[] {
  const origins = urls
    .map((url) => new URL(url).origin)
    .filter((origin) => origin !== publicOrigin);
  return [...new Set(origins)];
}
