// The proof a band claim needs: a recent search by the same customer that matched the band's uid
// and serial. A uid alone can be read off a band by any NFC phone; the serial is printed on it.
import type { Queryable } from '../db/database';

/** Long enough to read the search answer and press Register, short enough to be "just found". */
export const TAG_CLAIM_GRANT_MINUTES = 10;

/** Records (or renews) the grant, and drops this customer's expired ones on the way. */
export async function grantTagClaim(
  q: Queryable,
  customerId: string,
  tagId: string,
): Promise<void> {
  await q.query(
    `with expired as (
       delete from tag_claim_grants where customer_id = $1 and expires_at <= now()
     )
     insert into tag_claim_grants (customer_id, tag_id, expires_at)
     values ($1, $2, now() + make_interval(mins => $3))
     on conflict (customer_id, tag_id) do update set expires_at = excluded.expires_at`,
    [customerId, tagId, TAG_CLAIM_GRANT_MINUTES],
  );
}

/** Uses up the customer's live grant for the tag; false when there is none. */
export async function consumeTagClaimGrant(
  tx: Queryable,
  customerId: string,
  tagId: string,
): Promise<boolean> {
  const rows = await tx.query(
    `delete from tag_claim_grants where customer_id = $1 and tag_id = $2 and expires_at > now()
     returning tag_id`,
    [customerId, tagId],
  );
  return rows.length > 0;
}
