// tag issue

import { issueTag } from '../../server/operator/tags';
import { formatTagNumber } from '../../src/domain/registration';
import type { AdminCommand } from './command';
import { optionalOption, requiredOption } from './values';

const tagIssue: AdminCommand = {
  words: ['tag', 'issue'],
  positionals: ['eventId'],
  synopsis: '<eventId> --uid <14 characters> --serial <3-6 characters> [--ticket <number>]',
  summary:
    'Issue a wristband/card with its wallet; with --ticket, the ticket is exchanged for it and they share one wallet.',
  options: {
    uid: { type: 'string' },
    serial: { type: 'string' },
    ticket: { type: 'string' },
  },
  async run(ctx, parsed) {
    const tag = await issueTag(ctx.db, {
      eventId: parsed.args.eventId ?? '',
      uid: requiredOption(parsed, 'uid'),
      serial: requiredOption(parsed, 'serial'),
      ticketNumber: optionalOption(parsed, 'ticket'),
    });
    ctx.out(`Issued tag ${formatTagNumber(tag.uid)} (uid ${tag.uid}, serial ${tag.serial}).`);
    ctx.out(`  Wallet ${tag.walletId}`);
    if (tag.ticketNumber) {
      ctx.out(
        `  Exchanged for ticket ${tag.ticketNumber}; ${tag.customerId ? 'it belongs to the customer who registered the ticket' : 'the ticket is not registered by a customer yet'}.`,
      );
    }
  },
};

export const TAG_COMMANDS: readonly AdminCommand[] = [tagIssue];
