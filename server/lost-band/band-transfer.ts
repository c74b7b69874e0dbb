// Moving a lost band's whole balance to a new band (DESIGN §8), in one transaction: the lost
// band's wallet and block, then the new band and its wallet, are locked; the new band is found as
// a tag search finds it (a wrong serial counts against it, a locked band is not found); two
// TRANSFER rows move the balance and the new band becomes the caller's. The block records the
// move, so each block moves once: the same call again answers what the first one did.
import type {
  BandTransferBody,
  BandTransferResponse,
} from '../../core/contracts/lost-band-contract';
import {
  BAND_NOT_BLOCKED,
  BAND_PAYMENT_IN_PROGRESS,
  BAND_REFUND_IN_PROGRESS,
  bandAlreadyMovedMessage,
  MOVED_FROM_LOST_BAND,
  MOVED_TO_NEW_BAND,
  NEW_BAND_BLOCKED,
  NEW_BAND_IS_LOST_BAND,
  NEW_BAND_OTHER_EVENT,
  NEW_BAND_REGISTERED_TO_CALLER,
} from '../../core/domain/lost-band';
import { fromCents } from '../../core/domain/money';
import type { Database, Queryable } from '../db/database';
import { one } from '../db/rows';
import { HttpError } from '../http-error';
import { lockWallet, postLedgerEntry } from '../ledger/ledger';
import { tagClaimRefusal } from '../registration/tag-claim-refusal';
import { type TagCandidate, type TagWallet, tagHolder } from '../registration/tag-find';
import { countWrongSerial, isBandLocked } from '../repositories/band-guesses';
import { claimTag, findTagCandidates, lockTag } from '../repositories/tag-registrations';
import { type BandBlock, liveBlockOfTag } from './band-blocks';
import { lockOwnedBand } from './report-lost';

/** The two rows of a block's move share its id: the pair is found from either row. */
export function transferReferences(blockId: string): { out: string; in: string } {
  return { out: `MOVE-${blockId}-OUT`, in: `MOVE-${blockId}-IN` };
}

/** The caller's uid and serial did not find a band: answered after the commit keeps the count. */
const NOT_FOUND = 'NOT_FOUND';

export async function transferBandBalance(
  db: Database,
  sub: string,
  body: BandTransferBody,
): Promise<BandTransferResponse> {
  const outcome = await db.transaction(async (tx) => {
    const { wallet: lost, tag: lostTag } = await lockOwnedBand(tx, sub, body);
    const block = await liveBlockOfTag(tx, lostTag.id, { lock: true });
    if (!block) throw new HttpError(409, BAND_NOT_BLOCKED);

    const found = await findTagCandidates(tx, body.uid, body.serial);
    if (found.length === 0) {
      await countWrongSerial(tx, body.uid);
      return NOT_FOUND;
    }
    if (await isBandLocked(tx, body.uid)) return NOT_FOUND;
    const here = found.filter((tag) => tag.eventId === lost.event.id);
    const [candidate] = here;
    if (!candidate) throw new HttpError(409, NEW_BAND_OTHER_EVENT);
    if (here.length > 1) throw tagClaimRefusal('FOUND_TOO_MANY');

    if (block.movedToTagId !== null) return alreadyMoved(block, candidate, lost.event.id);
    if (candidate.id === lostTag.id) throw new HttpError(409, NEW_BAND_IS_LOST_BAND);
    const { tag, wallet } = await lockNewBand(tx, candidate, lost.customerId);

    if (lost.refundStatus === 'PROCESSING') throw new HttpError(409, BAND_REFUND_IN_PROGRESS);
    if (await hasOpenCardPayment(tx, lost.id)) throw new HttpError(409, BAND_PAYMENT_IN_PROGRESS);
    const cents = await lockWallet(tx, lost.id);
    const references = transferReferences(block.id);
    await postLedgerEntry(tx, {
      walletId: lost.id,
      reference: references.out,
      category: 'TRANSFER',
      totalCents: -cents,
      description: MOVED_TO_NEW_BAND,
    });
    await postLedgerEntry(tx, {
      walletId: wallet.id,
      reference: references.in,
      category: 'TRANSFER',
      totalCents: cents,
      description: MOVED_FROM_LOST_BAND,
    });
    await claimTag(tx, tag, wallet, lost.customerId);
    await moveTicket(tx, lost.id, wallet.id);
    const { movedAt } = one(
      await tx.query<{ movedAt: Date }>(
        `update band_blocks set moved_to_tag_id = $2, moved_cents = $3, moved_at = now()
         where id = $1 returning moved_at as "movedAt"`,
        [block.id, tag.id, cents],
      ),
      'band block',
    );
    return response(wallet.id, lost.event.id, tag.uid, cents, movedAt);
  });
  if (outcome === NOT_FOUND) throw tagClaimRefusal('NOT_FOUND');
  return outcome;
}

/** A block moves once: the same new band answers the first move's outcome, another is refused. */
function alreadyMoved(
  block: BandBlock,
  candidate: TagCandidate,
  eventId: string,
): BandTransferResponse {
  if (block.movedToTagId !== candidate.id || !candidate.wallet) {
    throw new HttpError(409, bandAlreadyMovedMessage(block.movedToUid ?? candidate.uid));
  }
  return response(
    candidate.wallet.id,
    eventId,
    candidate.uid,
    block.movedCents ?? 0,
    block.movedAt ?? block.blockedAt,
  );
}

/**
 * The new band and its wallet, locked, read again under the locks as the card claim does; it must
 * be free to become the caller's: neither registered (to anyone) nor blocked.
 */
async function lockNewBand(
  tx: Queryable,
  candidate: TagCandidate,
  callerId: string,
): Promise<{ tag: TagCandidate; wallet: TagWallet }> {
  await lockTag(tx, candidate.eventId, candidate.uid);
  const tag = (
    await findTagCandidates(tx, candidate.uid, candidate.serial, { lockWallets: true })
  ).find((row) => row.id === candidate.id);
  if (!tag?.wallet) throw tagClaimRefusal('NOT_FOUND');
  if (await liveBlockOfTag(tx, tag.id)) throw new HttpError(409, NEW_BAND_BLOCKED);
  const holder = tagHolder(tag);
  if (holder === callerId) throw new HttpError(409, NEW_BAND_REGISTERED_TO_CALLER);
  if (holder !== null) throw tagClaimRefusal('CLAIMED');
  return { tag, wallet: tag.wallet };
}

// A card payment still open would credit the lost band after its balance moved.
async function hasOpenCardPayment(tx: Queryable, walletId: string): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from purchases where wallet_id = $1 and state = 'PENDING' limit 1`,
    [walletId],
  );
  return rows.length > 0;
}

/**
 * The registration carries on: a ticket the lost band was exchanged for now belongs with the new
 * band, so its Home card shows both and taps by ticket number reach the money.
 */
async function moveTicket(tx: Queryable, lostWalletId: string, newWalletId: string): Promise<void> {
  const [lost] = await tx.query<{ ticketId: string | null }>(
    'select ticket_id as "ticketId" from wallets where id = $1',
    [lostWalletId],
  );
  if (!lost?.ticketId) return;
  const moved = await tx.query(
    `update wallets set ticket_id = null, updated_at = now()
     where id = $1 and not exists (select 1 from wallets where id = $2 and ticket_id is not null)
     returning id`,
    [lostWalletId, newWalletId],
  );
  if (moved.length === 0) return;
  await tx.query('update wallets set ticket_id = $2, updated_at = now() where id = $1', [
    newWalletId,
    lost.ticketId,
  ]);
}

function response(
  walletId: string,
  eventId: string,
  uid: string,
  cents: number,
  movedAt: Date,
): BandTransferResponse {
  return {
    walletId,
    eventId,
    uid,
    movedAmount: fromCents(cents),
    movedAt: new Date(movedAt).toISOString(),
  };
}
