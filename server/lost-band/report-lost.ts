// The customer reports a band of theirs lost (DESIGN §8): it is blocked at once, so every tap on
// it is refused from the commit on. Refusals write nothing.
import type { BandLostBody, BandLostResponse } from '../../core/contracts/lost-band-contract';
import {
  BAND_ALREADY_BLOCKED,
  BAND_NOT_A_BAND,
  BAND_REFUNDS_CLOSED,
  canCustomerReportBandLost,
} from '../../core/domain/lost-band';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { findOwnedWallet, type OwnedWallet } from '../ledger/owned-wallet';
import { toBandBlockState } from './band-block-state';
import { insertBlock, liveBlockOfTag } from './band-blocks';

export interface LostBandWallet {
  wallet: OwnedWallet;
  tag: { id: string; uid: string };
}

/**
 * The caller's wallet with its band, both rows locked until commit (the band first, as the card
 * claim and the operator lock them), at an event whose refunds have not closed; 404 when the
 * wallet is not the caller's at that event, 409 when it has no band or the event is past refunds.
 */
export async function lockOwnedBand(
  tx: Queryable,
  sub: string,
  body: { walletId: string; eventId: string },
): Promise<LostBandWallet> {
  const seen = await findOwnedWallet(tx, sub, body.walletId);
  // The same answer as for a stranger's wallet, so ids cannot be probed.
  if (seen.event.id !== body.eventId) throw new HttpError(404, 'Wallet not found');
  const [tag] = await tx.query<{ id: string; uid: string }>(
    `select g.id, g.uid from wallets w join tags g on g.id = w.tag_id
     where w.id = $1 for update of g`,
    [seen.id],
  );
  if (!tag) throw new HttpError(409, BAND_NOT_A_BAND);
  const wallet = await findOwnedWallet(tx, sub, seen.id, { lock: true });
  if (!canCustomerReportBandLost(wallet.event, new Date())) {
    throw new HttpError(409, BAND_REFUNDS_CLOSED);
  }
  return { wallet, tag };
}

export async function reportBandLost(
  db: Database,
  sub: string,
  body: BandLostBody,
): Promise<BandLostResponse> {
  return db.transaction(async (tx) => {
    const { wallet, tag } = await lockOwnedBand(tx, sub, body);
    if (await liveBlockOfTag(tx, tag.id)) throw new HttpError(409, BAND_ALREADY_BLOCKED);
    const block = await insertBlock(tx, tag.id, wallet.customerId);
    return {
      walletId: wallet.id,
      eventId: wallet.event.id,
      uid: tag.uid,
      bandBlock: toBandBlockState(block),
    };
  });
}
