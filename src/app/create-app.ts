import type { RouterHistory } from '@tanstack/react-router';
import type { IdentityService, SessionApi } from '../../machines/auth/auth-services';
import type { AuthAlert } from '../../machines/auth/auth-types';
import { type AuthActor, createAuthActor } from '../auth/auth-actor';
import { showAuthAlert } from '../auth/auth-alerts';
import { createSessionApi } from '../auth/session-api';
import type { RuntimeConfig } from '../domain/runtime-config';
import { navigateForAuth } from '../router/auth-navigation';
import { type AppRouter, createAppRouter } from '../router/create-app-router';
import type { ApiLoader } from './lazy-api-clients';

export interface AppParts {
  config: RuntimeConfig;
  identity: IdentityService;
  api: ApiLoader;
  /** The post-login API calls; by default over the private API client. */
  sessionApi?: SessionApi;
  history?: RouterHistory;
  notify?: (alert: AuthAlert) => void;
}

/** The auth actor and the router, wired to each other and started. */
export function createApp(parts: AppParts): { auth: AuthActor; router: AppRouter } {
  const { config, identity, api, history, notify = showAuthAlert } = parts;
  const sessionApi = parts.sessionApi ?? createSessionApi(api);
  // The machine drives the router and the router's context holds the machine, so the router is
  // created in between and the actor starts only once both exist.
  const routerRef: { current?: AppRouter } = {};
  const auth = createAuthActor(identity, sessionApi, {
    navigate: (target) => {
      if (routerRef.current) navigateForAuth(routerRef.current, target);
    },
    notify,
    // spec §4: a logout failure is only logged.
    logError: (error) => console.error('Sign-out failed', error),
  });
  const router = createAppRouter({ auth, config, api }, history);
  routerRef.current = router;
  auth.start();
  return { auth, router };
}
