// The operator's side of refunds (DESIGN §3), called by the admin CLI: close the event's OPEN
// batch, export it for the bank, then mark each refund paid or void. Each call is one
// transaction and repeating it changes nothing more.
import type { FastifyBaseLogger } from 'fastify';
import { formatMoney } from '../../core/domain/money';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import {
  type LedgerEntry,
  lockWallet,
  postLedgerEntry,
  walletBalanceCents,
} from '../ledger/ledger';
import {
  emitWalletEvent,
  type WalletEvent,
  type WalletEventListener,
} from '../ledger/wallet-events';
import { formatBankFile } from './bank-file';
import { lockRefund, type RefundRecord, SELECT_REFUND } from './refund-records';

export interface RefundOperationOptions {
  onWalletEvent?: WalletEventListener;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export interface CloseBatchResult {
  /** null when the event had no OPEN batch (nothing to close). */
  batchId: string | null;
  closed: boolean;
  /** References of the refunds in the closed batch still to be paid, with their totals. */
  refunds: { reference: string; totalCents: number }[];
  /** Refunds cancelled because the balance no longer covers the refund fee. */
  cancelled: string[];
}

export interface RefundChange {
  /** false when the refund was already in the asked state. */
  applied: boolean;
  refund: RefundRecord;
}

export const CLOSE_BATCH_FIRST = 'Close the refund batch before paying its refunds';
export const EXPORT_OPEN_BATCH = 'Close the refund batch before exporting it';

/**
 * Closes the event's OPEN batch: no more refunds join it and accounts can no longer be changed.
 * Taps may have been spent since a refund was lodged during the event, so each total is set to
 * the balance now less the fee; a refund the balance no longer covers is cancelled.
 */
export async function closeBatch(
  db: Database,
  eventId: string,
  opts: RefundOperationOptions = {},
): Promise<CloseBatchResult> {
  const events: WalletEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const [batch] = await tx.query<{ id: string }>(
      `select id from refund_batches where event_id = $1 and state = 'OPEN' for update`,
      [eventId],
    );
    if (!batch) return { batchId: null, closed: false, refunds: [], cancelled: [] };
    const refunds = await tx.query<RefundRecord>(
      `${SELECT_REFUND} where r.batch_id = $1 and r.state = 'PROCESSING'
       order by r.wallet_id, r.id`,
      [batch.id],
    );
    const kept: CloseBatchResult['refunds'] = [];
    const cancelled: string[] = [];
    for (const refund of refunds) {
      await lockWallet(tx, refund.walletId);
      const totalCents = (await walletBalanceCents(tx, refund.walletId)) - refund.feeCents;
      if (totalCents > 0) {
        await tx.query('update refunds set total_cents = $2, updated_at = now() where id = $1', [
          refund.id,
          totalCents,
        ]);
        kept.push({ reference: refund.reference, totalCents });
      } else {
        await voidRefundRow(tx, refund);
        cancelled.push(refund.reference);
        events.push(refundEvent('REFUND_CANCELLED', refund));
      }
    }
    await tx.query(`update refund_batches set state = 'CLOSED', closed_at = now() where id = $1`, [
      batch.id,
    ]);
    return { batchId: batch.id, closed: true, refunds: kept, cancelled };
  });
  for (const event of events) await emitWalletEvent(opts.onWalletEvent, event, opts.log);
  return result;
}

/**
 * The bank has paid the refund: it becomes COMPLETED, REFUND rows take the whole balance (the
 * total paid, then the fee kept) so the wallet ends at $0.00, and the wallet's refund status is
 * COMPLETED. Refused while the batch is OPEN, and when the balance moved since the batch closed.
 */
export function markRefundPaid(
  db: Database,
  reference: string,
  opts: RefundOperationOptions = {},
): Promise<RefundChange> {
  return finishRefund(db, reference, 'COMPLETED', opts, async (tx, refund) => {
    if (refund.state === 'VOID') throw new HttpError(409, `Refund ${reference} was cancelled`);
    if (refund.batchState === 'OPEN') throw new HttpError(409, CLOSE_BATCH_FIRST);
    await lockWallet(tx, refund.walletId);
    const balance = await walletBalanceCents(tx, refund.walletId);
    if (balance !== refund.totalCents + refund.feeCents) {
      throw new HttpError(
        409,
        `Refund ${reference} is for ${formatMoney(refund.totalCents)} plus a ${formatMoney(refund.feeCents)} fee but the balance is now ${formatMoney(balance)} - void it so the customer can lodge again`,
      );
    }
    for (const row of refundPaidLedgerRows(refund)) {
      await postLedgerEntry(tx, { ...row, walletId: refund.walletId });
    }
    await tx.query(`update refunds set state = 'COMPLETED', updated_at = now() where id = $1`, [
      refund.id,
    ]);
    await tx.query(
      `update wallets set refund_status = 'COMPLETED', updated_at = now() where id = $1`,
      [refund.walletId],
    );
  });
}

/** Ledger reference of a paid refund's fee row; the row of the amount paid uses the reference. */
export function refundFeeReference(reference: string): string {
  return `${reference}-FEE`;
}

/**
 * The REFUND rows of a paid refund: what the bank transfers, then the fee as a row of its own,
 * so the wallet's list shows the transfer and adds up to the balance it empties.
 */
export function refundPaidLedgerRows(
  refund: Pick<RefundRecord, 'reference' | 'totalCents' | 'feeCents'>,
): Omit<LedgerEntry, 'walletId'>[] {
  const rows: Omit<LedgerEntry, 'walletId'>[] = [
    {
      reference: refund.reference,
      category: 'REFUND',
      totalCents: -refund.totalCents,
      description: `Refund ${formatMoney(refund.totalCents)} paid`,
    },
  ];
  if (refund.feeCents > 0) {
    rows.push({
      reference: refundFeeReference(refund.reference),
      category: 'REFUND',
      totalCents: -refund.feeCents,
      description: 'Refund fee',
    });
  }
  return rows;
}

/**
 * The refund will not be paid (wrong account, customer request): it becomes VOID, the balance
 * stays, and the wallet's refund status VOID lets the customer lodge again.
 */
export function markRefundVoid(
  db: Database,
  reference: string,
  opts: RefundOperationOptions = {},
): Promise<RefundChange> {
  return finishRefund(db, reference, 'VOID', opts, async (tx, refund) => {
    if (refund.state === 'COMPLETED') {
      throw new HttpError(409, `Refund ${reference} is already paid`);
    }
    await voidRefundRow(tx, refund);
  });
}

const FINISHED_EVENT = { COMPLETED: 'REFUND_PAID', VOID: 'REFUND_CANCELLED' } as const;

/**
 * Takes the refund to a final state in one transaction; apply refuses or makes the change. A
 * refund already there is left as it is, so a repeated call changes nothing and tells no one.
 */
async function finishRefund(
  db: Database,
  reference: string,
  state: keyof typeof FINISHED_EVENT,
  opts: RefundOperationOptions,
  apply: (tx: Queryable, refund: RefundRecord) => Promise<void>,
): Promise<RefundChange> {
  const change = await db.transaction(async (tx): Promise<RefundChange> => {
    const refund = await lockRefund(tx, reference, 'update');
    if (refund.state === state) return { applied: false, refund };
    await apply(tx, refund);
    await settleBatch(tx, refund.batchId);
    return { applied: true, refund: { ...refund, state } };
  });
  if (change.applied) {
    await emitWalletEvent(
      opts.onWalletEvent,
      refundEvent(FINISHED_EVENT[state], change.refund),
      opts.log,
    );
  }
  return change;
}

/** The bank payment file of a closed batch: its refunds still to pay and those paid. */
export async function exportBankFile(db: Database, batchId: string): Promise<string> {
  const [batch] = await db.query<{ state: string }>(
    'select state from refund_batches where id = $1',
    [batchId],
  );
  if (!batch) throw new HttpError(404, 'Refund batch not found');
  if (batch.state === 'OPEN') throw new HttpError(409, EXPORT_OPEN_BATCH);
  const refunds = await db.query<RefundRecord>(
    `${SELECT_REFUND} where r.batch_id = $1 and r.state in ('PROCESSING', 'COMPLETED')
     order by r.created_at, r.id`,
    [batchId],
  );
  return formatBankFile(refunds);
}

async function voidRefundRow(tx: Queryable, refund: RefundRecord): Promise<void> {
  await tx.query(`update refunds set state = 'VOID', updated_at = now() where id = $1`, [
    refund.id,
  ]);
  await tx.query(`update wallets set refund_status = 'VOID', updated_at = now() where id = $1`, [
    refund.walletId,
  ]);
}

// A closed batch with nothing left to pay is done.
async function settleBatch(tx: Queryable, batchId: string): Promise<void> {
  await tx.query(
    `update refund_batches set state = 'PAID', paid_at = now()
     where id = $1 and state = 'CLOSED'
       and not exists (select 1 from refunds where batch_id = $1 and state = 'PROCESSING')`,
    [batchId],
  );
}

function refundEvent(type: 'REFUND_PAID' | 'REFUND_CANCELLED', refund: RefundRecord): WalletEvent {
  return {
    type,
    walletId: refund.walletId,
    customerId: refund.customerId,
    reference: refund.reference,
    totalCents: refund.totalCents,
  };
}
