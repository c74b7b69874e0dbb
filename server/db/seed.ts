import type { EventState } from '../../core/domain/event-phase';
import { recordTapDetails } from '../operator/tap-details';
import type { Database, Queryable } from './database';
import {
  DEMO_EVENTS,
  DEMO_FREE_TICKETS,
  DEMO_RATE_CARD,
  DEMO_WALLETS,
  type DemoEvent,
  type DemoOwner,
  type DemoWallet,
  OTHER_ACCOUNT,
  STRANGER,
} from './demo-data';
import { one } from './rows';
import { at, DAY, MINUTE, type Person, post, type SeedContext } from './seed-context';
import { openRefundBatches, seedOnlineTopUp, seedRefund } from './seed-money';
import { tidyAfterBulkWrite } from './upkeep';

export interface DemoSeedOptions {
  demoSub: string;
  demoEmail: string;
  /** The demo user's names; free tickets are issued to them so that ticket search matches. */
  demoFirstName?: string;
  demoLastName?: string;
}

// When each event's money moved, so the transaction tables read like real histories.
const HISTORY_STARTS_DAYS_AGO: Record<EventState, number> = {
  DRAFT: 2,
  PUBLISHED: 3,
  STARTED: 0.25,
  FINISHED: 20,
  CLOSED: 60,
  ARCHIVED: 400,
};

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
  const result = await db.transaction(async (tx) => {
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
  // Every table was just filled from nothing: the planner is told what it now holds.
  if (result.seeded) await tidyAfterBulkWrite(db);
  return result;
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
    const reference = `${prefix}-${String(n + 1).padStart(2, '0')}`;
    await post(ctx, {
      walletId,
      reference,
      category: tap.cents > 0 ? 'TOP_UP' : 'PURCHASE',
      totalCents: tap.cents,
      description: tap.description,
      when: tick(),
    });
    // A sale's description names its stand, which the wallet shows as "Purchase · Bar".
    if (tap.cents < 0) {
      await recordTapDetails(ctx.tx, reference, { vendor: tap.description, items: [] });
    }
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

function eventOf(ctx: SeedContext, key: string): { id: string } & DemoEvent {
  const event = ctx.events.get(key);
  if (!event) throw new Error(`Demo data names an unknown event "${key}"`);
  return event;
}

function ownerIdOf(ctx: SeedContext, owner: DemoOwner): string | null {
  return owner === null ? null : ctx.customers[owner];
}
