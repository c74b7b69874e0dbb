// Actor errors arrive as `unknown`. Identity libraries put the service's error type in `code` (and
// often `name`), so that is what the flow branches on and what the alerts show.
import { UNKNOWN_ERROR } from '../../src/domain/http-error-text';
import type { IdentityFailure } from './auth-types';

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function identityFailure(error: unknown): IdentityFailure {
  if (typeof error === 'object' && error !== null) {
    const { code, name, message } = error as Record<string, unknown>;
    return {
      code: textOf(code) ?? textOf(name) ?? 'Error',
      message: textOf(message) ?? UNKNOWN_ERROR,
    };
  }
  return { code: 'Error', message: textOf(error) ?? UNKNOWN_ERROR };
}

/** The text recorded for a failed call (the app's API actors throw Errors carrying spec §8 text). */
export function failureMessage(error: unknown): string {
  return identityFailure(error).message;
}
