import type { RuntimeConfig } from '../../core/contracts/runtime-config';
import type { AuthActor } from '../features/auth/auth-actor';
import type { AppRouter } from '../router/create-app-router';
import type { ApiLoader } from './lazy-api-clients';

/** What the session's flows are wired to: the API, the settings, the router and the session. */
export interface FlowParts {
  api: ApiLoader;
  config: RuntimeConfig;
  router: AppRouter;
  auth: AuthActor;
}
