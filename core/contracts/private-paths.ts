// The addresses of spec §7's private calls, shared by the server's routes and the SPA's clients.
// Apart from the contracts so the SPA gets the paths without the schema library.
export const PRIVATE_PATHS = {
  profileLogin: '/api/private/profile/login',
  profileUpdate: '/api/private/profile/update',
  customer: '/api/private/customer',
  wallet: '/api/private/customer/wallet',
  pushRegister: '/api/private/customer/push/register',
  ticketFind: '/api/private/registration/ticket/find',
  ticketClaim: '/api/private/registration/ticket/claim',
  cardFind: '/api/private/registration/card/find',
  cardClaim: '/api/private/registration/card/claim',
  refundList: '/api/private/customer/refund',
  purchaseRequest: '/api/private/customer/purchase/request',
  refundCreate: '/api/private/customer/refund/create',
  refundUpdate: '/api/private/customer/refund/update',
} as const;

/** Where the private calls live: each needs a signed-in customer and answers through a contract's
 * response schema (server/plugins/auth.ts and server/app.ts check). */
export const PRIVATE_PREFIX = '/api/private';

/** The prefix itself or anything under it, not a longer word (/api/privateer). */
export function isPrivatePath(path: string): boolean {
  return path === PRIVATE_PREFIX || path.startsWith(`${PRIVATE_PREFIX}/`);
}
