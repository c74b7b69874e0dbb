// The signed-in caller as a customer row. Customers are created by profile/login, which the SPA
// calls right after every sign-in.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';
import { type Customer, findCustomerBySub } from '../repositories/customers';

/** The caller's customer, or null before their first profile/login. */
export function currentCustomer(db: Queryable, request: FastifyRequest): Promise<Customer | null> {
  return findCustomerBySub(db, requireUser(request).sub);
}

/** The caller's customer, for calls that write on their behalf. */
export async function requireCustomer(db: Queryable, request: FastifyRequest): Promise<Customer> {
  const customer = await currentCustomer(db, request);
  if (!customer) throw new HttpError(403, 'Customer profile not found - please sign in again');
  return customer;
}
