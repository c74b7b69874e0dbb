// Field rules shared by the forms (spec §5 "General", "Authentication"): presence, e-mail,
// phone-like values and passwords.

/** Present (after trimming) and at least minLength characters long. */
export function isFilled(value: string | null | undefined, minLength = 1): boolean {
  return (value ?? '').trim().length >= Math.max(minLength, 1);
}

/** Emails are compared and sent trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** One '@', something before it, and a dotted domain after it, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(normaliseEmail(value));
}

/** Phone-like values are kept without spaces. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** 6 to 15 digits, an optional leading '+', with spaces, hyphens and brackets allowed between. */
export function isValidPhone(value: string): boolean {
  return /^\+?\d{6,15}$/.test(value.replace(/[\s()-]+/g, ''));
}

export const PASSWORD_MIN_LENGTH = 8;

/** The identity service's policy (spec §9): 8 or more, with letters, numbers and a symbol. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    /[^\p{L}\d\s]/u.test(password)
  );
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
