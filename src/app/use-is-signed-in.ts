import { isSignedIn } from '../features/auth/auth-actor';
import { useAuthSelector } from './auth-actor-context';

export function useIsSignedIn(): boolean {
  return useAuthSelector(isSignedIn);
}
