import { useCallback, useSyncExternalStore } from 'react';
import { useAppContext } from './use-app-context';

export function useIsSignedIn(): boolean {
  const { session } = useAppContext();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  return useSyncExternalStore(subscribe, () => session.isSignedIn);
}
