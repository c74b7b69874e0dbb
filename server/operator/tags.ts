// Tags (wristbands/cards) are issued at the gate, each with the wallet its taps land on. A ticket
// exchanged for a band shares one wallet with it, so money topped up online moves onto the band.
import {
  isValidTagNumber,
  isValidTagSerial,
  normaliseTagNumber,
} from '../../core/domain/registration';
import type { Database } from '../db/database';
import { one } from '../db/rows';
import { HttpError } from '../http-error';
import { newWalletRefundStatus } from '../refunds/refund-opening';
import { assertEventState, requireEvent } from './events';

export interface IssueTagInput {
  eventId: string;
  uid: string;
  serial: string;
  /** The ticket handed in for this band, if any. */
  ticketNumber?: string;
}

export interface IssuedTag {
  tagId: string;
  walletId: string;
  uid: string;
  serial: string;
  ticketNumber: string | null;
  /** The customer the tag now belongs to: the ticket's claimer, or null until registered. */
  customerId: string | null;
}

/** Bands are handed out up to and during the event, never after it. */
const ISSUABLE_STATES = ['DRAFT', 'PUBLISHED', 'STARTED'] as const;

export async function issueTag(db: Database, input: IssueTagInput): Promise<IssuedTag> {
  if (!isValidTagNumber(input.uid)) {
    throw new HttpError(400, `uid must be 14 letters or digits, got "${input.uid}"`);
  }
  if (!isValidTagSerial(input.serial)) {
    throw new HttpError(400, `serial must be 3 to 6 characters, got "${input.serial}"`);
  }
  const uid = normaliseTagNumber(input.uid);
  const serial = input.serial.trim();
  const ticketNumber = input.ticketNumber?.trim() || null;

  return db.transaction(async (tx) => {
    const event = await requireEvent(tx, input.eventId, { lock: true });
    assertEventState(event, ISSUABLE_STATES, 'issue a tag');
    const [taken] = await tx.query(`select 1 from tags where event_id = $1 and uid = $2`, [
      event.id,
      uid,
    ]);
    if (taken) throw new HttpError(409, `Tag ${uid} is already issued for "${event.name}"`);

    let ticket: { ticketId: string; walletId: string | null; customerId: string | null } | null =
      null;
    if (ticketNumber !== null) {
      const [found] = await tx.query<{
        ticketId: string;
        valid: boolean;
        walletId: string | null;
        walletTagId: string | null;
        customerId: string | null;
      }>(
        `select t.id as "ticketId", t.valid, w.id as "walletId", w.tag_id as "walletTagId",
           coalesce(w.customer_id, t.claimed_by) as "customerId"
         from tickets t left join wallets w on w.ticket_id = t.id
         where t.event_id = $1 and t.ticket_number = $2
         for update of t`,
        [event.id, ticketNumber],
      );
      if (!found) {
        throw new HttpError(404, `No ticket ${ticketNumber} at "${event.name}"`);
      }
      if (!found.valid) throw new HttpError(409, `Ticket ${ticketNumber} is not valid`);
      if (found.walletTagId) {
        throw new HttpError(409, `Ticket ${ticketNumber} was already exchanged for a tag`);
      }
      ticket = found;
    }

    const customerId = ticket?.customerId ?? null;
    const tag = one(
      await tx.query<{ id: string }>(
        `insert into tags (event_id, uid, serial, claimed_by, claimed_at)
         values ($1, $2, $3, $4::uuid, case when $4::uuid is null then null else now() end)
         returning id`,
        [event.id, uid, serial, customerId],
      ),
      'tag',
    );
    let walletId: string;
    if (ticket?.walletId) {
      walletId = ticket.walletId;
      await tx.query('update wallets set tag_id = $2, updated_at = now() where id = $1', [
        walletId,
        tag.id,
      ]);
    } else {
      walletId = one(
        await tx.query<{ id: string }>(
          `insert into wallets (event_id, customer_id, ticket_id, tag_id, refund_status)
           values ($1, $2, $3, $4, $5) returning id`,
          [
            event.id,
            customerId,
            ticket?.ticketId ?? null,
            tag.id,
            await newWalletRefundStatus(tx, event.id),
          ],
        ),
        'wallet',
      ).id;
    }
    return { tagId: tag.id, walletId, uid, serial, ticketNumber, customerId };
  });
}
