// What the operator sets about an event's refunds beyond its rate card (DESIGN §8): when they
// close, how long the bank takes once a batch is closed, and the charity customers may donate
// to. Each is one update of the event row, so every server sees it on its next read.
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { assertId } from './ids';

export const MIN_PROCESSING_DAYS = 1;
export const MAX_PROCESSING_DAYS = 90;
export const MAX_CHARITY_NAME_LENGTH = 100;

export interface EventRefundSettings {
  eventId: string;
  name: string;
  refundsCloseAt: Date | null;
  refundProcessingDays: number;
  charityName: string | null;
}

const RETURNING = `returning id as "eventId", name, refunds_close_at as "refundsCloseAt",
  refund_processing_days as "refundProcessingDays", charity_name as "charityName"`;

async function updateEvent(
  db: Database,
  eventId: string,
  assignment: string,
  value: unknown,
): Promise<EventRefundSettings> {
  assertId(eventId, 'an event');
  const [event] = await db.query<EventRefundSettings>(
    `update events set ${assignment} = $2, updated_at = now() where id = $1 ${RETURNING}`,
    [eventId, value],
  );
  if (!event) throw new HttpError(404, `No event with id ${eventId}`);
  return {
    ...event,
    refundsCloseAt: event.refundsCloseAt === null ? null : new Date(event.refundsCloseAt),
  };
}

/** null: refunds close only when the event moves to CLOSED. */
export function setRefundsCloseAt(
  db: Database,
  eventId: string,
  closeAt: Date | null,
): Promise<EventRefundSettings> {
  if (closeAt !== null && Number.isNaN(closeAt.getTime())) {
    throw new HttpError(400, 'The refunds close time is not a valid date');
  }
  return updateEvent(db, eventId, 'refunds_close_at', closeAt?.toISOString() ?? null);
}

export function setRefundProcessingDays(
  db: Database,
  eventId: string,
  days: number,
): Promise<EventRefundSettings> {
  if (!Number.isInteger(days) || days < MIN_PROCESSING_DAYS || days > MAX_PROCESSING_DAYS) {
    throw new HttpError(
      400,
      `Processing time must be a whole number of days from ${MIN_PROCESSING_DAYS} to ${MAX_PROCESSING_DAYS}, got ${days}`,
    );
  }
  return updateEvent(db, eventId, 'refund_processing_days', days);
}

/** null: the event offers no donation. */
export function setCharity(
  db: Database,
  eventId: string,
  charityName: string | null,
): Promise<EventRefundSettings> {
  const name = charityName?.trim() ?? null;
  if (name === '') throw new HttpError(400, 'The charity name must not be empty');
  if (name !== null && name.length > MAX_CHARITY_NAME_LENGTH) {
    throw new HttpError(
      400,
      `The charity name must be at most ${MAX_CHARITY_NAME_LENGTH} characters, got ${name.length}`,
    );
  }
  return updateEvent(db, eventId, 'charity_name', name);
}
