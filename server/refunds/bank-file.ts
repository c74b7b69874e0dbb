// The payment file handed to the bank for a refund batch: one CSV line per refund.
import { fromCents } from '../../core/domain/money';
import type { RefundRecord } from './refund-records';

export const BANK_FILE_HEADER = [
  'reference',
  'account_type',
  'account_number',
  'account_name',
  'amount',
  'currency',
  'email',
  'phone',
];

export function formatBankFile(refunds: readonly RefundRecord[]): string {
  const lines = refunds.map((refund) =>
    [
      refund.reference,
      refund.accountType,
      refund.accountNumber,
      `${refund.firstName} ${refund.lastName}`,
      fromCents(refund.totalCents).toFixed(2),
      refund.currency,
      refund.email,
      refund.phone,
    ].map(csvField),
  );
  return `${[BANK_FILE_HEADER, ...lines].map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}

/**
 * Quotes a field when CSV needs it, and defuses text a spreadsheet would run as a formula
 * (customer-typed e-mails and names end up in the operator's spreadsheet).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}
