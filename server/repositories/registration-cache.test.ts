// The customer call answers from memory only while nothing it lists has changed: every kind of
// change, written straight to the database as any tool or other server instance would, shows on
// the very next call. Both ways of knowing are tested: the version asked for on the database the
// tests are given (PostgreSQL in CI), and the triggers' notices on the embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';
import { cachedRegistrationLister, type RegistrationLister } from './registration-cache';

const CUSTOMER = '/api/private/customer';

interface Listed {
  event: { id: string; name: string; state: string };
  walletId: string;
  walletBalance: number;
  refundStatus: string;
  uid: string | null;
  ticketNumber: string | null;
  eventAssetList: { url: string; kind: string }[];
}

describe.each([
  { database: 'the configured database', embedded: false },
  { database: 'the embedded database', embedded: true },
])('registrations kept in memory on $database', ({ embedded }) => {
  let fx: ApiFixture;
  let eventId: string;
  let walletId: string;
  let tagId: string;

  const list = async (sub = 'keeper'): Promise<Listed[]> => {
    const res = await fx.post(sub, CUSTOMER, { returning: false });
    expect(res.statusCode).toBe(200);
    return (res.json() as { eventRegistrationList: Listed[] }).eventRegistrationList;
  };
  const only = async () => {
    const [registration, ...rest] = await list();
    expect(rest).toEqual([]);
    if (!registration) throw new Error('no registration listed');
    return registration;
  };

  beforeAll(async () => {
    fx = await startApiFixture({ embedded });
    const customerId = await fx.signIn('keeper');
    eventId = await fx.event({ name: 'Kept Fest', state: 'STARTED' });
    const tag = await fx.tag(eventId, '04AA0000000001', '9001');
    tagId = tag.tagId;
    walletId = tag.walletId as string;
    await fx.db.query('update wallets set customer_id = $2 where id = $1', [walletId, customerId]);
    await fx.ledger(walletId, [{ totalCents: 500 }]);
  });
  afterAll(() => fx.close());

  it('answers an unchanged list after one small query, or none when told of changes', async () => {
    const first = await list();
    let again: Listed[] = [];
    const queries = await fx.queriesDuring(async () => {
      again = await list();
    });
    expect(queries).toBe(fx.db.listen ? 0 : 1);
    expect(again).toEqual(first);
  });

  it('shows a new balance and refund status on the next call', async () => {
    expect((await only()).walletBalance).toBe(5);
    await fx.ledger(walletId, [{ totalCents: -200 }]);
    expect((await only()).walletBalance).toBe(3);
    await fx.db.query("update wallets set refund_status = 'AVAILABLE' where id = $1", [walletId]);
    expect((await only()).refundStatus).toBe('AVAILABLE');
  });

  it('shows a wallet gained or given up on the next call', async () => {
    await list();
    const other = await fx.tag(eventId, '04AA0000000002', '9002');
    const [customer] = await fx.db.query<{ id: string }>(
      "select id from customers where sub = 'keeper'",
    );
    await fx.db.query('update wallets set customer_id = $2 where id = $1', [
      other.walletId,
      customer?.id,
    ]);
    // The newest registration first.
    expect((await list()).map((r) => r.walletId)).toEqual([other.walletId, walletId]);
    await fx.db.query('update wallets set customer_id = null where id = $1', [other.walletId]);
    expect((await list()).map((r) => r.walletId)).toEqual([walletId]);
  });

  it("shows a change to the event, its assets and the tag's uid on the next call", async () => {
    await list();
    await fx.setEventState(eventId, 'FINISHED');
    expect((await only()).event.state).toBe('FINISHED');
    await fx.db.query("update events set name = 'Kept Fest II' where id = $1", [eventId]);
    expect((await only()).event.name).toBe('Kept Fest II');
    await fx.db.query(
      "insert into event_assets (event_id, url, kind) values ($1, '/k.jpg', 'background-small')",
      [eventId],
    );
    expect((await only()).eventAssetList).toEqual([{ url: '/k.jpg', kind: 'background-small' }]);
    await fx.db.query("update tags set uid = '04AA00000000FF' where id = $1", [tagId]);
    expect((await only()).uid).toBe('04AA00000000FF');
  });

  it("shows a ticket's new number on the next call", async () => {
    const ticketId = await fx.ticket(eventId, { ticketNumber: 'KT-1' });
    await fx.db.query('update wallets set ticket_id = $2 where id = $1', [walletId, ticketId]);
    expect((await only()).ticketNumber).toBe('KT-1');
    await fx.db.query("update tickets set ticket_number = 'KT-2' where id = $1", [ticketId]);
    expect((await only()).ticketNumber).toBe('KT-2');
  });

  it('lets two servers on one database each see a change made through neither', async () => {
    const [a, b] = [await cachedRegistrationLister(fx.db), await cachedRegistrationLister(fx.db)];
    const balance = async (lister: typeof a) => (await lister('keeper'))[0]?.balanceCents;
    const before = await balance(a);
    expect(await balance(b)).toBe(before);
    await fx.ledger(walletId, [{ totalCents: 100 }]);
    expect(await balance(a)).toBe((before ?? 0) + 100);
    expect(await balance(b)).toBe((before ?? 0) + 100);
  });

  it('lists nothing for a subject with no customer yet', async () => {
    expect(await list('nobody-yet')).toEqual([]);
  });

  it('does not keep a list read while a change to it committed', async () => {
    const balance = async (lister: RegistrationLister) => (await lister('keeper'))[0]?.balanceCents;
    const before = (await balance(await cachedRegistrationLister(fx.db))) ?? 0;
    let writes = 1;
    // The list's query returns what it read; a top-up commits before the lister goes on.
    const racing: Database = {
      ...fx.db,
      async query(sql, params) {
        const rows = await fx.db.query(sql, params);
        if (sql.includes('wallets') && writes-- > 0)
          await fx.ledger(walletId, [{ totalCents: 100 }]);
        return rows as never;
      },
    };
    const lister = await cachedRegistrationLister(racing);
    expect(await balance(lister)).toBe(before);
    expect(await balance(lister)).toBe(before + 100);
  });
});
