import { notifications } from '@mantine/notifications';
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { LazyAuthScreens } from '../auth/lazy-auth-screens';
import { rootRoute } from './root-route';
import type { RouterContext } from './router-context';

// The authentication paths of spec §2. Signed in, only /login and /oauth/login lead somewhere
// (/home); the other auth paths are not signed-in routes, so they get the 404 page.

function notForSignedIn({ context }: { context: RouterContext }) {
  if (context.session.isSignedIn) throw notFound();
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: ({ context }) => {
    if (context.session.isSignedIn) throw redirect({ to: '/home', replace: true });
  },
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
  beforeLoad: notForSignedIn,
  component: LazyAuthScreens,
});

// The hosted social sign-in returns here: with an error parameter the attempt failed.
export const oauthLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauth/login',
  beforeLoad: ({ context, location, preload }) => {
    if (context.session.isSignedIn) throw redirect({ to: '/home', replace: true });
    const { error } = location.search as { error?: unknown };
    if (error === undefined) return;
    if (!preload) {
      notifications.show({
        color: 'red',
        title: 'Social Login Failed',
        message: 'Your social login attempt has failed - please try again',
      });
    }
    throw redirect({ to: '/login', replace: true });
  },
  component: LazyAuthScreens,
});
