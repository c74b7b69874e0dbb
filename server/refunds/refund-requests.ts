// The customer's side of refunds (spec §5 Refund form; DESIGN §3): list, lodge, amend.
import type {
  RefundCreateBody,
  RefundEntry,
  RefundListBody,
  RefundUpdateBody,
} from '../../core/contracts/refund-contract';
import {
  type AccountType,
  canonicalBankAccount,
  validateBankAccount,
} from '../../core/domain/bank-account';
import { formatMoney } from '../../core/domain/money';
import {
  accountTypeForCurrency,
  isRefundTotalValid,
  REFUND_ALREADY_LODGED_MESSAGE,
  REFUND_TOTAL_ERROR,
  refundTotalCents,
  validateRefundForm,
} from '../../core/domain/refund';
import { refundClosedError, refundLodgingError } from '../../core/domain/refund-close';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { centsFromApi } from '../ledger/api-money';
import { findOwnedWallet, findOwnedWalletsAtEvent } from '../ledger/owned-wallet';
import {
  lockOpenBatchOfOwnedWallet,
  lockRefund,
  newRefundReference,
  REFUND_COLUMNS,
  type RefundRecord,
  SELECT_REFUND,
  toRefundEntry,
} from './refund-records';

export const REFUND_BATCH_CLOSED =
  'This refund is already being paid - the bank account can no longer be changed';
export const REFUND_NOT_PROCESSING = 'Only a refund that is being processed can be changed';

/** The refunds of the caller's wallet at an event, newest first. uid picks the wallet. */
export async function listWalletRefunds(
  db: Database,
  sub: string,
  input: RefundListBody,
): Promise<RefundEntry[]> {
  const wallets = await findOwnedWalletsAtEvent(db, sub, input.eventId);
  const uid = input.uid.trim();
  const wallet = uid ? wallets.find((w) => w.tagUid === uid || w.ticketNumber === uid) : wallets[0];
  if (!wallet) throw new HttpError(404, 'Wallet not found');
  const rows = await db.query<RefundRecord>(
    `${SELECT_REFUND} where r.wallet_id = $1 order by r.created_at desc, r.id`,
    [wallet.id],
  );
  return rows.map(toRefundEntry);
}

/**
 * Lodges a refund of the caller's whole balance less the event's refund fee into the event's
 * OPEN batch and marks the wallet PROCESSING, all in one transaction; nothing is written when a
 * rule fails. The declaration is ticked by sending the form (the page will not submit without).
 */
export async function createRefund(
  db: Database,
  sub: string,
  body: RefundCreateBody,
): Promise<RefundEntry> {
  return db.transaction(async (tx) => {
    const batchId = await lockOpenBatchOfOwnedWallet(tx, sub, body.walletId);
    const wallet = await findOwnedWallet(tx, sub, body.walletId, { lock: true });
    const { event } = wallet;
    if (body.eventId !== event.id) throw new HttpError(400, "eventId is not the wallet's event");

    if (body.refundCurrency.trim().toUpperCase() !== event.currency) {
      throw new HttpError(400, `refundCurrency must be the event currency ${event.currency}`);
    }
    const accountType = accountTypeForCurrency(event.currency);
    const formErrors = validateRefundForm({
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      email: body.email,
      accountType,
      accountNumber: body.accountNumber,
      declaration: true,
    });
    const [formError] = Object.values(formErrors);
    if (formError) throw new HttpError(400, formError);
    const sentTotal = centsFromApi(body.refundTotal, 'refundTotal');
    const sentFee = centsFromApi(body.refundFee, 'refundFee');

    const refusal = refundLodgingError(
      event.state,
      wallet.refundStatus,
      event.refundsCloseAt,
      new Date(),
    );
    if (refusal) throw new HttpError(409, refusal);
    const feeCents = event.refundFeeOnlineCents;
    // The wallet row is locked, so the balance read with it is current.
    const totalCents = refundTotalCents(wallet.balanceCents, feeCents);
    if (!isRefundTotalValid(totalCents)) throw new HttpError(409, REFUND_TOTAL_ERROR);
    if (sentFee !== feeCents) {
      throw new HttpError(400, `refundFee must be the event's refund fee ${formatMoney(feeCents)}`);
    }
    if (sentTotal !== totalCents) {
      throw new HttpError(
        400,
        `refundTotal must be the balance less the refund fee, ${formatMoney(totalCents)}`,
      );
    }
    // One statement lodges the refund and marks the wallet. The wallet row is locked, so a second
    // request of the same customer waits here and then finds the wallet PROCESSING; the unique
    // index still refuses a second live refund should any writer skip that lock.
    const [created] = await tx.query<RefundRecord>(
      `with inserted as (
         insert into refunds (reference, wallet_id, batch_id, customer_id, first_name, last_name,
           phone, email, account_number, account_type, currency, total_cents, fee_cents)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         on conflict (wallet_id) where state in ('PROCESSING', 'COMPLETED') do nothing
         returning *),
       marked as (
         update wallets set refund_status = 'PROCESSING', updated_at = now()
         where id = (select wallet_id from inserted))
       select ${REFUND_COLUMNS} from inserted r join refund_batches b on b.id = r.batch_id`,
      [
        newRefundReference(),
        wallet.id,
        batchId,
        wallet.customerId,
        body.firstName.trim(),
        body.lastName.trim(),
        body.phone.replace(/\s+/g, ''),
        body.email.trim().toLowerCase(),
        canonicalAccount(accountType, body.accountNumber),
        accountType,
        event.currency,
        totalCents,
        feeCents,
      ],
    );
    if (!created) throw new HttpError(409, REFUND_ALREADY_LODGED_MESSAGE);
    return toRefundEntry(created);
  });
}

/** Amends the bank account of the caller's refund while its batch is still OPEN. */
export async function updateRefundAccount(
  db: Database,
  sub: string,
  body: RefundUpdateBody,
): Promise<RefundEntry> {
  return db.transaction(async (tx) => {
    const [owned] = await tx.query<{ reference: string; refundsCloseAt: Date | null }>(
      `select r.reference, e.refunds_close_at as "refundsCloseAt" from refunds r
         join wallets w on w.id = r.wallet_id
         join customers c on c.id = w.customer_id
         join events e on e.id = w.event_id
       where r.reference = $1 and c.sub = $2`,
      [body.refundPurchaseRef, sub],
    );
    if (!owned) throw new HttpError(404, 'Refund not found');
    const closed = refundClosedError(owned.refundsCloseAt, new Date());
    if (closed) throw new HttpError(409, closed);
    const refund = await lockRefund(tx, owned.reference, 'share');
    if (refund.state !== 'PROCESSING') throw new HttpError(409, REFUND_NOT_PROCESSING);
    if (refund.batchState !== 'OPEN') throw new HttpError(409, REFUND_BATCH_CLOSED);
    const accountNumber = canonicalAccount(refund.accountType, body.accountNumber);
    await tx.query('update refunds set account_number = $2, updated_at = now() where id = $1', [
      refund.id,
      accountNumber,
    ]);
    return toRefundEntry({ ...refund, accountNumber });
  });
}

function canonicalAccount(type: AccountType, value: string): string {
  const canonical = canonicalBankAccount(type, value);
  if (canonical === null) {
    throw new HttpError(400, validateBankAccount(type, value) ?? 'Invalid bank account number');
  }
  return canonical;
}
