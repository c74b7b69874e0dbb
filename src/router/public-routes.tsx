import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root-route';

// Reachable signed in and signed out (spec §2).

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});

// spec §4: logout clears the state and goes to /login; the auth machine does both.
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  beforeLoad: ({ context, preload }) => {
    if (!preload) context.auth.send({ type: 'auth.logout' });
    throw redirect({ to: '/login', replace: true });
  },
});

export const oauthLogoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauth/logout',
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/policy/terms',
  component: lazyRouteComponent(() => import('../features/policy/terms-page'), 'TermsPage'),
});

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/policy/privacy',
  component: lazyRouteComponent(() => import('../features/policy/privacy-page'), 'PrivacyPage'),
});

export const faqRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/policy/faq',
  component: lazyRouteComponent(() => import('../features/policy/faq-page'), 'FaqPage'),
});
