// POST /api/private/customer/wallet/export: the caller's whole wallet history as CSV (DESIGN §8
// History), every row rather than a page. The file comes inside the JSON answer, so the call is
// made, authorised and refused like every other; the SPA saves `csv` as `fileName`.
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { closedObject, text, Uuid } from './contract-schema';
import { postEndpoint } from './endpoint';

export const WalletExportBody = closedObject({
  walletId: Uuid,
  eventId: Uuid,
  /**
   * The IANA time zone the dates are written in (the browser's, e.g. 'Pacific/Auckland'); UTC
   * when left out.
   */
  timeZone: Type.Optional(text(64, 1)),
});
export type WalletExportBody = Static<typeof WalletExportBody>;

export const WalletExport = Type.Object({
  /** e.g. 'wallet-harbour-lights-festival-2026-11-27.csv'. */
  fileName: Type.String(),
  /** HISTORY_MEDIA_TYPE, 'text/csv'. */
  mediaType: Type.String(),
  /**
   * The file: 'Customer', 'Event', 'Time zone' and 'Balance' lines, a blank line, then the
   * header row (HISTORY_COLUMNS) and every row newest first, money with two decimals, CRLF line
   * ends (RFC 4180).
   */
  csv: Type.String(),
  /** How many rows the file lists. */
  rows: Type.Number(),
});
export type WalletExport = Static<typeof WalletExport>;

export const walletExportEndpoint = postEndpoint(
  '/api/private/customer/wallet/export',
  WalletExportBody,
  WalletExport,
);
