// ledger check: proves every wallet's kept balance equals the sum of its COMPLETED ledger rows.

import { formatMoney } from '../../core/domain/money';
import { HttpError } from '../../server/http-error';
import { findBalanceMismatches } from '../../server/ledger/ledger';
import type { AdminCommand } from './command';
import { formatTable } from './format';

const ledgerCheck: AdminCommand = {
  words: ['ledger', 'check'],
  positionals: [],
  synopsis: '',
  summary:
    "Check that every wallet's balance equals the sum of its completed ledger rows; exit 1 and list the wallets that differ.",
  options: {},
  async run(ctx) {
    const mismatches = await findBalanceMismatches(ctx.db);
    const [counted] = await ctx.db.query<{ wallets: number }>(
      'select count(*)::int as wallets from wallets',
    );
    if (mismatches.length === 0) {
      ctx.out(`Ledger OK: ${counted?.wallets ?? 0} wallet balance(s) match their ledger rows.`);
      return;
    }
    for (const line of formatTable(
      ['WALLET', 'BALANCE', 'LEDGER SUM'],
      mismatches.map((mismatch) => [
        mismatch.walletId,
        formatMoney(mismatch.keptCents),
        formatMoney(mismatch.ledgerCents),
      ]),
    )) {
      ctx.out(line);
    }
    throw new HttpError(
      409,
      `${mismatches.length} wallet balance(s) differ from the sum of their ledger rows`,
    );
  },
};

export const LEDGER_COMMANDS: readonly AdminCommand[] = [ledgerCheck];
