// The text shown for a failed API call (spec §8): 'status : message' when the server answered
// with a JSON error, else the best message available.

export const UNKNOWN_ERROR = 'Unknown error occurred - no message';
export const UNKNOWN_REQUEST_ERROR = 'Unknown error occurred - REQUEST present but with no message';

export interface FailedCall {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The response body, when a response arrived. */
  data?: unknown;
  /** The client library's own message (network failure, timeout, …). */
  errorMessage?: string;
  /** True when the request went out (whether or not an answer came back). */
  requestSent: boolean;
}

export function httpErrorText(call: FailedCall): string {
  const { status, data, errorMessage, requestSent } = call;
  const jsonMessage = messageOf(data);
  if (status !== undefined && jsonMessage) return `${status} : ${jsonMessage}`;
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  if (errorMessage && errorMessage.trim() !== '') return errorMessage.trim();
  return requestSent ? UNKNOWN_REQUEST_ERROR : UNKNOWN_ERROR;
}

/**
 * The server understood the call and refused it for a reason that holds however often it is
 * sent (a 4xx), so its own words say more than "try again later". A lapsed sign-in (401), a slow
 * request (408) and too many requests (429) can pass on a later try.
 */
export function isFinalRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/** The message of a JSON error answer (`{ message }`), or null. */
export function messageOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
