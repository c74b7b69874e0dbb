import { notifications } from '@mantine/notifications';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { AppProviders } from '../../src/app/app-providers';
import { AuthActorProvider } from '../../src/app/auth-actor-context';
import { createApp } from '../../src/app/create-app';
import { lazyApiClients } from '../../src/app/lazy-api-clients';
import { type BootLogin, BootLoginContext } from '../../src/features/auth/boot-login';
import type { SessionApi } from '../../src/features/auth/chart/auth-services';
import { createFakeIdentity, createFakeSessionApi, type FakeIdentity } from './fake-identity';
import { testConfig } from './test-config';

export interface RenderAppOptions {
  identity?: FakeIdentity;
  sessionApi?: SessionApi;
  /** index.html's login form, as main.tsx holds it. */
  bootLogin?: BootLogin | null;
}

/** The whole app at `path`, with the real auth machine over a fake identity. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const identity = options.identity ?? createFakeIdentity();
  const history = createMemoryHistory({ initialEntries: [path] });
  const api = lazyApiClients({ baseURL: 'http://api.invalid', getToken: identity.getToken });
  const { auth, router } = createApp({
    config: testConfig,
    identity,
    api,
    sessionApi: options.sessionApi ?? createFakeSessionApi(),
    history,
  });
  // A test that ends while a navigation still loads its screen leaves the router's pending-screen
  // timer to fire after jsdom is gone (an unhandled error in a later file), so it fails here.
  onTestFinished(() => {
    expect(router.state.status, 'wait for the screen the test navigated to').toBe('idle');
    auth.stop();
    notifications.clean();
  });
  const view = render(
    <AppProviders env="test">
      <AuthActorProvider actor={auth}>
        <BootLoginContext value={options.bootLogin ?? null}>
          <RouterProvider router={router} />
        </BootLoginContext>
      </AuthActorProvider>
    </AppProviders>,
  );
  return { ...view, router, auth, identity };
}
