// The colour of each card banner of spec §2's table: green when the wallet is ready or paid out,
// blue when there is something to do, indigo while a refund is on its way, orange while the
// event runs, red when it needs help, grey when nothing can happen. Each shade keeps the white
// banner text at WCAG AA contrast (4.5:1; see src/app/theme.ts for green and orange).
const BANNER_COLORS: Record<string, string> = {
  'READY FOR EVENT': 'green.9',
  'ONLINE TOP UP AVAILABLE': 'blue.8',
  'CONTACT SUPPORT': 'red.9',
  'Event In Progress': 'orange.9',
  'Refund Not Open': 'gray.7',
  'Refund Available': 'blue.8',
  'Event Finished': 'gray.7',
  'Refund Logged': 'indigo.7',
  'Refund Paid': 'green.9',
  'Refund Cancelled': 'red.9',
  'Refund Open': 'blue.8',
  'Refund Closed': 'dark.5',
  'Event Draft': 'gray.7',
};

export function bannerColor(banner: string): string {
  return BANNER_COLORS[banner] ?? 'gray.7';
}
