// The session's calls load on first use, with the HTTP client: the login page, which carries the
// session, does not carry the calls' endpoint schemas (e2e/auth-layout.spec.ts holds its budget).
import type { LoadApi } from '../../api/call-endpoint';
import type { SessionApi } from './chart/auth-services';

export function lazySessionApi(loadApi: LoadApi): SessionApi {
  const api = () => import('./session-api').then((module) => module.createSessionApi(loadApi));
  return {
    profileLogin: async (request) => (await api()).profileLogin(request),
    fetchCustomer: async () => (await api()).fetchCustomer(),
  };
}
