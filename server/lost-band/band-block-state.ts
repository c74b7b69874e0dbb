// A band's live block as the wallet and registration reads carry it: one JSON column selected
// beside the wallet (so those calls keep their number of statements), and its API shape.
import type { BandBlockState } from '../../core/contracts/lost-band-contract';
import type { BandBlocker } from '../../core/domain/lost-band';
import { fromCents } from '../../core/domain/money';

/** A live block as read: dates as the database's JSON writes them, or as Dates. */
export interface BandBlockFacts {
  blockedAt: string | Date;
  blockedBy: BandBlocker;
  movedToUid: string | null;
  movedCents: number | null;
  movedAt: string | Date | null;
}

/** The live block of the band in `tagColumn` as one JSON value, null when it is not blocked. */
export function liveBlockJson(tagColumn: string): string {
  return `(select json_build_object('blockedAt', b.blocked_at, 'blockedBy', b.blocked_by,
      'movedToUid', n.uid, 'movedCents', b.moved_cents, 'movedAt', b.moved_at)
    from band_blocks b left join tags n on n.id = b.moved_to_tag_id
    where b.tag_id = ${tagColumn} and b.unblocked_at is null)`;
}

export function toBandBlockState(block: BandBlockFacts): BandBlockState {
  return {
    blockedAt: new Date(block.blockedAt).toISOString(),
    blockedBy: block.blockedBy,
    movedToUid: block.movedToUid,
    movedAmount: block.movedCents === null ? null : fromCents(block.movedCents),
    movedAt: block.movedAt === null ? null : new Date(block.movedAt).toISOString(),
  };
}

/** The optional field of the registration and wallet answers: present only for a blocked band. */
export function bandBlockField(block: BandBlockFacts | null): { bandBlock?: BandBlockState } {
  return block === null ? {} : { bandBlock: toBandBlockState(block) };
}
