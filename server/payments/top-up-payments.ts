// Recording the outcome of an online top-up. Each outcome is one transaction that moves the
// purchase and its ledger rows together, and only a PENDING purchase moves, so a replayed
// webhook or a double-clicked button credits the wallet once.
import type { FastifyBaseLogger } from 'fastify';
import { formatMoney, MAX_BALANCE_CENTS } from '../../core/domain/money';
import type { TopUp } from '../../core/domain/top-up';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { centsFromApi } from '../ledger/api-money';
import {
  completePendingEntries,
  findEntry,
  isWalletActivationPaid,
  type LedgerEntry,
  type LedgerRow,
  lockWallet,
  voidEntry,
  walletBalanceCents,
} from '../ledger/ledger';
import { emitWalletEvent, type WalletEventListener } from '../ledger/wallet-events';
import type { PaymentProviderName } from './payment-provider';

export type PaymentOutcome = 'completed' | 'pending' | 'failed';
/**
 * REFUNDED: the card was charged but the wallet could not take the credit (it would have gone
 * over the maximum), so the charge went back to the card. Its ledger rows are VOID.
 */
export type PurchaseState = 'PENDING' | 'COMPLETED' | 'VOID' | 'REFUNDED';

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
  /** The provider's id of the refund of a REFUNDED purchase, once the provider confirmed it. */
  providerRefundId: string | null;
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
  /**
   * The provider took the money: credits the wallet, or, when the credit would overfill it,
   * records the purchase REFUNDED and has the provider refund the charge (also on a replay that
   * finds the refund not yet confirmed, so a failed refund call is retried).
   */
  complete(reference: string): Promise<PaymentChange>;
  fail(reference: string): Promise<PaymentChange>;
}

/** Ledger reference of a purchase's activation-fee row; the top-up row uses the reference. */
export function activationReference(reference: string): string {
  return `${reference}-ACT`;
}

/** Ledger reference of a purchase's card-fee row (the schema lets only these TOP_UP rows be negative). */
export function cardFeeReference(reference: string): string {
  return `${reference}-FEE`;
}

/** A top-up's items (spec §3 Purchase item) as the purchase's rows, in their order. */
export async function insertPurchaseItems(
  tx: Queryable,
  purchaseId: string,
  items: TopUp['items'],
): Promise<void> {
  for (const [position, item] of items.entries()) {
    await tx.query(
      `insert into purchase_items (purchase_id, position, code, name, price_cents, currency,
         quantity, category)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        purchaseId,
        position,
        item.code,
        item.name,
        centsFromApi(item.price, 'price'),
        item.currency,
        item.quantity,
        item.category,
      ],
    );
  }
}

/**
 * The ledger rows of an online top-up: the amount the card was charged, then each fee as a row
 * of its own, so the wallet's list shows what the customer paid and adds up to the credit.
 */
export function topUpLedgerRows(
  reference: string,
  topUp: Pick<TopUp, 'topUpCents' | 'cardFeeCents' | 'activationFeeCents'>,
): Omit<LedgerEntry, 'walletId' | 'state'>[] {
  const rows: Omit<LedgerEntry, 'walletId' | 'state'>[] = [
    {
      reference,
      category: 'TOP_UP',
      totalCents: topUp.topUpCents,
      description: `Online top up ${formatMoney(topUp.topUpCents)}`,
    },
  ];
  if (topUp.cardFeeCents > 0) {
    rows.push({
      reference: cardFeeReference(reference),
      category: 'TOP_UP',
      totalCents: -topUp.cardFeeCents,
      description: 'Card fee',
    });
  }
  if (topUp.activationFeeCents > 0) {
    rows.push({
      reference: activationReference(reference),
      category: 'ACTIVATION',
      totalCents: -topUp.activationFeeCents,
      description: 'Online activation fee',
    });
  }
  return rows;
}

/** A refunded payment did not go through for the customer: the return page says 'failed'. */
export function outcomeOf(state: PurchaseState): PaymentOutcome {
  if (state === 'COMPLETED') return 'completed';
  return state === 'PENDING' ? 'pending' : 'failed';
}

/** Gives a charge back to the card; answers the provider's refund id. Must be idempotent. */
export type RefundCharge = (purchase: PurchaseRecord) => Promise<string>;

export function createTopUpPayments(
  db: Database,
  opts: { refund: RefundCharge; onWalletEvent?: WalletEventListener; log?: FastifyBaseLogger },
): TopUpPayments {
  return {
    find: (reference) => findPurchase(db, reference),
    async complete(reference) {
      const change = await completeTopUp(db, reference);
      if (change.purchase.state === 'REFUNDED' && change.purchase.providerRefundId === null) {
        // Outside the transaction: a provider call must not hold the wallet lock. If it fails,
        // the error reaches the provider, whose retry of the callback tries again.
        // A provider's own error status (a 404 from its API) is not the caller's fault: the
        // callback answers 500, so the provider delivers it again.
        const refundId = await opts.refund(change.purchase).catch((error: unknown) => {
          throw new Error(`Refund of payment ${reference} failed`, { cause: error });
        });
        await recordProviderRefund(db, reference, refundId);
        opts.log?.warn({ reference, refundId }, 'payment refunded: the wallet could not take it');
        return { ...change, purchase: { ...change.purchase, providerRefundId: refundId } };
      }
      if (change.applied && change.purchase.state === 'COMPLETED') {
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
    const activationPaid =
      purchase.activationFeeCents > 0 && (await isWalletActivationPaid(tx, purchase.walletId));
    // A purchase recorded before fees had rows of their own has no card-fee row: its top-up row
    // is the amount less the card fee.
    const creditRows = await existingRows(tx, [reference, cardFeeReference(reference)]);
    const creditCents =
      creditRows.reduce((sum, row) => sum + row.totalCents, 0) -
      (activationPaid ? 0 : purchase.activationFeeCents);
    if ((await walletBalanceCents(tx, purchase.walletId)) + creditCents > MAX_BALANCE_CENTS) {
      return refundInsteadOfCredit(tx, purchase);
    }
    const completing = creditRows.map((row) => row.reference);
    if (activationPaid) {
      await voidEntry(tx, activationReference(reference));
      await tx.query(
        `update purchases set credit_cents = credit_cents + activation_fee_cents,
           activation_fee_cents = 0, updated_at = now() where id = $1`,
        [purchase.id],
      );
    } else if (purchase.activationFeeCents > 0) {
      completing.push(activationReference(reference));
    }
    await completePendingEntries(tx, completing);
    await tx.query(
      `update purchases set state = 'COMPLETED', completed_at = now(), updated_at = now()
       where id = $1`,
      [purchase.id],
    );
    return { applied: true, purchase: await lockPurchase(tx, reference) };
  });
}

/** The charge cannot be credited: the rows never count and the purchase awaits its refund. */
async function refundInsteadOfCredit(
  tx: Queryable,
  purchase: PurchaseRecord,
): Promise<PaymentChange> {
  await voidPurchaseRows(tx, purchase);
  await tx.query(
    `update purchases set state = 'REFUNDED', refunded_at = now(), updated_at = now()
     where id = $1`,
    [purchase.id],
  );
  return { applied: true, purchase: await lockPurchase(tx, purchase.reference) };
}

async function recordProviderRefund(
  db: Database,
  reference: string,
  refundId: string,
): Promise<void> {
  await db.query(
    `update purchases set provider_refund_id = $2, updated_at = now()
     where reference = $1 and provider_refund_id is null`,
    [reference, refundId],
  );
}

/** The payment was declined, cancelled or expired: the purchase and its rows become VOID. */
export async function failTopUp(db: Database, reference: string): Promise<PaymentChange> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, reference);
    if (purchase.state !== 'PENDING') return { applied: false, purchase };
    await voidPurchaseRows(tx, purchase);
    await tx.query(`update purchases set state = 'VOID', updated_at = now() where id = $1`, [
      purchase.id,
    ]);
    return { applied: true, purchase: { ...purchase, state: 'VOID' } };
  });
}

/** A PENDING purchase's rows become VOID: they never count. */
async function voidPurchaseRows(tx: Queryable, purchase: PurchaseRecord): Promise<void> {
  const { reference } = purchase;
  const rows = await existingRows(tx, [
    reference,
    cardFeeReference(reference),
    activationReference(reference),
  ]);
  for (const row of rows) await voidEntry(tx, row.reference);
}

async function existingRows(tx: Queryable, references: readonly string[]): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  for (const reference of references) {
    const row = await findEntry(tx, reference);
    if (row) rows.push(row);
  }
  return rows;
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
    request_origin as "requestOrigin", state, provider_refund_id as "providerRefundId",
    created_at as "createdAt"
  from purchases`;

async function lockPurchase(tx: Queryable, reference: string): Promise<PurchaseRecord> {
  const [row] = await tx.query<PurchaseRecord>(
    `${SELECT_PURCHASE} where reference = $1 for update`,
    [reference],
  );
  if (!row) throw new HttpError(404, 'Payment not found');
  return row;
}
