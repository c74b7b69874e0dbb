// Identity libraries put the service's error type in `code` (and often `name`), so that is what
// the auth flow branches on and what the alerts show.
import { failureMessage } from '../../../chart-shared/failure-message';
import type { IdentityFailure } from './auth-types';

function codeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'Error';
  const { code, name } = error as Record<string, unknown>;
  for (const value of [code, name]) {
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return 'Error';
}

export function identityFailure(error: unknown): IdentityFailure {
  return { code: codeOf(error), message: failureMessage(error) };
}
