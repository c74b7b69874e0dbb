// When an event's refunds open (DESIGN §3, §8): when it moves to FINISHED, or earlier, while it is
// STARTED, when the operator opens them. Opening records the moment, makes every wallet of the
// event without a refund AVAILABLE and gives the event an OPEN batch; a wallet made afterwards
// starts AVAILABLE. Refunds lodged while readers still take payments are settled at the balance
// left when their batch closes (closeBatch), so an early refund is never worth more than that.
import type { EventState } from '../../core/domain/event-phase';
import {
  openRefundsEarlyError,
  type RefundStatus,
  unlodgedRefundStatus,
} from '../../core/domain/refund-status';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { assertId } from '../operator/ids';

export interface RefundOpening {
  eventId: string;
  name: string;
  /** false when the event's refunds were already open, so nothing changed. */
  applied: boolean;
  /** Wallets whose refund status went NOT_AVAILABLE → AVAILABLE. */
  refundsOpened: number;
  /** The event's OPEN refund batch. */
  batchId: string | null;
}

/**
 * Opens the refunds of the event whose row the caller's transaction has locked: every wallet
 * still NOT_AVAILABLE becomes AVAILABLE, and an OPEN batch is there for them.
 */
export async function openEventRefunds(
  tx: Queryable,
  eventId: string,
): Promise<{ refundsOpened: number; batchId: string | null }> {
  await tx.query(
    `update events set refunds_opened_at = coalesce(refunds_opened_at, now()) where id = $1`,
    [eventId],
  );
  const opened = await tx.query(
    `update wallets set refund_status = 'AVAILABLE', updated_at = now()
     where event_id = $1 and refund_status = 'NOT_AVAILABLE' returning id`,
    [eventId],
  );
  await tx.query(
    `insert into refund_batches (event_id) values ($1)
     on conflict (event_id) where state = 'OPEN' do nothing`,
    [eventId],
  );
  const [batch] = await tx.query<{ id: string }>(
    `select id from refund_batches where event_id = $1 and state = 'OPEN'`,
    [eventId],
  );
  return { refundsOpened: opened.length, batchId: batch?.id ?? null };
}

/** The operator opens a running event's refunds before it finishes. Repeating it changes nothing. */
export function openRefundsWhileRunning(db: Database, eventId: string): Promise<RefundOpening> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const refusal = openRefundsEarlyError(event.state);
    if (refusal) {
      throw new HttpError(
        409,
        `Cannot open refunds: event "${event.name}" is ${event.state}; ${refusal}`,
      );
    }
    const { refundsOpened, batchId } = await openEventRefunds(tx, eventId);
    return { eventId, name: event.name, applied: event.openedAt === null, refundsOpened, batchId };
  });
}

/** The refund status a wallet made now at this event starts with. */
export async function newWalletRefundStatus(q: Queryable, eventId: string): Promise<RefundStatus> {
  const event = await readEvent(q, eventId, '');
  return unlodgedRefundStatus(event.state, event.openedAt !== null);
}

interface EventRefundState {
  name: string;
  state: EventState;
  openedAt: Date | null;
}

// Locked, a state move of the event waits for the opening to commit, and the opening for it.
function lockEvent(q: Queryable, eventId: string): Promise<EventRefundState> {
  assertId(eventId, 'an event');
  return readEvent(q, eventId, ' for update');
}

async function readEvent(q: Queryable, eventId: string, lock: string): Promise<EventRefundState> {
  const [event] = await q.query<EventRefundState>(
    `select name, state, refunds_opened_at as "openedAt" from events where id = $1${lock}`,
    [eventId],
  );
  if (!event) throw new HttpError(404, `No event with id ${eventId}`);
  return event;
}
