import type { RuntimeConfig } from '../../core/contracts/runtime-config';
import type { LoadApi } from '../api/call-endpoint';
import type { AuthActor } from '../features/auth/auth-actor';

// What every route guard and screen can read (router context).
export interface RouterContext {
  /** Who is signed in, and the flow of the auth screens (DESIGN §4). */
  auth: AuthActor;
  config: RuntimeConfig;
  /** The public and private API clients (spec §7), loaded on first use. */
  api: LoadApi;
}
