// How hard the built-in identity makes guessing and flooding. Every count lives in the database
// (identity_sign_in_failures, rate_limit_counters), so N instances enforce one budget.

export interface IdentityLimits {
  /** Failed sign-ins for one e-mail before each further attempt waits (Cognito: 5). */
  failuresPerEmail: number;
  /**
   * Failed sign-ins from one client address before it waits. Higher than per e-mail: a venue's
   * phones often share one public address, and one guesser must not lock out a crowd.
   */
  failuresPerAddress: number;
  /** The first wait; each further failure doubles it (Cognito starts at 1 s). */
  lockoutBaseMs: number;
  /** The longest wait (Cognito: about 15 minutes). */
  lockoutMaxMs: number;
  /** An e-mail's count is forgotten after this long without a failure (Cognito: 15 minutes). */
  failureMemoryMs: number;
  /**
   * An address's count is forgotten sooner: a crowd's typos behind one address add up over a
   * day, a guesser's within minutes.
   */
  addressFailureMemoryMs: number;
  /** Sign-ups from one address per window (generous: a venue's phones share one address). */
  signUpsPerAddress: number;
  /** Codes sent to one e-mail per window (sign-up, resend, forgot password). */
  codeSendsPerEmail: number;
  /** Codes asked for from one address per window. */
  codeSendsPerAddress: number;
  /** The window of the sign-up and code budgets. */
  sendWindowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_IDENTITY_LIMITS: IdentityLimits = {
  failuresPerEmail: 5,
  failuresPerAddress: 20,
  lockoutBaseMs: 30_000,
  lockoutMaxMs: 15 * MINUTE,
  failureMemoryMs: 24 * HOUR,
  addressFailureMemoryMs: 15 * MINUTE,
  signUpsPerAddress: 500,
  codeSendsPerEmail: 5,
  codeSendsPerAddress: 500,
  sendWindowMs: HOUR,
};

/** Lifetimes of what the service issues (Cognito's defaults where they are the same). */
export const LIFETIMES = {
  idAndAccessTokenS: 3600,
  refreshTokenMs: 30 * 24 * HOUR,
  challengeSessionMs: 3 * MINUTE,
  signUpCodeMs: 24 * HOUR,
  resetCodeMs: HOUR,
  authorizationCodeMs: 5 * MINUTE,
  temporaryPasswordMs: 7 * 24 * HOUR,
} as const;

/** Wrong tries a code survives; the next one, right or wrong, is refused. */
export const CODE_WRONG_TRIES = 5;
