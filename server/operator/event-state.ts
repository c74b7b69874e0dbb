// An event moves one way through its life: DRAFT → PUBLISHED → STARTED → FINISHED → CLOSED →
// ARCHIVED. Refunds open when it finishes (or earlier, by the operator: refund-opening.ts) and
// stop being editable when it closes.
import { EVENT_STATES, type EventState } from '../../core/domain/event-phase';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { openEventRefunds } from '../refunds/refund-opening';
import { type CloseBatchResult, closeBatch } from '../refunds/refund-operations';
import { type EventRecord, requireEvent } from './events';

export interface EventStateChange {
  eventId: string;
  name: string;
  from: EventState;
  to: EventState;
  /** Wallets whose refund status went NOT_AVAILABLE → AVAILABLE (moves to FINISHED). */
  refundsOpened: number;
  /** The OPEN refund batch created on FINISHED, or closed on CLOSED. */
  batchId: string | null;
  /** On CLOSED: refunds in the closed batch still to be paid. */
  refundsToPay: number;
  /** On CLOSED: refunds cancelled because the balance no longer covers the fee. */
  refundsCancelled: string[];
}

/** The one state an event may move to next, or null once archived. */
export function nextEventState(state: EventState): EventState | null {
  return EVENT_STATES[EVENT_STATES.indexOf(state) + 1] ?? null;
}

export async function moveEventState(
  db: Database,
  eventId: string,
  to: EventState,
): Promise<EventStateChange> {
  if (to !== 'CLOSED') return db.transaction((tx) => applyMove(tx, eventId, to));
  // Closing ends refund edits, so the OPEN batch closes first, the refunds' way (totals fixed,
  // uncovered ones cancelled). A refund lodged in between opens a new batch; closing that one
  // too before the event itself closes keeps every refund in a batch that can be paid.
  let closed: CloseBatchResult | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    assertMove(await requireEvent(db, eventId), to);
    const result = await closeBatch(db, eventId);
    if (result.closed) closed = result;
    const change = await db.transaction(async (tx) => {
      if (await openBatchId(tx, eventId)) return null;
      return applyMove(tx, eventId, to);
    });
    if (change) {
      return {
        ...change,
        batchId: closed?.batchId ?? null,
        refundsToPay: closed?.refunds.length ?? 0,
        refundsCancelled: closed?.cancelled ?? [],
      };
    }
  }
  throw new HttpError(409, 'Refunds keep arriving for this event; try again in a moment');
}

function assertMove(event: EventRecord, to: EventState): void {
  const next = nextEventState(event.state);
  if (to !== next) {
    const allowed = next ? `it can only move to ${next}` : 'it is archived for good';
    throw new HttpError(
      409,
      `Event "${event.name}" is ${event.state}; it cannot move to ${to}: ${allowed}`,
    );
  }
}

async function applyMove(
  tx: Queryable,
  eventId: string,
  to: EventState,
): Promise<EventStateChange> {
  const event = await requireEvent(tx, eventId, { lock: true });
  assertMove(event, to);
  const change: EventStateChange = {
    eventId: event.id,
    name: event.name,
    from: event.state,
    to,
    refundsOpened: 0,
    batchId: null,
    refundsToPay: 0,
    refundsCancelled: [],
  };

  if (to === 'FINISHED') {
    // Refunds open now unless the operator opened them while the event ran; then this opens
    // those of wallets made since, and keeps the batch they already share.
    const opening = await openEventRefunds(tx, event.id);
    change.refundsOpened = opening.refundsOpened;
    change.batchId = opening.batchId;
  }
  if (to === 'ARCHIVED') {
    const [pending] = await tx.query<{ count: number }>(
      `select count(*)::int as count from refunds r join wallets w on w.id = r.wallet_id
       where w.event_id = $1 and r.state = 'PROCESSING'`,
      [event.id],
    );
    if (pending && pending.count > 0) {
      // Archived events leave the customers' home pages, so nobody would see those refunds.
      throw new HttpError(
        409,
        `Event "${event.name}" still has ${pending.count} refund(s) PROCESSING; pay or void them before archiving`,
      );
    }
  }
  await tx.query('update events set state = $2, updated_at = now() where id = $1', [event.id, to]);
  return change;
}

async function openBatchId(tx: Queryable, eventId: string): Promise<string | null> {
  const [batch] = await tx.query<{ id: string }>(
    `select id from refund_batches where event_id = $1 and state = 'OPEN'`,
    [eventId],
  );
  return batch?.id ?? null;
}
