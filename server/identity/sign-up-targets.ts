// SignUp, ConfirmSignUp and ResendConfirmationCode.

import type { Static } from 'typebox';
import { createAccount } from './accounts';
import { type CodeSend, confirmCode, mailNewCode, sendCode } from './code-targets';
import { CognitoError, invalidParameter } from './cognito-error';
import {
  type Caller,
  codeDelivery,
  type IdentityContext,
  requireClient,
  usernameEmail,
} from './identity-context';
import { LIFETIMES } from './identity-limits';
import { hashPassword } from './password-hash';
import { requirePasswordPolicy } from './password-policy';
import { spendCodeSend, spendSignUp } from './send-limits';
import type { ConfirmSignUpBody, SignUpBody, UsernameBody } from './target-schemas';

const SIGN_UP_ATTRIBUTES = new Set(['email', 'given_name', 'family_name', 'phone_number']);

function attributesOf(body: Static<typeof SignUpBody>, email: string) {
  const attributes = new Map<string, string>();
  for (const { Name, Value } of body.UserAttributes ?? []) {
    if (!SIGN_UP_ATTRIBUTES.has(Name)) {
      throw invalidParameter(`Attribute ${Name} cannot be set on sign-up`);
    }
    attributes.set(Name, Value.trim());
  }
  const given = attributes.get('email');
  if (given !== undefined && given.toLowerCase() !== email) {
    throw invalidParameter('The email attribute must be the username');
  }
  const optional = (name: string) => attributes.get(name) || null;
  return {
    givenName: optional('given_name'),
    familyName: optional('family_name'),
    phoneNumber: optional('phone_number'),
  };
}

const SIGN_UP_CODE: CodeSend = {
  purpose: 'SignUp',
  lifetimeMs: LIFETIMES.signUpCodeMs,
  mayReceive: (account) => account.status === 'UNCONFIRMED',
};

export async function signUp(
  ctx: IdentityContext,
  caller: Caller,
  body: Static<typeof SignUpBody>,
) {
  requireClient(ctx, body.ClientId);
  const email = usernameEmail(body.Username);
  const names = attributesOf(body, email);
  requirePasswordPolicy(body.Password);
  await spendSignUp(ctx.db, ctx.limits, caller.address);
  const autoConfirmed =
    ctx.autoConfirmDomain !== undefined && email.endsWith(`@${ctx.autoConfirmDomain}`);
  if (!autoConfirmed) await spendCodeSend(ctx.db, ctx.limits, email, caller.address);
  const account = await createAccount(ctx.db, {
    email,
    passwordHash: await hashPassword(body.Password),
    status: autoConfirmed ? 'CONFIRMED' : 'UNCONFIRMED',
    emailVerified: autoConfirmed,
    ...names,
  });
  // As Cognito, even with its user existence errors prevented: a sign-up cannot pretend.
  if (!account) {
    throw new CognitoError(
      'UsernameExistsException',
      'An account with the given email already exists.',
    );
  }
  if (autoConfirmed) return { UserConfirmed: true, UserSub: account.sub };
  await mailNewCode(ctx, email, SIGN_UP_CODE);
  return { UserConfirmed: false, UserSub: account.sub, ...codeDelivery(email) };
}

export async function confirmSignUp(ctx: IdentityContext, body: Static<typeof ConfirmSignUpBody>) {
  requireClient(ctx, body.ClientId);
  const email = usernameEmail(body.Username);
  await confirmCode(ctx.db, email, 'SignUp', body.ConfirmationCode, async (tx) => {
    const confirmed = await tx.query(
      `update identity_accounts set status = 'CONFIRMED', email_verified = true, updated_at = now()
       where email = $1 and status = 'UNCONFIRMED' returning sub`,
      [email],
    );
    return confirmed.length > 0;
  });
  return {};
}

/** A new sign-up code for an unconfirmed account. */
export function resendConfirmationCode(
  ctx: IdentityContext,
  caller: Caller,
  body: Static<typeof UsernameBody>,
) {
  return sendCode(ctx, caller, body, SIGN_UP_CODE);
}
