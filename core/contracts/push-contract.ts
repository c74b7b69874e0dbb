// POST /api/private/customer/push/register (spec §7): the browser's PushSubscription JSON.
import type { Static } from 'typebox';
import * as Type from 'typebox/type';
import { closedObject, NoContent, text } from './contract-schema';
import { postEndpoint } from './endpoint';

const BASE64URL = Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9_-]+={0,2}$' });

export const PushBody = closedObject({
  endpoint: text(2048, 1),
  /** Part of the subscription JSON; push services report expiry by refusing a send instead. */
  expirationTime: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
  keys: closedObject({ p256dh: BASE64URL, auth: BASE64URL }),
});
export type PushBody = Static<typeof PushBody>;

/** 204: a failure is only logged by the SPA, success says nothing. */
export const PushResponse = NoContent;

export const pushRegisterEndpoint = postEndpoint(
  '/api/private/customer/push/register',
  PushBody,
  PushResponse,
  204,
);
