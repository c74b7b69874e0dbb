// What the vendor readers at the event send: a tap purchase debits the wallet of the tag (or of
// the ticket, before it is exchanged), a top-up at a cash or card desk credits it. Both go through
// the ledger, so a replayed reference is harmless and the balance never leaves $0.00–$999.99.
import { randomUUID } from 'node:crypto';
import { formatMoney, MAX_BALANCE_CENTS } from '../../core/domain/money';
import { normaliseTagNumber } from '../../core/domain/registration';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { findEntry, lockWallet, postLedgerEntry, walletBalanceCents } from '../ledger/ledger';
import { assertTapAllowedOnBand } from '../lost-band/band-blocks';
import { openPaymentsCents } from '../payments/open-payments';
import { assertEventState, requireEvent } from './events';
import { checkTapDetails, recordTapDetails, type TapDetails } from './tap-details';

export type TapTarget = { uid: string } | { ticketNumber: string };
export type TopUpMethod = 'cash' | 'card';

export interface TapInput {
  eventId: string;
  target: TapTarget;
  /** Positive integer cents. */
  amountCents: number;
  /** The reader's own transaction id; a new one is made when absent. */
  reference?: string;
}

export interface TapResult {
  walletId: string;
  reference: string;
  /** false when the reference was already recorded, so nothing changed. */
  applied: boolean;
  balanceCents: number;
}

/** Readers trade only while the event is on. */
const TRADING_STATES = ['STARTED'] as const;
const MAX_REFERENCE_LENGTH = 100;

export const DESK_TOP_UP_PENDING_ABOVE_MAXIMUM = `An online payment still in progress would take this wallet above ${formatMoney(MAX_BALANCE_CENTS)}`;

export function tapPurchase(db: Database, input: TapInput & TapDetails): Promise<TapResult> {
  const details = checkTapDetails(input);
  return recordTap(db, input, {
    category: 'PURCHASE',
    prefix: 'TAP',
    sign: -1,
    description: 'Purchase',
    record: (tx, reference) => recordTapDetails(tx, reference, details),
  });
}

export function tapTopUp(
  db: Database,
  input: TapInput & { method: TopUpMethod },
): Promise<TapResult> {
  return recordTap(db, input, {
    category: 'TOP_UP',
    prefix: 'TOPUP',
    sign: 1,
    description: input.method === 'cash' ? 'Cash top up' : 'Card top up',
  });
}

async function recordTap(
  db: Database,
  input: TapInput,
  kind: {
    category: 'PURCHASE' | 'TOP_UP';
    prefix: string;
    sign: 1 | -1;
    description: string;
    /** Writes what goes with a row just posted, in its transaction. */
    record?: (tx: Queryable, reference: string) => Promise<void>;
  },
): Promise<TapResult> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new HttpError(400, 'amount must be more than $0.00');
  }
  const reference = input.reference?.trim() || `${kind.prefix}-${randomUUID()}`;
  if (reference.length > MAX_REFERENCE_LENGTH || /\s/.test(reference)) {
    throw new HttpError(
      400,
      `reference must be up to ${MAX_REFERENCE_LENGTH} characters without spaces`,
    );
  }
  const totalCents = kind.sign * input.amountCents;

  return db.transaction(async (tx) => {
    const event = await requireEvent(tx, input.eventId);
    assertEventState(event, TRADING_STATES, `record a ${kind.description.toLowerCase()}`);
    const walletId = await findTapWallet(tx, event.id, input.target);
    await assertTapAllowedOnBand(tx, walletId, reference);
    if (kind.category === 'TOP_UP')
      await assertRoomBesideOpenPayments(tx, walletId, reference, totalCents);
    const result = await postLedgerEntry(tx, {
      walletId,
      reference,
      category: kind.category,
      totalCents,
      description: kind.description,
    });
    if (result.applied) await kind.record?.(tx, reference);
    if (!result.applied) {
      // The same reference for a different sale is a reader fault, not a replay.
      const recorded = await findEntry(tx, reference);
      if (recorded && (recorded.category !== kind.category || recorded.totalCents !== totalCents)) {
        throw new HttpError(409, `Reference ${reference} was already used for another amount`);
      }
    }
    return { walletId, reference, ...result };
  });
}

// The wallet must keep room for what its open card payments will credit: filling it at the desk
// would leave a charged card with nowhere to go. A replayed reference is let through to the
// ledger, which answers it as the replay it is.
async function assertRoomBesideOpenPayments(
  tx: Queryable,
  walletId: string,
  reference: string,
  totalCents: number,
): Promise<void> {
  await lockWallet(tx, walletId);
  if (await findEntry(tx, reference)) return;
  const pending = await openPaymentsCents(tx, walletId);
  if (pending === 0) return;
  if ((await walletBalanceCents(tx, walletId)) + pending + totalCents > MAX_BALANCE_CENTS) {
    throw new HttpError(409, DESK_TOP_UP_PENDING_ABOVE_MAXIMUM);
  }
}

async function findTapWallet(q: Queryable, eventId: string, target: TapTarget): Promise<string> {
  if ('uid' in target) {
    const uid = normaliseTagNumber(target.uid);
    const [wallet] = await q.query<{ id: string }>(
      `select w.id from wallets w join tags g on g.id = w.tag_id
       where g.event_id = $1 and g.uid = $2`,
      [eventId, uid],
    );
    if (!wallet) throw new HttpError(404, `No tag ${uid} at this event`);
    return wallet.id;
  }
  const number = target.ticketNumber.trim();
  const [ticket] = await q.query<{ walletId: string | null }>(
    `select w.id as "walletId" from tickets t left join wallets w on w.ticket_id = t.id
     where t.event_id = $1 and t.ticket_number = $2`,
    [eventId, number],
  );
  if (!ticket) throw new HttpError(404, `No ticket ${number} at this event`);
  if (!ticket.walletId) {
    throw new HttpError(
      409,
      `Ticket ${number} has no wallet yet: it is neither registered by a customer nor exchanged for a tag`,
    );
  }
  return ticket.walletId;
}
