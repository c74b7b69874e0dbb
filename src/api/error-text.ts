import type { AxiosError } from 'axios';
import { type FailedCall, httpErrorText } from '../domain/http-error-text';

// Same test as axios' own isAxiosError; importing axios here would pull it into the entry chunk,
// which holds the error screen.
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'isAxiosError' in error &&
    error.isAxiosError === true
  );
}

function describeFailure(error: unknown): FailedCall {
  if (!isAxiosError(error)) {
    return { errorMessage: error instanceof Error ? error.message : undefined, requestSent: false };
  }
  return {
    status: error.response?.status,
    data: error.response?.data,
    errorMessage: error.message,
    requestSent: Boolean(error.request),
  };
}

/** The text shown for anything a call or a screen threw (spec §8, rules in src/domain). */
export function errorText(error: unknown): string {
  return httpErrorText(describeFailure(error));
}
