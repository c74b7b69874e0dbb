import type { RuntimeConfig } from '../../core/contracts/runtime-config';
import type { LoadApi } from '../api/call-endpoint';
import type { AuthActor } from '../features/auth/auth-actor';
import type { AppRouter } from '../router/create-app-router';

/** What the session's flows are wired to: the API, the settings, the router and the session. */
export interface FlowParts {
  api: LoadApi;
  config: RuntimeConfig;
  router: AppRouter;
  auth: AuthActor;
}
