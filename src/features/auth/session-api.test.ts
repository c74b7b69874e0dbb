import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createSessionApi } from './session-api';

type Answer = { status: number; data: unknown };

// An axios instance whose requests never leave the process: each is recorded and answered.
function fakePrivateApi(answer: Answer) {
  const requests: { url: string | undefined; body: unknown }[] = [];
  const instance = axios.create({
    baseURL: 'http://api.test',
    adapter: async (config: InternalAxiosRequestConfig) => {
      requests.push({ url: config.url, body: JSON.parse(String(config.data)) });
      const response: AxiosResponse = {
        ...answer,
        statusText: '',
        headers: {},
        config,
        request: {},
      };
      if (answer.status >= 400) {
        throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
      }
      return response;
    },
  });
  return { loadApi: async () => ({ publicApi: instance, privateApi: instance }), requests };
}

describe('createSessionApi', () => {
  it('posts the profile login check and answers the stored profile', async () => {
    const profile = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
    const { loadApi, requests } = fakePrivateApi({ status: 200, data: profile });
    const request = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '',
      locale: 'en' as const,
    };
    expect(await createSessionApi(loadApi).profileLogin(request)).toEqual(profile);
    expect(requests).toEqual([{ url: '/api/private/profile/login', body: request }]);
  });

  it('fetches the customer with returning false', async () => {
    const customer = { eventRegistrationList: [], lastUpdate: '2026-01-01T00:00:00Z' };
    const { loadApi, requests } = fakePrivateApi({ status: 200, data: customer });
    expect(await createSessionApi(loadApi).fetchCustomer()).toEqual(customer);
    expect(requests).toEqual([{ url: '/api/private/customer', body: { returning: false } }]);
  });

  it("fails with spec §8's 'status : message' text", async () => {
    const { loadApi } = fakePrivateApi({
      status: 503,
      data: { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' },
    });
    await expect(createSessionApi(loadApi).fetchCustomer()).rejects.toThrow(
      '503 : Database unavailable',
    );
  });
});
