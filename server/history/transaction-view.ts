// A ledger row as the wallet's transaction list speaks it: money in dollars, and what the row is
// in the words of core/domain/ledger-rows.ts.
import type { Transaction } from '../../core/contracts/wallet-contract';
import { describeLedgerRow } from '../../core/domain/ledger-rows';
import { fromCents } from '../../core/domain/money';
import type { TransactionRecord } from '../repositories/wallet-read';

export function transactionOf(row: TransactionRecord): Transaction {
  return {
    purchaseReference: row.reference,
    purchaseCategory: row.category,
    purchaseState: row.state,
    purchaseTotal: fromCents(row.totalCents),
    purchaseDate: row.createdAt,
    ...describeLedgerRow({ ...row, total: row.totalCents }),
  };
}
