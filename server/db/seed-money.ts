import { computeTopUp } from '../../core/domain/top-up';
import { walletBalanceCents } from '../ledger/ledger';
import { insertPurchaseItems, topUpLedgerRows } from '../payments/top-up-payments';
import { refundPaidLedgerRows } from '../refunds/refund-operations';
import { DEMO_RATE_CARD, DEMO_WALLETS, type DemoEvent, type DemoRefund } from './demo-data';
import { one } from './rows';
import { at, DAY, post, type SeedContext } from './seed-context';

const DEMO_ACCOUNT_NUMBER = '01-0902-0068389-00';
const DEMO_PHONE = '+64211234567';

/** A completed online top-up as the payment flow records it: purchase, items, ledger rows. */
export async function seedOnlineTopUp(
  ctx: SeedContext,
  input: {
    walletId: string;
    customerId: string;
    event: DemoEvent;
    reference: string;
    amountCents: number;
    when: number;
  },
): Promise<void> {
  const { tx } = ctx;
  const topUp = computeTopUp({
    amountCents: input.amountCents,
    currency: DEMO_RATE_CARD.currency,
    rateCard: {
      activationFeeOnlineCents: DEMO_RATE_CARD.activationFeeOnlineCents,
      creditCardFeeBasisPoints: DEMO_RATE_CARD.creditCardFeeBp,
    },
    activationPaid: false,
    balanceCents: await walletBalanceCents(tx, input.walletId),
  });
  const purchase = one(
    await tx.query<{ id: string }>(
      `insert into purchases (reference, wallet_id, customer_id, description, currency,
         contract_code, amount_cents, card_fee_cents, activation_fee_cents, credit_cents,
         provider, state, created_at, updated_at, completed_at)
       values ($1, $2, $3, 'Online top up', $4, $5, $6, $7, $8, $9, 'sandbox', 'COMPLETED',
         $10, $10, $10)
       returning id`,
      [
        input.reference,
        input.walletId,
        input.customerId,
        DEMO_RATE_CARD.currency,
        input.event.contractCode,
        topUp.topUpCents,
        topUp.cardFeeCents,
        topUp.activationFeeCents,
        topUp.creditCents,
        at(input.when),
      ],
    ),
    'purchase',
  );
  await insertPurchaseItems(tx, purchase.id, topUp.items);
  for (const row of topUpLedgerRows(input.reference, topUp)) {
    await post(ctx, { ...row, walletId: input.walletId, when: input.when });
  }
}

/** A refund lodged a day after the last tap; a paid one empties the wallet as payment does. */
export async function seedRefund(
  ctx: SeedContext,
  input: { walletId: string; event: DemoEvent & { id: string }; refund: DemoRefund; when: number },
): Promise<void> {
  const { tx } = ctx;
  const { refund, when } = input;
  const settled = refund.batchState !== 'OPEN';
  const batch = one(
    await tx.query<{ id: string }>(
      `insert into refund_batches (event_id, state, created_at, closed_at, paid_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        input.event.id,
        refund.batchState,
        at(when - DAY),
        settled ? at(when + DAY) : null,
        refund.batchState === 'PAID' ? at(when + 3 * DAY) : null,
      ],
    ),
    'refund batch',
  );
  const balance = await walletBalanceCents(tx, input.walletId);
  const feeCents = DEMO_RATE_CARD.refundFeeOnlineCents;
  const reference = `RF-SEED-${input.event.contractCode}`;
  const person = ctx.people.demo;
  await tx.query(
    `insert into refunds (reference, wallet_id, batch_id, customer_id, first_name, last_name,
       phone, email, account_number, account_type, currency, total_cents, fee_cents, state,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'NZ', $10, $11, $12, $13, $14, $15)`,
    [
      reference,
      input.walletId,
      batch.id,
      ctx.customers.demo,
      person.first,
      person.last,
      DEMO_PHONE,
      person.email,
      DEMO_ACCOUNT_NUMBER,
      DEMO_RATE_CARD.currency,
      balance - feeCents,
      feeCents,
      refund.state,
      at(when),
      at(settled ? when + 3 * DAY : when),
    ],
  );
  if (refund.state === 'COMPLETED') {
    const paid = { reference, totalCents: balance - feeCents, feeCents };
    for (const row of refundPaidLedgerRows(paid)) {
      await post(ctx, { ...row, walletId: input.walletId, when: when + 3 * DAY });
    }
  }
}

/**
 * Refunds open when an event finishes, with an OPEN batch for them; a closed event's batch is
 * closed. Events whose batch came with a seeded refund already have theirs.
 */
export async function openRefundBatches(ctx: SeedContext): Promise<void> {
  for (const event of ctx.events.values()) {
    const refundsOpen = DEMO_WALLETS.some(
      (wallet) => wallet.event === event.key && wallet.refundStatus !== 'NOT_AVAILABLE',
    );
    const hasBatch = DEMO_WALLETS.some((wallet) => wallet.event === event.key && wallet.refund);
    if (!refundsOpen || hasBatch) continue;
    if (event.state === 'FINISHED') {
      await ctx.tx.query('insert into refund_batches (event_id) values ($1)', [event.id]);
    } else if (event.state === 'CLOSED') {
      await ctx.tx.query(
        `insert into refund_batches (event_id, state, closed_at) values ($1, 'CLOSED', now())`,
        [event.id],
      );
    }
  }
}
