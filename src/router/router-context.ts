import type { AuthSession } from '../auth/auth-session';
import type { RuntimeConfig } from '../domain/runtime-config';

// What every route guard and screen can read (router context).
export interface RouterContext {
  session: AuthSession;
  config: RuntimeConfig;
}
