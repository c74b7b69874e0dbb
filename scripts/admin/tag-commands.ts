// tag issue | guesses | unlock (block | unblock | blocked: tag-block-commands.ts)

import { formatTagNumber } from '../../core/domain/registration';
import { bandGuessReports, clearBandGuesses } from '../../server/operator/band-guesses';
import { issueTag } from '../../server/operator/tags';
import { BAND_GUESS_LIMITS } from '../../server/repositories/band-guesses';
import type { AdminCommand } from './command';
import { formatTable, formatTime } from './format';
import { TAG_BLOCK_COMMANDS } from './tag-block-commands';
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

const tagGuesses: AdminCommand = {
  words: ['tag', 'guesses'],
  positionals: ['uid?'],
  synopsis: '[<uid>]',
  summary:
    'Show the wrong serials entered for bands (all customers together) and which bands are locked, or for one band.',
  options: {},
  async run(ctx, parsed) {
    const { perHour, lockMinutes, perDay } = BAND_GUESS_LIMITS;
    ctx.out(
      `A band locks for ${lockMinutes} minutes after ${perHour} wrong serials in an hour and takes at most ${perDay} in any 24 hours; while locked, its searches and claims answer "not found" (tag unlock <uid> lifts the lock).`,
    );
    const reports = await bandGuessReports(ctx.db, parsed.args.uid);
    if (reports.length === 0) {
      ctx.out('No band has had a wrong serial in the last day, and none is locked.');
      return;
    }
    const rows = reports.map((report) => [
      report.uid,
      report.lockedUntil ? formatTime(report.lockedUntil) : 'not locked',
      String(report.wrongLastHour),
      String(report.wrongLastDay),
      report.lastWrongAt ? formatTime(report.lastWrongAt) : '-',
      String(report.refused),
    ]);
    for (const line of formatTable(
      ['UID', 'LOCKED UNTIL', 'WRONG 1H', 'WRONG 24H', 'LAST WRONG', 'REFUSED WHILE LOCKED'],
      rows,
    )) {
      ctx.out(line);
    }
  },
};

const tagUnlock: AdminCommand = {
  words: ['tag', 'unlock'],
  positionals: ['uid'],
  synopsis: '<uid>',
  summary:
    "Forget a band's wrong serials and lift its lock (e.g. for a customer who mistyped their own band's serial).",
  options: {},
  async run(ctx, parsed) {
    const uid = parsed.args.uid ?? '';
    if (await clearBandGuesses(ctx.db, uid)) {
      ctx.out(
        `Cleared band ${formatTagNumber(uid)}: its wrong serials are forgotten, its searches answer again.`,
      );
    } else {
      ctx.out(`Band ${formatTagNumber(uid)} had no wrong serials counted; nothing to clear.`);
    }
  },
};

export const TAG_COMMANDS: readonly AdminCommand[] = [
  tagIssue,
  tagGuesses,
  tagUnlock,
  ...TAG_BLOCK_COMMANDS,
];
