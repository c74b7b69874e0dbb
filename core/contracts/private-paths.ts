// Where spec §7's private calls live; each call's own address is in its endpoint (endpoints.ts).

/** Each call under it needs a signed-in customer and answers through its endpoint's response
 * schema (server/plugins/auth.ts and server/app.ts check). */
export const PRIVATE_PREFIX = '/api/private';

/** The prefix itself or anything under it, not a longer word (/api/privateer). */
export function isPrivatePath(path: string): boolean {
  return path === PRIVATE_PREFIX || path.startsWith(`${PRIVATE_PREFIX}/`);
}
