import type { BannerKind } from '../../../core/domain/card-banner';

// The colour of each kind of card banner: green when the wallet is ready or paid out, blue when
// there is something to do, indigo while a refund is on its way, orange while the event runs,
// red when it needs help, grey when nothing can happen. Each shade keeps the white banner text at
// WCAG AA contrast (4.5:1; see src/app/theme.ts for green and orange).
const BANNER_COLORS: Record<BannerKind, string> = {
  ready: 'green.9',
  action: 'blue.8',
  underway: 'indigo.7',
  running: 'orange.9',
  help: 'red.9',
  idle: 'gray.7',
  closed: 'dark.5',
};

export function bannerColor(kind: BannerKind): string {
  return BANNER_COLORS[kind];
}
