import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../app/root-layout';
import { isSignedIn, loginChecked } from '../features/auth/auth-actor';
import { authEventFor } from '../features/auth/auth-location';
import type { RouterContext } from './router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every navigation passes here first. A signed-out address that names an auth screen (or the
  // hosted sign-in's return) moves the auth machine there; during the app-start check the machine
  // remembers it. Then every guard below waits for that check, so none redirects on a guess.
  beforeLoad: async ({ context, location, preload }) => {
    const { auth } = context;
    if (!preload && !isSignedIn(auth.getSnapshot())) {
      const event = authEventFor(location.pathname, location.search as Record<string, unknown>);
      if (event) auth.send(event);
    }
    await loginChecked(auth);
  },
  component: RootLayout,
});
