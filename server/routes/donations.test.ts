// POST /api/private/customer/donation/create (DESIGN §8 "Donation").
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_MINIMUM_MESSAGE,
  DONATION_WHILE_REFUND_LODGED_MESSAGE,
  donationAboveBalanceMessage,
  NO_CHARITY_MESSAGE,
  NOTHING_TO_DONATE_MESSAGE,
} from '../../core/domain/donation';
import {
  REFUND_NOT_AVAILABLE_MESSAGE,
  REFUNDS_CLOSED_MESSAGE,
  refundsNotOpenMessage,
} from '../../core/domain/refund';
import { setCharity, setRefundsCloseAt } from '../operator/event-refund-settings';
import { markRefundVoid } from '../refunds/refund-operations';
import {
  creditWallet,
  type EventSeed,
  insertCustomer,
  insertEvent,
  insertWallet,
  type MoneyApp,
  startMoneyApp,
  uniqueId,
  type WalletSeed,
} from '../test-support/money-test-fixture';

const DONATE = '/api/private/customer/donation/create';
const WALLET = '/api/private/customer/wallet';
const CREATE = '/api/private/customer/refund/create';

describe('donations', () => {
  let m: MoneyApp;

  beforeAll(async () => {
    m = await startMoneyApp();
  });
  afterAll(() => m.close());

  /** The caller's wallet holding $43.50 at a FINISHED event ($2.50 refund fee) naming a charity. */
  async function donor(
    opts: {
      event?: EventSeed;
      wallet?: Partial<WalletSeed>;
      balanceCents?: number;
      charity?: string | null;
    } = {},
  ) {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db, { state: 'FINISHED', ...opts.event });
    const charity = opts.charity === undefined ? 'Kids Can' : opts.charity;
    if (charity !== null) await setCharity(m.db, eventId, charity);
    const wallet = await insertWallet(m.db, {
      eventId,
      customerId,
      refundStatus: 'AVAILABLE',
      ...opts.wallet,
    });
    const balanceCents = opts.balanceCents ?? 4350;
    if (balanceCents > 0) await creditWallet(m.db, wallet.id, balanceCents);
    const body = (change: Record<string, unknown> = {}) => ({
      walletId: wallet.id,
      eventId,
      requestKey: randomUUID(),
      wholeBalance: false,
      amount: 10,
      ...change,
    });
    return { sub, eventId, walletId: wallet.id, body };
  }

  const balanceOf = async (walletId: string) =>
    (
      await m.db.query<{ cents: number }>(
        'select balance_cents as cents from wallets where id = $1',
        [walletId],
      )
    )[0]?.cents;

  async function refused(sub: string, body: unknown, status: number) {
    const before = await m.fingerprint();
    const res = await m.post(sub, DONATE, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(await m.fingerprint()).toBe(before);
    return res.json().message as string;
  }

  it('gives an amount with no fee, as a Donation row, and the wallet thanks for it', async () => {
    const d = await donor();
    const res = await m.post(d.sub, DONATE, d.body({ amount: 12.5 }));
    expect(res.statusCode, res.body).toBe(200);
    const { donation, balance } = res.json();
    expect(donation).toEqual({
      reference: expect.stringMatching(/^DN-[0-9A-F]{24}$/),
      charityName: 'Kids Can',
      amount: 12.5,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(balance).toBe(31);
    expect(await balanceOf(d.walletId)).toBe(3100);

    const [row] = await m.db.query<Record<string, unknown>>(
      `select category, state, total_cents, description from wallet_transactions
       where purchase_reference = $1`,
      [donation.reference],
    );
    expect(row).toEqual({
      category: 'DONATION',
      state: 'COMPLETED',
      total_cents: -1250,
      description: 'Donation to Kids Can',
    });
    const wallet = (
      await m.post(d.sub, WALLET, { walletId: d.walletId, eventId: d.eventId })
    ).json();
    expect(wallet.balance.current).toBe(31);
    expect(wallet.donations).toEqual([donation]);
    expect(wallet.transactionList[0]).toMatchObject({
      purchaseReference: donation.reference,
      purchaseCategory: 'DONATION',
      purchaseState: 'COMPLETED',
      purchaseTotal: -12.5,
    });
  });

  it('gives the whole balance, also one that does not cover the refund fee', async () => {
    const d = await donor();
    const all = await m.post(d.sub, DONATE, d.body({ wholeBalance: true, amount: undefined }));
    expect(all.json()).toMatchObject({ donation: { amount: 43.5 }, balance: 0 });

    const small = await donor({ balanceCents: 250 });
    const res = await m.post(
      small.sub,
      DONATE,
      small.body({ wholeBalance: true, amount: undefined }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(small.walletId)).toBe(0);
  });

  it('gives once per request key, however often and however concurrently it is sent', async () => {
    const d = await donor();
    const body = d.body({ amount: 5 });
    const first = (await m.post(d.sub, DONATE, body)).json();
    const before = await m.fingerprint();
    const again = await m.post(d.sub, DONATE, body);
    expect(again.json().donation).toEqual(first.donation);
    expect(await m.fingerprint()).toBe(before);

    const racing = d.body({ wholeBalance: true, amount: undefined });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => m.post(d.sub, DONATE, racing)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().donation.reference)).size).toBe(1);
    const [count] = await m.db.query<{ n: number }>(
      'select count(*)::int as n from donations where wallet_id = $1',
      [d.walletId],
    );
    expect(count?.n).toBe(2);
    expect(await balanceOf(d.walletId)).toBe(0);
    expect(await refused(d.sub, { ...body, amount: 6 }, 409)).toBe(
      'requestKey was already used for a donation of $5.00',
    );
  });

  it('lets concurrent donations of the whole balance give it once', async () => {
    const d = await donor();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        m.post(d.sub, DONATE, d.body({ wholeBalance: true, amount: undefined })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe(NOTHING_TO_DONATE_MESSAGE);
    }
    expect(await balanceOf(d.walletId)).toBe(0);
  });

  it('is refused, writing nothing, for a wallet that is not the caller’s', async () => {
    const d = await donor();
    const other = await donor();
    await refused(other.sub, d.body(), 404);
    await refused(d.sub, d.body({ eventId: other.eventId }), 400);
  });

  it.each<[string, Parameters<typeof donor>[0], string]>([
    ['no charity', { charity: null }, NO_CHARITY_MESSAGE],
    [
      'refunds not open yet',
      { wallet: { refundStatus: 'NOT_AVAILABLE' } },
      REFUND_NOT_AVAILABLE_MESSAGE,
    ],
    ['a published event', { event: { state: 'PUBLISHED' } }, refundsNotOpenMessage('PUBLISHED')],
    ['a closed event', { event: { state: 'CLOSED' } }, REFUNDS_CLOSED_MESSAGE],
    ['an empty wallet', { balanceCents: 0 }, NOTHING_TO_DONATE_MESSAGE],
  ])('is refused with 409 for %s', async (_case, opts, message) => {
    const d = await donor(opts);
    expect(await refused(d.sub, d.body({ amount: 0.01 }), 409)).toBe(message);
  });

  it('is refused after the refunds close time, and above the balance', async () => {
    const d = await donor();
    expect(await refused(d.sub, d.body({ amount: 43.51 }), 409)).toBe(
      donationAboveBalanceMessage(4350),
    );
    await setRefundsCloseAt(m.db, d.eventId, new Date('2020-01-01T00:00:00Z'));
    expect(await refused(d.sub, d.body(), 409)).toBe(REFUNDS_CLOSED_MESSAGE);
  });

  it('waits while a refund is lodged, and goes beside one lodged after it', async () => {
    const d = await donor();
    const lodge = (refundTotal: number) =>
      m.post(d.sub, CREATE, {
        firstName: 'Ana',
        lastName: 'Tester',
        phone: '021 123 4567',
        email: 'ana@example.com',
        accountNumber: '01-0902-0068389-00',
        refundTotal,
        refundFee: 2.5,
        walletId: d.walletId,
        eventId: d.eventId,
        refundCurrency: 'NZD',
      });
    const refund = (await lodge(41)).json().refund;
    expect(await refused(d.sub, d.body(), 409)).toBe(DONATION_WHILE_REFUND_LODGED_MESSAGE);
    await markRefundVoid(m.db, refund.refundPurchaseRef);
    expect((await m.post(d.sub, DONATE, d.body({ amount: 20 }))).statusCode).toBe(200);
    const rest = await lodge(21);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refund.refundTotal).toBe(21);
  });

  it('rejects malformed bodies with 400 naming the field', async () => {
    const d = await donor();
    const cases: [string, unknown][] = [
      ['amount', d.body({ wholeBalance: true, amount: 5 })],
      ['amount', d.body({ amount: undefined })],
      ['amount', d.body({ amount: 0 })],
      ['amount', d.body({ amount: -5 })],
      ['amount', d.body({ amount: 1.001 })],
      ['amount', d.body({ amount: '5' })],
      ['requestKey', d.body({ requestKey: 'again' })],
      ['wholeBalance', d.body({ wholeBalance: undefined })],
      ['charity', d.body({ charity: 'Mine' })],
    ];
    for (const [field, body] of cases) {
      expect(await refused(d.sub, body, 400), field).toContain(field);
    }
    expect(await refused(d.sub, d.body({ amount: 0 }), 400)).toContain(DONATION_MINIMUM_MESSAGE);
  });
});
