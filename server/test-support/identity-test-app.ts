// The API server with its built-in identity, driven through app.inject() as a browser or an
// attacker would reach it, with the e-mails it sends kept in memory.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { BuiltinIdentityOptions } from '../identity/builtin-identity';
import { codeFromMessage } from '../identity/code-messages';
import type { CodePurpose } from '../identity/codes';
import { ensureIdentityPool, type IdentityPool } from '../identity/identity-pool';
import { builtinTokenVerifier } from '../identity/session-check';
import type { Mailer, MailMessage } from '../mail/mailer';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';

export const ORIGIN = 'http://localhost:8080';
export const PASSWORD = 'First-pass-1!';
export const NEW_PASSWORD = 'Second-pass-2!';
const REGION = 'ap-southeast-2';

export interface Mailbox extends Mailer {
  messages: MailMessage[];
  /** The newest code of this purpose sent to `email`, or null. */
  latestCode(email: string, purpose: CodePurpose): string | null;
}

export function memoryMailbox(): Mailbox {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    latestCode(email, purpose) {
      const codes = messages
        .filter((message) => message.to === email)
        .map((message) => codeFromMessage(purpose, message))
        .filter((code): code is string => code !== null);
      return codes.at(-1) ?? null;
    },
  };
}

export interface SignedIn {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

export interface CognitoAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

export interface IdentityTestApp {
  app: FastifyInstance;
  db: Database;
  pool: IdentityPool;
  config: ServerConfig;
  mailbox: Mailbox;
  clientId: string;
  /** A Cognito call as amazon-cognito-identity-js sends it, from `address` (127.0.0.1). */
  call(target: string, body: object, address?: string): Promise<CognitoAnswer>;
  /** A signed-up, confirmed customer with PASSWORD. */
  confirmedCustomer(label: string): Promise<string>;
  /** Signs in with the password; answers the AuthenticationResult. */
  signIn(email: string, password?: string): Promise<SignedIn>;
  /** The private profile call with this access token: 200 or 401. */
  privateCall(accessToken: string): Promise<number>;
}

export interface IdentityTestOptions
  extends Partial<Omit<BuiltinIdentityOptions, 'pool' | 'mailer'>> {
  sessionMaxAgeMs?: number;
  logger?: FastifyServerOptions['logger'];
}

let sequence = 0;

/** Another server on the same database, as a second instance would be. */
export async function identityApp(
  db: Database,
  { sessionMaxAgeMs = 0, logger = false, ...identity }: IdentityTestOptions = {},
  mailbox: Mailbox = memoryMailbox(),
): Promise<IdentityTestApp> {
  const pool = await ensureIdentityPool(db, REGION);
  const config = testConfig({
    PUBLIC_ORIGIN: ORIGIN,
    IDENTITY_ENDPOINT: `${ORIGIN}/identity`,
    HOSTED_UI_DOMAIN: `${ORIGIN}/identity`,
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.clientId,
    IDENTITY_ISSUER: `${ORIGIN}/identity/${pool.userPoolId}`,
  });
  const app = await buildApp({
    config,
    db,
    logger,
    verifyToken: builtinTokenVerifier({
      db,
      pool,
      issuer: config.identity.issuer,
      tokenUse: 'access',
      sessionMaxAgeMs,
    }),
    builtinIdentity: { pool, mailer: mailbox, ...identity },
  });
  await app.ready();
  const call = async (target: string, body: object, address = '127.0.0.1') => {
    const response = await app.inject({
      method: 'POST',
      url: '/identity/',
      remoteAddress: address,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      payload: JSON.stringify(body),
    });
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown>,
      headers: response.headers,
    };
  };
  const clientId = pool.clientId;
  const signIn = async (email: string, password = PASSWORD) => {
    const answer = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
    return answer.body.AuthenticationResult as SignedIn;
  };
  return {
    app,
    db,
    pool,
    config,
    mailbox,
    clientId,
    call,
    signIn,
    async confirmedCustomer(label) {
      sequence += 1;
      const email = `${label}-${sequence}-${Date.now()}@example.com`;
      const signedUp = await call('SignUp', {
        ClientId: clientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Ann' },
          { Name: 'family_name', Value: 'Lee' },
        ],
      });
      if (signedUp.status !== 200)
        throw new Error(`sign-up failed: ${JSON.stringify(signedUp.body)}`);
      const confirmed = await call('ConfirmSignUp', {
        ClientId: clientId,
        Username: email,
        ConfirmationCode: mailbox.latestCode(email, 'SignUp'),
      });
      if (confirmed.status !== 200)
        throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
      return email;
    },
    async privateCall(accessToken) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/private/profile/login',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: {
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          phone: '',
          locale: 'en',
        },
      });
      return response.statusCode;
    },
  };
}

/** A migrated database of its own (PostgreSQL when DATABASE_URL names one) and a server on it. */
export async function startIdentityTestApp(
  opts: IdentityTestOptions = {},
): Promise<IdentityTestApp & { close(): Promise<void> }> {
  const target = await createTestDatabase();
  const db = await target.open();
  await migrate(db);
  const identity = await identityApp(db, opts);
  return {
    ...identity,
    async close() {
      await identity.app.close();
      await db.close();
      await target.dispose();
    },
  };
}
