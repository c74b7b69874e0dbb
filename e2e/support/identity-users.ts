// Customers for the auth specs, made on the stack's real identity service (cognito-local) over
// its wire protocol, with the e-mailed codes read from the identity's outbox in the stack's
// DATA_DIR. Every test makes its own, so parallel tests never share an account.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { callCognito } from '../../scripts/identity/cognito-test-client';
import { readLatestCode } from '../../server/mail/outbox-file';
import type { IdentityConfig, RuntimeConfig } from '../../src/domain/runtime-config';

export const PASSWORD = 'First-pass-1!';
export const NEW_PASSWORD = 'Second-pass-2!';

export interface Customer {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dir;
}

export async function identityOf(request: APIRequestContext): Promise<IdentityConfig> {
  return ((await (await request.get('/config.json')).json()) as RuntimeConfig).identity;
}

/** The e2e stack's identity confirms sign-ups at this domain itself, with no code. */
export const AUTO_CONFIRM_DOMAIN = 'confirmed.example';

export function newCustomer(label: string, domain = 'example.com'): Customer {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${label}-${id}@${domain}`,
    password: PASSWORD,
    givenName: 'Tess',
    familyName: `Tester${id}`,
  };
}

export type CodeKind = 'SignUp' | 'ForgotPassword';

/** The newest code e-mailed to `email`; with `notCode`, waits for one that differs from it. */
export async function waitForCode(email: string, kind: CodeKind, notCode?: string | null) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const code = await readLatestCode(dataDir(), email, kind);
    if (code !== null && code !== notCode) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} code for ${email} in the identity outbox`);
}

/** A code that is not the one e-mailed. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** Signed up (a code is in the outbox) but not confirmed. */
export async function signedUp(request: APIRequestContext, customer: Customer): Promise<void> {
  const { endpoint, clientId } = await identityOf(request);
  await callCognito(endpoint, 'SignUp', {
    ClientId: clientId,
    Username: customer.email,
    Password: customer.password,
    UserAttributes: [
      { Name: 'email', Value: customer.email },
      { Name: 'given_name', Value: customer.givenName },
      { Name: 'family_name', Value: customer.familyName },
    ],
  });
}

export async function confirmedCustomer(request: APIRequestContext, label: string) {
  const customer = newCustomer(label);
  await signedUp(request, customer);
  const { endpoint, clientId } = await identityOf(request);
  await callCognito(endpoint, 'ConfirmSignUp', {
    ClientId: clientId,
    Username: customer.email,
    ConfirmationCode: await waitForCode(customer.email, 'SignUp'),
  });
  return customer;
}

function operatorEndpoint(): string {
  const endpoint = process.env.E2E_IDENTITY_ENDPOINT;
  if (!endpoint)
    throw new Error('E2E_IDENTITY_ENDPOINT is not set: run the specs through playwright.config.ts');
  return endpoint;
}

/**
 * Created by the operator with a temporary password, as AdminCreateUser does in AWS: on the
 * identity service's loopback address, since the published one refuses admin targets.
 */
export async function operatorCreatedCustomer(request: APIRequestContext, label: string) {
  const customer = { ...newCustomer(label), password: 'Temporary-pass-1!' };
  const { userPoolId } = await identityOf(request);
  await callCognito(operatorEndpoint(), 'AdminCreateUser', {
    UserPoolId: userPoolId,
    Username: customer.email,
    TemporaryPassword: customer.password,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: customer.email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  return customer;
}

/** Deleted by the operator (AdminDeleteUser) while a page may still hold its session or e-mail. */
export async function deleteCustomer(request: APIRequestContext, customer: Customer) {
  const { userPoolId } = await identityOf(request);
  await callCognito(operatorEndpoint(), 'AdminDeleteUser', {
    UserPoolId: userPoolId,
    Username: customer.email,
  });
}

/** Confirmed, then made by the operator to choose a new password (AdminResetUserPassword). */
export async function resetRequiredCustomer(request: APIRequestContext, label: string) {
  const customer = await confirmedCustomer(request, label);
  const { userPoolId } = await identityOf(request);
  await callCognito(operatorEndpoint(), 'AdminResetUserPassword', {
    UserPoolId: userPoolId,
    Username: customer.email,
  });
  return customer;
}
