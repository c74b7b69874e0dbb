// POST /api/private/customer (spec §3 Customer and Event registration, §7): the registrations
// behind the Home cards.
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { EVENT_STATES } from '../domain/event-phase';
import { REFUND_STATUSES } from '../domain/refund-status';
import { closedObject, nullableText, oneOf } from './contract-schema';
import { postEndpoint } from './endpoint';
import { BandBlockField } from './lost-band-contract';

/** `returning` is part of the spec's request; the answer is the same either way. */
export const CustomerBody = closedObject({ returning: Type.Boolean() });
export type CustomerBody = Static<typeof CustomerBody>;

/** The session's customer call, which /home's early script also sends (server first-screen-preloads). */
export const SESSION_CUSTOMER_BODY: CustomerBody = { returning: false };

export const RegisteredEvent = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: oneOf(EVENT_STATES),
  /** ISO 4217 code, e.g. 'NZD'. */
  currency: Type.String(),
  /**
   * When the operator closes the event's refunds (ISO 8601), or null when only the CLOSED state
   * does; refundsCloseNotice (core/domain/refund-close.ts) words the card's line. Always sent.
   */
  refundsCloseAt: Type.Optional(nullableText()),
  /** The charity the customer may donate their balance to, or null for none. Always sent. */
  charityName: Type.Optional(nullableText()),
});
export type RegisteredEvent = Static<typeof RegisteredEvent>;

/** Fees of the event, as the API speaks them: dollars with two decimals, fee as a percentage. */
export const EventRateCard = Type.Object({
  activationFeeOnline: Type.Number(),
  /** Percentage of the top-up amount, e.g. 5 or 2.5. */
  creditCardFee: Type.Number(),
  refundFeeOnline: Type.Number(),
  contractCode: Type.String(),
});
export type EventRateCard = Static<typeof EventRateCard>;

/** An image of the event; kind ('background-small' …) lets a screen pick one per width. */
export const EventAsset = Type.Object({
  url: Type.String(),
  kind: Type.Optional(Type.String()),
});
export type EventAsset = Static<typeof EventAsset>;

export const EventRegistration = Type.Object({
  event: RegisteredEvent,
  walletId: Type.String(),
  /** Dollars with two decimals, as the API speaks money. */
  walletBalance: Type.Number(),
  eventAssetList: Type.Array(EventAsset),
  /** The wristband/card tag, once one is registered. */
  uid: nullableText(),
  ticketNumber: nullableText(),
  refundStatus: oneOf(REFUND_STATUSES),
  eventRateCard: EventRateCard,
  /** The band's live block (lost-band-contract.ts): the card says the band is blocked. */
  bandBlock: BandBlockField,
});
export type EventRegistration = Static<typeof EventRegistration>;

/** spec §3 Customer. */
export const Customer = Type.Object({
  eventRegistrationList: Type.Array(EventRegistration),
  /** When this list was read (ISO 8601). */
  lastUpdate: Type.String(),
});
export type Customer = Static<typeof Customer>;

export const customerEndpoint = postEndpoint('/api/private/customer', CustomerBody, Customer);
