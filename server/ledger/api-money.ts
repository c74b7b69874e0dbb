// The API speaks money as decimal numbers with two places; everything behind it is integer cents.
import { fromCents, toCents } from '../../core/domain/money';
import { HttpError } from '../http-error';

/**
 * Cents of an amount read from a request. More than two decimal places (or float noise such as
 * 0.30000000000000004) is a client bug, answered with 400 naming the field rather than rounded.
 */
export function centsFromApi(value: number, field: string): number {
  let cents: number;
  try {
    cents = toCents(value);
  } catch {
    throw new HttpError(400, `${field} must be an amount in dollars`);
  }
  if (fromCents(cents) !== value) {
    throw new HttpError(400, `${field} must be an amount with at most two decimal places`);
  }
  return cents;
}
