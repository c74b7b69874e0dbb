import type { RouterHistory } from '@tanstack/react-router';
import type { RuntimeConfig } from '../../core/contracts/runtime-config';
import type { LoadApi } from '../api/call-endpoint';
import { type AuthActor, createAuthActor } from '../features/auth/auth-actor';
import { createAuthMachine } from '../features/auth/chart/auth-machine';
import type { IdentityService, SessionApi } from '../features/auth/chart/auth-services';
import type { AuthAlert } from '../features/auth/chart/auth-types';
import { lazySessionApi } from '../features/auth/lazy-session-api';
import { navigateForAuth } from '../router/auth-navigation';
import { type AppRouter, createAppRouter } from '../router/create-app-router';
import { navigateToScreen } from '../router/screen-paths';
import { loadFlow } from './flow-loaders';
import { signOutOnUnauthorized } from './sign-out-on-unauthorized';

export interface AppParts {
  config: RuntimeConfig;
  identity: IdentityService;
  api: LoadApi;
  /** The post-login API calls; by default over the private API client. */
  sessionApi?: SessionApi;
  history?: RouterHistory;
  notify?: (alert: AuthAlert) => void;
}

// Every auth alert belongs to a signed-out screen, so its texts and code come in that screens'
// chunk (already there when one is shown), not with every first screen.
function showAuthAlertOnDemand(alert: AuthAlert): void {
  void import('../features/auth/auth-screens').then((module) => module.showAuthAlert(alert));
}

export interface App {
  auth: AuthActor;
  router: AppRouter;
}

/** The auth actor and the router, wired to each other and started. */
export function createApp(parts: AppParts): App {
  const steps = appSteps(parts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, with the browser given a turn between the steps (`pause` resolves in a later task):
 * on a slow phone no single step then blocks a tap for long.
 */
export async function createAppInSteps(parts: AppParts, pause: () => Promise<void>): Promise<App> {
  const steps = appSteps(parts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

// Each `yield` ends one of the start's heavier steps: building the auth chart, supplying its
// effects, the router, then starting the actor (which settles the first state).
function* appSteps(parts: AppParts): Generator<void, App> {
  const { config, identity, history, notify = showAuthAlertOnDemand } = parts;
  const authRef: { current?: AuthActor } = {};
  const api = signOutOnUnauthorized(parts.api, () =>
    authRef.current?.send({ type: 'auth.logout' }),
  );
  const sessionApi = parts.sessionApi ?? lazySessionApi(api);
  // The machine drives the router and the router's context holds the machine, so the router is
  // created in between and the actor starts only once both exist.
  const routerRef: { current?: AppRouter } = {};
  // Supplying the effects builds the chart a second time: with that and the actor, one step
  // would be too long on a slow phone.
  const chart = createAuthMachine();
  yield;
  const auth = createAuthActor(
    identity,
    sessionApi,
    {
      navigate: (target) => {
        if (routerRef.current) navigateForAuth(routerRef.current, target);
      },
      showScreen: (request) => {
        if (routerRef.current) navigateToScreen(routerRef.current, request);
      },
      notify,
      // spec §4: a logout failure is only logged.
      logError: (error) => console.error('Sign-out failed', error),
    },
    {
      // Flows start signed in, so after the router exists.
      loadFlow: (name) =>
        loadFlow(name, { api, config, router: routerRef.current as AppRouter, auth }),
    },
    chart,
  );
  authRef.current = auth;
  yield;
  const router = createAppRouter({ auth, config, api }, history);
  routerRef.current = router;
  yield;
  auth.start();
  return { auth, router };
}
