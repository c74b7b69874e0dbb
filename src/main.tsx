import './features/auth/node-global';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '../core/contracts/runtime-config';
import { AppProviders } from './app/app-providers';
import { AuthActorProvider } from './app/auth-actor-context';
import { ConfigErrorPage } from './app/config-error-page';
import { createAppInSteps } from './app/create-app';
import { applyEntryStyles } from './app/entry-styles';
import { lazyApiClients } from './app/lazy-api-clients';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { type BootLogin, BootLoginContext, holdBootLogin } from './features/auth/boot-login';
import { hasAnyStoredSession, withStoredSessionCheck } from './features/auth/stored-session';
import { InstallPromptProvider } from './features/pwa/install-prompt-context';
import type { InstallPromptStore } from './features/pwa/install-prompt-store';
import { startPwa } from './features/pwa/start-pwa';
import { createIdentity } from './identity/identity';
import { browserEnvironment } from './identity/identity-environment';

// A later task, so the browser may paint and answer input in between.
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(
  container: HTMLElement,
  installPrompt: InstallPromptStore,
  bootLogin: BootLogin | null,
) {
  // What the first screen needs downloads alongside the settings instead of after the router or
  // the session asks for it (a round trip less on a slow network): signed out, the
  // authentication screens; signed in, the API client of the session's first calls.
  if (hasAnyStoredSession(window.localStorage)) void import('./api/api-clients');
  else void import('./features/auth/auth-screens');
  // The scripts' own evaluation was one long task already: the style sheet (parsed when it is
  // applied) and the React root start the next one. The settings are preloaded by index.html.
  await yieldToMain();
  const styles = applyEntryStyles(document);
  const root = createRoot(container);
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await styles;
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
  const api = lazyApiClients({
    baseURL: window.location.origin,
    getToken: identity.getToken,
    early: window,
  });
  const { auth, router } = await createAppInSteps({ config, identity, api }, yieldToMain);
  await styles;
  // A transition lets React render the first screen in slices that yield to the browser, so
  // a slow phone is never blocked for the whole first render (Lighthouse's Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <InstallPromptProvider store={installPrompt}>
            <AuthActorProvider actor={auth}>
              <BootLoginContext value={bootLogin}>
                <RouterProvider router={router} />
              </BootLoginContext>
            </AuthActorProvider>
          </InstallPromptProvider>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

const bootLogin = holdBootLogin(document);
const installPrompt = startPwa();
const container = document.getElementById('root');
if (container) void start(container, installPrompt, bootLogin);
