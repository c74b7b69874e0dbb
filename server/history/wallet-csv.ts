// The wallet's whole history as CSV (core/contracts/wallet-export-contract.ts): built in one pass
// over rows read in one statement, with one date formatter for the file.
import type { WalletExport } from '../../core/contracts/wallet-export-contract';
import {
  HISTORY_COLUMNS,
  HISTORY_LABELS,
  HISTORY_MEDIA_TYPE,
  historyFileName,
} from '../../core/domain/history-export';
import { ledgerRowLabel } from '../../core/domain/ledger-rows';
import { fromCents } from '../../core/domain/money';
import { purchaseCategoryLabel, purchaseStateLabel } from '../../core/domain/transactions';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { csvField } from '../refunds/bank-file';
import { allTransactions, type TransactionRecord } from '../repositories/wallet-read';
import type { HistoryWallet } from './history-wallet';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * spec §9's date-time, 'DD MMM YY HH:mm:ss', in a time zone (the SPA's formatDateTime writes
 * the browser's own); 400 for a zone the runtime does not know.
 */
export function zonedDateTimeFormat(timeZone: string): (date: Date) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    throw new HttpError(400, 'timeZone must be a time zone such as Pacific/Auckland');
  }
  return (date) => {
    const part: Record<string, string> = {};
    for (const { type, value } of format.formatToParts(date)) part[type] = value;
    const month = MONTHS[Number(part.month) - 1] ?? '';
    return `${part.day} ${month} ${(part.year ?? '').slice(-2)} ${part.hour}:${part.minute}:${part.second}`;
  };
}

/** The day in the time zone, 'YYYY-MM-DD', for the file's name. */
function zonedDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
}

const line = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

export function walletHistoryCsv(
  wallet: HistoryWallet,
  rows: readonly TransactionRecord[],
  timeZone: string,
): string {
  const dateTime = zonedDateTimeFormat(timeZone);
  let csv =
    line([HISTORY_LABELS.customer, wallet.customerName]) +
    line([HISTORY_LABELS.event, wallet.eventName]) +
    line([HISTORY_LABELS.timeZone, timeZone]) +
    line([HISTORY_LABELS.balance, fromCents(wallet.balanceCents).toFixed(2)]) +
    '\r\n' +
    line(HISTORY_COLUMNS);
  // Only the description and the reference are free text; the other fields are written by
  // the rules here and need no quoting, which keeps a 10 000-row file cheap.
  for (const row of rows) {
    const description = ledgerRowLabel({ ...row, total: row.totalCents });
    csv += `${dateTime(new Date(row.createdAt))},${purchaseCategoryLabel(row.category)},${csvField(description)},${purchaseStateLabel(row.state)},${fromCents(row.totalCents).toFixed(2)},${csvField(row.reference)}\r\n`;
  }
  return csv;
}

export async function exportWalletHistory(
  q: Queryable,
  wallet: HistoryWallet,
  timeZone = 'UTC',
  now = new Date(),
): Promise<WalletExport> {
  // Checked before the read, so a bad zone costs no query.
  zonedDateTimeFormat(timeZone);
  const rows = await allTransactions(q, wallet.walletId);
  return {
    fileName: historyFileName(wallet.eventName, zonedDay(now, timeZone)),
    mediaType: HISTORY_MEDIA_TYPE,
    csv: walletHistoryCsv(wallet, rows, timeZone),
    rows: rows.length,
  };
}
