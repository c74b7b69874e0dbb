// tag block | unblock | blocked: lost bands (DESIGN §8) from the operator's side.

import { formatMoney } from '../../core/domain/money';
import { formatTagNumber } from '../../core/domain/registration';
import {
  type BandBlock,
  listBlockedBands,
  operatorBlockBand,
  operatorUnblockBand,
} from '../../server/lost-band/band-blocks';
import type { AdminCommand } from './command';
import { formatTable, formatTime } from './format';
import { requiredOption } from './values';

function blockedBy(block: Pick<BandBlock, 'blockedBy'>): string {
  return block.blockedBy === 'CUSTOMER' ? 'reported lost by its customer' : 'blocked by operator';
}

const tagBlock: AdminCommand = {
  words: ['tag', 'block'],
  positionals: ['eventId'],
  synopsis: '<eventId> --uid <14 characters>',
  summary:
    'Block a band until refunds close: vendor and desk taps on it are refused; its customer can move its balance to a new band.',
  options: { uid: { type: 'string' } },
  async run(ctx, parsed) {
    const { applied, block } = await operatorBlockBand(
      ctx.db,
      parsed.args.eventId ?? '',
      requiredOption(parsed, 'uid'),
    );
    const band = formatTagNumber(block.uid);
    ctx.out(
      applied
        ? `Blocked band ${band}: taps on it are refused.`
        : `Band ${band} was already blocked (${blockedBy(block)}, ${formatTime(block.blockedAt)}); nothing changed.`,
    );
  },
};

const tagUnblock: AdminCommand = {
  words: ['tag', 'unblock'],
  positionals: ['eventId'],
  synopsis: '<eventId> --uid <14 characters>',
  summary:
    'Lift the block of a band (found again, or blocked by mistake); a balance already moved stays on the new band.',
  options: { uid: { type: 'string' } },
  async run(ctx, parsed) {
    const uid = requiredOption(parsed, 'uid');
    const lifted = await operatorUnblockBand(ctx.db, parsed.args.eventId ?? '', uid);
    if (!lifted) {
      ctx.out(`Band ${formatTagNumber(uid)} is not blocked; nothing changed.`);
      return;
    }
    ctx.out(`Unblocked band ${formatTagNumber(lifted.uid)}: taps on it are taken again.`);
    if (lifted.movedToUid !== null) {
      ctx.out(
        `  Its balance of ${formatMoney(lifted.movedCents ?? 0)} stays on band ${formatTagNumber(lifted.movedToUid)}.`,
      );
    }
  },
};

const tagBlocked: AdminCommand = {
  words: ['tag', 'blocked'],
  positionals: ['eventId?'],
  synopsis: '[<eventId>]',
  summary:
    'List the blocked bands (all events, or one): who blocked each and when, its balance, and where a moved balance went.',
  options: {},
  async run(ctx, parsed) {
    const bands = await listBlockedBands(ctx.db, parsed.args.eventId);
    if (bands.length === 0) {
      ctx.out('No band is blocked.');
      return;
    }
    const rows = bands.map((band) => [
      band.uid,
      band.eventName,
      formatTime(band.blockedAt),
      band.blockedBy,
      band.customerEmail ?? '-',
      formatMoney(band.balanceCents),
      band.movedToUid === null ? '-' : `${formatMoney(band.movedCents ?? 0)} to ${band.movedToUid}`,
    ]);
    for (const line of formatTable(
      ['UID', 'EVENT', 'BLOCKED AT', 'BY', 'CUSTOMER', 'BALANCE', 'MOVED'],
      rows,
    )) {
      ctx.out(line);
    }
  },
};

export const TAG_BLOCK_COMMANDS: readonly AdminCommand[] = [tagBlock, tagUnblock, tagBlocked];
