// The customer's registrations (spec §3 "Event registration"): one per wallet they hold.
import type { RefundStatus } from '../../core/domain/refund-status';
import type { Queryable } from '../db/database';
import { type BandBlockFacts, liveBlockJson } from '../lost-band/band-block-state';
import {
  type EventTerms,
  type EventTermsColumns,
  eventTermsOf,
  SELECT_EVENT_TERMS,
} from './event-terms';

export interface RegistrationRecord {
  walletId: string;
  refundStatus: RefundStatus;
  balanceCents: number;
  ticketNumber: string | null;
  uid: string | null;
  event: EventTerms & { name: string };
  assets: { url: string; kind: string }[];
  /** The band's live block, if it is blocked (migration 013). */
  bandBlock: BandBlockFacts | null;
}

type WalletRow = Omit<RegistrationRecord, 'event'> & EventTermsColumns & { eventName: string };

/**
 * Every wallet of the signed-in subject, newest registration first (when the customer claimed its
 * ticket or tag; a wallet made for them, when it was made), whatever the event's state:
 * the SPA decides what to list (archived events are hidden on Home but still matter to the tag
 * pre-check). One query however many wallets: balances are kept on the wallet rows and each
 * event's assets come along as JSON. No customer yet answers an empty list.
 */
export async function listRegistrations(q: Queryable, sub: string): Promise<RegistrationRecord[]> {
  const wallets = await q.query<WalletRow>(
    `select w.id as "walletId", w.refund_status as "refundStatus",
       w.balance_cents as "balanceCents", t.ticket_number as "ticketNumber", g.uid,
       e.name as "eventName", ${SELECT_EVENT_TERMS}, ${liveBlockJson('w.tag_id')} as "bandBlock",
       coalesce((select json_agg(json_build_object('url', a.url, 'kind', a.kind) order by a.kind)
                 from event_assets a where a.event_id = e.id), '[]') as assets
     from customers c
     join wallets w on w.customer_id = c.id
     join events e on e.id = w.event_id
     left join tickets t on t.id = w.ticket_id
     left join tags g on g.id = w.tag_id
     where c.sub = $1
     order by coalesce(least(t.claimed_at, g.claimed_at), w.created_at) desc, w.id desc`,
    [sub],
  );
  return wallets.map((wallet) => ({
    walletId: wallet.walletId,
    refundStatus: wallet.refundStatus,
    balanceCents: wallet.balanceCents,
    ticketNumber: wallet.ticketNumber,
    uid: wallet.uid,
    event: { ...eventTermsOf(wallet), name: wallet.eventName },
    assets: wallet.assets,
    bandBlock: wallet.bandBlock,
  }));
}
