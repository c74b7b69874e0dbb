import type { AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApiClients } from './api-clients';

// Answers every request with the headers and URL it was sent with, so no network is needed.
const echo: AxiosAdapter = async (config) => ({
  data: {
    authorization: config.headers.get('Authorization') ?? null,
    url: config.url,
    baseURL: config.baseURL,
  },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

describe('createApiClients', () => {
  it('sends the token from the token source on private calls only', async () => {
    let token = 'first-token';
    const { publicApi, privateApi } = createApiClients({
      baseURL: 'http://localhost:8080',
      getToken: async () => token,
    });
    const priv = await privateApi.post('/api/private/customer', {}, { adapter: echo });
    expect(priv.data).toEqual({
      authorization: 'Bearer first-token',
      url: '/api/private/customer',
      baseURL: 'http://localhost:8080',
    });
    token = 'refreshed-token';
    const again = await privateApi.post('/api/private/customer', {}, { adapter: echo });
    expect(again.data.authorization).toBe('Bearer refreshed-token');
    const pub = await publicApi.get('/health', { adapter: echo });
    expect(pub.data.authorization).toBeNull();
    expect(pub.data.baseURL).toBe('http://localhost:8080');
  });

  it('sends no Authorization header when signed out', async () => {
    const { privateApi } = createApiClients({ baseURL: 'http://x', getToken: async () => null });
    const res = await privateApi.post('/api/private/customer', {}, { adapter: echo });
    expect(res.data.authorization).toBeNull();
  });
});
