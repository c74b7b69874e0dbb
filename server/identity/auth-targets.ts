// InitiateAuth (USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH) and RespondToAuthChallenge
// (NEW_PASSWORD_REQUIRED).
import type { Static } from 'typebox';
import { type Account, findAccountBySub, setPassword } from './accounts';
import {
  findChallengeSession,
  issueChallengeSession,
  spendChallengeSession,
} from './challenge-sessions';
import { CognitoError, invalidParameter } from './cognito-error';
import {
  type Caller,
  type IdentityContext,
  requireClient,
  usernameEmail,
} from './identity-context';
import { type IssuedTokens, issueTokens, PASSWORD_SIGN_IN_SCOPE } from './identity-tokens';
import { hashPassword } from './password-hash';
import { requirePasswordPolicy } from './password-policy';
import { signInWithPassword } from './password-sign-in';
import { findRefreshSession, startSession } from './sessions';
import type { InitiateAuthBody, RespondToAuthChallengeBody } from './target-schemas';

const NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED';

/** Tokens of a new session, as InitiateAuth and RespondToAuthChallenge answer them. */
async function signedIn(ctx: IdentityContext, account: Account) {
  const session = await startSession(
    ctx.db,
    account.sub,
    ctx.pool.clientId,
    PASSWORD_SIGN_IN_SCOPE,
  );
  const tokens = await issueTokens(ctx.pool, ctx.issuer, account, session);
  return authenticationResult(tokens, session.refreshToken);
}

/** A refresh answers without a refresh token: the client keeps the one it has, as with Cognito. */
function authenticationResult(tokens: IssuedTokens, refreshToken?: string) {
  return {
    ChallengeParameters: {},
    AuthenticationResult: {
      AccessToken: tokens.accessToken,
      IdToken: tokens.idToken,
      ...(refreshToken === undefined ? {} : { RefreshToken: refreshToken }),
      ExpiresIn: tokens.expiresIn,
      TokenType: 'Bearer',
    },
  };
}

function parameter(parameters: Record<string, string | null>, name: string): string {
  const value = parameters[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

async function passwordAuth(
  ctx: IdentityContext,
  caller: Caller,
  parameters: Record<string, string | null>,
) {
  const email = usernameEmail(parameter(parameters, 'USERNAME'));
  const result = await signInWithPassword(ctx, caller, email, parameter(parameters, 'PASSWORD'));
  if (result.kind === 'signedIn') return signedIn(ctx, result.account);
  const { account } = result;
  const userAttributes = {
    email: account.email,
    email_verified: String(account.emailVerified),
    ...(account.givenName ? { given_name: account.givenName } : {}),
    ...(account.familyName ? { family_name: account.familyName } : {}),
  };
  return {
    ChallengeName: NEW_PASSWORD_REQUIRED,
    Session: await issueChallengeSession(ctx.db, account.sub, NEW_PASSWORD_REQUIRED),
    ChallengeParameters: {
      USER_ID_FOR_SRP: account.sub,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(userAttributes),
    },
  };
}

const invalidRefreshToken = () =>
  new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');

async function refreshAuth(ctx: IdentityContext, parameters: Record<string, string | null>) {
  const session = await findRefreshSession(
    ctx.db,
    parameter(parameters, 'REFRESH_TOKEN'),
    ctx.pool.clientId,
  );
  if (!session) throw invalidRefreshToken();
  const account = await findAccountBySub(ctx.db, session.sub);
  if (!account?.enabled || account.status !== 'CONFIRMED') throw invalidRefreshToken();
  return authenticationResult(await issueTokens(ctx.pool, ctx.issuer, account, session));
}

export async function initiateAuth(
  ctx: IdentityContext,
  caller: Caller,
  body: Static<typeof InitiateAuthBody>,
) {
  requireClient(ctx, body.ClientId);
  switch (body.AuthFlow) {
    case 'USER_PASSWORD_AUTH':
      return passwordAuth(ctx, caller, body.AuthParameters);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshAuth(ctx, body.AuthParameters);
    case 'USER_SRP_AUTH':
      // An SRP verifier is a fast hash of the password: kept here it would undo argon2id.
      throw invalidParameter(
        'USER_SRP_AUTH flow not enabled for this client: the built-in identity signs in with USER_PASSWORD_AUTH',
      );
    default:
      throw invalidParameter(`${body.AuthFlow} flow not enabled for this client`);
  }
}

const invalidSession = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user.');

const CHALLENGE_ATTRIBUTES: Record<string, 'givenName' | 'familyName' | 'phoneNumber'> = {
  'userAttributes.given_name': 'givenName',
  'userAttributes.family_name': 'familyName',
  'userAttributes.phone_number': 'phoneNumber',
};

export async function respondToAuthChallenge(
  ctx: IdentityContext,
  body: Static<typeof RespondToAuthChallengeBody>,
) {
  requireClient(ctx, body.ClientId);
  if (body.ChallengeName !== NEW_PASSWORD_REQUIRED) {
    throw invalidParameter(`The ${body.ChallengeName} challenge is not supported`);
  }
  const responses = body.ChallengeResponses;
  const names: { givenName?: string; familyName?: string; phoneNumber?: string } = {};
  for (const [name, value] of Object.entries(responses)) {
    if (name === 'USERNAME' || name === 'NEW_PASSWORD') continue;
    const field = CHALLENGE_ATTRIBUTES[name];
    if (!field) throw invalidParameter(`${name} is not a response to this challenge`);
    if (value.trim()) names[field] = value.trim();
  }
  const username = parameter(responses, 'USERNAME');
  const newPassword = parameter(responses, 'NEW_PASSWORD');
  const sub = await findChallengeSession(ctx.db, body.Session, NEW_PASSWORD_REQUIRED);
  const account = sub ? await findAccountBySub(ctx.db, sub) : undefined;
  // The session answers only for the account it was issued to, named by e-mail or sub.
  const named =
    account && (username === account.sub || username.trim().toLowerCase() === account.email);
  if (!account || !named || account.status !== 'FORCE_CHANGE_PASSWORD' || !account.enabled) {
    throw invalidSession();
  }
  requirePasswordPolicy(newPassword);
  const passwordHash = await hashPassword(newPassword);
  if (!(await spendChallengeSession(ctx.db, body.Session))) throw invalidSession();
  await setPassword(ctx.db, account.sub, passwordHash, names);
  const updated = await findAccountBySub(ctx.db, account.sub);
  if (!updated) throw invalidSession();
  return signedIn(ctx, updated);
}
