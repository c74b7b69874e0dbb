// What the call /home's early script sent gives the app's identical call (src/api/early-answer.ts):
// the data or the failure the HTTP library would have given for the same answer.
import type { FailedCall } from '../../core/domain/http-error-text';
import type { EarlyAnswer } from '../early/early-call';

/** The body as the HTTP library reads an answer: JSON when it parses, else the text itself. */
function bodyOf(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type EarlyOutcome = { ok: true; data: unknown } | { ok: false; failure: FailedCall };

/** What the call gives its caller: the data of a 2xx answer, else the failure to report. */
export function earlyOutcome(answer: EarlyAnswer | null): EarlyOutcome {
  if (answer === null)
    return { ok: false, failure: { errorMessage: 'Network Error', requestSent: true } };
  const data = bodyOf(answer.text);
  if (answer.status >= 200 && answer.status < 300) return { ok: true, data };
  return {
    ok: false,
    failure: {
      status: answer.status,
      data,
      errorMessage: `Request failed with status code ${answer.status}`,
      requestSent: true,
    },
  };
}
