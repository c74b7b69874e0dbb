// event create | list | state | refunds open

import { formatMoney } from '../../core/domain/money';
import { moveEventState, nextEventState } from '../../server/operator/event-state';
import {
  ASSET_KINDS,
  type AssetKind,
  createEvent,
  type EventRecord,
  listEvents,
} from '../../server/operator/events';
import { openRefundsWhileRunning } from '../../server/refunds/refund-opening';
import type { AdminCommand } from './command';
import { EVENT_REFUND_COMMANDS } from './event-refund-commands';
import { formatPercent, formatTable } from './format';
import {
  optionalOption,
  parseAmountCents,
  parseEventState,
  parsePercentBp,
  requiredOption,
} from './values';

function describeRateCard(event: EventRecord): string {
  return [
    event.currency,
    `activation fee ${formatMoney(event.activationFeeOnlineCents)}`,
    `card fee ${formatPercent(event.creditCardFeeBp)}`,
    `refund fee ${formatMoney(event.refundFeeOnlineCents)}`,
    `contract ${event.contractCode}`,
  ].join(', ');
}

const eventCreate: AdminCommand = {
  words: ['event', 'create'],
  positionals: [],
  synopsis:
    '--name "Name" --contract-code X [--currency NZD] [--activation-fee 4.00] [--card-fee 5] [--refund-fee 2.50] [--background-small URL] [--background-medium URL] [--background-large URL]',
  summary: 'Create an event in DRAFT with its rate card (fees default to 0).',
  options: {
    name: { type: 'string' },
    currency: { type: 'string' },
    'activation-fee': { type: 'string' },
    'card-fee': { type: 'string' },
    'refund-fee': { type: 'string' },
    'contract-code': { type: 'string' },
    'background-small': { type: 'string' },
    'background-medium': { type: 'string' },
    'background-large': { type: 'string' },
  },
  async run(ctx, parsed) {
    const assets = ASSET_KINDS.flatMap((kind: AssetKind) => {
      const url = optionalOption(parsed, kind);
      return url === undefined ? [] : [{ kind, url }];
    });
    const event = await createEvent(ctx.db, {
      name: requiredOption(parsed, 'name'),
      contractCode: requiredOption(parsed, 'contract-code'),
      currency: optionalOption(parsed, 'currency') ?? 'NZD',
      activationFeeOnlineCents: parseAmountCents(
        optionalOption(parsed, 'activation-fee') ?? '0',
        'activation-fee',
      ),
      creditCardFeeBp: parsePercentBp(optionalOption(parsed, 'card-fee') ?? '0', 'card-fee'),
      refundFeeOnlineCents: parseAmountCents(
        optionalOption(parsed, 'refund-fee') ?? '0',
        'refund-fee',
      ),
      assets,
    });
    ctx.out(`Created event ${event.id} "${event.name}" in ${event.state}.`);
    ctx.out(`  Rate card: ${describeRateCard(event)}`);
    for (const asset of assets) ctx.out(`  ${asset.kind}: ${asset.url}`);
    ctx.out(`  Next: npm run admin -- event state ${event.id} PUBLISHED`);
  },
};

const eventList: AdminCommand = {
  words: ['event', 'list'],
  positionals: [],
  synopsis: '',
  summary: 'List events with their state, rate card and counts.',
  options: {},
  async run(ctx) {
    const events = await listEvents(ctx.db);
    if (events.length === 0) {
      ctx.out('No events yet. Create one with: npm run admin -- event create --help');
      return;
    }
    const rows = events.map((event) => [
      event.id,
      event.state,
      event.name,
      event.currency,
      formatMoney(event.activationFeeOnlineCents),
      formatPercent(event.creditCardFeeBp),
      formatMoney(event.refundFeeOnlineCents),
      event.contractCode,
      String(event.tickets),
      String(event.tags),
      String(event.wallets),
    ]);
    for (const line of formatTable(
      [
        'ID',
        'STATE',
        'NAME',
        'CUR',
        'ACTIVATION',
        'CARD FEE',
        'REFUND FEE',
        'CONTRACT',
        'TICKETS',
        'TAGS',
        'WALLETS',
      ],
      rows,
    )) {
      ctx.out(line);
    }
  },
};

const eventState: AdminCommand = {
  words: ['event', 'state'],
  positionals: ['eventId', 'state'],
  synopsis: '<eventId> <STATE>',
  summary:
    'Move an event one step: DRAFT → PUBLISHED → STARTED → FINISHED (refunds open, unless opened already) → CLOSED (refund edits end) → ARCHIVED.',
  options: {},
  async run(ctx, parsed) {
    const change = await moveEventState(
      ctx.db,
      parsed.args.eventId ?? '',
      parseEventState(parsed.args.state ?? ''),
    );
    ctx.out(`Event "${change.name}" (${change.eventId}): ${change.from} → ${change.to}.`);
    if (change.to === 'FINISHED') {
      ctx.out(`  Refunds are open: ${change.refundsOpened} wallet(s) moved to AVAILABLE.`);
      ctx.out(`  Refund batch ${change.batchId} is OPEN for new refunds.`);
    }
    if (change.to === 'CLOSED') {
      ctx.out(
        change.batchId
          ? `  Refund batch ${change.batchId} is CLOSED: ${change.refundsToPay} refund(s) to pay, no more bank account changes.`
          : '  No refund batch was open.',
      );
      for (const reference of change.refundsCancelled) {
        ctx.out(`  Refund ${reference} cancelled: the balance no longer covers the refund fee.`);
      }
    }
    const next = nextEventState(change.to);
    if (next) ctx.out(`  Next: npm run admin -- event state ${change.eventId} ${next}`);
  },
};

const eventRefundsOpen: AdminCommand = {
  words: ['event', 'refunds', 'open'],
  positionals: ['eventId'],
  synopsis: '<eventId>',
  summary:
    'Open refunds while a STARTED event runs, before it finishes (FINISHED opens them anyway). Totals are fixed when the batch closes.',
  options: {},
  async run(ctx, parsed) {
    const opening = await openRefundsWhileRunning(ctx.db, parsed.args.eventId ?? '');
    ctx.out(
      opening.applied
        ? `Event "${opening.name}" (${opening.eventId}): refunds are open while it runs.`
        : `Event "${opening.name}" (${opening.eventId}): refunds were already open.`,
    );
    ctx.out(`  ${opening.refundsOpened} wallet(s) moved to AVAILABLE.`);
    ctx.out(`  Refund batch ${opening.batchId} is OPEN for new refunds.`);
    ctx.out(
      '  A refund lodged now is paid from the balance left when its batch closes, less the fee.',
    );
  },
};

export const EVENT_COMMANDS: readonly AdminCommand[] = [
  eventCreate,
  eventList,
  eventState,
  eventRefundsOpen,
  ...EVENT_REFUND_COMMANDS,
];
