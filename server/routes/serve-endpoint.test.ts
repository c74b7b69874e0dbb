// Every call the SPA may make (core/contracts/endpoints.ts) is served at its declared address
// with its declared schemas: a body the endpoint does not declare is refused before any handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../core/contracts/endpoints';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';

describe('endpoint objects on the server', () => {
  let fx: ApiFixture;

  beforeAll(async () => {
    fx = await startApiFixture();
    await fx.signIn('ann');
  });
  afterAll(() => fx.close());

  it.each(Object.entries(ENDPOINTS))('%s is served at its declared address', (_, endpoint) => {
    expect(fx.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it.each(Object.entries(ENDPOINTS))(
    '%s checks the body against its declared schema before anything is written',
    async (_, endpoint) => {
      const before = await fx.fingerprint();
      const response = await fx.post('ann', endpoint.path, { undeclared: 1 });
      expect(response.statusCode).toBe(400);
      // The schema's first required property is missed first; with none, the stray one is named.
      const [firstRequired] = endpoint.body.required ?? [];
      expect(response.json().message).toContain(
        firstRequired === undefined ? 'body/undeclared' : `'${firstRequired}'`,
      );
      expect(await fx.fingerprint()).toBe(before);
    },
  );
});
