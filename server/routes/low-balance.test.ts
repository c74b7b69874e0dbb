// POST /api/private/profile/low-balance: the level a customer picks on Profile, their own only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';
import { LOW_BALANCE_RANGE } from './low-balance';

const LOW_BALANCE = '/api/private/profile/low-balance';

describe('low-balance alert', () => {
  let fx: ApiFixture;

  beforeAll(async () => {
    fx = await startApiFixture();
    await fx.signIn('ann');
    await fx.signIn('bob');
  });
  afterAll(() => fx.close());

  const call = async (sub: string | null, body: object) => {
    const res = await fx.post(sub, LOW_BALANCE, body);
    return { status: res.statusCode, body: res.json() as { lowBalanceAlert?: number | null } };
  };

  it('reads none at first, then keeps what the customer picks, and clears it', async () => {
    expect(await call('ann', {})).toEqual({ status: 200, body: { lowBalanceAlert: null } });
    expect(await call('ann', { lowBalanceAlert: 12.5 })).toEqual({
      status: 200,
      body: { lowBalanceAlert: 12.5 },
    });
    expect(await call('ann', {})).toEqual({ status: 200, body: { lowBalanceAlert: 12.5 } });
    // Another customer's level is their own.
    expect(await call('bob', {})).toEqual({ status: 200, body: { lowBalanceAlert: null } });
    expect(await call('ann', { lowBalanceAlert: null })).toEqual({
      status: 200,
      body: { lowBalanceAlert: null },
    });
  });

  it.each([[0], [-1], [1000], [12.505]])('refuses %s, writing nothing', async (level) => {
    const before = await fx.fingerprint();
    const { status, body } = await call('ann', { lowBalanceAlert: level });
    expect(status).toBe(400);
    if (level === 0 || level === 1000) expect(body).toMatchObject({ message: LOW_BALANCE_RANGE });
    expect(await fx.fingerprint()).toBe(before);
  });

  it('needs a signed-in customer with a profile', async () => {
    expect((await call(null, {})).status).toBe(401);
    expect((await call('nobody', {})).status).toBe(404);
  });
});
