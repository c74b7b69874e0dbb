import type { Database, Queryable } from './database';
import { one } from './rows';

export interface DemoSeedOptions {
  demoSub: string;
  demoEmail: string;
  /** The demo user's names; free tickets are issued to them so that ticket search matches. */
  demoFirstName?: string;
  demoLastName?: string;
}

type EventState = 'DRAFT' | 'PUBLISHED' | 'STARTED' | 'FINISHED' | 'CLOSED' | 'ARCHIVED';

// The usual rate card of the terms: $4.00 activation, 5% card fee, $2.50 refund fee.
const RATE_CARD = {
  activationFeeOnlineCents: 400,
  creditCardFeeBp: 500,
  refundFeeOnlineCents: 250,
};

const DEMO_EVENTS: { key: string; name: string; state: EventState; contractCode: string }[] = [
  { key: 'harbour', name: 'Harbour Lights Festival', state: 'PUBLISHED', contractCode: 'HLF' },
  {
    key: 'afterParty',
    name: 'Harbour Lights After Party',
    state: 'PUBLISHED',
    contractCode: 'HLA',
  },
  { key: 'summer', name: 'Summer Sounds', state: 'STARTED', contractCode: 'SUS' },
  { key: 'winter', name: 'Winter Beats', state: 'FINISHED', contractCode: 'WIB' },
  { key: 'autumn', name: 'Autumn Nights', state: 'CLOSED', contractCode: 'AUN' },
  { key: 'spring', name: 'Spring Fling', state: 'DRAFT', contractCode: 'SPF' },
];

/**
 * Fills an empty database with the demo customer and a few events to try the portal with.
 * Does nothing (and returns seeded: false) once any event exists, so it is safe on every start
 * and never touches real data.
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

    const holder = {
      first: opts.demoFirstName ?? 'Demo',
      last: opts.demoLastName ?? 'User',
      email: opts.demoEmail,
    };
    await tx.query(
      `insert into customers (sub, email, first_name, last_name) values ($1, $2, $3, $4)
       on conflict (sub) do nothing`,
      [opts.demoSub, holder.email, holder.first, holder.last],
    );

    const eventIds: Record<string, string> = {};
    for (const event of DEMO_EVENTS) {
      const row = one(
        await tx.query<{ id: string }>(
          `insert into events (name, state, activation_fee_online_cents, credit_card_fee_bp,
           refund_fee_online_cents, contract_code)
         values ($1, $2, $3, $4, $5, $6) returning id`,
          [
            event.name,
            event.state,
            RATE_CARD.activationFeeOnlineCents,
            RATE_CARD.creditCardFeeBp,
            RATE_CARD.refundFeeOnlineCents,
            event.contractCode,
          ],
        ),
        'event',
      );
      eventIds[event.key] = row.id;
    }
    const eventId = (key: string) => eventIds[key] as string;

    await insertTicket(tx, eventId('harbour'), 'HLF-100001', holder, true);
    await insertTicket(tx, eventId('afterParty'), 'HLA-200001', holder, false);

    // Tags are issued at the gate with a wallet that tap purchases land on; registering one
    // later attaches that wallet to the customer.
    const winterTag = await insertTagWallet(tx, eventId('winter'), '04A1B2C3D4E5F6', '1234');
    await tx.query(
      `insert into wallet_transactions (wallet_id, purchase_reference, category, state,
         total_cents, description)
       values ($1, 'SEED-WIB-0001', 'TOP_UP', 'COMPLETED', 6000, 'Cash top up'),
              ($1, 'SEED-WIB-0002', 'ACTIVATION', 'COMPLETED', -400, 'Activation fee'),
              ($1, 'SEED-WIB-0003', 'PURCHASE', 'COMPLETED', -1250, 'Bar'),
              ($1, 'SEED-WIB-0004', 'PURCHASE', 'COMPLETED', -850, 'Food truck')`,
      [winterTag],
    );
    await insertTagWallet(tx, eventId('winter'), '04B7C8D9E0F1A2', '5678');
    await insertTagWallet(tx, eventId('summer'), '04C3D4E5F6A7B8', '9012');
    await tx.query(`insert into refund_batches (event_id) values ($1)`, [eventId('winter')]);
    await tx.query(`update wallets set refund_status = 'AVAILABLE' where event_id = $1`, [
      eventId('winter'),
    ]);

    return { seeded: true };
  });
}

async function insertTicket(
  tx: Queryable,
  eventId: string,
  ticketNumber: string,
  holder: { first: string; last: string; email: string },
  onlineTopupAllowed: boolean,
): Promise<void> {
  await tx.query(
    `insert into tickets (event_id, ticket_number, ticket_type, holder_first_name,
       holder_last_name, holder_email, online_topup_allowed)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      eventId,
      ticketNumber,
      onlineTopupAllowed ? 'General Admission' : 'After Party',
      holder.first,
      holder.last,
      holder.email,
      onlineTopupAllowed,
    ],
  );
}

async function insertTagWallet(
  tx: Queryable,
  eventId: string,
  uid: string,
  serial: string,
): Promise<string> {
  const tag = one(
    await tx.query<{ id: string }>(
      'insert into tags (event_id, uid, serial) values ($1, $2, $3) returning id',
      [eventId, uid, serial],
    ),
    'tag',
  );
  const wallet = one(
    await tx.query<{ id: string }>(
      'insert into wallets (event_id, tag_id) values ($1, $2) returning id',
      [eventId, tag.id],
    ),
    'wallet',
  );
  return wallet.id;
}
