// The one place that maps the signed-in screens the statecharts name to their addresses (spec
// §2); machines ask for a screen, never a path.
import type { ScreenName, ScreenRequest } from '../chart-shared/screen-name';
import type { AppRouter } from './create-app-router';

const SCREEN_PATHS = {
  home: '/home',
  profile: '/profile',
  wallet: '/event/wallet',
  topUp: '/event/wallet/payment',
  refund: '/event/wallet/refund',
} as const satisfies Record<ScreenName, string>;

/** Performs a flow's `session.navigate`: a wallet screen's address names its registration. */
export function navigateToScreen(router: AppRouter, { screen, registration }: ScreenRequest) {
  const to = SCREEN_PATHS[screen];
  if (to === '/home' || to === '/profile') {
    void router.navigate({ to });
    return;
  }
  void router.navigate({ to, search: { registration: registration ?? undefined } });
}
