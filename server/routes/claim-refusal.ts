// How the claim routes refuse: each status that does not claim has its HTTP status and reason.
import { HttpError } from '../http-error';

export function claimRefusalBy<Status extends string>(
  table: Record<Status, [number, string]>,
): (status: Status) => HttpError {
  return (status) => {
    const [statusCode, message] = table[status];
    return new HttpError(statusCode, message);
  };
}
