import type { FastifyServerOptions } from 'fastify';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import type { ServerConfig } from '../../server/config';
import { type ServerHandle, startServer } from '../../server/main';
import { createWalletPush } from '../../server/push/wallet-push';
import { PortInUseError } from './ports';

/** The stack's server when identity is a given user pool: tokens are checked against its keys. */
export function startGivenIdentityServer(
  config: ServerConfig,
  staticDir: string,
  logger?: FastifyServerOptions['logger'],
): Promise<ServerHandle> {
  return startServer({
    config,
    staticDir,
    logger,
    verifyToken: createTokenVerifier({
      issuer: config.identity.issuer,
      clientId: config.identity.clientId,
      tokenUse: config.identity.tokenUse,
      jwksUrl: config.identity.jwksUrl,
    }),
    walletEvents: (db, metrics) => createWalletPush({ db, config, metrics }),
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new PortInUseError(config.port, 'PORT');
    }
    throw error;
  });
}
