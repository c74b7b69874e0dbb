// Which tag status a search earns (DESIGN §3, in that order). Pure, so that the search and the
// claim, which re-checks under row locks, cannot disagree.
import type { EventState } from '../../core/domain/event-phase';
import { tagEventStatus } from '../../core/domain/tag-status';

export interface TagWallet {
  id: string;
  customerId: string | null;
  /** Ledger rows in any state: a tag nobody tapped or topped up has nothing to refund. */
  hasTransactions: boolean;
}

export interface TagCandidate {
  id: string;
  eventId: string;
  eventState: EventState;
  /** The event's refunds have opened: when it finished, or early while it runs (`event refunds open`). */
  refundsOpened: boolean;
  uid: string;
  serial: string;
  claimedBy: string | null;
  /** The wallet the tag was issued with, if any. */
  wallet: TagWallet | null;
}

/** The status, with the one tag it is about unless none or several were found. */
export type TagVerdict =
  | { status: 'NOT_FOUND' | 'FOUND_TOO_MANY'; tag: null }
  | {
      status: 'EVENT_ARCHIVED' | 'EVENT_NOT_STARTED' | 'EVENT_NOT_FINISHED' | 'NOT_USED';
      tag: TagCandidate;
    }
  /** holderId: the other customer, whose masked e-mail the caller is shown. */
  | { status: 'CLAIMED'; tag: TagCandidate; holderId: string }
  | { status: 'AVAILABLE' | 'CLAIMED_BY_CALLER'; tag: TagCandidate; wallet: TagWallet };

/** The customer a tag belongs to: its claimant, or whoever holds its wallet (via the ticket). */
export function tagHolder(tag: TagCandidate): string | null {
  return tag.claimedBy ?? tag.wallet?.customerId ?? null;
}

/** candidates: the tags matching the searched uid and serial, in events of any state. */
export function tagVerdict(
  candidates: readonly TagCandidate[],
  callerId: string | null,
): TagVerdict {
  const [tag] = candidates;
  if (!tag) return { status: 'NOT_FOUND', tag: null };
  if (candidates.length > 1) return { status: 'FOUND_TOO_MANY', tag: null };
  const blocked = tagEventStatus(tag.eventState, tag.refundsOpened);
  if (blocked) return { status: blocked, tag };
  const { wallet } = tag;
  if (!wallet?.hasTransactions) return { status: 'NOT_USED', tag };
  const holder = tagHolder(tag);
  if (holder !== null && holder !== callerId) return { status: 'CLAIMED', tag, holderId: holder };
  return { status: holder === null ? 'AVAILABLE' : 'CLAIMED_BY_CALLER', tag, wallet };
}
