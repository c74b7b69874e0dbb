import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import type { FlowRequest } from '../chart-shared/flow-request';
import { isSignedIn } from '../features/auth/auth-actor';
import type { RefundMode } from '../features/refund/chart/refund-types';
import { rootRoute } from './root-route';
import type { RouterContext } from './router-context';
import {
  paymentReturnOf,
  validateRegistrationSearch,
  validateTransactionSearch,
  validateWalletSearch,
  type WalletSearch,
} from './wallet-search';

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

type RegistrationSearch = ReturnType<typeof validateRegistrationSearch>;

/**
 * A flow page's guard: each visit (not a preload) (re)starts the session's chart for what the
 * address asks for.
 */
function showFlow<S>(flowOf: (search: S) => FlowRequest) {
  return ({
    context,
    search,
    preload,
  }: {
    context: RouterContext;
    search: S;
    preload: boolean;
  }) => {
    if (!preload) context.auth.send({ type: 'session.show', flow: flowOf(search) });
  };
}

// Visiting a refund page (re)starts the session's refund chart for that page and registration.
const showRefund = (mode: RefundMode) =>
  showFlow(({ registration }: RegistrationSearch) => ({
    name: 'refund',
    registration: registration ?? null,
    mode,
  }));

export const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/home',
  // Balances move while the customer is away (top-ups, taps), so every visit asks again.
  beforeLoad: ({ context, preload }) => {
    if (preload) return;
    context.auth.send({ type: 'session.hide' });
    context.auth.send({ type: 'auth.customer.refresh' });
  },
  component: lazyRouteComponent(() => import('../features/home/home-screen'), 'HomeScreen'),
});

export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  beforeLoad: showFlow(() => ({ name: 'profile' })),
  component: lazyRouteComponent(
    () => import('../features/profile/profile-screen'),
    'ProfileScreen',
  ),
});

const RegistrationScreen = lazyRouteComponent(
  () => import('../features/registration/registration-screen'),
  'RegistrationScreen',
);

// Visiting a search page (re)starts the session's registration chart for that kind.
export const ticketRegistrationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/register/ticket',
  beforeLoad: showFlow(() => ({ name: 'registration', kind: 'ticket' })),
  component: RegistrationScreen,
});

export const tagRegistrationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/register/tag',
  beforeLoad: showFlow(() => ({ name: 'registration', kind: 'tag' })),
  component: RegistrationScreen,
});

export const walletRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet',
  validateSearch: validateWalletSearch,
  // The session's wallet chart shows the registration and tells the provider's answer.
  beforeLoad: showFlow((search: WalletSearch) => ({
    name: 'wallet',
    registration: search.registration ?? null,
    paymentReturn: paymentReturnOf(search),
  })),
  component: lazyRouteComponent(() => import('../features/wallet/wallet-screen'), 'WalletScreen'),
});

const TopUpScreen = lazyRouteComponent(
  () => import('../features/top-up/top-up-screen'),
  'TopUpScreen',
);

export const topUpRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/payment',
  validateSearch: validateRegistrationSearch,
  beforeLoad: showFlow(({ registration }: RegistrationSearch) => ({
    name: 'topUp',
    registration: registration ?? null,
  })),
  component: TopUpScreen,
});

// The payment provider returns here (spec §2); the outcome is the wallet's to tell, with the
// balance it changed, so the address moves on to the wallet page with its parameters.
export const topUpCompleteRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/payment/complete',
  validateSearch: validateWalletSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/event/wallet', search, replace: true });
  },
});

const RefundScreen = lazyRouteComponent(
  () => import('../features/refund/refund-screen'),
  'RefundScreen',
);

export const refundRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/refund',
  validateSearch: validateRegistrationSearch,
  beforeLoad: showRefund('request'),
  component: RefundScreen,
});

export const refundRequestRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/refund/request',
  validateSearch: validateRegistrationSearch,
  beforeLoad: showRefund('request'),
  component: RefundScreen,
});

export const refundEditRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/refund/edit',
  validateSearch: validateRegistrationSearch,
  beforeLoad: showRefund('edit'),
  component: RefundScreen,
});

// DESIGN §8 Donation: giving the balance to the event's charity.
export const donationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/donate',
  validateSearch: validateRegistrationSearch,
  beforeLoad: showFlow(({ registration }: RegistrationSearch) => ({
    name: 'donation',
    registration: registration ?? null,
  })),
  component: lazyRouteComponent(
    () => import('../features/donation/donation-screen'),
    'DonationScreen',
  ),
});

// A wallet row's detail and receipt (DESIGN §8 History); the address names the wallet and the
// row, so a reload or Back lands on the same row.
export const transactionRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/transaction',
  validateSearch: validateTransactionSearch,
  beforeLoad: showFlow(
    ({ registration, reference }: ReturnType<typeof validateTransactionSearch>) => ({
      name: 'transaction',
      registration: registration ?? null,
      reference: reference ?? null,
    }),
  ),
  component: lazyRouteComponent(
    () => import('../features/wallet/transaction-detail-screen'),
    'TransactionDetailScreen',
  ),
});

// A lost band's balance moved to a new band (DESIGN §8 Lost band); the address names the lost
// band's wallet, so a reload lands on the same move.
export const bandMoveRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/event/wallet/move',
  validateSearch: validateRegistrationSearch,
  beforeLoad: showFlow(({ registration }: RegistrationSearch) => ({
    name: 'bandMove',
    mode: 'move',
    registration: registration ?? null,
  })),
  component: lazyRouteComponent(
    () => import('../features/wallet/band-move-screen'),
    'BandMoveScreen',
  ),
});
