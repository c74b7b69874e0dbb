// What the operator needs to see before closing, paying or voiding: an event's refund batches
// and the refunds in them, newest batch first.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { requireEvent } from './events';
import { assertId } from './ids';

export interface BatchSummary {
  id: string;
  state: 'OPEN' | 'CLOSED' | 'PAID';
  createdAt: Date;
  refunds: {
    reference: string;
    state: 'PROCESSING' | 'COMPLETED' | 'VOID';
    name: string;
    accountNumber: string;
    totalCents: number;
    feeCents: number;
  }[];
}

export async function listRefundBatches(q: Queryable, eventId: string): Promise<BatchSummary[]> {
  await requireEvent(q, eventId);
  const batches = await q.query<Omit<BatchSummary, 'refunds'>>(
    `select id, state, created_at as "createdAt" from refund_batches where event_id = $1
     order by created_at desc, id`,
    [eventId],
  );
  const refunds = await q.query<BatchSummary['refunds'][number] & { batchId: string }>(
    `select r.batch_id as "batchId", r.reference, r.state,
       r.first_name || ' ' || r.last_name as name, r.account_number as "accountNumber",
       r.total_cents as "totalCents", r.fee_cents as "feeCents"
     from refunds r join refund_batches b on b.id = r.batch_id
     where b.event_id = $1 order by r.created_at, r.id`,
    [eventId],
  );
  return batches.map((batch) => ({
    ...batch,
    refunds: refunds
      .filter((refund) => refund.batchId === batch.id)
      .map(({ batchId: _batchId, ...refund }) => refund),
  }));
}

/** References of a batch's refunds still waiting to be paid. */
export async function processingRefundsOfBatch(q: Queryable, batchId: string): Promise<string[]> {
  assertId(batchId, 'a refund batch');
  const [batch] = await q.query('select 1 from refund_batches where id = $1', [batchId]);
  if (!batch) throw new HttpError(404, `No refund batch with id ${batchId}`);
  const rows = await q.query<{ reference: string }>(
    `select reference from refunds where batch_id = $1 and state = 'PROCESSING'
     order by created_at, id`,
    [batchId],
  );
  return rows.map((row) => row.reference);
}
