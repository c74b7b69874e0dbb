// The wallet ledger: the only code that writes wallet_transactions. A wallet's balance is the sum
// of its COMPLETED rows, kept on the wallet row (wallets.balance_cents) and changed here in the
// same transaction as the row that moves it, so reading a balance costs one row whatever the
// history. Every change locks the wallet row first, so concurrent writers to one wallet queue up
// and the limits below hold however requests interleave.

import type { Transaction } from '../../core/contracts/wallet-contract';
import { describeLedgerRow } from '../../core/domain/ledger-rows';
import { formatMoney, fromCents, MAX_BALANCE_CENTS } from '../../core/domain/money';
import { isActivationPaid, type PurchaseCategory } from '../../core/domain/transactions';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';

export type LedgerCategory = PurchaseCategory;
export type LedgerState = 'PENDING' | 'COMPLETED' | 'VOID';

export interface LedgerEntry {
  walletId: string;
  /** Business reference (purchase, refund, tap); the ledger holds each at most once. */
  reference: string;
  category: LedgerCategory;
  /** COMPLETED (the default) counts towards the balance at once; PENDING waits for completion. */
  state?: 'COMPLETED' | 'PENDING';
  /** Signed integer cents: credits positive, debits negative. */
  totalCents: number;
  description?: string;
}

export interface LedgerResult {
  /** false when the reference was already in the ledger (or already in the asked state). */
  applied: boolean;
  /** The wallet's COMPLETED balance after the call. */
  balanceCents: number;
}

export interface LedgerRow {
  id: number;
  walletId: string;
  reference: string;
  category: LedgerCategory;
  state: LedgerState;
  totalCents: number;
  description: string;
  createdAt: Date;
}

export const BELOW_ZERO_MESSAGE = 'Wallet balance cannot go below $0.00';
export const ABOVE_MAXIMUM_MESSAGE = `Wallet balance cannot exceed ${formatMoney(MAX_BALANCE_CENTS)}`;

/** Reference of the row that reverses a COMPLETED row (see voidEntry). */
export function voidReference(reference: string): string {
  return `${reference}-VOID`;
}

/** The wallet's COMPLETED balance as kept on the wallet row (0 for an unknown wallet). */
export async function walletBalanceCents(q: Queryable, walletId: string): Promise<number> {
  const [row] = await q.query<{ balance: number }>(
    'select balance_cents as balance from wallets where id = $1',
    [walletId],
  );
  return row?.balance ?? 0;
}

export interface BalanceMismatch {
  walletId: string;
  keptCents: number;
  ledgerCents: number;
}

/** Wallets whose kept balance differs from the sum of their COMPLETED rows; none when sound. */
export async function findBalanceMismatches(q: Queryable): Promise<BalanceMismatch[]> {
  return q.query<BalanceMismatch>(
    `select w.id as "walletId", w.balance_cents as "keptCents",
       coalesce(ledger.total, 0)::int as "ledgerCents"
     from wallets w
     left join (
       select wallet_id, sum(total_cents) as total from wallet_transactions
       where state = 'COMPLETED' group by wallet_id
     ) ledger on ledger.wallet_id = w.id
     where w.balance_cents <> coalesce(ledger.total, 0)
     order by w.id`,
  );
}

/**
 * Adds one row. Must run inside a transaction: it locks the wallet row until commit. Posting a
 * reference that is already in the ledger changes nothing and answers applied: false, so a
 * replayed request is harmless. A COMPLETED row that would take the balance below $0.00 or above
 * the wallet maximum is refused with 409.
 */
export async function postLedgerEntry(tx: Queryable, entry: LedgerEntry): Promise<LedgerResult> {
  if (!Number.isSafeInteger(entry.totalCents)) {
    throw new RangeError(`Ledger amounts are integer cents, got ${entry.totalCents}`);
  }
  const balance = await lockWallet(tx, entry.walletId);
  const existing = await findEntry(tx, entry.reference);
  if (existing) {
    if (existing.walletId !== entry.walletId) {
      throw new HttpError(409, `Reference ${entry.reference} belongs to another wallet`);
    }
    return { applied: false, balanceCents: balance };
  }
  const state = entry.state ?? 'COMPLETED';
  const after = state === 'COMPLETED' ? balance + entry.totalCents : balance;
  assertWithinLimits(after);
  // The wallet lock orders writers of this wallet; "do nothing" still covers a reference
  // posted at the same moment against another wallet.
  const inserted = await tx.query(
    `insert into wallet_transactions (wallet_id, purchase_reference, category, state,
       total_cents, description)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (purchase_reference) do nothing returning id`,
    [
      entry.walletId,
      entry.reference,
      entry.category,
      state,
      entry.totalCents,
      entry.description ?? '',
    ],
  );
  if (inserted.length === 0) {
    throw new HttpError(409, `Reference ${entry.reference} belongs to another wallet`);
  }
  if (after !== balance) await setBalance(tx, entry.walletId, after);
  return { applied: true, balanceCents: after };
}

/**
 * Turns a PENDING row COMPLETED (the payment went through). Already COMPLETED answers applied:
 * false; a VOID row cannot be completed (409), nor one that would break the balance limits.
 */
export async function completePendingEntry(
  tx: Queryable,
  reference: string,
): Promise<LedgerResult> {
  return completePendingEntries(tx, [reference]);
}

/**
 * Completes rows of one wallet together, as completePendingEntry does one. The limits hold for
 * the balance they reach together: a top-up near the maximum or on an empty wallet completes
 * with its fee rows whichever of them would cross a limit alone.
 */
export async function completePendingEntries(
  tx: Queryable,
  references: readonly string[],
): Promise<LedgerResult> {
  const rows: LedgerRow[] = [];
  let balance = 0;
  for (const reference of references) {
    const locked = await lockedEntry(tx, reference);
    if (rows[0] && rows[0].walletId !== locked.row.walletId) {
      throw new Error(`Rows ${rows[0].reference} and ${reference} belong to different wallets`);
    }
    if (locked.row.state === 'VOID') {
      throw new HttpError(409, `Transaction ${reference} was declined and cannot be completed`);
    }
    rows.push(locked.row);
    balance = locked.balance;
  }
  const pending = rows.filter((row) => row.state === 'PENDING');
  const [first] = pending;
  if (!first) return { applied: false, balanceCents: balance };
  const after = pending.reduce((sum, row) => sum + row.totalCents, balance);
  assertWithinLimits(after);
  for (const row of pending) await setState(tx, row.id, 'COMPLETED');
  if (after !== balance) await setBalance(tx, first.walletId, after);
  return { applied: true, balanceCents: after };
}

/**
 * Cancels a row. A PENDING row becomes VOID (shown 'Declined') and never counts. A COMPLETED row
 * stays as it was and is reversed by a VOID-category row of the opposite amount under
 * voidReference(reference), within the balance limits. Voiding twice changes nothing.
 */
export async function voidEntry(
  tx: Queryable,
  reference: string,
  description = '',
): Promise<LedgerResult> {
  const { row, balance } = await lockedEntry(tx, reference);
  if (row.state === 'PENDING') {
    // A PENDING row never counted, so the balance stays as it is.
    await setState(tx, row.id, 'VOID');
    return { applied: true, balanceCents: balance };
  }
  if (row.state === 'VOID' || row.category === 'VOID') {
    return { applied: false, balanceCents: balance };
  }
  return postLedgerEntry(tx, {
    walletId: row.walletId,
    reference: voidReference(reference),
    category: 'VOID',
    totalCents: -row.totalCents,
    description: description || `Reversal of ${reference}`,
  });
}

export async function findEntry(q: Queryable, reference: string): Promise<LedgerRow | undefined> {
  const [row] = await q.query<LedgerRow>(`${SELECT_ROW} where purchase_reference = $1`, [
    reference,
  ]);
  return row;
}

/** A wallet's rows, newest first. */
export async function walletEntries(q: Queryable, walletId: string): Promise<LedgerRow[]> {
  return q.query<LedgerRow>(
    `${SELECT_ROW} where wallet_id = $1 order by created_at desc, id desc`,
    [walletId],
  );
}

/** A ledger row as the API's transaction list speaks it (money in dollars). */
export function toTransaction(row: LedgerRow): Transaction {
  return {
    purchaseReference: row.reference,
    purchaseCategory: row.category,
    purchaseState: row.state,
    purchaseTotal: fromCents(row.totalCents),
    purchaseDate: new Date(row.createdAt).toISOString(),
    ...describeLedgerRow({ ...row, total: row.totalCents }),
  };
}

/** Whether the online activation fee is already paid (spec §4), read from the ledger. */
export async function isWalletActivationPaid(q: Queryable, walletId: string): Promise<boolean> {
  return isActivationPaid((await walletEntries(q, walletId)).map(toTransaction));
}

/**
 * Locks the wallet row until the transaction ends and answers its balance, which no other
 * transaction can change before then; 404 when there is no such wallet.
 */
export async function lockWallet(tx: Queryable, walletId: string): Promise<number> {
  const [row] = await tx.query<{ balance: number }>(
    'select balance_cents as balance from wallets where id = $1 for update',
    [walletId],
  );
  if (!row) throw new HttpError(404, 'Wallet not found');
  return row.balance;
}

const SELECT_ROW = `select id, wallet_id as "walletId", purchase_reference as reference, category,
  state, total_cents as "totalCents", description, created_at as "createdAt"
  from wallet_transactions`;

async function lockedEntry(
  tx: Queryable,
  reference: string,
): Promise<{ row: LedgerRow; balance: number }> {
  const row = await findEntry(tx, reference);
  if (!row) throw new HttpError(404, `Transaction ${reference} not found`);
  const balance = await lockWallet(tx, row.walletId);
  // Re-read under the lock: another transaction may have changed the row while we waited.
  const locked = await findEntry(tx, reference);
  if (!locked) throw new HttpError(404, `Transaction ${reference} not found`);
  return { row: locked, balance };
}

async function setBalance(tx: Queryable, walletId: string, balanceCents: number): Promise<void> {
  await tx.query('update wallets set balance_cents = $2 where id = $1', [walletId, balanceCents]);
}

async function setState(tx: Queryable, id: number, state: LedgerState): Promise<void> {
  await tx.query('update wallet_transactions set state = $2, updated_at = now() where id = $1', [
    id,
    state,
  ]);
}

function assertWithinLimits(balanceCents: number): void {
  if (balanceCents < 0) throw new HttpError(409, BELOW_ZERO_MESSAGE);
  if (balanceCents > MAX_BALANCE_CENTS) throw new HttpError(409, ABOVE_MAXIMUM_MESSAGE);
}
