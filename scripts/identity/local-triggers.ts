import { UnsupportedError } from 'cognito-local/lib/errors';
import type { PreSignUpTrigger } from 'cognito-local/lib/services/triggers/preSignUp';
import type { PreTokenGenerationTrigger } from 'cognito-local/lib/services/triggers/preTokenGeneration';
import type { Triggers } from 'cognito-local/lib/services/triggers/triggers';
import { attributesToRecord } from 'cognito-local/lib/services/userPoolService';

const unavailable = () =>
  Promise.reject(new UnsupportedError('Lambda triggers are not available locally'));

/**
 * No lambda triggers run locally. Building cognito-local's TriggersService would load the AWS SDK
 * v2 (for Lambda and KMS clients) on every start just to never call it.
 */
export const noTriggers: Triggers = {
  enabled: () => false,
  customMessage: unavailable,
  customEmailSender: unavailable,
  postAuthentication: unavailable,
  postConfirmation: unavailable,
  preSignUp: unavailable,
  preTokenGeneration: unavailable,
  userMigration: unavailable,
};

// Standard string attributes that Cognito puts in id tokens.
const ID_TOKEN_ATTRIBUTES = [
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
];

const addStandardClaims: PreTokenGenerationTrigger = async (_ctx, { userAttributes }) => {
  const attributes = attributesToRecord(userAttributes);
  const claims = Object.fromEntries(
    ID_TOKEN_ATTRIBUTES.filter((name) => attributes[name] !== undefined).map((name) => [
      name,
      attributes[name],
    ]),
  );
  return { claimsOverrideDetails: { claimsToAddOrOverride: claims } };
};

/**
 * For the token generator only: cognito-local's id token carries just email and custom attributes,
 * while Cognito's also carries the standard ones (given_name, family_name, …).
 */
export const tokenTriggers: Triggers = {
  ...noTriggers,
  enabled: (trigger) => trigger === 'PreTokenGeneration',
  preTokenGeneration: addStandardClaims,
};

/**
 * A pool with a pre-sign-up trigger that confirms the sign-ups of one e-mail domain itself, as a
 * pool may for a company's staff: SignUp then answers UserConfirmed and no code is needed (spec
 * §4's other sign-up result). Only when IDENTITY_AUTO_CONFIRM_DOMAIN names the domain; the e2e
 * stack does, so the browser meets that answer from the real identity service.
 */
export function autoConfirmTriggers(domain: string): Triggers {
  const suffix = `@${domain.toLowerCase()}`;
  const preSignUp: PreSignUpTrigger = async (_ctx, { userAttributes, username }) => {
    const email = attributesToRecord(userAttributes).email ?? username;
    const confirmed = email.toLowerCase().endsWith(suffix);
    return { autoConfirmUser: confirmed, autoVerifyEmail: confirmed };
  };
  return { ...noTriggers, enabled: (trigger) => trigger === 'PreSignUp', preSignUp };
}
