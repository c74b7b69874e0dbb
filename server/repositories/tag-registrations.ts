// Tag (wristband/card) search and claim: tags are issued at the gate with a wallet that tap
// purchases land on; registering one gives that wallet to the customer.
import { normaliseTagNumber } from '../../core/domain/registration';
import type { Queryable } from '../db/database';
import type { TagCandidate, TagWallet } from '../registration/tag-find';

/**
 * Spellings of a tag number the index can look up: the normalised upper-case uid and its lower
 * case (readers write hex either way).
 */
function uidSpellings(uid: string): string[] {
  const normalised = normaliseTagNumber(uid);
  return [...new Set([normalised, normalised.toLowerCase()])];
}

type TagRow = Omit<TagCandidate, 'wallet'>;

/**
 * The tags with this uid and serial, in events of any state, with their wallets. lockWallets
 * locks those wallet rows until the transaction ends (claims), so a concurrent ticket claim on
 * the same wallet waits and then sees this one's outcome.
 */
export async function findTagCandidates(
  q: Queryable,
  uid: string,
  serial: string,
  opts: { lockWallets?: boolean } = {},
): Promise<TagCandidate[]> {
  const tags = await q.query<TagRow>(
    `select g.id, g.event_id as "eventId", e.state as "eventState",
       e.refunds_opened_at is not null as "refundsOpened", g.uid, g.serial,
       g.claimed_by as "claimedBy"
     from tags g join events e on e.id = g.event_id
     where g.uid = any($1::text[]) and upper(g.serial) = upper($2)
     order by g.event_id, g.id`,
    [uidSpellings(uid), serial.trim()],
  );
  if (tags.length === 0) return [];
  const wallets = await q.query<{
    id: string;
    tagId: string;
    customerId: string | null;
    hasTransactions: boolean;
  }>(
    `select w.id, w.tag_id as "tagId", w.customer_id as "customerId",
       exists (select 1 from wallet_transactions x where x.wallet_id = w.id) as "hasTransactions"
     from wallets w where w.tag_id = any($1::uuid[]) order by w.id${opts.lockWallets ? ' for update' : ''}`,
    [tags.map((tag) => tag.id)],
  );
  return tags.map((tag) => {
    const wallet = wallets.find((row) => row.tagId === tag.id);
    return {
      ...tag,
      wallet: wallet
        ? { id: wallet.id, customerId: wallet.customerId, hasTransactions: wallet.hasTransactions }
        : null,
    };
  });
}

/**
 * Locks the tag with this uid at this event until the transaction ends and returns its serial,
 * or null when there is none. Concurrent claims of one tag queue here, and each then reads what
 * the one before it wrote.
 */
export async function lockTag(
  tx: Queryable,
  eventId: string,
  uid: string,
): Promise<{ id: string; uid: string; serial: string } | null> {
  const [row] = await tx.query<{ id: string; uid: string; serial: string }>(
    'select id, uid, serial from tags where event_id = $1 and uid = any($2::text[]) for update',
    [eventId, uidSpellings(uid)],
  );
  return row ?? null;
}

/** The e-mail of the customer holding a tag, to show the caller masked. */
export async function holderEmail(q: Queryable, customerId: string): Promise<string | null> {
  const [row] = await q.query<{ email: string }>('select email from customers where id = $1', [
    customerId,
  ]);
  return row?.email ?? null;
}

/**
 * Gives the tag and its wallet to the customer. Call inside the transaction that locked the tag
 * and found it AVAILABLE (or CLAIMED_BY_CALLER) for this customer; returns the wallet id.
 */
export async function claimTag(
  tx: Queryable,
  tag: TagCandidate,
  wallet: TagWallet,
  customerId: string,
): Promise<string> {
  if (tag.claimedBy === null) {
    await tx.query('update tags set claimed_by = $2, claimed_at = now() where id = $1', [
      tag.id,
      customerId,
    ]);
  }
  if (wallet.customerId === null) {
    await tx.query('update wallets set customer_id = $2, updated_at = now() where id = $1', [
      wallet.id,
      customerId,
    ]);
  }
  return wallet.id;
}
