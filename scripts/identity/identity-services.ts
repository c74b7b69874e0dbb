import path from 'node:path';
import { type Config, loadConfig } from 'cognito-local/lib/server/config';
import type { Services } from 'cognito-local/lib/services';
import { DateClock } from 'cognito-local/lib/services/clock';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import type { Context } from 'cognito-local/lib/services/context';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { AtomicJsonDataStoreFactory } from './atomic-data-store';
import { BoundedUserPoolServiceFactory } from './bounded-refresh-tokens';
import { autoConfirmTriggers, noTriggers, tokenTriggers } from './local-triggers';
import { identityDir } from './outbox';
import { createOutboxMessages } from './outbox-messages';
import { withOwnKey } from './own-key-tokens';
import type { SigningKey } from './signing-key';

export type IdentityServicesOptions = {
  dataDir: string;
  /** Where the service is reachable: tokens are issued by `${endpoint}/${userPoolId}`. */
  endpoint: URL;
  /** The installation's key: every token is signed with it. */
  signingKey: SigningKey;
  /** Sign-ups at this e-mail domain are confirmed by the pool itself (autoConfirmTriggers). */
  autoConfirmDomain?: string;
};

/**
 * cognito-local's services composed as its createDefaultServer does, but with the config and the
 * user pools kept under `${dataDir}/identity/` in atomically written files, the issuer on the real
 * endpoint, tokens signed with our own key, and codes delivered to the outbox.
 */
export const createIdentityServices = async (
  ctx: Context,
  { dataDir, endpoint, signingKey, autoConfirmDomain }: IdentityServicesOptions,
): Promise<Services> => {
  const configDir = identityDir(dataDir);
  const dbDir = path.join(configDir, 'db');
  const loaded = await loadConfig(ctx, new AtomicJsonDataStoreFactory(configDir));
  const config: Config = {
    ...loaded,
    TokenConfig: { ...loaded.TokenConfig, IssuerDomain: endpoint.origin },
    ServerConfig: {
      ...loaded.ServerConfig,
      hostname: endpoint.hostname,
      port: Number(endpoint.port),
      https: false,
    },
  };
  const clock = new DateClock();
  const dataStoreFactory = new AtomicJsonDataStoreFactory(dbDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dbDir,
    dataStoreFactory,
    new BoundedUserPoolServiceFactory(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  return {
    clock,
    cognito,
    config,
    messages: createOutboxMessages(dataDir, clock),
    otp,
    tokenGenerator: withOwnKey(
      new JwtTokenGenerator(clock, tokenTriggers, config.TokenConfig),
      signingKey,
    ),
    triggers: autoConfirmDomain ? autoConfirmTriggers(autoConfirmDomain) : noTriggers,
  };
};
