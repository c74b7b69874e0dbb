// A wallet as the money routes see it, reached only through its owner: another customer's
// wallet is "not found", never "forbidden", so ids cannot be probed.
import type { RefundStatus } from '../../core/domain/refund-status';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { type BandBlockFacts, liveBlockJson } from '../lost-band/band-block-state';
import {
  type EventTerms,
  type EventTermsColumns,
  eventTermsOf,
  SELECT_EVENT_TERMS,
} from '../repositories/event-terms';

export interface OwnedWallet {
  id: string;
  customerId: string;
  refundStatus: RefundStatus;
  /** The COMPLETED balance kept on the wallet row (as of the read; lock it to rely on it). */
  balanceCents: number;
  ticketNumber: string | null;
  ticketValid: boolean | null;
  ticketOnlineTopUp: boolean | null;
  tagUid: string | null;
  event: EventTerms;
  /** The band's live block, if it is blocked (migration 013). */
  bandBlock: BandBlockFacts | null;
}

type WalletRow = Omit<OwnedWallet, 'event'> & EventTermsColumns;

const SELECT_WALLET = `select w.id, w.customer_id as "customerId", w.refund_status as "refundStatus",
    w.balance_cents as "balanceCents",
    t.ticket_number as "ticketNumber", t.valid as "ticketValid",
    t.online_topup_allowed as "ticketOnlineTopUp", g.uid as "tagUid",
    ${liveBlockJson('w.tag_id')} as "bandBlock",
    ${SELECT_EVENT_TERMS}
  from wallets w
  join customers c on c.id = w.customer_id
  join events e on e.id = w.event_id
  left join tickets t on t.id = w.ticket_id
  left join tags g on g.id = w.tag_id`;

/**
 * The caller's wallet, or 404. With lock, the wallet row stays locked until the transaction
 * ends, which orders this request after any ledger change in flight for the same wallet.
 */
export async function findOwnedWallet(
  q: Queryable,
  sub: string,
  walletId: string,
  opts: { lock?: boolean } = {},
): Promise<OwnedWallet> {
  const [row] = await q.query<WalletRow>(
    `${SELECT_WALLET} where w.id = $1 and c.sub = $2${opts.lock ? ' for update of w' : ''}`,
    [walletId, sub],
  );
  if (!row) throw new HttpError(404, 'Wallet not found');
  return toOwnedWallet(row);
}

/** The caller's wallets at one event (normally one: a ticket, later joined by its tag). */
export async function findOwnedWalletsAtEvent(
  q: Queryable,
  sub: string,
  eventId: string,
): Promise<OwnedWallet[]> {
  const rows = await q.query<WalletRow>(
    `${SELECT_WALLET} where w.event_id = $1 and c.sub = $2 order by w.created_at, w.id`,
    [eventId, sub],
  );
  return rows.map(toOwnedWallet);
}

function toOwnedWallet(row: WalletRow): OwnedWallet {
  return {
    id: row.id,
    customerId: row.customerId,
    refundStatus: row.refundStatus,
    balanceCents: row.balanceCents,
    ticketNumber: row.ticketNumber,
    ticketValid: row.ticketValid,
    ticketOnlineTopUp: row.ticketOnlineTopUp,
    tagUid: row.tagUid,
    event: eventTermsOf(row),
    bandBlock: row.bandBlock,
  };
}
