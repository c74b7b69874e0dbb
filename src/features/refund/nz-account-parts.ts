// The NZ bank account as the four boxes show it (bank 2, branch 4, account 7, suffix 2 or 3
// digits) and the one text the refund form validates and sends.
import { parseNzAccount } from '../../../core/domain/bank-account';

export const NZ_PARTS = [
  { label: 'Bank', size: 2 },
  { label: 'Branch', size: 4 },
  { label: 'Account', size: 7 },
  // A 3-digit suffix starting with 0 is accepted and read as its last 2 digits (spec §5).
  { label: 'Suffix', size: 3 },
] as const;

export type NzParts = [string, string, string, string];

const EMPTY: NzParts = ['', '', '', ''];

/** The boxes for a stored or typed account number ('' gives four empty boxes). */
export function splitNzAccount(value: string): NzParts {
  const parsed = parseNzAccount(value);
  if (parsed) return [parsed.bank, parsed.branch, parsed.account, parsed.suffix];
  const groups = value.split('-');
  return EMPTY.map((_, index) =>
    (groups[index] ?? '').replace(/\D/g, '').slice(0, NZ_PARTS[index]?.size),
  ) as NzParts;
}

/** 'BB-bbbb-AAAAAAA-SS' as typed so far; '' while every box is empty. */
export function joinNzAccount(parts: NzParts): string {
  return parts.every((part) => part === '') ? '' : parts.join('-');
}

/** A box's new text: digits only, no longer than the box. */
export function nzPartInput(index: number, typed: string): string {
  return typed.replace(/\D/g, '').slice(0, NZ_PARTS[index]?.size ?? 0);
}
