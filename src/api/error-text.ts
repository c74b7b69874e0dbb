import type { AxiosError } from 'axios';
import { type FailedCall, httpErrorText, messageOf } from '../../core/domain/http-error-text';

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

/** The text shown for anything a call or a screen threw (spec §8, rules in core/domain). */
export function errorText(error: unknown): string {
  return httpErrorText(describeFailure(error));
}

/** A failed call as an Error with spec §8's text, the HTTP status and the server's own message. */
export interface CallError extends Error {
  status?: number;
  reason?: string;
  /** No answer came back (network down, server unreachable, the HTTP library not loading), as
   * opposed to the server refusing: a page may then keep what it knows. */
  offline: boolean;
}

export function callError(error: unknown): CallError {
  return failedCallError(describeFailure(error));
}

/** The same, for a failure described without the HTTP library (an answer taken early). */
export function failedCallError(failure: FailedCall): CallError {
  const reason = messageOf(failure.data);
  return Object.assign(new Error(httpErrorText(failure)), {
    offline: failure.status === undefined,
    ...(failure.status === undefined ? {} : { status: failure.status }),
    ...(reason === null ? {} : { reason }),
  });
}
