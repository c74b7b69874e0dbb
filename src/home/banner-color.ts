// The colour of each card banner of spec §2's table: green when the wallet is ready or paid out,
// blue when there is something to do, indigo while a refund is on its way, orange while the
// event runs, red when it needs help, grey when nothing can happen.
const BANNER_COLORS: Record<string, string> = {
  'READY FOR EVENT': 'green.8',
  'ONLINE TOP UP AVAILABLE': 'blue.7',
  'CONTACT SUPPORT': 'red.8',
  'Event In Progress': 'orange.8',
  'Refund Not Open': 'gray.7',
  'Refund Available': 'blue.7',
  'Event Finished': 'gray.7',
  'Refund Logged': 'indigo.7',
  'Refund Paid': 'green.8',
  'Refund Cancelled': 'red.8',
  'Refund Open': 'blue.7',
  'Refund Closed': 'dark.5',
  'Event Draft': 'gray.7',
};

export function bannerColor(banner: string): string {
  return BANNER_COLORS[banner] ?? 'gray.7';
}
