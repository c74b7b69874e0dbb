import { describe, expect, it } from 'vitest';
import { lazyApiClients } from './lazy-api-clients';

describe('lazyApiClients', () => {
  it('creates the clients once, on first use, with the given base address', async () => {
    const load = lazyApiClients({ baseURL: 'http://api.test', getToken: async () => null });
    const first = await load();
    expect(await load()).toBe(first);
    expect(first.privateApi.defaults.baseURL).toBe('http://api.test');
    expect(first.publicApi).not.toBe(first.privateApi);
  });
});
