import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { AuthActor, AuthSnapshot } from '../features/auth/auth-actor';

const AuthActorContext = createContext<AuthActor | null>(null);

// The router context holds the same actor for route guards; components read it from here.
export function AuthActorProvider({ actor, children }: { actor: AuthActor; children: ReactNode }) {
  return <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>;
}

export function useAuthActor(): AuthActor {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor needs an AuthActorProvider above it');
  return actor;
}

/** Re-renders only when the selected value changes. */
export function useAuthSelector<T>(
  selector: (snapshot: AuthSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useAuthActor(), selector, compare);
}
