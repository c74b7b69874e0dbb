import { useRouter } from '@tanstack/react-router';
import type { RouterContext } from '../router/router-context';

// Also works in error and not-found components, which render outside a matched route.
export function useAppContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}
