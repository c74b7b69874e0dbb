// Refund rows and the OPEN batch they join, shared by the customer's and the operator's side.
import { randomBytes } from 'node:crypto';
import type { RefundEntry } from '../../core/contracts/refund-contract';
import { fromCents } from '../../core/domain/money';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';

export type RefundState = 'PROCESSING' | 'COMPLETED' | 'VOID';
export type BatchState = 'OPEN' | 'CLOSED' | 'PAID';

export interface RefundRecord {
  id: string;
  reference: string;
  walletId: string;
  batchId: string;
  batchState: BatchState;
  customerId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  accountNumber: string;
  accountType: 'NZ' | 'AUS' | 'OTHER';
  currency: string;
  totalCents: number;
  feeCents: number;
  state: RefundState;
  createdAt: Date;
}

/** One entry of a wallet's refund list as the API returns it (spec §3), money in dollars. */
export function toRefundEntry(refund: RefundRecord): RefundEntry {
  return {
    refundPurchaseRef: refund.reference,
    batchState: refund.batchState,
    batchItemAccountNumber: refund.accountNumber,
    accountType: refund.accountType,
    refundTotal: fromCents(refund.totalCents),
    refundFee: fromCents(refund.feeCents),
    refundCurrency: refund.currency,
    state: refund.state,
    created: new Date(refund.createdAt).toISOString(),
  };
}

export function newRefundReference(): string {
  return `RF-${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** A RefundRecord's columns, of refund rows `r` joined with their batch `b`. */
export const REFUND_COLUMNS = `r.id, r.reference, r.wallet_id as "walletId",
    r.batch_id as "batchId", b.state as "batchState", r.customer_id as "customerId",
    r.first_name as "firstName", r.last_name as "lastName", r.phone, r.email,
    r.account_number as "accountNumber", r.account_type as "accountType", r.currency,
    r.total_cents as "totalCents", r.fee_cents as "feeCents", r.state,
    r.created_at as "createdAt"`;

export const SELECT_REFUND = `select ${REFUND_COLUMNS}
  from refunds r join refund_batches b on b.id = r.batch_id`;

export async function findRefund(q: Queryable, reference: string): Promise<RefundRecord> {
  const [row] = await q.query<RefundRecord>(`${SELECT_REFUND} where r.reference = $1`, [reference]);
  if (!row) throw new HttpError(404, 'Refund not found');
  return row;
}

/**
 * Locks a refund for a change: its batch first, then the refund, the order every refund writer
 * follows (then the wallet), so that writers queue instead of deadlocking. Customers share the
 * batch lock; closing and paying take it exclusively.
 */
export async function lockRefund(
  tx: Queryable,
  reference: string,
  batchLock: 'share' | 'update',
): Promise<RefundRecord> {
  const { batchId, id } = await findRefund(tx, reference);
  await tx.query(`select id from refund_batches where id = $1 for ${batchLock}`, [batchId]);
  await tx.query('select id from refunds where id = $1 for update', [id]);
  return findRefund(tx, reference);
}

/**
 * The OPEN batch of the event of the caller's wallet, share-locked. Reached through the wallet in
 * one statement, because every lodging of a refund rush takes this lock; opens a batch (as
 * lockOpenBatch) only when there is none, and never for a wallet that is not the caller's.
 */
export async function lockOpenBatchOfOwnedWallet(
  tx: Queryable,
  sub: string,
  walletId: string,
): Promise<string> {
  const [batch] = await tx.query<{ id: string }>(
    `select b.id from wallets w
       join customers c on c.id = w.customer_id
       join refund_batches b on b.event_id = w.event_id and b.state = 'OPEN'
     where w.id = $1 and c.sub = $2
     for share of b`,
    [walletId, sub],
  );
  if (batch) return batch.id;
  const [wallet] = await tx.query<{ eventId: string }>(
    `select w.event_id as "eventId" from wallets w join customers c on c.id = w.customer_id
     where w.id = $1 and c.sub = $2`,
    [walletId, sub],
  );
  if (!wallet) throw new HttpError(404, 'Wallet not found');
  return lockOpenBatch(tx, wallet.eventId);
}

/**
 * The event's OPEN batch, created when there is none, share-locked so that it cannot close
 * before this transaction commits the refund it is adding.
 */
export async function lockOpenBatch(tx: Queryable, eventId: string): Promise<string> {
  // A batch closing at this moment leaves no OPEN one behind, so the loop opens the next.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tx.query(
      `insert into refund_batches (event_id) values ($1)
       on conflict (event_id) where state = 'OPEN' do nothing`,
      [eventId],
    );
    const [batch] = await tx.query<{ id: string }>(
      `select id from refund_batches where event_id = $1 and state = 'OPEN' for share`,
      [eventId],
    );
    if (batch) return batch.id;
  }
  throw new HttpError(503, 'Refunds are busy - please try again');
}
