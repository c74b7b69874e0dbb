// The Home and wallet calls cost a fixed number of database statements however many
// registrations and rows the customer has, and their answers fit the response schemas they are
// serialised from (the other route tests pin the exact answers).
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Customer } from '../../core/contracts/customer-contract';
import { EventWallet } from '../../core/contracts/wallet-contract';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';

const CUSTOMER = '/api/private/customer';
const WALLET = '/api/private/customer/wallet';

/** The schema with every object closed, so an answer with a field it does not name fails. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, closed(value)]),
  );
  return copy.type === 'object' ? { ...copy, additionalProperties: false } : copy;
}

describe('customer and wallet calls', () => {
  let fx: ApiFixture;
  let eventId: string;
  const ajv = new Ajv({ allErrors: true });
  const customerAnswer = ajv.compile(closed(Customer) as object);
  const walletAnswer = ajv.compile(closed(EventWallet) as object);

  /** A tag wallet of the customer at a new event, with these ledger rows. */
  async function registration(customerId: string, uid: string, rows: number): Promise<string> {
    const event = await fx.event({ name: `Fest ${uid}`, state: 'STARTED' });
    await fx.db.query(
      "insert into event_assets (event_id, url, kind) values ($1, '/a.jpg', 'background-small')",
      [event],
    );
    const { walletId } = (await fx.tag(event, uid, '123')) as { walletId: string };
    await fx.db.query('update wallets set customer_id = $2 where id = $1', [walletId, customerId]);
    await fx.ledger(
      walletId,
      Array.from({ length: rows }, (_, i) => ({ totalCents: i % 2 === 0 ? 300 : -100 })),
    );
    eventId = event;
    return walletId;
  }

  beforeAll(async () => {
    fx = await startApiFixture();
    const one = await fx.signIn('one');
    const twenty = await fx.signIn('twenty');
    await registration(one, '04000000000001', 3);
    for (let i = 0; i < 20; i += 1) {
      await registration(twenty, `04100000000${String(i).padStart(3, '0')}`, 3);
    }
  });
  afterAll(() => fx.close());

  it('reads the registrations with the same few queries for 1 and for 20 of them', async () => {
    let oneAnswer: unknown;
    let twentyAnswer: unknown;
    const forOne = await fx.queriesDuring(async () => {
      oneAnswer = (await fx.post('one', CUSTOMER, { returning: true })).json();
    });
    const forTwenty = await fx.queriesDuring(async () => {
      twentyAnswer = (await fx.post('twenty', CUSTOMER, { returning: true })).json();
    });
    expect(forTwenty).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(2);
    const list = (twentyAnswer as { eventRegistrationList: { walletBalance: number }[] })
      .eventRegistrationList;
    expect(list).toHaveLength(20);
    expect(list.every((registration) => registration.walletBalance === 5)).toBe(true);
    expect(customerAnswer(oneAnswer), ajv.errorsText(customerAnswer.errors)).toBe(true);
    expect(customerAnswer(twentyAnswer), ajv.errorsText(customerAnswer.errors)).toBe(true);
  });

  it('reads a wallet with the same few queries for 10 and for 500 rows', async () => {
    const customerId = await fx.signIn('rows');
    const counts: number[] = [];
    for (const [uid, rows] of [
      ['04200000000010', 10],
      ['04200000000500', 500],
    ] as const) {
      const walletId = await registration(customerId, uid, rows);
      let answer: unknown;
      counts.push(
        await fx.queriesDuring(async () => {
          answer = (await fx.post('rows', WALLET, { walletId, eventId })).json();
        }),
      );
      expect(walletAnswer(answer), ajv.errorsText(walletAnswer.errors)).toBe(true);
      expect((answer as { balance: { current: number } }).balance.current).toBe(rows);
    }
    expect(counts[1]).toBe(counts[0]);
    // The wallet, one page of rows, and the refunded card payments told beside them.
    expect(counts[0]).toBeLessThanOrEqual(3);
  });
});
