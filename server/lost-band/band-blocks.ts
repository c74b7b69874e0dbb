// Blocked bands (migration 013): a band's customer reports it lost, or the operator blocks it;
// while the block is live every tap on the band is refused. Blocking locks the band's wallet, as
// every tap does before it checks, so a tap either lands before the block or is refused.
import {
  type BandBlocker,
  blockedBandTapMessage,
  canReportBandLost,
} from '../../core/domain/lost-band';
import { isValidTagNumber, normaliseTagNumber } from '../../core/domain/registration';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { findEntry, lockWallet } from '../ledger/ledger';
import { requireEvent } from '../operator/events';

export interface BandBlock {
  id: string;
  tagId: string;
  uid: string;
  eventId: string;
  blockedAt: Date;
  blockedBy: BandBlocker;
  /** Where the balance went, once it moved. */
  movedToTagId: string | null;
  movedToUid: string | null;
  movedCents: number | null;
  movedAt: Date | null;
}

export interface BlockedBand extends BandBlock {
  eventName: string;
  walletId: string | null;
  balanceCents: number;
  /** The e-mail of the customer holding the band, if any. */
  customerEmail: string | null;
}

const SELECT_BLOCK = `select b.id, b.tag_id as "tagId", g.uid, g.event_id as "eventId",
    b.blocked_at as "blockedAt", b.blocked_by as "blockedBy", b.moved_to_tag_id as "movedToTagId",
    n.uid as "movedToUid", b.moved_cents as "movedCents", b.moved_at as "movedAt"
  from band_blocks b
  join tags g on g.id = b.tag_id
  left join tags n on n.id = b.moved_to_tag_id`;

/** The band's live block, or null. With lock, the block row stays locked until commit. */
export async function liveBlockOfTag(
  q: Queryable,
  tagId: string,
  opts: { lock?: boolean } = {},
): Promise<BandBlock | null> {
  const [row] = await q.query<BandBlock>(
    `${SELECT_BLOCK} where b.tag_id = $1 and b.unblocked_at is null${opts.lock ? ' for update of b' : ''}`,
    [tagId],
  );
  return row ?? null;
}

/**
 * Locks the wallet and refuses (409) a tap when its band is blocked. Taps call it before they
 * post, so a band blocked while a tap waits for the wallet refuses that tap. A reference already
 * recorded passes: the ledger answers it as the replay it is, so a reader retrying a sale made
 * before the block learns that it went through.
 */
export async function assertTapAllowedOnBand(
  tx: Queryable,
  walletId: string,
  reference: string,
): Promise<void> {
  await lockWallet(tx, walletId);
  if (await findEntry(tx, reference)) return;
  const [row] = await tx.query<{ uid: string; blockedBy: BandBlocker }>(
    `select g.uid, b.blocked_by as "blockedBy"
     from wallets w join tags g on g.id = w.tag_id
     join band_blocks b on b.tag_id = g.id and b.unblocked_at is null
     where w.id = $1`,
    [walletId],
  );
  if (row) throw new HttpError(409, blockedBandTapMessage(row.uid, row.blockedBy));
}

/**
 * Records a live block of the tag; call with its wallet (if any) locked and the tag checked not
 * blocked. reportedBy: the customer reporting it lost, or null for the operator.
 */
export async function insertBlock(
  tx: Queryable,
  tagId: string,
  reportedBy: string | null,
): Promise<BandBlock> {
  await tx.query(
    `insert into band_blocks (tag_id, blocked_by, reported_by) values ($1, $2, $3::uuid)`,
    [tagId, reportedBy === null ? 'OPERATOR' : 'CUSTOMER', reportedBy],
  );
  const block = await liveBlockOfTag(tx, tagId);
  if (!block) throw new Error(`The block of tag ${tagId} was not recorded`);
  return block;
}

interface OperatorTag {
  id: string;
  uid: string;
  walletId: string | null;
}

/** The tag with this uid at the event, its row and wallet locked until commit; 404 when none. */
async function lockOperatorTag(tx: Queryable, eventId: string, uid: string): Promise<OperatorTag> {
  if (!isValidTagNumber(uid)) {
    throw new HttpError(400, `uid must be 14 letters or digits, got "${uid}"`);
  }
  const event = await requireEvent(tx, eventId);
  const key = normaliseTagNumber(uid);
  const [tag] = await tx.query<OperatorTag>(
    `select g.id, g.uid, w.id as "walletId" from tags g left join wallets w on w.tag_id = g.id
     where g.event_id = $1 and g.uid = any($2::text[]) for update of g`,
    [event.id, [key, key.toLowerCase()]],
  );
  if (!tag) throw new HttpError(404, `No tag ${key} at "${event.name}"`);
  if (tag.walletId) await lockWallet(tx, tag.walletId);
  if (!canReportBandLost(event.state)) {
    throw new HttpError(
      409,
      `Cannot block or unblock a band: event "${event.name}" is ${event.state} and its refunds have closed`,
    );
  }
  return tag;
}

/** The operator blocks a band; false (nothing changed) when it was already blocked. */
export async function operatorBlockBand(
  db: Database,
  eventId: string,
  uid: string,
): Promise<{ applied: boolean; block: BandBlock }> {
  return db.transaction(async (tx) => {
    const tag = await lockOperatorTag(tx, eventId, uid);
    const live = await liveBlockOfTag(tx, tag.id);
    if (live) return { applied: false, block: live };
    return { applied: true, block: await insertBlock(tx, tag.id, null) };
  });
}

/**
 * The operator lifts a band's block (the band was found, or blocked by mistake); null when it was
 * not blocked. A balance already moved stays where it went.
 */
export async function operatorUnblockBand(
  db: Database,
  eventId: string,
  uid: string,
): Promise<BandBlock | null> {
  return db.transaction(async (tx) => {
    const tag = await lockOperatorTag(tx, eventId, uid);
    const live = await liveBlockOfTag(tx, tag.id, { lock: true });
    if (!live) return null;
    await tx.query('update band_blocks set unblocked_at = now() where id = $1', [live.id]);
    return live;
  });
}

/** The bands blocked now, oldest block first; with eventId, that event's only. */
export async function listBlockedBands(q: Queryable, eventId?: string): Promise<BlockedBand[]> {
  if (eventId !== undefined) await requireEvent(q, eventId);
  return q.query<BlockedBand>(
    `select b.id, b.tag_id as "tagId", g.uid, g.event_id as "eventId",
       b.blocked_at as "blockedAt", b.blocked_by as "blockedBy",
       b.moved_to_tag_id as "movedToTagId", n.uid as "movedToUid",
       b.moved_cents as "movedCents", b.moved_at as "movedAt", e.name as "eventName",
       w.id as "walletId", coalesce(w.balance_cents, 0) as "balanceCents",
       c.email as "customerEmail"
     from band_blocks b
     join tags g on g.id = b.tag_id
     join events e on e.id = g.event_id
     left join tags n on n.id = b.moved_to_tag_id
     left join wallets w on w.tag_id = g.id
     left join customers c on c.id = coalesce(w.customer_id, g.claimed_by)
     where b.unblocked_at is null and ($1::uuid is null or g.event_id = $1::uuid)
     order by b.blocked_at, g.uid`,
    [eventId ?? null],
  );
}
