import { describe, expect, it } from 'vitest';
import { fakePrivateApi as fakeApi } from '../../../test-support/app/fake-private-api';
import { createProfileApi } from './profile-api';

describe('profile update adapter', () => {
  it('sends first and last, as spec §7 and the server name them', async () => {
    const { load, calls } = fakeApi({ '/api/private/profile/update': () => ({ firstName: 'A' }) });
    await createProfileApi(load).updateProfile({
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '+64215550101',
      birthDate: '1990-05-17',
      countryCode: 'NZ',
      marketingOptOut: true,
      notificationOptOut: false,
    });
    expect(calls).toEqual([
      {
        path: '/api/private/profile/update',
        body: {
          first: 'Ann',
          last: 'Lee',
          phone: '+64215550101',
          birthDate: '1990-05-17',
          countryCode: 'NZ',
          marketingOptOut: true,
          notificationOptOut: false,
        },
      },
    ]);
  });

  it('reads and stores the low balance alert in dollars, holding it in cents', async () => {
    const answers = [5, 12.5];
    const { load, calls } = fakeApi({
      '/api/private/profile/low-balance': () => ({ lowBalanceAlert: answers.shift() }),
    });
    const api = createProfileApi(load);
    expect(await api.readLowBalance()).toBe(500);
    expect(await api.saveLowBalance(1250)).toBe(1250);
    expect(calls.map((call) => call.body)).toEqual([{}, { lowBalanceAlert: 12.5 }]);
  });

  it('clears the low balance alert with null', async () => {
    const { load, calls } = fakeApi({
      '/api/private/profile/low-balance': () => ({ lowBalanceAlert: null }),
    });
    expect(await createProfileApi(load).saveLowBalance(null)).toBeNull();
    expect(calls).toEqual([
      { path: '/api/private/profile/low-balance', body: { lowBalanceAlert: null } },
    ]);
  });

  it("rejects with spec §8's text", async () => {
    const failing = async () => {
      throw Object.assign(new Error('Request failed'), {
        isAxiosError: true,
        request: {},
        response: { status: 400, data: { message: 'body/countryCode must be a listed country' } },
      });
    };
    await expect(createProfileApi(failing).updateProfile({} as never)).rejects.toThrow(
      '400 : body/countryCode must be a listed country',
    );
  });
});
