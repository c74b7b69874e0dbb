// POST /api/private/customer/wallet/export: the whole history, not a page, as CSV with the
// customer and event on top, the wallet page's labels and money in two decimals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletExport } from '../../core/contracts/wallet-export-contract';
import { HISTORY_COLUMNS } from '../../core/domain/history-export';
import { parseCsv } from '../operator/csv';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';

const EXPORT = '/api/private/customer/wallet/export';
const ROWS = 250;

describe('wallet history export', () => {
  let fx: ApiFixture;
  let eventId: string;
  let walletId: string;

  beforeAll(async () => {
    fx = await startApiFixture();
    eventId = await fx.event({ name: 'Harbour Lights, Night 1', state: 'STARTED' });
    const customerId = await fx.signIn('exporter', { firstName: 'Ana', lastName: 'Tester' });
    await fx.signIn('stranger');
    const { walletId: id } = await fx.tag(eventId, '04000000000777', '123');
    walletId = id ?? '';
    await fx.db.query('update wallets set customer_id = $2 where id = $1', [walletId, customerId]);
    // Row n at 10:00 UTC plus n seconds: TOP_UP +$1.00 for odd n, PURCHASE −$1.00 for even n.
    await fx.db.query(
      `insert into wallet_transactions (wallet_id, purchase_reference, category, state,
         total_cents, description, created_at)
       select $1, 'EX-' || n, case when n % 2 = 1 then 'TOP_UP' else 'PURCHASE' end,
         case when n = 2 then 'VOID' else 'COMPLETED' end,
         case when n % 2 = 1 then 100 else -100 end,
         case when n % 2 = 1 then 'Cash top up' else 'Purchase' end,
         timestamptz '2026-01-10 10:00:00+00' + make_interval(secs => n)
       from generate_series(1, $2::int) as n`,
      [walletId, ROWS],
    );
    await fx.db.query(
      `insert into tap_purchases (reference, vendor) values ('EX-4', 'Bar 3, upstairs')`,
    );
    await fx.db.query('update wallets set balance_cents = 100 where id = $1', [walletId]);
  });
  afterAll(() => fx.close());

  const exportAs = async (sub: string, body: object = {}) => {
    const res = await fx.post(sub, EXPORT, { walletId, eventId, ...body });
    return { status: res.statusCode, body: res.json() as WalletExport & { message?: string } };
  };

  it(`lists all ${ROWS} rows under the customer, the event and a header row`, async () => {
    const { status, body } = await exportAs('exporter', { timeZone: 'Pacific/Auckland' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ mediaType: 'text/csv', rows: ROWS });
    expect(body.fileName).toMatch(/^wallet-harbour-lights-night-1-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = parseCsv(body.csv).map((record) => record.fields);
    expect(records.slice(0, 5)).toEqual([
      ['Customer', 'Ana Tester'],
      ['Event', 'Harbour Lights, Night 1'],
      ['Time zone', 'Pacific/Auckland'],
      ['Balance', '1.00'],
      [...HISTORY_COLUMNS],
    ]);
    const rows = records.slice(5);
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((row) => row[5])).size).toBe(ROWS);
    // Newest first; 10:04:10 UTC on 10 January is 23:04:10 in Auckland (NZDT, +13).
    expect(rows[0]).toEqual([
      '10 Jan 26 23:04:10',
      'Purchase',
      'Purchase',
      'Approved',
      '-1.00',
      'EX-250',
    ]);
    expect(rows.at(-4)).toEqual([
      '10 Jan 26 23:00:04',
      'Purchase',
      'Purchase · Bar 3, upstairs',
      'Approved',
      '-1.00',
      'EX-4',
    ]);
    expect(rows.at(-1)).toEqual([
      '10 Jan 26 23:00:01',
      'Top Up',
      'Cash top up',
      'Approved',
      '1.00',
      'EX-1',
    ]);
    expect(rows.at(-2)).toEqual([
      '10 Jan 26 23:00:02',
      'Purchase',
      'Purchase',
      'Declined',
      '-1.00',
      'EX-2',
    ]);
    expect(body.csv.endsWith('\r\n')).toBe(true);
  });

  it('writes UTC when no time zone is given', async () => {
    const { body } = await exportAs('exporter');
    expect(parseCsv(body.csv)[2]?.fields).toEqual(['Time zone', 'UTC']);
    expect(parseCsv(body.csv)[5]?.fields[0]).toBe('10 Jan 26 10:04:10');
  });

  it('refuses another customer and a time zone it does not know, writing nothing', async () => {
    const before = await fx.fingerprint();
    expect(await exportAs('stranger')).toMatchObject({
      status: 404,
      body: { message: 'Wallet not found' },
    });
    expect(await exportAs('exporter', { timeZone: 'Mars/Olympus' })).toMatchObject({
      status: 400,
      body: { message: 'timeZone must be a time zone such as Pacific/Auckland' },
    });
    expect(await fx.fingerprint()).toBe(before);
  });
});
