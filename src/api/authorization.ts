/** The Authorization header a private call carries (spec §6), the same wherever it is made. */
export function authorizationOf(token: string): string {
  return `Bearer ${token}`;
}
