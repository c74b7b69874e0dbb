import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LazyErrorScreen } from '../app/lazy-error-screen';
import { UnmatchedPathScreen } from '../app/unmatched-path-screen';
import { PendingScreen } from '../ui/pending-screen';
import { routeTree } from './route-tree';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    // Spec §2 matches the auth paths case-insensitively; every other path may as well.
    caseSensitive: false,
    defaultErrorComponent: LazyErrorScreen,
    defaultNotFoundComponent: UnmatchedPathScreen,
    defaultPendingComponent: PendingScreen,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
