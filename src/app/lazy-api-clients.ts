import type { ApiClientOptions, ApiClients } from '../api/api-clients';
import type { LoadApi } from '../api/call-endpoint';
import { earlyAnswers } from '../api/early-answer';
import type { EarlyCallHolder } from '../early/early-call';

// Nothing calls the API before sign-in, so the HTTP library stays out of the login page's scripts.
/** Resolves the API clients, loading the HTTP library on first use. */
export function lazyApiClients(
  options: ApiClientOptions & {
    /** Where /home's early script left the call it sent before the app started (the window). */
    early?: EarlyCallHolder;
  },
): LoadApi {
  const { early, ...clientOptions } = options;
  let clients: Promise<ApiClients> | undefined;
  const load: LoadApi = () => {
    clients ??= import('../api/api-clients').then((module) =>
      module.createApiClients(clientOptions),
    );
    return clients;
  };
  if (early) load.earlyAnswer = earlyAnswers(early, options.getToken);
  return load;
}
