// Customers for the auth specs, made on the stack's built-in identity over its wire protocol (or
// with the operator's account commands, as an operator would), with the e-mailed codes read from
// the outbox in the stack's DATA_DIR. Every test makes its own, so parallel tests never share an
// account.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { IdentityConfig, RuntimeConfig } from '../../core/contracts/runtime-config';
import { readLatestCode } from '../../server/mail/outbox-file';
import { callCognito } from '../../server/test-support/cognito-client';
import { admin, dataDirOfStack } from './operator-command';

export const PASSWORD = 'First-pass-1!';
export const NEW_PASSWORD = 'Second-pass-2!';

export interface Customer {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
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
    const code = await readLatestCode(dataDirOfStack(), email, kind);
    if (code !== null && code !== notCode) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} code for ${email} in the outbox`);
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

/** Created by the operator with a temporary password (`account create`). */
export async function operatorCreatedCustomer(_request: APIRequestContext, label: string) {
  const customer = { ...newCustomer(label), password: 'Temporary-pass-1!' };
  await admin('account', 'create', customer.email, '--temporary-password', customer.password);
  return customer;
}

/** Confirmed, then made by the operator to choose a new password (`account require-reset`). */
export async function resetRequiredCustomer(request: APIRequestContext, label: string) {
  const customer = await confirmedCustomer(request, label);
  await admin('account', 'require-reset', customer.email);
  return customer;
}

/**
 * The page's next call of this Cognito target is dropped on the way, as offline: the built-in
 * identity answers unknown and deleted accounts like known ones (no user enumeration), so a
 * failure the walk needs is a network one.
 */
export async function failNextIdentityCall(
  page: Page,
  request: APIRequestContext,
  target: string,
): Promise<void> {
  const { endpoint } = await identityOf(request);
  let failed = false;
  await page.route(
    (url) => url.href.startsWith(endpoint),
    (route) => {
      const sent = route.request().headers()['x-amz-target'];
      if (failed || !sent?.endsWith(`.${target}`)) return route.fallback();
      failed = true;
      return route.abort('internetdisconnected');
    },
  );
}
