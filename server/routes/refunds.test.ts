import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AU_ACCOUNT_ERROR,
  AU_BSB_ERROR,
  INTERNATIONAL_ACCOUNT_ERROR,
  NZ_ACCOUNT_ERROR,
} from '../../core/domain/bank-account';
import {
  EMAIL_ERROR,
  FIRST_NAME_ERROR,
  LAST_NAME_ERROR,
  PHONE_ERROR,
  REFUND_TOTAL_ERROR,
  REFUNDS_CLOSED_MESSAGE,
  refundsNotOpenMessage,
} from '../../core/domain/refund';
import { closeBatch, markRefundVoid } from '../refunds/refund-operations';
import { REFUND_BATCH_CLOSED, REFUND_NOT_PROCESSING } from '../refunds/refund-requests';
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

const CREATE = '/api/private/customer/refund/create';
const UPDATE = '/api/private/customer/refund/update';
const LIST = '/api/private/customer/refund';
const NZ_ACCOUNT = '01-902-0068389-00';
const NZ_CANONICAL = '01-0902-0068389-00';

describe('refund routes', () => {
  let m: MoneyApp;

  beforeAll(async () => {
    m = await startMoneyApp();
  });
  afterAll(() => m.close());

  /** A FINISHED event ($2.50 refund fee) and the caller's wallet holding $43.50. */
  async function refundable(
    opts: { event?: EventSeed; wallet?: Partial<WalletSeed>; balanceCents?: number } = {},
  ) {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db, { state: 'FINISHED', ...opts.event });
    const wallet = await insertWallet(m.db, {
      eventId,
      customerId,
      refundStatus: 'AVAILABLE',
      ...opts.wallet,
    });
    const balanceCents = opts.balanceCents ?? 4350;
    if (balanceCents > 0) await creditWallet(m.db, wallet.id, balanceCents);
    return { sub, customerId, eventId, wallet };
  }

  function createBody(
    w: Awaited<ReturnType<typeof refundable>>,
    overrides: Record<string, unknown> = {},
  ) {
    return {
      firstName: 'Ana',
      lastName: 'Tester',
      phone: '021 123 4567',
      email: 'Ana@Example.com',
      accountNumber: NZ_ACCOUNT,
      refundTotal: 41,
      refundFee: 2.5,
      tagNumber: null,
      ticketNumber: w.wallet.ticketNumber,
      walletId: w.wallet.id,
      eventId: w.eventId,
      eventDetailId: w.eventId,
      refundCurrency: 'NZD',
      ...overrides,
    };
  }

  async function refundStatus(walletId: string) {
    const [row] = await m.db.query<{ refund_status: string }>(
      'select refund_status from wallets where id = $1',
      [walletId],
    );
    return row?.refund_status;
  }

  async function rejected(sub: string, url: string, body: unknown, status: number) {
    const before = await m.fingerprint();
    const res = await m.post(sub, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(await m.fingerprint()).toBe(before);
    return res.json().message as string;
  }

  it('lodges the balance less the fee into the OPEN batch and lists it', async () => {
    const w = await refundable();
    const res = await m.post(w.sub, CREATE, createBody(w));
    expect(res.statusCode).toBe(200);
    const { refund } = res.json();
    expect(refund).toEqual({
      refundPurchaseRef: expect.stringMatching(/^RF-[0-9A-F]{24}$/),
      batchState: 'OPEN',
      batchItemAccountNumber: NZ_CANONICAL,
      accountType: 'NZ',
      refundTotal: 41,
      refundFee: 2.5,
      refundCurrency: 'NZD',
      state: 'PROCESSING',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await refundStatus(w.wallet.id)).toBe('PROCESSING');
    const [stored] = await m.db.query<Record<string, unknown>>(
      'select email, phone, total_cents, fee_cents from refunds where reference = $1',
      [refund.refundPurchaseRef],
    );
    expect(stored).toEqual({
      email: 'ana@example.com',
      phone: '0211234567',
      total_cents: 4100,
      fee_cents: 250,
    });

    const list = await m.post(w.sub, LIST, { uid: w.wallet.ticketNumber, eventId: w.eventId });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ eventWalletRefundList: [refund] });
    const byEvent = await m.post(w.sub, LIST, { uid: '', eventId: w.eventId });
    expect(byEvent.json().eventWalletRefundList).toHaveLength(1);
  });

  it('puts the refunds of one event in one OPEN batch, and opens a new one after closing', async () => {
    const a = await refundable();
    const eventId = a.eventId;
    const bSub = uniqueId('sub');
    const bCustomer = await insertCustomer(m.db, bSub);
    const bWallet = await insertWallet(m.db, {
      eventId,
      customerId: bCustomer,
      refundStatus: 'AVAILABLE',
    });
    await creditWallet(m.db, bWallet.id, 1000);
    await m.post(a.sub, CREATE, createBody(a));
    await m.post(bSub, CREATE, { ...createBody(a), walletId: bWallet.id, refundTotal: 7.5 });
    const batches = await m.db.query<{ state: string; n: number }>(
      `select b.state, count(r.id)::bigint as n from refund_batches b
       left join refunds r on r.batch_id = b.id where b.event_id = $1 group by b.id, b.state`,
      [eventId],
    );
    expect(batches).toEqual([{ state: 'OPEN', n: 2 }]);

    await closeBatch(m.db, eventId);
    const cSub = uniqueId('sub');
    const cWallet = await insertWallet(m.db, {
      eventId,
      customerId: await insertCustomer(m.db, cSub),
      refundStatus: 'AVAILABLE',
    });
    await creditWallet(m.db, cWallet.id, 500);
    const late = await m.post(cSub, CREATE, {
      ...createBody(a),
      walletId: cWallet.id,
      refundTotal: 2.5,
    });
    expect(late.json().refund.batchState).toBe('OPEN');
    const states = await m.db.query<{ state: string }>(
      'select state from refund_batches where event_id = $1 order by created_at',
      [eventId],
    );
    expect(states.map((s) => s.state)).toEqual(['CLOSED', 'OPEN']);
  });

  it('accepts a running event too', async () => {
    const w = await refundable({ event: { state: 'STARTED' } });
    expect((await m.post(w.sub, CREATE, createBody(w))).statusCode).toBe(200);
  });

  it.each([
    ['DRAFT', refundsNotOpenMessage('DRAFT')],
    ['PUBLISHED', refundsNotOpenMessage('PUBLISHED')],
    ['CLOSED', REFUNDS_CLOSED_MESSAGE],
    ['ARCHIVED', REFUNDS_CLOSED_MESSAGE],
  ] as const)('refuses an event in state %s with 409', async (state, message) => {
    const w = await refundable({ event: { state } });
    expect(await rejected(w.sub, CREATE, createBody(w), 409)).toBe(message);
  });

  it.each([
    ['NOT_AVAILABLE', 'Refunds are not available for this wallet yet'],
    ['PROCESSING', 'A refund has already been lodged for this wallet'],
    ['COMPLETED', 'The refund for this wallet has already been paid'],
  ] as const)('refuses a wallet whose refund status is %s', async (refundStatus, message) => {
    const w = await refundable({ wallet: { refundStatus } });
    expect(await rejected(w.sub, CREATE, createBody(w), 409)).toBe(message);
  });

  it('allows one live refund per wallet, and a new one after the last was voided', async () => {
    const w = await refundable();
    const first = (await m.post(w.sub, CREATE, createBody(w))).json().refund;
    expect(await rejected(w.sub, CREATE, createBody(w), 409)).toBe(
      'A refund has already been lodged for this wallet',
    );
    // Even if the status were reset by hand, the live refund still blocks a second one.
    await m.db.query(`update wallets set refund_status = 'AVAILABLE' where id = $1`, [w.wallet.id]);
    expect(await rejected(w.sub, CREATE, createBody(w), 409)).toBe(
      'A refund has already been lodged for this wallet',
    );
    await m.db.query(`update wallets set refund_status = 'PROCESSING' where id = $1`, [
      w.wallet.id,
    ]);

    await markRefundVoid(m.db, first.refundPurchaseRef);
    expect(await refundStatus(w.wallet.id)).toBe('VOID');
    const again = await m.post(w.sub, CREATE, createBody(w));
    expect(again.statusCode).toBe(200);
    expect(again.json().refund.refundPurchaseRef).not.toBe(first.refundPurchaseRef);
  });

  it('needs a balance above the refund fee', async () => {
    for (const balanceCents of [250, 100, 0]) {
      const w = await refundable({ balanceCents });
      expect(
        await rejected(w.sub, CREATE, createBody(w, { refundTotal: 0.01 }), 409),
        String(balanceCents),
      ).toBe(REFUND_TOTAL_ERROR);
    }
    const justOver = await refundable({ balanceCents: 251 });
    expect(
      (await m.post(justOver.sub, CREATE, createBody(justOver, { refundTotal: 0.01 }))).statusCode,
    ).toBe(200);
  });

  it('needs the total and fee the server computes', async () => {
    const w = await refundable();
    expect(await rejected(w.sub, CREATE, createBody(w, { refundTotal: 43.5 }), 400)).toBe(
      'refundTotal must be the balance less the refund fee, $41.00',
    );
    expect(
      await rejected(w.sub, CREATE, createBody(w, { refundFee: 0, refundTotal: 43.5 }), 400),
    ).toBe("refundFee must be the event's refund fee $2.50");
    expect(await rejected(w.sub, CREATE, createBody(w, { refundTotal: 41.001 }), 400)).toContain(
      'two decimal places',
    );
  });

  it('checks NZ account numbers with the checksum message', async () => {
    const w = await refundable();
    expect(
      await rejected(w.sub, CREATE, createBody(w, { accountNumber: '01-0902-0068388-00' }), 400),
    ).toBe(NZ_ACCOUNT_ERROR);
    expect(NZ_ACCOUNT_ERROR).toBe(
      'Bank account check failed - are you sure your bank account is correct?',
    );
  });

  it('checks Australian accounts for an AUD event and stores them canonical', async () => {
    const w = await refundable({ event: { currency: 'AUD' } });
    const body = (accountNumber: string) => createBody(w, { accountNumber, refundCurrency: 'AUD' });
    expect(await rejected(w.sub, CREATE, body('06200 12345678'), 400)).toBe(AU_BSB_ERROR);
    expect(await rejected(w.sub, CREATE, body('062-000 12345'), 400)).toBe(AU_ACCOUNT_ERROR);
    expect(await rejected(w.sub, CREATE, body(NZ_ACCOUNT), 400)).toBe(AU_BSB_ERROR);
    const res = await m.post(w.sub, CREATE, body('  062-000   12345678 '));
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({
      accountType: 'AUS',
      batchItemAccountNumber: '062-000 12345678',
    });
  });

  it('takes other accounts for other currencies', async () => {
    const w = await refundable({ event: { currency: 'USD' } });
    const body = (accountNumber: string) => createBody(w, { accountNumber, refundCurrency: 'usd' });
    expect(await rejected(w.sub, CREATE, body('12345'), 400)).toBe(INTERNATIONAL_ACCOUNT_ERROR);
    const res = await m.post(w.sub, CREATE, body('ab 1234 5678'));
    expect(res.json().refund).toMatchObject({
      accountType: 'OTHER',
      batchItemAccountNumber: 'AB12345678',
    });
  });

  it('applies the refund form rules', async () => {
    const w = await refundable();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'Ana1' }, FIRST_NAME_ERROR],
      [{ firstName: '' }, FIRST_NAME_ERROR],
      [{ lastName: ' ' }, LAST_NAME_ERROR],
      [{ phone: 'call me' }, PHONE_ERROR],
      [{ email: 'ana@' }, EMAIL_ERROR],
      [{ refundCurrency: 'AUD' }, 'refundCurrency must be the event currency NZD'],
      [{ eventId: await insertEvent(m.db) }, "eventId is not the wallet's event"],
    ];
    for (const [override, message] of cases) {
      expect(await rejected(w.sub, CREATE, createBody(w, override), 400)).toBe(message);
    }
  });

  it('rejects malformed bodies with 400 naming the field, writing nothing', async () => {
    const w = await refundable();
    const cases: [string, string, unknown][] = [
      [CREATE, 'walletId', createBody(w, { walletId: 'nope' })],
      [CREATE, 'refundTotal', createBody(w, { refundTotal: '41.00' })],
      [CREATE, 'accountNumber', createBody(w, { accountNumber: undefined })],
      [CREATE, 'phone', createBody(w, { phone: 21123 })],
      [CREATE, 'refundCurrency', createBody(w, { refundCurrency: 'NZ' })],
      [UPDATE, 'refundPurchaseRef', { accountNumber: NZ_ACCOUNT }],
      [UPDATE, 'accountNumber', { accountNumber: '', refundPurchaseRef: 'RF-1' }],
      [LIST, 'eventId', { uid: 'x', eventId: 'not-a-uuid' }],
      [LIST, 'uid', { eventId: w.eventId }],
      [CREATE, 'customerId', createBody(w, { customerId: 'someone-else' })],
      [UPDATE, 'walletId', { accountNumber: NZ_ACCOUNT, refundPurchaseRef: 'RF-1', walletId: 'x' }],
    ];
    for (const [url, field, body] of cases) {
      const message = await rejected(w.sub, url, body, 400);
      expect(message, `${url} ${field}`).toContain(field);
    }
  });

  describe('update', () => {
    it('changes the account while the batch is OPEN, validated again', async () => {
      const w = await refundable();
      const { refundPurchaseRef } = (await m.post(w.sub, CREATE, createBody(w))).json().refund;
      expect(
        await rejected(
          w.sub,
          UPDATE,
          { accountNumber: '01-0902-0068388-00', refundPurchaseRef },
          400,
        ),
      ).toBe(NZ_ACCOUNT_ERROR);
      const res = await m.post(w.sub, UPDATE, {
        accountNumber: '010137002627900',
        refundPurchaseRef,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().refund).toMatchObject({
        refundPurchaseRef,
        batchItemAccountNumber: '01-0137-0026279-00',
        batchState: 'OPEN',
      });
      const list = await m.post(w.sub, LIST, { uid: '', eventId: w.eventId });
      expect(list.json().eventWalletRefundList[0].batchItemAccountNumber).toBe(
        '01-0137-0026279-00',
      );
    });

    it('is refused once the batch is closed or the refund voided', async () => {
      const w = await refundable();
      const { refundPurchaseRef } = (await m.post(w.sub, CREATE, createBody(w))).json().refund;
      await closeBatch(m.db, w.eventId);
      expect(
        await rejected(w.sub, UPDATE, { accountNumber: NZ_ACCOUNT, refundPurchaseRef }, 409),
      ).toBe(REFUND_BATCH_CLOSED);

      const v = await refundable();
      const voided = (await m.post(v.sub, CREATE, createBody(v))).json().refund.refundPurchaseRef;
      await markRefundVoid(m.db, voided);
      expect(
        await rejected(
          v.sub,
          UPDATE,
          { accountNumber: NZ_ACCOUNT, refundPurchaseRef: voided },
          409,
        ),
      ).toBe(REFUND_NOT_PROCESSING);
    });

    it('answers 404 for an unknown reference', async () => {
      const w = await refundable();
      await rejected(
        w.sub,
        UPDATE,
        { accountNumber: NZ_ACCOUNT, refundPurchaseRef: 'RF-NOPE' },
        404,
      );
    });
  });

  it('lists nothing for a wallet without refunds and 404 for a uid that is not the caller’s', async () => {
    const w = await refundable();
    const empty = await m.post(w.sub, LIST, { uid: w.wallet.ticketNumber, eventId: w.eventId });
    expect(empty.json()).toEqual({ eventWalletRefundList: [] });
    await rejected(w.sub, LIST, { uid: 'T-SOMEONE-ELSE', eventId: w.eventId }, 404);
    await rejected(w.sub, LIST, { uid: '', eventId: await insertEvent(m.db) }, 404);
  });
});
