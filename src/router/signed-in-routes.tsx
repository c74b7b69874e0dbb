import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../auth/auth-actor';
import { rootRoute } from './root-route';

// Signed out, none of these exist: the not-found handler then shows the authentication flow.
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ context }) => {
    if (!isSignedIn(context.auth.getSnapshot())) throw notFound();
  },
});

function redirectHome(): never {
  throw redirect({ to: '/home', replace: true });
}

export const customerHomeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/customer/home',
  beforeLoad: redirectHome,
});

// The Home button of the error and not-found screens points here.
export const eventHomeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/eventHome',
  beforeLoad: redirectHome,
});

export const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/home',
  component: lazyRouteComponent(() => import('../home/home-screen'), 'HomeScreen'),
});

export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  component: lazyRouteComponent(() => import('../profile/profile-screen'), 'ProfileScreen'),
});

export const ticketRegistrationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/register/ticket',
  component: lazyRouteComponent(
    () => import('../registration/ticket-registration-screen'),
    'TicketRegistrationScreen',
  ),
});

export const tagRegistrationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/register/tag',
  component: lazyRouteComponent(
    () => import('../registration/tag-registration-screen'),
    'TagRegistrationScreen',
  ),
});

export const walletRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet',
  component: lazyRouteComponent(() => import('../wallet/wallet-screen'), 'WalletScreen'),
});

const TopUpScreen = lazyRouteComponent(() => import('../top-up/top-up-screen'), 'TopUpScreen');

export const topUpRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/payment',
  component: TopUpScreen,
});

export const topUpCompleteRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/payment/complete',
  component: TopUpScreen,
});

const RefundScreen = lazyRouteComponent(() => import('../refund/refund-screen'), 'RefundScreen');

export const refundRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/refund',
  component: RefundScreen,
});

export const refundRequestRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/refund/request',
  component: RefundScreen,
});

export const refundEditRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/refund/edit',
  component: lazyRouteComponent(() => import('../refund/refund-edit-screen'), 'RefundEditScreen'),
});
