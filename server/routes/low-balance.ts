// POST /api/private/profile/low-balance (core/contracts/low-balance-contract.ts): reads or sets
// the caller's low-balance alert. Only the caller's own row is ever read or written.
import type { FastifyInstance } from 'fastify';
import { lowBalanceEndpoint } from '../../core/contracts/low-balance-contract';
import { isLowBalanceLevel } from '../../core/domain/low-balance-alert';
import { formatMoney, fromCents, MAX_BALANCE_CENTS } from '../../core/domain/money';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { centsFromApi } from '../ledger/api-money';
import { requireUser } from '../plugins/auth';
import { serveEndpoint } from './serve-endpoint';

export const LOW_BALANCE_RANGE = `lowBalanceAlert must be from $0.01 to ${formatMoney(MAX_BALANCE_CENTS)}, or null for none`;

export function registerLowBalanceRoute(app: FastifyInstance, db: Database): void {
  serveEndpoint(app, lowBalanceEndpoint, async (request) => {
    const { sub } = requireUser(request);
    const { lowBalanceAlert } = request.body;
    const rows =
      lowBalanceAlert === undefined
        ? await db.query<{ cents: number | null }>(
            'select low_balance_cents as cents from customers where sub = $1',
            [sub],
          )
        : await db.query<{ cents: number | null }>(
            `update customers set low_balance_cents = $2, updated_at = now() where sub = $1
             returning low_balance_cents as cents`,
            [sub, levelCents(lowBalanceAlert)],
          );
    const [customer] = rows;
    if (!customer) throw new HttpError(404, 'Customer profile not found - please sign in again');
    return { lowBalanceAlert: customer.cents === null ? null : fromCents(customer.cents) };
  });
}

function levelCents(value: number | null): number | null {
  if (value === null) return null;
  const cents = centsFromApi(value, 'lowBalanceAlert');
  if (!isLowBalanceLevel(cents)) throw new HttpError(400, LOW_BALANCE_RANGE);
  return cents;
}
