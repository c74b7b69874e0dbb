// POST /api/private/profile/low-balance: the balance below which the customer wants a push
// (DESIGN §8 Notifications), picked on Profile. Without lowBalanceAlert the call only reads it;
// null switches the alert off. Money in dollars with two decimals.
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { closedObject, Money } from './contract-schema';
import { postEndpoint } from './endpoint';

export const LowBalanceBody = closedObject({
  /** From $0.01 to $999.99, or null for no alert. */
  lowBalanceAlert: Type.Optional(Type.Union([Money, Type.Null()])),
});
export type LowBalanceBody = Static<typeof LowBalanceBody>;

export const LowBalanceAlert = Type.Object({
  lowBalanceAlert: Type.Union([Type.Number(), Type.Null()]),
});
export type LowBalanceAlert = Static<typeof LowBalanceAlert>;

export const lowBalanceEndpoint = postEndpoint(
  '/api/private/profile/low-balance',
  LowBalanceBody,
  LowBalanceAlert,
);
