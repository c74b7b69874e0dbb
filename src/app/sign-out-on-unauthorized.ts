// A private call answered 401 means the server no longer knows this session (signed out in
// another tab, or revoked): no retry can succeed and the signed-in header would be a lie, so the
// customer is signed out and shown Login. One interceptor on the private client covers every call
// it sends; the answer of the call /home's early script sent is looked at on its way too.
import type { LoadApi } from '../api/call-endpoint';

function isUnauthorized(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('response' in error)) return false;
  const { response } = error as { response?: { status?: unknown } };
  return response?.status === 401;
}

/** The same clients, whose private client calls `signOut` on every 401 answer. */
export function signOutOnUnauthorized(load: LoadApi, signOut: () => void): LoadApi {
  let clients: ReturnType<LoadApi> | undefined;
  const guarded: LoadApi = () => {
    clients ??= load().then((loaded) => {
      loaded.privateApi.interceptors.response.use(undefined, (error: unknown) => {
        if (isUnauthorized(error)) signOut();
        return Promise.reject(error);
      });
      return loaded;
    });
    return clients;
  };
  const { earlyAnswer } = load;
  if (earlyAnswer) {
    guarded.earlyAnswer = async (path, body) => {
      const taken = await earlyAnswer(path, body);
      if (taken?.answer?.status === 401) signOut();
      return taken;
    };
  }
  return guarded;
}
