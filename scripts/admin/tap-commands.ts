// tap purchase | topup: what the vendor readers at the event send.

import { formatMoney } from '../../core/domain/money';
import { emitWalletEvent } from '../../server/ledger/wallet-events';
import { tapPurchaseNotices } from '../../server/operator/tap-notices';
import {
  type TapInput,
  type TapResult,
  type TapTarget,
  tapPurchase,
  tapTopUp,
} from '../../server/operator/taps';
import { type AdminCommand, type AdminContext, type ParsedArgs, UsageError } from './command';
import { tapDetails } from './tap-details-options';
import { optionalOption, parseAmountCents, requiredOption } from './values';

const TARGET_OPTIONS = {
  uid: { type: 'string' },
  ticket: { type: 'string' },
  amount: { type: 'string' },
  reference: { type: 'string' },
} as const;

function tapTarget(parsed: ParsedArgs): TapTarget {
  const uid = optionalOption(parsed, 'uid');
  const ticket = optionalOption(parsed, 'ticket');
  if ((uid === undefined) === (ticket === undefined)) {
    throw new UsageError('Give exactly one of --uid or --ticket');
  }
  return uid !== undefined ? { uid } : { ticketNumber: ticket ?? '' };
}

function tapInput(parsed: ParsedArgs): TapInput {
  const amountCents = parseAmountCents(requiredOption(parsed, 'amount'), 'amount');
  return {
    eventId: parsed.args.eventId ?? '',
    target: tapTarget(parsed),
    amountCents,
    reference: optionalOption(parsed, 'reference'),
  };
}

function report(ctx: AdminContext, what: string, tap: TapInput, result: TapResult): void {
  ctx.out(
    result.applied
      ? `Recorded ${what} of ${formatMoney(tap.amountCents)} (reference ${result.reference}).`
      : `Reference ${result.reference} was already recorded; nothing changed.`,
  );
  ctx.out(`  Wallet ${result.walletId} balance: ${formatMoney(result.balanceCents)}`);
}

const tapPurchaseCommand: AdminCommand = {
  words: ['tap', 'purchase'],
  positionals: ['eventId'],
  synopsis:
    '<eventId> (--uid <uid> | --ticket <number>) --amount 12.50 [--reference R] [--vendor "Bar 3"] [--item "Beer 2x9.50"]…',
  summary:
    'A vendor sale on a STARTED event; refused beyond the balance. Same reference again = no change.',
  options: {
    ...TARGET_OPTIONS,
    vendor: { type: 'string' },
    item: { type: 'string', multiple: true },
  },
  async run(ctx, parsed) {
    const tap = tapInput(parsed);
    const details = tapDetails(parsed);
    const result = await tapPurchase(ctx.db, { ...tap, ...details });
    report(ctx, 'a purchase', tap, result);
    for (const notice of await tapPurchaseNotices(ctx.db, result, tap.amountCents)) {
      await emitWalletEvent(ctx.onWalletEvent, notice);
    }
  },
};

const tapTopUpCommand: AdminCommand = {
  words: ['tap', 'topup'],
  positionals: ['eventId'],
  synopsis:
    '<eventId> (--uid <uid> | --ticket <number>) --amount 50.00 --method cash|card [--reference R]',
  summary: 'A top-up at a cash or card desk on a STARTED event; the balance stays ≤ $999.99.',
  options: { ...TARGET_OPTIONS, method: { type: 'string' } },
  async run(ctx, parsed) {
    const method = requiredOption(parsed, 'method');
    if (method !== 'cash' && method !== 'card') {
      throw new UsageError(`--method must be cash or card, got "${method}"`);
    }
    const tap = tapInput(parsed);
    report(ctx, `a ${method} top up`, tap, await tapTopUp(ctx.db, { ...tap, method }));
  },
};

export const TAP_COMMANDS: readonly AdminCommand[] = [tapPurchaseCommand, tapTopUpCommand];
