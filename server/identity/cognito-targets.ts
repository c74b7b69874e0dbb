// Every Cognito target the built-in identity answers, with its body's schema. Nothing else: an
// admin target, or any other, is an unknown operation.
import { initiateAuth, respondToAuthChallenge } from './auth-targets';
import type { Caller, IdentityContext } from './identity-context';
import { confirmForgotPassword, forgotPassword } from './password-targets';
import { globalSignOut, revokeToken } from './session-targets';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up-targets';
import {
  bodyCheck,
  ConfirmForgotPasswordBody,
  ConfirmSignUpBody,
  GlobalSignOutBody,
  InitiateAuthBody,
  RespondToAuthChallengeBody,
  RevokeTokenBody,
  SignUpBody,
  UsernameBody,
} from './target-schemas';

export type Target = (ctx: IdentityContext, caller: Caller, body: unknown) => Promise<object>;

function target<T>(
  check: { parse(body: unknown): T },
  run: (ctx: IdentityContext, caller: Caller, body: T) => Promise<object>,
): Target {
  return (ctx, caller, body) => run(ctx, caller, check.parse(body));
}

export const TARGETS: ReadonlyMap<string, Target> = new Map([
  ['SignUp', target(bodyCheck(SignUpBody), signUp)],
  [
    'ConfirmSignUp',
    target(bodyCheck(ConfirmSignUpBody), (ctx, _, body) => confirmSignUp(ctx, body)),
  ],
  ['ResendConfirmationCode', target(bodyCheck(UsernameBody), resendConfirmationCode)],
  ['InitiateAuth', target(bodyCheck(InitiateAuthBody), initiateAuth)],
  [
    'RespondToAuthChallenge',
    target(bodyCheck(RespondToAuthChallengeBody), (ctx, _, body) =>
      respondToAuthChallenge(ctx, body),
    ),
  ],
  ['ForgotPassword', target(bodyCheck(UsernameBody), forgotPassword)],
  [
    'ConfirmForgotPassword',
    target(bodyCheck(ConfirmForgotPasswordBody), (ctx, _, body) =>
      confirmForgotPassword(ctx, body),
    ),
  ],
  ['RevokeToken', target(bodyCheck(RevokeTokenBody), (ctx, _, body) => revokeToken(ctx, body))],
  [
    'GlobalSignOut',
    target(bodyCheck(GlobalSignOutBody), (ctx, _, body) => globalSignOut(ctx, body)),
  ],
]);

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
