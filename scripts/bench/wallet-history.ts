// A wallet of the demo customer with a long history, written straight into the ledger table in
// one statement (the ledger's own API would take a lock per row), with the kept balance to match.
// Nothing analyzes the table afterwards: the wallet call must answer as fast on rows the
// planner's statistics have not seen yet, as after a burst of taps.
import type { Queryable } from '../../server/db/database';

/**
 * Adds a tag wallet at the event for the customer with `rows` COMPLETED rows: alternating $1.00
 * top-ups and $1.00 purchases, so the balance stays between $0.00 and $1.00 as the ledger
 * requires. Answers the wallet id.
 */
export async function createWalletWithHistory(
  q: Queryable,
  input: { customerId: string; eventId: string; uid: string; rows: number },
): Promise<string> {
  const [tag] = await q.query<{ id: string }>(
    `insert into tags (event_id, uid, serial, claimed_by, claimed_at)
     values ($1, $2, '999', $3, now()) returning id`,
    [input.eventId, input.uid, input.customerId],
  );
  const [wallet] = await q.query<{ id: string }>(
    `insert into wallets (event_id, customer_id, tag_id) values ($1, $2, $3) returning id`,
    [input.eventId, input.customerId, tag?.id],
  );
  if (!wallet) throw new Error('wallet not created');
  await q.query(
    `insert into wallet_transactions (wallet_id, purchase_reference, category, state,
       total_cents, description, created_at)
     select $1, $2 || '-' || n,
       case when n % 2 = 1 then 'TOP_UP' else 'PURCHASE' end, 'COMPLETED',
       case when n % 2 = 1 then 100 else -100 end, 'Bench row',
       now() - make_interval(secs => $3 - n)
     from generate_series(1, $3::int) as n`,
    [wallet.id, `BENCH-${input.uid}`, input.rows],
  );
  // The rows alternate +$1.00 and -$1.00, so an odd count leaves $1.00.
  await q.query('update wallets set balance_cents = $2 where id = $1', [
    wallet.id,
    input.rows % 2 === 1 ? 100 : 0,
  ]);
  return wallet.id;
}
