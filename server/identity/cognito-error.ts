// Failures of the Cognito wire protocol: the body Cognito answers (`{"__type", "message"}`),
// which amazon-cognito-identity-js turns into an error whose `code` the auth chart branches on.

export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

export interface CognitoErrorBody {
  __type: string;
  message: string;
}

export function cognitoErrorBody(error: CognitoError): CognitoErrorBody {
  return { __type: error.type, message: error.message };
}

// The answers that must read the same for every e-mail, known or not, are written once here.
export const incorrectCredentials = () =>
  new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

export const attemptsExceeded = () =>
  new CognitoError('NotAuthorizedException', 'Password attempts exceeded');

export const codeMismatch = () =>
  new CognitoError(
    'CodeMismatchException',
    'Invalid verification code provided, please try again.',
  );

export const codeExpired = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

export const invalidParameter = (message: string) =>
  new CognitoError('InvalidParameterException', message);
