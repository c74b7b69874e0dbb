import type { AppRouter } from '../../src/router/create-app-router';

export interface LoadedRoute {
  pathname: string;
  /** The id of the deepest matched route, e.g. '/signed-in/profile'. */
  routeId: string | undefined;
}

/**
 * Every navigation the router loads from now on, as matched once its guards have run: screens may
 * move on by themselves right after (a wallet without a selected registration goes home), so the
 * router's current state alone cannot tell which route a path was let through to.
 */
export function recordLoadedRoutes(router: AppRouter): LoadedRoute[] {
  const loaded: LoadedRoute[] = [];
  router.subscribe('onLoad', ({ toLocation }) => {
    loaded.push({ pathname: toLocation.pathname, routeId: router.state.matches.at(-1)?.routeId });
  });
  return loaded;
}
