import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test-support/app/test-config';
import { loadRuntimeConfig } from './load-runtime-config';

const answer = (body: unknown, init?: ResponseInit) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), init);

describe('loadRuntimeConfig', () => {
  it('returns the settings served at /config.json', async () => {
    let asked = '';
    const config = await loadRuntimeConfig(async (input) => {
      asked = String(input);
      return new Response(JSON.stringify(testConfig));
    });
    expect(asked).toBe('/config.json');
    expect(config).toEqual(testConfig);
  });

  it('fails with the status when the settings cannot be loaded', async () => {
    await expect(
      loadRuntimeConfig(answer('gone', { status: 503, statusText: 'Service Unavailable' })),
    ).rejects.toThrow('503 : Service Unavailable');
  });

  it('fails when the settings are incomplete', async () => {
    await expect(loadRuntimeConfig(answer({ productName: 'X' }))).rejects.toThrow(
      'The settings at /config.json are incomplete',
    );
  });
});
