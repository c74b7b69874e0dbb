// DESIGN §8 History: every row of a wallet is reachable a bounded page at a time, and each row
// says what it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventWallet } from '../../core/contracts/wallet-contract';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';
import { TRANSACTION_PAGE_SIZE } from './customer-wallet';

const WALLET = '/api/private/customer/wallet';
const ROWS = 250;

describe('wallet history', () => {
  let fx: ApiFixture;
  let eventId: string;
  let walletId: string;
  let otherWalletId: string;
  /** The references in table order: created_at desc, id desc. */
  let expected: string[];

  /** A wallet of sub's at the event; its rows share timestamps three at a time. */
  async function walletWithRows(sub: string, uid: string, rows: number): Promise<string> {
    const customerId = await fx.signIn(sub);
    const { walletId: id } = await fx.tag(eventId, uid, '123');
    if (!id) throw new Error('no wallet');
    await fx.db.query('update wallets set customer_id = $2 where id = $1', [id, customerId]);
    await fx.db.query(
      `insert into wallet_transactions (wallet_id, purchase_reference, category, state,
         total_cents, description, created_at)
       select $1, $2 || '-' || n, case when n % 2 = 1 then 'TOP_UP' else 'PURCHASE' end,
         'COMPLETED', case when n % 2 = 1 then 100 else -100 end, '',
         timestamptz '2026-01-10 10:00:00+00' + make_interval(secs => n / 3)
       from generate_series(1, $3::int) as n`,
      [id, uid, rows],
    );
    return id;
  }

  beforeAll(async () => {
    fx = await startApiFixture();
    eventId = await fx.event({ state: 'STARTED' });
    walletId = await walletWithRows('many', '04000000000250', ROWS);
    otherWalletId = await walletWithRows('other', '04000000000003', 3);
    const rows = await fx.db.query<{ reference: string }>(
      `select purchase_reference as reference from wallet_transactions where wallet_id = $1
       order by created_at desc, id desc`,
      [walletId],
    );
    expected = rows.map((row) => row.reference);
  });
  afterAll(() => fx.close());

  const page = async (sub: string, body: object) => {
    const res = await fx.post(sub, WALLET, { walletId, eventId, ...body });
    return { status: res.statusCode, wallet: res.json() as EventWallet };
  };

  it(`reaches all ${ROWS} rows a page at a time, in order, none twice or missed`, async () => {
    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    for (;;) {
      const { status, wallet } = await page('many', before ? { before } : {});
      expect(status).toBe(200);
      expect(wallet.transactionList.length).toBeLessThanOrEqual(TRANSACTION_PAGE_SIZE);
      seen.push(...wallet.transactionList.map((row) => row.purchaseReference));
      pages += 1;
      if (!wallet.hasMore) break;
      before = seen.at(-1);
    }
    expect(pages).toBe(Math.ceil(ROWS / TRANSACTION_PAGE_SIZE));
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(ROWS);
  });

  it('answers an empty last page after the oldest row', async () => {
    const { status, wallet } = await page('many', { before: expected.at(-1) });
    expect(status).toBe(200);
    expect(wallet).toMatchObject({ transactionList: [], hasMore: false });
  });

  it("refuses a starting row that is not the wallet's, and a stranger's wallet", async () => {
    const [otherRow] = await fx.db.query<{ reference: string }>(
      'select purchase_reference as reference from wallet_transactions where wallet_id = $1',
      [otherWalletId],
    );
    for (const before of [otherRow?.reference, 'NO-SUCH-ROW']) {
      const { status, wallet } = await page('many', { before });
      expect(status).toBe(404);
      expect(wallet).toMatchObject({ message: 'Transaction not found' });
    }
    expect((await page('other', { before: expected[0] })).status).toBe(404);
    expect((await page('many', { before: '' })).status).toBe(400);
  });

  it('says what each row is and how it went', async () => {
    const { walletId: id } = await fx.tag(eventId, '04000000000010', '123');
    const customerId = await fx.signIn('kinds');
    await fx.db.query('update wallets set customer_id = $2 where id = $1', [id, customerId]);
    const rows: [string, string, string, number, string][] = [
      ['K-TU', 'TOP_UP', 'COMPLETED', 5000, 'Online top up $50.00'],
      ['K-TU-FEE', 'TOP_UP', 'COMPLETED', -250, 'Card fee'],
      ['K-TU-ACT', 'ACTIVATION', 'COMPLETED', -400, 'Online activation fee'],
      ['K-TAP', 'PURCHASE', 'COMPLETED', -725, 'Purchase'],
      ['K-CASH', 'TOP_UP', 'PENDING', 2000, 'Cash top up'],
      ['K-CARD', 'TOP_UP', 'VOID', 2000, 'Card top up'],
      ['K-RF', 'REFUND', 'COMPLETED', -1000, 'Refund $10.00 paid'],
      ['K-RF-FEE', 'REFUND', 'COMPLETED', -275, 'Refund fee'],
    ];
    for (const [n, [reference, category, state, total, description]] of rows.entries()) {
      await fx.db.query(
        `insert into wallet_transactions (wallet_id, purchase_reference, category, state,
           total_cents, description, created_at)
         values ($1, $2, $3, $4, $5, $6, timestamptz '2026-01-10 10:00:00+00' - make_interval(secs => $7))`,
        [id, reference, category, state, total, description, n],
      );
    }
    await fx.db.query(`insert into tap_purchases (reference, vendor) values ('K-TAP', 'Bar 3')`);
    const res = await fx.post('kinds', WALLET, { walletId: id, eventId });
    const list = (res.json() as EventWallet).transactionList;
    expect(
      list.map((row) => [row.purchaseReference, row.kind, row.description, row.status]),
    ).toEqual([
      ['K-TU', 'online-top-up', 'Online top up', 'approved'],
      ['K-TU-FEE', 'card-fee', 'Card fee', 'approved'],
      ['K-TU-ACT', 'activation-fee', 'Activation fee', 'approved'],
      ['K-TAP', 'purchase', 'Purchase · Bar 3', 'approved'],
      ['K-CASH', 'cash-top-up', 'Cash top up', 'pending'],
      ['K-CARD', 'card-desk-top-up', 'Card top up', 'declined'],
      ['K-RF', 'refund-to-bank', 'Refund to bank', 'approved'],
      ['K-RF-FEE', 'refund-fee', 'Refund fee', 'approved'],
    ]);
    // The spec's columns keep their values: the category is still the spec's.
    expect(list[1]).toMatchObject({ purchaseCategory: 'TOP_UP', purchaseTotal: -2.5 });
  });
});
