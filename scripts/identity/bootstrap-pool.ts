import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { attributeValue } from 'cognito-local/lib/services/userPoolService';
import { AdminCreateUser } from 'cognito-local/lib/targets/adminCreateUser';
import { AdminSetUserPassword } from 'cognito-local/lib/targets/adminSetUserPassword';
import { CreateUserPool } from 'cognito-local/lib/targets/createUserPool';
import { CreateUserPoolClient } from 'cognito-local/lib/targets/createUserPoolClient';
import { UpdateUserPoolClient } from 'cognito-local/lib/targets/updateUserPoolClient';
import { identityDir } from './outbox';

/** The demo customer created on the first start; the password meets the pool's policy. */
export const DEMO_USER = {
  email: 'demo@tapwallet.example',
  password: 'Demo-pass-2026!',
  givenName: 'Demo',
  familyName: 'Customer',
} as const;

export type Stack = { userPoolId: string; clientId: string };

export type BootstrapResult = Stack & {
  demoUser: { email: string; password: string; sub: string };
};

const stackPath = (dataDir: string) => path.join(identityDir(dataDir), 'stack.json');

const readStack = async (dataDir: string): Promise<Partial<Stack>> => {
  try {
    return JSON.parse(await readFile(stackPath(dataDir), 'utf8')) as Partial<Stack>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
};

const ensureUserPool = async (ctx: Context, services: Services, savedId?: string) => {
  const pools = await services.cognito.listUserPools(ctx);
  if (savedId && pools.some((pool) => pool.Id === savedId)) return savedId;
  const { UserPool } = await CreateUserPool(services)(ctx, {
    PoolName: 'tapwallet',
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    // Spec §9: at least 8 characters with letters, numbers and symbols.
    Policies: {
      PasswordPolicy: {
        MinimumLength: 8,
        RequireLowercase: false,
        RequireUppercase: false,
        RequireNumbers: true,
        RequireSymbols: true,
      },
    },
  });
  if (!UserPool?.Id) throw new Error('CreateUserPool returned no pool id');
  return UserPool.Id;
};

// Applied on every start, so a changed origin (another PORT) updates the registered redirects.
const clientSettings = (origin: string) => ({
  ClientName: 'tapwallet-portal',
  ExplicitAuthFlows: [
    'ALLOW_USER_PASSWORD_AUTH',
    'ALLOW_USER_SRP_AUTH',
    'ALLOW_REFRESH_TOKEN_AUTH',
  ],
  AllowedOAuthFlows: ['code'],
  AllowedOAuthFlowsUserPoolClient: true,
  AllowedOAuthScopes: ['phone', 'email', 'profile', 'openid', 'aws.cognito.signin.user.admin'],
  CallbackURLs: [`${origin}/oauth/login`],
  LogoutURLs: [`${origin}/oauth/logout`],
  SupportedIdentityProviders: ['COGNITO'],
  // The spec shows 'Username Not Found', so unknown users must be reported, not masked.
  PreventUserExistenceErrors: 'LEGACY',
});

const ensureAppClient = async (
  ctx: Context,
  services: Services,
  userPoolId: string,
  origin: string,
  savedId?: string,
) => {
  const existing = savedId ? await services.cognito.getAppClient(ctx, savedId) : null;
  if (existing && existing.UserPoolId === userPoolId) {
    await UpdateUserPoolClient(services)(ctx, {
      UserPoolId: userPoolId,
      ClientId: existing.ClientId,
      ...clientSettings(origin),
    });
    return existing.ClientId;
  }
  const { UserPoolClient } = await CreateUserPoolClient(services)(ctx, {
    UserPoolId: userPoolId,
    GenerateSecret: false,
    ...clientSettings(origin),
  });
  if (!UserPoolClient?.ClientId) throw new Error('CreateUserPoolClient returned no client id');
  return UserPoolClient.ClientId;
};

const ensureDemoUser = async (ctx: Context, services: Services, userPoolId: string) => {
  const pool = await services.cognito.getUserPool(ctx, userPoolId);
  const existing = await pool.getUserByUsername(ctx, DEMO_USER.email);
  if (!existing) {
    await AdminCreateUser(services)(ctx, {
      UserPoolId: userPoolId,
      Username: DEMO_USER.email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: DEMO_USER.password,
      UserAttributes: [
        { Name: 'email', Value: DEMO_USER.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: DEMO_USER.givenName },
        { Name: 'family_name', Value: DEMO_USER.familyName },
      ],
    });
    await AdminSetUserPassword(services)(ctx, {
      UserPoolId: userPoolId,
      Username: DEMO_USER.email,
      Password: DEMO_USER.password,
      Permanent: true,
    });
  }
  const user = existing ?? (await pool.getUserByUsername(ctx, DEMO_USER.email));
  const sub = attributeValue('sub', user?.Attributes);
  if (!sub) throw new Error('The demo user has no sub');
  return sub;
};

/**
 * Makes sure the user pool, its app client and the demo user exist, reusing the ids kept in
 * stack.json while the pool they name still exists.
 */
export const bootstrapPool = async (
  ctx: Context,
  services: Services,
  { dataDir, origin }: { dataDir: string; origin: string },
): Promise<BootstrapResult> => {
  const saved = await readStack(dataDir);
  const userPoolId = await ensureUserPool(ctx, services, saved.userPoolId);
  const clientId = await ensureAppClient(ctx, services, userPoolId, origin, saved.clientId);
  const stack: Stack = { userPoolId, clientId };
  await writeFile(stackPath(dataDir), `${JSON.stringify(stack, null, 2)}\n`, 'utf8');
  const sub = await ensureDemoUser(ctx, services, userPoolId);
  return {
    ...stack,
    demoUser: { email: DEMO_USER.email, password: DEMO_USER.password, sub },
  };
};
