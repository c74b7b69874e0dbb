// Actor errors arrive as `unknown`. The app's actors throw Errors carrying spec §8's text, so the
// text a machine records for a failed call is the error's message, or the spec's fallback. A
// call the server refused for good also carries its status and the server's reason.
import { isFinalRefusal, UNKNOWN_ERROR } from '../../core/domain/http-error-text';

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function failureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    return textOf((error as { message?: unknown }).message) ?? UNKNOWN_ERROR;
  }
  return textOf(error) ?? UNKNOWN_ERROR;
}

/** The server's reason when it refused the call for good (isFinalRefusal), else null. */
export function refusalReason(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, reason } = error as { status?: unknown; reason?: unknown };
  return typeof status === 'number' && isFinalRefusal(status) ? textOf(reason) : null;
}
