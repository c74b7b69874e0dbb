import './auth/node-global';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { ConfigErrorPage } from './app/config-error-page';
import { createApp } from './app/create-app';
import { lazyApiClients } from './app/lazy-api-clients';
import { AuthActorProvider } from './auth/auth-actor-context';
import { withStoredSessionCheck } from './auth/stored-session';
import { loadRuntimeConfig } from './config/load-runtime-config';
import type { RuntimeConfig } from './domain/runtime-config';
import { createIdentity } from './identity/identity';
import { browserEnvironment } from './identity/identity-environment';
import { startPwa } from './pwa/start-pwa';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    root.render(
      <AppProviders>
        <ConfigErrorPage message={message} />
      </AppProviders>,
    );
    return;
  }
  document.title = config.productName;
  // The identity library itself loads on first use, in its own chunk.
  const environment = browserEnvironment();
  const identity = withStoredSessionCheck(
    createIdentity(config.identity, environment),
    environment.storage,
    config.identity.clientId,
  );
  const api = lazyApiClients({ baseURL: window.location.origin, getToken: identity.getToken });
  const { auth, router } = createApp({ config, identity, api });
  root.render(
    <StrictMode>
      <AppProviders>
        <AuthActorProvider actor={auth}>
          <RouterProvider router={router} />
        </AuthActorProvider>
      </AppProviders>
    </StrictMode>,
  );
}

startPwa();
const container = document.getElementById('root');
if (container) void start(container);
