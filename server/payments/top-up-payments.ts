// Recording the outcome of an online top-up. Each outcome is one transaction that moves the
// purchase and its ledger rows together, and only a PENDING purchase moves, so a replayed
// webhook or a double-clicked button credits the wallet once.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import {
  completePendingEntry,
  isWalletActivationPaid,
  lockWallet,
  voidEntry,
  walletBalanceCents,
} from '../ledger/ledger';
import { emitWalletEvent, type WalletEventListener } from '../ledger/wallet-events';
import type { PaymentProviderName } from './payment-provider';

export type PaymentOutcome = 'completed' | 'pending' | 'failed';
export type PurchaseState = 'PENDING' | 'COMPLETED' | 'VOID';

export interface PurchaseRecord {
  id: string;
  reference: string;
  walletId: string;
  customerId: string;
  currency: string;
  description: string;
  amountCents: number;
  cardFeeCents: number;
  activationFeeCents: number;
  creditCents: number;
  provider: PaymentProviderName;
  providerSessionId: string | null;
  requestOrigin: string;
  state: PurchaseState;
  createdAt: Date;
}

export interface PaymentChange {
  /** false when the purchase had already left PENDING: nothing was written. */
  applied: boolean;
  purchase: PurchaseRecord;
}

/** The outcome-recording side of payments, as the provider adapters use it. */
export interface TopUpPayments {
  find(reference: string): Promise<PurchaseRecord | undefined>;
  complete(reference: string): Promise<PaymentChange>;
  fail(reference: string): Promise<PaymentChange>;
}

/** Ledger reference of a purchase's activation-fee row; the top-up row uses the reference. */
export function activationReference(reference: string): string {
  return `${reference}-ACT`;
}

export function outcomeOf(state: PurchaseState): PaymentOutcome {
  if (state === 'COMPLETED') return 'completed';
  return state === 'VOID' ? 'failed' : 'pending';
}

export function createTopUpPayments(
  db: Database,
  opts: { onWalletEvent?: WalletEventListener; log?: FastifyBaseLogger } = {},
): TopUpPayments {
  return {
    find: (reference) => findPurchase(db, reference),
    async complete(reference) {
      const change = await completeTopUp(db, reference);
      if (change.applied) {
        const { purchase } = change;
        await emitWalletEvent(
          opts.onWalletEvent,
          {
            type: 'TOP_UP_COMPLETED',
            walletId: purchase.walletId,
            customerId: purchase.customerId,
            reference: purchase.reference,
            creditCents: purchase.creditCents,
            balanceCents: await walletBalanceCents(db, purchase.walletId),
          },
          opts.log,
        );
      }
      return change;
    },
    fail: (reference) => failTopUp(db, reference),
  };
}

/**
 * The payment went through: the purchase becomes COMPLETED and its pending ledger rows count.
 * The activation fee is charged once: if another top-up of the wallet completed while this one
 * was open, this one's fee row is voided and the wallet gets the fee back in its credit.
 */
export async function completeTopUp(db: Database, reference: string): Promise<PaymentChange> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, reference);
    if (purchase.state !== 'PENDING') return { applied: false, purchase };
    await lockWallet(tx, purchase.walletId);
    let activationFee = purchase.activationFeeCents;
    if (activationFee > 0 && (await isWalletActivationPaid(tx, purchase.walletId))) {
      await voidEntry(tx, activationReference(reference));
      await tx.query(
        `update purchases set credit_cents = credit_cents + activation_fee_cents,
           activation_fee_cents = 0, updated_at = now() where id = $1`,
        [purchase.id],
      );
      activationFee = 0;
    }
    await completePendingEntry(tx, reference);
    if (activationFee > 0) await completePendingEntry(tx, activationReference(reference));
    await tx.query(
      `update purchases set state = 'COMPLETED', completed_at = now(), updated_at = now()
       where id = $1`,
      [purchase.id],
    );
    return { applied: true, purchase: await lockPurchase(tx, reference) };
  });
}

/** The payment was declined, cancelled or expired: the purchase and its rows become VOID. */
export async function failTopUp(db: Database, reference: string): Promise<PaymentChange> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, reference);
    if (purchase.state !== 'PENDING') return { applied: false, purchase };
    await voidEntry(tx, reference);
    if (purchase.activationFeeCents > 0) await voidEntry(tx, activationReference(reference));
    await tx.query(`update purchases set state = 'VOID', updated_at = now() where id = $1`, [
      purchase.id,
    ]);
    return { applied: true, purchase: { ...purchase, state: 'VOID' } };
  });
}

export async function findPurchase(
  q: Queryable,
  reference: string,
): Promise<PurchaseRecord | undefined> {
  const [row] = await q.query<PurchaseRecord>(`${SELECT_PURCHASE} where reference = $1`, [
    reference,
  ]);
  return row;
}

export async function attachPaymentSession(
  db: Database,
  reference: string,
  sessionId: string,
): Promise<void> {
  await db.query(
    'update purchases set provider_session_id = $2, updated_at = now() where reference = $1',
    [reference, sessionId],
  );
}

const SELECT_PURCHASE = `select id, reference, wallet_id as "walletId",
    customer_id as "customerId", currency, description, amount_cents as "amountCents",
    card_fee_cents as "cardFeeCents", activation_fee_cents as "activationFeeCents",
    credit_cents as "creditCents", provider, provider_session_id as "providerSessionId",
    request_origin as "requestOrigin", state, created_at as "createdAt"
  from purchases`;

async function lockPurchase(tx: Queryable, reference: string): Promise<PurchaseRecord> {
  const [row] = await tx.query<PurchaseRecord>(
    `${SELECT_PURCHASE} where reference = $1 for update`,
    [reference],
  );
  if (!row) throw new HttpError(404, 'Payment not found');
  return row;
}
