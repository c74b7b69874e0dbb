import { lazyRouteComponent } from '@tanstack/react-router';

// The authentication screens load on demand so the entry chunk stays small once they grow.
export const LazyAuthScreens = lazyRouteComponent(() => import('./auth-screens'), 'AuthScreens');
