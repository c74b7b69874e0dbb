// event refunds close-at | event refunds processing-days | event charity

import { formatMoney } from '../../core/domain/money';
import {
  type EventRefundSettings,
  MAX_PROCESSING_DAYS,
  MIN_PROCESSING_DAYS,
  setCharity,
  setRefundProcessingDays,
  setRefundsCloseAt,
} from '../../server/operator/event-refund-settings';
import { type AdminCommand, UsageError } from './command';

/** The word that clears a setting. */
const NONE = 'none';

// A date and time with its offset: the operator's "17:00" means nothing without a time zone, and
// the machine running the CLI may be in another one than the event.
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** '2026-12-24T17:00+13:00' → that moment; 'none' → null. */
export function parseCloseMoment(text: string): Date | null {
  const value = text.trim();
  if (value.toLowerCase() === NONE) return null;
  const moment = new Date(value);
  if (!MOMENT.test(value) || Number.isNaN(moment.getTime()) || !isCalendarDate(value)) {
    throw new UsageError(
      `The close time must be a date and time with its UTC offset, such as 2026-12-24T17:00+13:00, or "${NONE}", got "${text}"`,
    );
  }
  return moment;
}

// Date reads 30 February as 2 March; the operator meant a day that does not exist.
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day;
}

export function parseProcessingDays(text: string): number {
  const value = text.trim();
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < MIN_PROCESSING_DAYS || days > MAX_PROCESSING_DAYS) {
    throw new UsageError(
      `The processing time must be a whole number of days from ${MIN_PROCESSING_DAYS} to ${MAX_PROCESSING_DAYS}, got "${text}"`,
    );
  }
  return days;
}

function headline(settings: EventRefundSettings): string {
  return `Event "${settings.name}" (${settings.eventId})`;
}

const eventRefundsCloseAt: AdminCommand = {
  words: ['event', 'refunds', 'close-at'],
  positionals: ['eventId', 'when'],
  synopsis: `<eventId> <2026-12-24T17:00+13:00 | ${NONE}>`,
  summary:
    'Set when the event\'s refunds close: lodging, amending and donating are refused from then on, and cards show "Refunds close on …". "none" leaves closing to the CLOSED state.',
  options: {},
  async run(ctx, parsed) {
    const closeAt = parseCloseMoment(parsed.args.when ?? '');
    const settings = await setRefundsCloseAt(ctx.db, parsed.args.eventId ?? '', closeAt);
    if (settings.refundsCloseAt === null) {
      ctx.out(`${headline(settings)}: no refunds close time; refunds close when it is CLOSED.`);
      return;
    }
    ctx.out(`${headline(settings)}: refunds close at ${settings.refundsCloseAt.toISOString()}.`);
    if (settings.refundsCloseAt.getTime() <= Date.now()) {
      ctx.out('  That moment has passed: refunds and donations are refused from now on.');
    }
  },
};

const eventRefundsProcessingDays: AdminCommand = {
  words: ['event', 'refunds', 'processing-days'],
  positionals: ['eventId', 'days'],
  synopsis: '<eventId> <days>',
  summary: `Days the bank takes to pay a closed refund batch (default 7, ${MIN_PROCESSING_DAYS}–${MAX_PROCESSING_DAYS}): a lodged refund is "expected by" its batch's closing (or its lodging) plus this.`,
  options: {},
  async run(ctx, parsed) {
    const days = parseProcessingDays(parsed.args.days ?? '');
    const settings = await setRefundProcessingDays(ctx.db, parsed.args.eventId ?? '', days);
    ctx.out(
      `${headline(settings)}: refunds are expected ${settings.refundProcessingDays} day(s) after their batch closes.`,
    );
  },
};

const eventCharity: AdminCommand = {
  words: ['event', 'charity'],
  positionals: ['eventId', 'name'],
  synopsis: `<eventId> <"Charity name" | ${NONE}>`,
  summary:
    'Name the charity customers may donate their balance to, no fee, instead of or beside a refund; "none" stops offering donations.',
  options: {},
  async run(ctx, parsed) {
    const text = parsed.args.name ?? '';
    const name = text.trim().toLowerCase() === NONE ? null : text;
    const settings = await setCharity(ctx.db, parsed.args.eventId ?? '', name);
    ctx.out(
      settings.charityName === null
        ? `${headline(settings)}: no charity; donations are not offered.`
        : `${headline(settings)}: customers may donate to "${settings.charityName}" (no fee, from ${formatMoney(1)}).`,
    );
  },
};

export const EVENT_REFUND_COMMANDS: readonly AdminCommand[] = [
  eventRefundsCloseAt,
  eventRefundsProcessingDays,
  eventCharity,
];
