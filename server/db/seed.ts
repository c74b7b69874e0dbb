import type { EventState } from '../../src/domain/event-phase';
import { toCents } from '../../src/domain/money';
import { computeTopUp } from '../../src/domain/top-up';
import { type LedgerEntry, postLedgerEntry, walletBalanceCents } from '../ledger/ledger';
import { topUpLedgerRows } from '../payments/top-up-payments';
import { refundPaidLedgerRows } from '../refunds/refund-operations';
import type { Database, Queryable } from './database';
import {
  DEMO_EVENTS,
  DEMO_FREE_TICKETS,
  DEMO_RATE_CARD,
  DEMO_WALLETS,
  type DemoEvent,
  type DemoOwner,
  type DemoRefund,
  type DemoWallet,
  OTHER_ACCOUNT,
  STRANGER,
} from './demo-data';
import { one } from './rows';

export interface DemoSeedOptions {
  demoSub: string;
  demoEmail: string;
  /** The demo user's names; free tickets are issued to them so that ticket search matches. */
  demoFirstName?: string;
  demoLastName?: string;
}

interface Person {
  first: string;
  last: string;
  email: string;
}

interface SeedContext {
  tx: Queryable;
  events: Map<string, { id: string } & DemoEvent>;
  customers: Record<'demo' | 'other', string>;
  people: Record<'demo' | 'other' | 'stranger', Person>;
  now: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// When each event's money moved, so the transaction tables read like real histories.
const HISTORY_STARTS_DAYS_AGO: Record<EventState, number> = {
  DRAFT: 2,
  PUBLISHED: 3,
  STARTED: 0.25,
  FINISHED: 20,
  CLOSED: 60,
  ARCHIVED: 400,
};
const DEMO_ACCOUNT_NUMBER = '01-0902-0068389-00';
const DEMO_PHONE = '+64211234567';

/**
 * Fills an empty database with the demo customer, events in every state and wallets that show
 * every card banner and wallet button (see demo-data.ts), plus free tickets and tags to find.
 * Does nothing (and returns seeded: false) once any event exists, so it is safe on every start
 * and never touches real data. Balances are the sum of COMPLETED ledger rows, as everywhere.
 */
export async function seedDemoData(
  db: Database,
  opts: DemoSeedOptions,
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query('lock table events in exclusive mode');
    const { count } = one(
      await tx.query<{ count: number }>('select count(*) as count from events'),
      'count',
    );
    if (count > 0) return { seeded: false };

    const demo: Person = {
      first: opts.demoFirstName ?? 'Demo',
      last: opts.demoLastName ?? 'User',
      email: opts.demoEmail,
    };
    const other: Person = {
      first: OTHER_ACCOUNT.firstName,
      last: OTHER_ACCOUNT.lastName,
      email: OTHER_ACCOUNT.email,
    };
    const ctx: SeedContext = {
      tx,
      events: new Map(),
      customers: {
        demo: await upsertCustomer(tx, opts.demoSub, demo),
        other: await upsertCustomer(tx, OTHER_ACCOUNT.sub, other),
      },
      people: {
        demo,
        other,
        stranger: { first: STRANGER.firstName, last: STRANGER.lastName, email: STRANGER.email },
      },
      now: Date.now(),
    };

    for (const [index, event] of DEMO_EVENTS.entries()) {
      const row = one(
        await tx.query<{ id: string }>(
          `insert into events (name, state, currency, activation_fee_online_cents,
             credit_card_fee_bp, refund_fee_online_cents, contract_code, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          [
            event.name,
            event.state,
            DEMO_RATE_CARD.currency,
            DEMO_RATE_CARD.activationFeeOnlineCents,
            DEMO_RATE_CARD.creditCardFeeBp,
            DEMO_RATE_CARD.refundFeeOnlineCents,
            event.contractCode,
            at(ctx.now - (DEMO_EVENTS.length - index) * MINUTE),
          ],
        ),
        'event',
      );
      ctx.events.set(event.key, { ...event, id: row.id });
    }

    for (const [index, wallet] of DEMO_WALLETS.entries()) await seedWallet(ctx, wallet, index);
    for (const ticket of DEMO_FREE_TICKETS) {
      const ticketId = await insertTicket(ctx, ticket.event, ticket.number, {
        holder: ticket.holder === 'stranger' ? ctx.people.stranger : demo,
        valid: ticket.valid,
        onlineTopUpAllowed: ticket.onlineTopUpAllowed,
        claimedBy: ticket.claimedByOther ? ctx.customers.other : null,
      });
      if (ticket.claimedByOther) {
        await tx.query(
          'insert into wallets (event_id, customer_id, ticket_id) values ($1, $2, $3)',
          [eventOf(ctx, ticket.event).id, ctx.customers.other, ticketId],
        );
      }
    }
    await openRefundBatches(ctx);
    return { seeded: true };
  });
}

async function upsertCustomer(tx: Queryable, sub: string, person: Person): Promise<string> {
  await tx.query(
    `insert into customers (sub, email, first_name, last_name) values ($1, $2, $3, $4)
     on conflict (sub) do nothing`,
    [sub, person.email, person.first, person.last],
  );
  return one(
    await tx.query<{ id: string }>('select id from customers where sub = $1', [sub]),
    'customer',
  ).id;
}

async function seedWallet(ctx: SeedContext, wallet: DemoWallet, index: number): Promise<void> {
  const { tx } = ctx;
  const event = eventOf(ctx, wallet.event);
  const ownerId = ownerIdOf(ctx, wallet.owner);
  const ticketId = wallet.ticket
    ? await insertTicket(ctx, wallet.event, wallet.ticket, {
        holder: wallet.owner === 'other' ? ctx.people.other : ctx.people.demo,
        valid: true,
        onlineTopUpAllowed: true,
        claimedBy: ownerId,
      })
    : null;
  const tagId = wallet.tag
    ? one(
        await tx.query<{ id: string }>(
          `insert into tags (event_id, uid, serial, claimed_by, claimed_at)
           values ($1, $2, $3, $4::uuid, case when $4::uuid is null then null else now() end)
           returning id`,
          [event.id, wallet.tag.uid, wallet.tag.serial, ownerId],
        ),
        'tag',
      ).id
    : null;
  const walletId = one(
    await tx.query<{ id: string }>(
      `insert into wallets (event_id, customer_id, ticket_id, tag_id, refund_status, created_at)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        event.id,
        ownerId,
        ticketId,
        tagId,
        wallet.refundStatus,
        // Home lists registrations oldest first: the order of DEMO_WALLETS.
        at(ctx.now - (DEMO_WALLETS.length - index) * MINUTE),
      ],
    ),
    'wallet',
  ).id;

  let clock = ctx.now - HISTORY_STARTS_DAYS_AGO[event.state] * DAY;
  const tick = () => {
    clock += 47 * MINUTE;
    return clock;
  };
  const prefix = `SEED-${event.contractCode}-${String(index).padStart(2, '0')}`;
  if (wallet.onlineTopUpCents) {
    if (ownerId === null) throw new Error('An online top-up needs a customer');
    await seedOnlineTopUp(ctx, {
      walletId,
      customerId: ownerId,
      event,
      reference: `${prefix}-TOPUP`,
      amountCents: wallet.onlineTopUpCents,
      when: tick(),
    });
  }
  for (const [n, tap] of (wallet.taps ?? []).entries()) {
    await post(ctx, {
      walletId,
      reference: `${prefix}-${String(n + 1).padStart(2, '0')}`,
      category: tap.cents > 0 ? 'TOP_UP' : 'PURCHASE',
      totalCents: tap.cents,
      description: tap.description,
      when: tick(),
    });
  }
  if (wallet.refund) {
    await seedRefund(ctx, { walletId, event, refund: wallet.refund, when: clock + DAY });
  }
}

async function insertTicket(
  ctx: SeedContext,
  eventKey: string,
  ticketNumber: string,
  ticket: { holder: Person; valid: boolean; onlineTopUpAllowed: boolean; claimedBy: string | null },
): Promise<string> {
  return one(
    await ctx.tx.query<{ id: string }>(
      `insert into tickets (event_id, ticket_number, ticket_type, holder_first_name,
         holder_last_name, holder_email, valid, online_topup_allowed, claimed_by, claimed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::uuid,
         case when $9::uuid is null then null else now() end)
       returning id`,
      [
        eventOf(ctx, eventKey).id,
        ticketNumber,
        ticket.onlineTopUpAllowed ? 'General Admission' : 'After Party',
        ticket.holder.first,
        ticket.holder.last,
        ticket.holder.email,
        ticket.valid,
        ticket.onlineTopUpAllowed,
        ticket.claimedBy,
      ],
    ),
    'ticket',
  ).id;
}

/** A completed online top-up as the payment flow records it: purchase, items, ledger rows. */
async function seedOnlineTopUp(
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
  for (const [position, item] of topUp.items.entries()) {
    await tx.query(
      `insert into purchase_items (purchase_id, position, code, name, price_cents, currency,
         quantity, category)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        purchase.id,
        position,
        item.code,
        item.name,
        toCents(item.price),
        item.currency,
        item.quantity,
        item.category,
      ],
    );
  }
  for (const row of topUpLedgerRows(input.reference, topUp)) {
    await post(ctx, { ...row, walletId: input.walletId, when: input.when });
  }
}

/** A refund lodged a day after the last tap; a paid one empties the wallet as payment does. */
async function seedRefund(
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
async function openRefundBatches(ctx: SeedContext): Promise<void> {
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

async function post(
  ctx: SeedContext,
  { when, ...entry }: LedgerEntry & { when: number },
): Promise<void> {
  await postLedgerEntry(ctx.tx, entry);
  await ctx.tx.query(
    `update wallet_transactions set created_at = $2, updated_at = $2
     where purchase_reference = $1`,
    [entry.reference, at(when)],
  );
}

function eventOf(ctx: SeedContext, key: string): { id: string } & DemoEvent {
  const event = ctx.events.get(key);
  if (!event) throw new Error(`Demo data names an unknown event "${key}"`);
  return event;
}

function ownerIdOf(ctx: SeedContext, owner: DemoOwner): string | null {
  return owner === null ? null : ctx.customers[owner];
}

function at(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
