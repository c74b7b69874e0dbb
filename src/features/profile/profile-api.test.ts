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
