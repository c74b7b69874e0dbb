import path from 'node:path';
import { type Config, loadConfig } from 'cognito-local/lib/server/config';
import type { Services } from 'cognito-local/lib/services';
import { DateClock } from 'cognito-local/lib/services/clock';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import type { Context } from 'cognito-local/lib/services/context';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { noTriggers, tokenTriggers } from './local-triggers';
import { identityDir } from './outbox';
import { createOutboxMessages } from './outbox-messages';

export type IdentityServicesOptions = {
  dataDir: string;
  /** Where the service is reachable: tokens are issued by `${endpoint}/${userPoolId}`. */
  endpoint: URL;
};

/**
 * cognito-local's services composed as its createDefaultServer does, but with the config and the
 * user pools kept under `${dataDir}/identity/`, the issuer on the real endpoint, and codes
 * delivered to the outbox.
 */
export const createIdentityServices = async (
  ctx: Context,
  { dataDir, endpoint }: IdentityServicesOptions,
): Promise<Services> => {
  const configDir = identityDir(dataDir);
  const dbDir = path.join(configDir, 'db');
  const loaded = await loadConfig(ctx, new StormDBDataStoreFactory(configDir));
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
  const dataStoreFactory = new StormDBDataStoreFactory(dbDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dbDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  return {
    clock,
    cognito,
    config,
    messages: createOutboxMessages(dataDir, clock),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, tokenTriggers, config.TokenConfig),
    triggers: noTriggers,
  };
};
