// A lost band (DESIGN §8; issue #25 item 1): the customer reports a band of theirs lost, which
// blocks it at once, then moves its whole balance to a new band issued at an info desk.
//
// POST /api/private/customer/band/lost {walletId, eventId} → 200 BandLostResponse. Refused, with
// nothing written: 404 'Wallet not found' (not the caller's wallet, or not at that event); 409
// with lost-band.ts's BAND_NOT_A_BAND (a ticket without a band), BAND_ALREADY_BLOCKED or
// BAND_REFUNDS_CLOSED (the event is CLOSED or ARCHIVED).
//
// POST /api/private/customer/band/transfer {walletId, eventId, uid, serial} → 200
// BandTransferResponse. walletId/eventId name the lost band's wallet; uid and serial the new
// band, checked as a tag search checks them, under the same per-customer rate limit (429): a
// wrong serial counts against that band across all customers, and a locked band is not found
// (404 'Tag not found'); 409 'Tag is not unique', 'Tag is already registered to another
// account', NEW_BAND_REGISTERED_TO_CALLER, NEW_BAND_OTHER_EVENT, NEW_BAND_IS_LOST_BAND,
// NEW_BAND_BLOCKED. The lost band must be the caller's (404) and blocked (409 BAND_NOT_BLOCKED),
// its event before refunds close (409 BAND_REFUNDS_CLOSED), with no refund being processed or
// card payment open (409). The whole balance then moves in one transaction, as two TRANSFER rows
// ('Moved to new band' on the lost band, 'Moved from lost band' on the new one, references
// MOVE-<blockId>-OUT / -IN), and the new band (with the lost band's ticket, if any) becomes the
// caller's. Once per block: the same call again answers the same response and moves nothing;
// naming another new band after a move is 409 (bandAlreadyMovedMessage).
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { BAND_BLOCKERS } from '../domain/lost-band';
import { closedObject, nullableText, oneOf, Uuid } from './contract-schema';
import { postEndpoint } from './endpoint';
import { SERIAL, UID } from './registration-card-contract';

/** A band's live block, as the Home card and the wallet carry it. */
export const BandBlockState = Type.Object({
  /** ISO 8601 date-time. */
  blockedAt: Type.String(),
  blockedBy: oneOf(BAND_BLOCKERS),
  /** The band the balance moved to, once it moved (its uid); null before. */
  movedToUid: nullableText(),
  /** Dollars moved, once it moved. */
  movedAmount: Type.Union([Type.Number(), Type.Null()]),
  /** ISO 8601 date-time of the move. */
  movedAt: nullableText(),
});
export type BandBlockState = Static<typeof BandBlockState>;

/**
 * The field the registration and wallet answers add: the band's live block, absent when the band
 * is not blocked (or the registration has no band), so answers about other bands are unchanged.
 */
export const BandBlockField = Type.Optional(BandBlockState);

export const BandLostBody = closedObject({ walletId: Uuid, eventId: Uuid });
export type BandLostBody = Static<typeof BandLostBody>;

export const BandLostResponse = Type.Object({
  walletId: Type.String(),
  eventId: Type.String(),
  /** The blocked band. */
  uid: Type.String(),
  bandBlock: BandBlockState,
});
export type BandLostResponse = Static<typeof BandLostResponse>;

export const BandTransferBody = closedObject({
  walletId: Uuid,
  eventId: Uuid,
  uid: UID,
  serial: SERIAL,
});
export type BandTransferBody = Static<typeof BandTransferBody>;

export const BandTransferResponse = Type.Object({
  /** The new band's wallet, now the caller's: the SPA selects it. */
  walletId: Type.String(),
  eventId: Type.String(),
  /** The new band's uid as stored. */
  uid: Type.String(),
  /** Dollars moved (the lost band's whole balance at the time). */
  movedAmount: Type.Number(),
  /** ISO 8601 date-time of the move. */
  movedAt: Type.String(),
});
export type BandTransferResponse = Static<typeof BandTransferResponse>;

export const bandLostEndpoint = postEndpoint(
  '/api/private/customer/band/lost',
  BandLostBody,
  BandLostResponse,
);
export const bandTransferEndpoint = postEndpoint(
  '/api/private/customer/band/transfer',
  BandTransferBody,
  BandTransferResponse,
);
