// The wallet ledger: the only code that writes wallet_transactions. A wallet's balance is the sum
// of its COMPLETED rows; every change locks the wallet row first, so concurrent writers to one
// wallet queue up and the limits below hold however requests interleave.
import { formatMoney, fromCents, MAX_BALANCE_CENTS } from '../../src/domain/money';
import {
  isActivationPaid,
  type PurchaseCategory,
  type Transaction,
} from '../../src/domain/transactions';
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

export async function walletBalanceCents(q: Queryable, walletId: string): Promise<number> {
  const [row] = await q.query<{ balance: number }>(
    `select coalesce(sum(total_cents), 0)::bigint as balance
       from wallet_transactions where wallet_id = $1 and state = 'COMPLETED'`,
    [walletId],
  );
  return row?.balance ?? 0;
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
  await lockWallet(tx, entry.walletId);
  const existing = await findEntry(tx, entry.reference);
  const balance = await walletBalanceCents(tx, entry.walletId);
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
  const row = await lockedEntry(tx, reference);
  const balance = await walletBalanceCents(tx, row.walletId);
  if (row.state === 'COMPLETED') return { applied: false, balanceCents: balance };
  if (row.state === 'VOID') {
    throw new HttpError(409, `Transaction ${reference} was declined and cannot be completed`);
  }
  const after = balance + row.totalCents;
  assertWithinLimits(after);
  await setState(tx, row.id, 'COMPLETED');
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
  const row = await lockedEntry(tx, reference);
  if (row.state === 'PENDING') {
    await setState(tx, row.id, 'VOID');
    return { applied: true, balanceCents: await walletBalanceCents(tx, row.walletId) };
  }
  if (row.state === 'VOID' || row.category === 'VOID') {
    return { applied: false, balanceCents: await walletBalanceCents(tx, row.walletId) };
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
  };
}

/** Whether the online activation fee is already paid (spec §4), read from the ledger. */
export async function isWalletActivationPaid(q: Queryable, walletId: string): Promise<boolean> {
  return isActivationPaid((await walletEntries(q, walletId)).map(toTransaction));
}

/** Locks the wallet row until the transaction ends; 404 when there is no such wallet. */
export async function lockWallet(tx: Queryable, walletId: string): Promise<void> {
  const rows = await tx.query('select id from wallets where id = $1 for update', [walletId]);
  if (rows.length === 0) throw new HttpError(404, 'Wallet not found');
}

const SELECT_ROW = `select id, wallet_id as "walletId", purchase_reference as reference, category,
  state, total_cents as "totalCents", description, created_at as "createdAt"
  from wallet_transactions`;

async function lockedEntry(tx: Queryable, reference: string): Promise<LedgerRow> {
  const row = await findEntry(tx, reference);
  if (!row) throw new HttpError(404, `Transaction ${reference} not found`);
  await lockWallet(tx, row.walletId);
  // Re-read under the lock: another transaction may have changed the row while we waited.
  const locked = await findEntry(tx, reference);
  if (!locked) throw new HttpError(404, `Transaction ${reference} not found`);
  return locked;
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
