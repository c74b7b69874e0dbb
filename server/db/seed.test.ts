import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRegistration } from '../../core/contracts/customer-contract';
import { cardBanner } from '../../core/domain/card-banner';
import type { EventState } from '../../core/domain/event-phase';
import { fromCents } from '../../core/domain/money';
import type { RefundListEntry } from '../../core/domain/refund';
import type { RefundStatus } from '../../core/domain/refund-status';
import { showAmendBankAccount, showLodgeRefund, topUpButton } from '../../core/domain/wallet-rules';
import { walletBalanceCents } from '../ledger/ledger';
import { closeBatch, markRefundPaid } from '../refunds/refund-operations';
import { tagVerdict } from '../registration/tag-find';
import { ticketVerdict } from '../registration/ticket-find';
import { findTagCandidates } from '../repositories/tag-registrations';
import { findTicketCandidates } from '../repositories/ticket-registrations';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import { DEMO_FREE_TICKETS, DEMO_WALLETS, demoCatalogue } from './demo-data';
import { migrate } from './migrate';
import { seedDemoData } from './seed';

const DEMO = {
  demoSub: 'demo-sub-1',
  demoEmail: 'demo@tapwallet.example',
  demoFirstName: 'Dana',
  demoLastName: 'Demo',
};

async function counts(db: Database) {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*) from customers) as customers, (select count(*) from events) as events,
       (select count(*) from tickets) as tickets, (select count(*) from tags) as tags,
       (select count(*) from wallet_transactions) as ledger,
       (select count(*) from refunds) as refunds`,
  );
  return row;
}

interface Seeded {
  registration: EventRegistration;
  refunds: RefundListEntry[];
  transactions: number;
}

/** The demo customer's registrations, read straight from the tables. */
async function demoRegistrations(db: Database): Promise<Seeded[]> {
  const rows = await db.query<{
    walletId: string;
    refundStatus: RefundStatus;
    ticketNumber: string | null;
    uid: string | null;
    eventId: string;
    name: string;
    state: EventState;
    currency: string;
    balance: number;
    transactions: number;
  }>(
    `select w.id as "walletId", w.refund_status as "refundStatus",
       t.ticket_number as "ticketNumber", g.uid, e.id as "eventId", e.name, e.state, e.currency,
       coalesce((select sum(x.total_cents) from wallet_transactions x
                 where x.wallet_id = w.id and x.state = 'COMPLETED'), 0) as balance,
       (select count(*) from wallet_transactions x where x.wallet_id = w.id) as transactions
     from wallets w join customers c on c.id = w.customer_id join events e on e.id = w.event_id
     left join tickets t on t.id = w.ticket_id left join tags g on g.id = w.tag_id
     where c.sub = $1 and e.state <> 'ARCHIVED'`,
    [DEMO.demoSub],
  );
  const refunds = await db.query<RefundListEntry & { walletId: string }>(
    `select r.wallet_id as "walletId", b.state as "batchState",
       r.account_number as "batchItemAccountNumber", r.reference as "refundPurchaseRef"
     from refunds r join refund_batches b on b.id = r.batch_id`,
  );
  return rows.map((row) => ({
    registration: {
      event: { id: row.eventId, name: row.name, state: row.state, currency: row.currency },
      walletId: row.walletId,
      walletBalance: fromCents(row.balance),
      eventAssetList: [],
      uid: row.uid,
      ticketNumber: row.ticketNumber,
      refundStatus: row.refundStatus,
      eventRateCard: {
        activationFeeOnline: 4,
        creditCardFee: 5,
        refundFeeOnline: 2.5,
        contractCode: '',
      },
    },
    refunds: refunds
      .filter((refund) => refund.walletId === row.walletId)
      .map(({ walletId: _walletId, ...entry }) => entry),
    transactions: row.transactions,
  }));
}

const funded = (r: EventRegistration) => r.walletBalance > 0;

// The card banner table of spec §2, one entry per row the demo can reach (a PUBLISHED wallet
// has a ticket or a tag, and every refund status is one of the five, so CONTACT SUPPORT and
// Refund Open cannot occur).
const BANNER_ROWS: { row: string; matches(r: EventRegistration): boolean; text: string }[] = [
  {
    row: 'PUBLISHED, balance > 0',
    matches: (r) => r.event.state === 'PUBLISHED' && funded(r),
    text: 'READY FOR EVENT',
  },
  {
    row: 'PUBLISHED, ticket number present',
    matches: (r) => r.event.state === 'PUBLISHED' && !funded(r) && r.ticketNumber !== null,
    text: 'ONLINE TOP UP AVAILABLE',
  },
  {
    row: 'PUBLISHED, tag uid present',
    matches: (r) =>
      r.event.state === 'PUBLISHED' && !funded(r) && r.ticketNumber === null && r.uid !== null,
    text: 'READY FOR EVENT',
  },
  { row: 'STARTED', matches: (r) => r.event.state === 'STARTED', text: 'Event In Progress' },
  ...(
    [
      ['NOT_AVAILABLE', null, 'Refund Not Open'],
      ['AVAILABLE', true, 'Refund Available'],
      ['AVAILABLE', false, 'Event Finished'],
      ['PROCESSING', null, 'Refund Logged'],
      ['COMPLETED', null, 'Refund Paid'],
      ['VOID', null, 'Refund Cancelled'],
    ] as const
  ).map(([status, withBalance, text]) => ({
    row: `FINISHED, ${status}${withBalance === null ? '' : withBalance ? ', balance > 0' : ', balance zero'}`,
    matches: (r: EventRegistration) =>
      r.event.state === 'FINISHED' &&
      r.refundStatus === status &&
      (withBalance === null || funded(r) === withBalance),
    text,
  })),
  { row: 'CLOSED', matches: (r) => r.event.state === 'CLOSED', text: 'Refund Closed' },
  { row: 'DRAFT', matches: (r) => r.event.state === 'DRAFT', text: 'Event Draft' },
];

describe('seedDemoData', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let seeded: Seeded[];

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    expect(await seedDemoData(db, DEMO)).toEqual({ seeded: true });
    seeded = await demoRegistrations(db);
  });
  afterAll(() => dispose());

  it('leaves a seeded database alone afterwards', async () => {
    const first = await counts(db);
    expect(first?.events).toBeGreaterThan(0);
    expect(await seedDemoData(db, DEMO)).toEqual({ seeded: false });
    expect(await counts(db)).toEqual(first);
  });

  it('creates the demo customer under the given subject with the given names', async () => {
    const rows = await db.query(
      'select email, first_name, last_name from customers where sub = $1',
      [DEMO.demoSub],
    );
    expect(rows).toEqual([{ email: DEMO.demoEmail, first_name: 'Dana', last_name: 'Demo' }]);
  });

  it.each(BANNER_ROWS)('shows the card banner row "$row" on the demo home', ({ matches, text }) => {
    const registrations = seeded.map((entry) => entry.registration).filter(matches);
    expect(registrations.length).toBeGreaterThan(0);
    for (const registration of registrations)
      expect(cardBanner(registration, new Date()).text).toBe(text);
  });

  it('shows every wallet button somewhere', () => {
    const registrations = seeded.map((entry) => entry.registration);
    const labels = new Set(registrations.map(topUpButton));
    expect(labels).toContain('Online Top Up');
    expect(labels).toContain('Add More Credit');
    expect(
      registrations
        .filter((registration) => showLodgeRefund(registration, new Date()))
        .map((r) => r.refundStatus)
        .sort(),
    ).toEqual(['AVAILABLE', 'VOID']);
    const amendable = seeded.filter((entry) =>
      showAmendBankAccount(entry.registration, entry.refunds),
    );
    expect(amendable.map((entry) => entry.registration.refundStatus)).toEqual(['PROCESSING']);
  });

  it('gives funded wallets a ledger history with top-ups, taps and an activation fee', async () => {
    for (const entry of seeded) {
      if (entry.registration.walletBalance > 0) expect(entry.transactions).toBeGreaterThan(0);
    }
    const categories = await db.query<{ category: string }>(
      `select distinct category from wallet_transactions where state = 'COMPLETED'`,
    );
    expect(categories.map((row) => row.category).sort()).toEqual([
      'ACTIVATION',
      'PURCHASE',
      'REFUND',
      'TOP_UP',
    ]);
    // A completed online top-up shows the amount charged and each fee, adding up to its credit.
    const purchases = await db.query<{
      amount: number;
      cardFee: number;
      credit: number;
      charged: number;
      feeRow: number;
      ledger: number;
    }>(
      `select p.amount_cents as amount, p.card_fee_cents as "cardFee", p.credit_cents as credit,
         (select total_cents from wallet_transactions where purchase_reference = p.reference)
           as charged,
         (select total_cents from wallet_transactions
          where purchase_reference = p.reference || '-FEE') as "feeRow",
         (select sum(x.total_cents) from wallet_transactions x
          where x.purchase_reference in (p.reference, p.reference || '-FEE',
            p.reference || '-ACT')) as ledger
       from purchases p`,
    );
    expect(purchases.length).toBeGreaterThan(0);
    for (const purchase of purchases) {
      expect(purchase.charged).toBe(purchase.amount);
      expect(purchase.feeRow).toBe(-purchase.cardFee);
      expect(purchase.ledger).toBe(purchase.credit);
    }
  });

  it('records refunds that the operator can settle: lodged ones match the balance', async () => {
    const refunds = await db.query<{
      walletId: string;
      reference: string;
      state: string;
      total: number;
      fee: number;
    }>(
      `select wallet_id as "walletId", reference, state, total_cents as total, fee_cents as fee
       from refunds`,
    );
    for (const refund of refunds) {
      const balance = await walletBalanceCents(db, refund.walletId);
      if (refund.state === 'COMPLETED') {
        expect(balance).toBe(0);
        const rows = await db.query<{ total: number }>(
          `select total_cents as total from wallet_transactions
           where purchase_reference in ($1, $1 || '-FEE') order by purchase_reference`,
          [refund.reference],
        );
        expect(rows.map((row) => row.total)).toEqual([-refund.total, -refund.fee]);
      } else expect(refund.total + refund.fee).toBe(balance);
    }
    const [city] = await db.query<{ eventId: string; reference: string }>(
      `select w.event_id as "eventId", r.reference from refunds r
       join wallets w on w.id = r.wallet_id where r.state = 'PROCESSING'`,
    );
    if (!city) throw new Error('no lodged refund seeded');
    const closed = await closeBatch(db, city.eventId);
    expect(closed.refunds.map((refund) => refund.reference)).toEqual([city.reference]);
    expect((await markRefundPaid(db, city.reference)).applied).toBe(true);
  });

  it.each([
    ...new Map(DEMO_FREE_TICKETS.map((ticket) => [ticket.number, ticket.status])).entries(),
  ])('finds free ticket %s as %s for the demo user', async (number, status) => {
    const [customer] = await db.query<{ id: string }>('select id from customers where sub = $1', [
      DEMO.demoSub,
    ]);
    const verdict = ticketVerdict(await findTicketCandidates(db, number), customer?.id ?? null, {
      firstName: DEMO.demoFirstName,
      lastName: DEMO.demoLastName,
      email: DEMO.demoEmail,
    });
    expect(verdict.status).toBe(status);
  });

  it.each(
    DEMO_WALLETS.flatMap((wallet) =>
      wallet.tag && wallet.tagStatus ? [[wallet.tag.uid, wallet.tag.serial, wallet.tagStatus]] : [],
    ),
  )('finds free tag %s / %s as %s for the demo user', async (uid, serial, status) => {
    const [customer] = await db.query<{ id: string }>('select id from customers where sub = $1', [
      DEMO.demoSub,
    ]);
    const verdict = tagVerdict(await findTagCandidates(db, uid, serial), customer?.id ?? null);
    expect(verdict.status).toBe(status);
  });

  it('prints a catalogue naming every free ticket and tag', () => {
    const catalogue = demoCatalogue();
    for (const ticket of DEMO_FREE_TICKETS) expect(catalogue).toContain(ticket.number);
    for (const wallet of DEMO_WALLETS) {
      if (wallet.tagStatus && wallet.tag) expect(catalogue).toContain(wallet.tag.serial);
    }
  });

  it('does not seed a database that already has events', async () => {
    const other = await openTestDatabase();
    try {
      await migrate(other.db);
      await other.db.query("insert into events (name) values ('Real event')");
      expect(await seedDemoData(other.db, DEMO)).toEqual({ seeded: false });
      expect(await counts(other.db)).toMatchObject({ events: 1, customers: 0 });
    } finally {
      await other.dispose();
    }
  });
});
