// Ids the operator types are checked before they reach SQL: Postgres answers a malformed uuid
// with a syntax error, and the operator deserves a plain one.
import { HttpError } from '../http-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function assertId(value: string, what: string): void {
  if (!UUID.test(value)) throw new HttpError(400, `"${value}" is not ${what} id`);
}
