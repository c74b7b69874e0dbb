// A wallet's whole history as a file (DESIGN §8 History: CSV export): the customer and event on
// top, then a header row and every row with the wallet page's labels.

/** The wallet table's columns (spec §2 Event wallet), with the row's description and reference. */
export const HISTORY_COLUMNS = [
  'Date',
  'Purchase Type',
  'Description',
  'Status',
  'Total',
  'Reference',
] as const;

export const HISTORY_LABELS = {
  customer: 'Customer',
  event: 'Event',
  timeZone: 'Time zone',
  balance: 'Balance',
} as const;

export const HISTORY_MEDIA_TYPE = 'text/csv';

/** 'wallet-harbour-lights-festival-2026-11-27.csv': the event, and the day it was exported. */
export function historyFileName(eventName: string, exportedOn: string): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `wallet-${slug || 'event'}-${exportedOn}.csv`;
}
