import type { ApiClientOptions, ApiClients } from '../api/api-clients';

/** Resolves the API clients, loading the HTTP library on first use. */
export type ApiLoader = () => Promise<ApiClients>;

// Nothing calls the API before sign-in, so the HTTP library stays out of the login page's scripts.
export function lazyApiClients(options: ApiClientOptions): ApiLoader {
  let clients: Promise<ApiClients> | undefined;
  return () => {
    clients ??= import('../api/api-clients').then((module) => module.createApiClients(options));
    return clients;
  };
}
