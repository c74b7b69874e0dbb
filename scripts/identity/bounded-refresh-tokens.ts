// cognito-local keeps every refresh token it ever issued on the user, so the pool file (rewritten
// on every sign-in) only grows. A user keeps the newest few; signing in on one more device than
// that retires the oldest device's refresh token, which then has to sign in again.

import type { Clock } from 'cognito-local/lib/services/clock';
import type { Context } from 'cognito-local/lib/services/context';
import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory';
import {
  type User,
  type UserPool,
  type UserPoolService,
  type UserPoolServiceFactory,
  UserPoolServiceImpl,
} from 'cognito-local/lib/services/userPoolService';

export const REFRESH_TOKENS_PER_USER = 10;

class BoundedUserPoolService extends UserPoolServiceImpl {
  override async storeRefreshToken(ctx: Context, refreshToken: string, user: User) {
    const kept = (user.RefreshTokens ?? []).slice(-(REFRESH_TOKENS_PER_USER - 1));
    await super.storeRefreshToken(ctx, refreshToken, { ...user, RefreshTokens: kept });
  }
}

/** cognito-local's UserPoolServiceFactoryImpl, building pools that keep few refresh tokens. */
export class BoundedUserPoolServiceFactory implements UserPoolServiceFactory {
  constructor(
    private readonly clock: Clock,
    private readonly dataStoreFactory: DataStoreFactory,
  ) {}

  async create(
    ctx: Context,
    clientsDataStore: DataStore,
    defaultOptions: UserPool,
  ): Promise<UserPoolService> {
    const dataStore = await this.dataStoreFactory.create(ctx, defaultOptions.Id, {
      Users: {},
      Options: defaultOptions,
    });
    const options = await dataStore.get(ctx, 'Options', defaultOptions);
    return new BoundedUserPoolService(clientsDataStore, this.clock, dataStore, options);
  }
}
