import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { ConfigErrorPage } from './app/config-error-page';
import { loadRuntimeConfig } from './config/load-runtime-config';
import type { RuntimeConfig } from './domain/runtime-config';
import { createAppRouter } from './router/create-app-router';

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
  // The identity library is only needed once the settings are known; loading it on demand keeps
  // it out of the entry chunk.
  const { loadCognitoSession } = await import('./auth/session');
  const session = await loadCognitoSession(config.identity);
  const router = createAppRouter({ session, config });
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
