// The operator's refunds-close time (DESIGN §8): after it, lodging and amending get spec §4's
// closed text and write nothing; the registration and the wallet answer it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUNDS_CLOSED_MESSAGE } from '../../core/domain/refund';
import { setCharity, setRefundsCloseAt } from '../operator/event-refund-settings';
import {
  creditWallet,
  insertCustomer,
  insertEvent,
  insertWallet,
  type MoneyApp,
  startMoneyApp,
  uniqueId,
} from '../test-support/money-test-fixture';

const CREATE = '/api/private/customer/refund/create';
const UPDATE = '/api/private/customer/refund/update';
const NZ_ACCOUNT = '01-0902-0068389-00';
const LATER = new Date('2099-12-24T04:00:00.000Z');
const EARLIER = new Date('2020-01-01T00:00:00.000Z');

describe('refunds close time', () => {
  let m: MoneyApp;

  beforeAll(async () => {
    m = await startMoneyApp();
  });
  afterAll(() => m.close());

  async function refundable() {
    const sub = uniqueId('sub');
    const customerId = await insertCustomer(m.db, sub);
    const eventId = await insertEvent(m.db, { state: 'FINISHED' });
    const wallet = await insertWallet(m.db, { eventId, customerId, refundStatus: 'AVAILABLE' });
    await creditWallet(m.db, wallet.id, 4350);
    const body = {
      firstName: 'Ana',
      lastName: 'Tester',
      phone: '021 123 4567',
      email: 'ana@example.com',
      accountNumber: NZ_ACCOUNT,
      refundTotal: 41,
      refundFee: 2.5,
      walletId: wallet.id,
      eventId,
      refundCurrency: 'NZD',
    };
    return { sub, eventId, wallet, body };
  }

  async function refused(sub: string, url: string, body: unknown) {
    const before = await m.fingerprint();
    const res = await m.post(sub, url, body);
    expect(res.statusCode, res.body).toBe(409);
    expect(await m.fingerprint()).toBe(before);
    return res.json().message as string;
  }

  it('lodges before the close time and refuses after it with the closed text', async () => {
    const w = await refundable();
    await setRefundsCloseAt(m.db, w.eventId, EARLIER);
    expect(await refused(w.sub, CREATE, w.body)).toBe(REFUNDS_CLOSED_MESSAGE);
    await setRefundsCloseAt(m.db, w.eventId, LATER);
    expect((await m.post(w.sub, CREATE, w.body)).statusCode).toBe(200);
  });

  it('refuses amending the account after the close time', async () => {
    const w = await refundable();
    const { refundPurchaseRef } = (await m.post(w.sub, CREATE, w.body)).json().refund;
    const amend = { accountNumber: '01-0137-0026279-00', refundPurchaseRef };
    await setRefundsCloseAt(m.db, w.eventId, EARLIER);
    expect(await refused(w.sub, UPDATE, amend)).toBe(REFUNDS_CLOSED_MESSAGE);
    await setRefundsCloseAt(m.db, w.eventId, null);
    expect((await m.post(w.sub, UPDATE, amend)).statusCode).toBe(200);
  });

  it('tells the registration and the wallet when refunds close, and the charity', async () => {
    const w = await refundable();
    const event = async () => {
      const customer = await m.post(w.sub, '/api/private/customer', { returning: false });
      return customer.json().eventRegistrationList[0].event;
    };
    const wallet = async () =>
      (
        await m.post(w.sub, '/api/private/customer/wallet', {
          walletId: w.wallet.id,
          eventId: w.eventId,
        })
      ).json();
    expect(await event()).toMatchObject({ refundsCloseAt: null, charityName: null });
    expect((await wallet()).refundsCloseAt).toBeNull();

    await setRefundsCloseAt(m.db, w.eventId, LATER);
    await setCharity(m.db, w.eventId, 'Kids Can');
    expect(await event()).toMatchObject({
      refundsCloseAt: '2099-12-24T04:00:00.000Z',
      charityName: 'Kids Can',
    });
    expect((await wallet()).refundsCloseAt).toBe('2099-12-24T04:00:00.000Z');
  });
});
