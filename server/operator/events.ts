// Events as the operator creates and lists them. Money is integer cents and the card fee basis
// points, as stored; the CLI converts what the operator types.
import type { EventState } from '../../core/domain/event-phase';
import type { Database, Queryable } from '../db/database';
import { one } from '../db/rows';
import { HttpError } from '../http-error';
import { assertId } from './ids';

export const ASSET_KINDS = ['background-small', 'background-medium', 'background-large'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export interface NewEvent {
  name: string;
  currency: string;
  activationFeeOnlineCents: number;
  creditCardFeeBp: number;
  refundFeeOnlineCents: number;
  contractCode: string;
  assets?: { kind: AssetKind; url: string }[];
}

export interface EventRecord {
  id: string;
  name: string;
  state: EventState;
  currency: string;
  activationFeeOnlineCents: number;
  creditCardFeeBp: number;
  refundFeeOnlineCents: number;
  contractCode: string;
}

export interface EventSummary extends EventRecord {
  tickets: number;
  tags: number;
  wallets: number;
}

const SELECT_EVENT_COLUMNS = `select e.id, e.name, e.state, e.currency,
    e.activation_fee_online_cents as "activationFeeOnlineCents",
    e.credit_card_fee_bp as "creditCardFeeBp",
    e.refund_fee_online_cents as "refundFeeOnlineCents", e.contract_code as "contractCode"`;
const SELECT_EVENT = `${SELECT_EVENT_COLUMNS} from events e`;

/** A new event starts in DRAFT, hidden from customers until it is published. */
export async function createEvent(db: Database, input: NewEvent): Promise<EventRecord> {
  const name = input.name.trim();
  const currency = input.currency.trim().toUpperCase();
  const contractCode = input.contractCode.trim();
  if (name === '') throw new HttpError(400, 'name must not be empty');
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new HttpError(
      400,
      `currency must be a three-letter code such as NZD, got "${input.currency}"`,
    );
  }
  if (contractCode === '') throw new HttpError(400, 'contract code must not be empty');
  for (const [field, cents] of [
    ['activation fee', input.activationFeeOnlineCents],
    ['refund fee', input.refundFeeOnlineCents],
  ] as const) {
    if (!Number.isSafeInteger(cents) || cents < 0) {
      throw new HttpError(400, `${field} must be zero or more`);
    }
  }
  if (
    !Number.isSafeInteger(input.creditCardFeeBp) ||
    input.creditCardFeeBp < 0 ||
    input.creditCardFeeBp > 10_000
  ) {
    throw new HttpError(400, 'card fee must be a percentage from 0 to 100');
  }
  const assets = input.assets ?? [];
  for (const asset of assets) assertAssetUrl(asset.kind, asset.url);

  return db.transaction(async (tx) => {
    const { id } = one(
      await tx.query<{ id: string }>(
        `insert into events (name, currency, activation_fee_online_cents, credit_card_fee_bp,
           refund_fee_online_cents, contract_code)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          name,
          currency,
          input.activationFeeOnlineCents,
          input.creditCardFeeBp,
          input.refundFeeOnlineCents,
          contractCode,
        ],
      ),
      'event',
    );
    for (const asset of assets) {
      await tx.query('insert into event_assets (event_id, kind, url) values ($1, $2, $3)', [
        id,
        asset.kind,
        asset.url.trim(),
      ]);
    }
    return requireEvent(tx, id);
  });
}

export async function listEvents(q: Queryable): Promise<EventSummary[]> {
  return q.query<EventSummary>(
    `${SELECT_EVENT_COLUMNS},
       (select count(*) from tickets t where t.event_id = e.id)::int as tickets,
       (select count(*) from tags g where g.event_id = e.id)::int as tags,
       (select count(*) from wallets w where w.event_id = e.id)::int as wallets
     from events e order by e.created_at, e.id`,
  );
}

/**
 * The event with this id, or 404. With lock, its row stays locked until the transaction ends, so
 * a state move and whatever depends on the state cannot interleave.
 */
export async function requireEvent(
  q: Queryable,
  eventId: string,
  opts: { lock?: boolean } = {},
): Promise<EventRecord> {
  assertId(eventId, 'an event');
  const [event] = await q.query<EventRecord>(
    `${SELECT_EVENT} where e.id = $1${opts.lock ? ' for update' : ''}`,
    [eventId],
  );
  if (!event) throw new HttpError(404, `No event with id ${eventId}`);
  return event;
}

/** Refuses unless the event is in one of the given states, naming what the operator asked for. */
export function assertEventState(
  event: EventRecord,
  allowed: readonly EventState[],
  action: string,
): void {
  if (!allowed.includes(event.state)) {
    throw new HttpError(
      409,
      `Cannot ${action}: event "${event.name}" is ${event.state} (allowed: ${allowed.join(', ')})`,
    );
  }
}

// The SPA sets these as CSS backgrounds, so only web addresses and site paths make sense.
function assertAssetUrl(kind: AssetKind, url: string): void {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return;
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return;
  } catch {
    // Reported below.
  }
  throw new HttpError(400, `${kind} must be an http(s) address or a path starting with /`);
}
