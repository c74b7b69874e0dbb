// Checking and recording an online top-up request (spec §5 Top up, §9; DESIGN §3). Every figure
// is recomputed from the event's rate card; the request is accepted only if the client's items
// are exactly those figures, so the customer pays what the page showed and nothing else.
import { randomBytes } from 'node:crypto';
import type { PurchaseRequestBody } from '../../core/contracts/purchase-contract';
import { canTopUpPhase } from '../../core/domain/event-phase';
import {
  cardHolderTopUpError,
  TOP_UP_FEES_EXCEED_AMOUNT,
  TOP_UP_NEEDS_TICKET,
  TOP_UP_NOT_BEFORE_EVENT,
  TOP_UP_PENDING_ABOVE_MAXIMUM,
  TOP_UP_TICKET_NOT_ALLOWED,
  topUpAboveMaximumMessage,
} from '../../core/domain/messages';
import { fromCents } from '../../core/domain/money';
import {
  canRequestTopUp,
  computeTopUp,
  isTopUpAmountInRange,
  type PurchaseItem,
  TOP_UP_AMOUNT_ERROR,
} from '../../core/domain/top-up';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { centsFromApi } from '../ledger/api-money';
import { isWalletActivationPaid, postLedgerEntry, walletBalanceCents } from '../ledger/ledger';
import { findOwnedWallet } from '../ledger/owned-wallet';
import { openPaymentsCents } from './open-payments';
import {
  PAYMENT_SESSION_TTL_MINUTES,
  type PaymentProviderName,
  type PaymentSessionRequest,
} from './payment-provider';
import { insertPurchaseItems, topUpLedgerRows } from './top-up-payments';

/**
 * Validates the request for the caller's wallet and records it as a PENDING purchase with its
 * items and PENDING ledger rows, in one transaction under the wallet lock. Nothing is written
 * when any rule fails. Answers what the payment provider's session is opened with.
 */
export async function recordTopUpRequest(
  db: Database,
  input: {
    sub: string;
    body: PurchaseRequestBody;
    provider: PaymentProviderName;
    productName: string;
    /** PUBLIC_ORIGIN: the only origin a customer is sent back to after paying. */
    publicOrigin: string;
  },
): Promise<PaymentSessionRequest> {
  const { sub, body } = input;
  const requestOrigin = ourOrigin(body.requestOrigin, input.publicOrigin);
  return db.transaction(async (tx) => {
    const wallet = await findOwnedWallet(tx, sub, body.walletId, { lock: true });
    const { event } = wallet;
    if (body.eventId !== event.id) throw new HttpError(400, "eventId is not the wallet's event");
    if (body.currency !== event.currency) {
      throw new HttpError(400, `currency must be the event currency ${event.currency}`);
    }
    if (body.contractCode !== event.contractCode) {
      throw new HttpError(400, "contractCode is not the event's contract code");
    }

    const amountCents = topUpAmountOf(body.purchaseItemList);
    if (!isTopUpAmountInRange(amountCents)) throw new HttpError(400, TOP_UP_AMOUNT_ERROR);

    const balanceCents = await walletBalanceCents(tx, wallet.id);
    const topUp = computeTopUp({
      amountCents,
      currency: event.currency,
      rateCard: {
        activationFeeOnlineCents: event.activationFeeOnlineCents,
        creditCardFeeBasisPoints: event.creditCardFeeBasisPoints,
      },
      activationPaid: await isWalletActivationPaid(tx, wallet.id),
      balanceCents,
    });
    assertSameItems(body.purchaseItemList, topUp.items);
    assertSummary(body, topUp);

    if (!canTopUpPhase(event.state)) throw new HttpError(409, TOP_UP_NOT_BEFORE_EVENT);
    if (wallet.tagUid !== null) throw new HttpError(409, cardHolderTopUpError(input.productName));
    if (wallet.ticketNumber === null || wallet.ticketValid === false) {
      throw new HttpError(409, TOP_UP_NEEDS_TICKET);
    }
    if (wallet.ticketOnlineTopUp === false) throw new HttpError(409, TOP_UP_TICKET_NOT_ALLOWED);
    if (topUp.creditCents < 0) throw new HttpError(400, TOP_UP_FEES_EXCEED_AMOUNT);
    if (!canRequestTopUp({ amountCents, balanceCents, inFlight: false })) {
      throw new HttpError(409, topUpAboveMaximumMessage(balanceCents, amountCents));
    }
    const pendingCents = await openPaymentsCents(tx, wallet.id);
    if (
      !canRequestTopUp({ amountCents, balanceCents: balanceCents + pendingCents, inFlight: false })
    ) {
      throw new HttpError(409, TOP_UP_PENDING_ABOVE_MAXIMUM);
    }

    const reference = newPurchaseReference();
    const description = body.description.trim() || 'Online top up';
    const [purchase] = await tx.query<{ id: string; createdAt: Date }>(
      `insert into purchases (reference, wallet_id, customer_id, description, currency,
         contract_code, amount_cents, card_fee_cents, activation_fee_cents, credit_cents,
         provider, request_origin)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       returning id, created_at as "createdAt"`,
      [
        reference,
        wallet.id,
        wallet.customerId,
        description,
        event.currency,
        event.contractCode,
        amountCents,
        topUp.cardFeeCents,
        topUp.activationFeeCents,
        topUp.creditCents,
        input.provider,
        requestOrigin,
      ],
    );
    if (!purchase) throw new Error('Purchase insert returned no row');
    await insertPurchaseItems(tx, purchase.id, topUp.items);
    for (const row of topUpLedgerRows(reference, topUp)) {
      await postLedgerEntry(tx, { ...row, walletId: wallet.id, state: 'PENDING' });
    }
    return {
      reference,
      amountCents,
      currency: event.currency,
      description,
      requestOrigin,
      expiresAt: new Date(
        new Date(purchase.createdAt).getTime() + PAYMENT_SESSION_TTL_MINUTES * 60_000,
      ),
    };
  });
}

/** Unguessable: the sandbox payment page is reached by its reference alone. */
export function newPurchaseReference(): string {
  return `TU-${randomBytes(12).toString('hex').toUpperCase()}`;
}

// The spec has the SPA send its origin; the payment pages send the customer back there, so any
// other origin would make them an open redirect.
function ourOrigin(value: string, publicOrigin: string): string {
  if (value !== publicOrigin) {
    throw new HttpError(400, `requestOrigin must be this portal's origin ${publicOrigin}`);
  }
  return publicOrigin;
}

function topUpAmountOf(items: PurchaseRequestBody['purchaseItemList']): number {
  const topUps = items.filter((item) => item.code === 'TOP_UP');
  const [topUp] = topUps;
  if (topUps.length !== 1 || !topUp || topUp.quantity !== 1) {
    throw new HttpError(400, 'purchaseItemList must hold exactly one TOP_UP item of quantity 1');
  }
  return centsFromApi(topUp.price, 'purchaseItemList TOP_UP price');
}

// Names are labels, so they are not compared; the stored items carry the server's names.
function assertSameItems(sent: PurchaseRequestBody['purchaseItemList'], expected: PurchaseItem[]) {
  const key = (item: {
    code: string;
    price: number;
    currency: string;
    quantity: number;
    category: string;
  }) =>
    `${item.code}|${centsFromApi(item.price, 'purchaseItemList price')}|${item.currency}|${item.quantity}|${item.category}`;
  const a = sent.map(key).sort();
  const b = expected.map(key).sort();
  if (a.length !== b.length || a.some((value, index) => value !== b[index])) {
    throw new HttpError(
      400,
      `purchaseItemList does not match the event's fees: expected ${expected
        .map((item) => `${item.code} ${item.price.toFixed(2)}`)
        .join(', ')}`,
    );
  }
}

function assertSummary(
  body: PurchaseRequestBody,
  topUp: { creditCents: number; cardFeeCents: number; activationFeeCents: number },
) {
  const checks: [keyof PurchaseRequestBody, number | undefined, number][] = [
    ['creditTotal', body.creditTotal, topUp.creditCents],
    ['cardFee', body.cardFee, topUp.cardFeeCents],
    ['activationFee', body.activationFee, topUp.activationFeeCents],
  ];
  for (const [field, sent, cents] of checks) {
    if (sent !== undefined && centsFromApi(sent, field) !== cents) {
      throw new HttpError(400, `${field} must be ${fromCents(cents).toFixed(2)}`);
    }
  }
}
