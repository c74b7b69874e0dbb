import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../features/auth/auth-actor';
import { LazyAuthScreens } from '../features/auth/lazy-auth-screens';
import { rootRoute } from './root-route';
import type { RouterContext } from './router-context';

// The authentication paths of spec §2. Each renders whichever screen the auth state names; the
// root route has already sent the event the address stands for. Signed in, only /login and
// /oauth/login lead somewhere (/home); the other auth paths are not signed-in routes, so they get
// the 404 page.

function notForSignedIn({ context }: { context: RouterContext }) {
  if (isSignedIn(context.auth.getSnapshot())) throw notFound();
}

function homeWhenSignedIn({ context }: { context: RouterContext }) {
  if (isSignedIn(context.auth.getSnapshot())) throw redirect({ to: '/home', replace: true });
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: homeWhenSignedIn,
  component: LazyAuthScreens,
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgotPassword',
  beforeLoad: notForSignedIn,
  component: LazyAuthScreens,
});

export const newPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newPassword',
  beforeLoad: notForSignedIn,
  component: LazyAuthScreens,
});

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signUp',
  beforeLoad: notForSignedIn,
  component: LazyAuthScreens,
});

export const confirmSignUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmSignUp',
  // The e-mail the code went to (spec §2); the machine reads it from the address.
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    search.email === undefined ? {} : { email: String(search.email) },
  beforeLoad: notForSignedIn,
  component: LazyAuthScreens,
});

// The hosted social sign-in returns here; the login screen shows as processing meanwhile.
export const oauthLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauth/login',
  beforeLoad: homeWhenSignedIn,
  component: LazyAuthScreens,
});
