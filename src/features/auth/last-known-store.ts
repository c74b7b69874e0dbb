// What a signed-in user last fetched, kept in localStorage so that a screen can still show it,
// under the offline warning, when the app starts without a network (a PWA opened on the way to an
// event). Kept per signed-in user and dropped at logout, both by the session (the auth actor's
// effects); the spec's list of state never persisted (auth, payment, refund, wallet, tag and
// ticket registration) stays in memory.

export interface LastKnownStore<T> {
  remember(sub: string, value: T, storage?: Storage): void;
  /** What was remembered for this user, or null (another user's copy is never given back). */
  recall(sub: string, storage?: Storage): T | null;
  forget(storage?: Storage): void;
}

interface Stored<T> {
  sub: string;
  value: T;
}

export function lastKnownStore<T>(key: string): LastKnownStore<T> {
  return {
    remember(sub, value, storage = globalThis.localStorage) {
      try {
        storage?.setItem(key, JSON.stringify({ sub, value } satisfies Stored<T>));
      } catch {
        // A full or disabled storage only costs the offline view.
      }
    },
    recall(sub, storage = globalThis.localStorage) {
      try {
        const stored = JSON.parse(storage?.getItem(key) ?? 'null') as Stored<T> | null;
        return stored?.sub === sub ? (stored.value ?? null) : null;
      } catch {
        return null;
      }
    },
    forget(storage = globalThis.localStorage) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to forget.
      }
    },
  };
}
