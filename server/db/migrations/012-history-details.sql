-- The whole history of a wallet (DESIGN §8 History), its row details and notifications as money
-- moves.

-- Older pages of the wallet page: the rows after a given row in table order (created_at desc,
-- id desc), walked down the index from that row as wallet_newest_rows (010) walks it from the
-- top, with the same settings, so a page costs a page whatever the statistics and however deep.
create function wallet_rows_before(wallet uuid, categories text[], before_id bigint,
    max_rows integer)
  returns setof wallet_transactions
  language sql stable
  set enable_sort = off
  set enable_bitmapscan = off
  set enable_seqscan = off
as $$
  select t.* from wallet_transactions t
  join wallet_transactions c on c.id = before_id and c.wallet_id = wallet
  where t.wallet_id = wallet and t.category = any (categories)
    and (t.created_at, t.id) < (c.created_at, c.id)
  order by t.created_at desc, t.id desc
  limit max_rows
$$;

-- What a vendor's reader says about a tap purchase (`npm run admin -- tap purchase … --vendor
-- "Bar 3" --item "Beer 2x9.50"`): where it was made and what was bought. The ledger row stays
-- the record of the money; the items are the reader's account of it and need not add up to it.
create table tap_purchases (
  reference text primary key
    references wallet_transactions (purchase_reference) on delete cascade,
  vendor text check (vendor <> ''),
  created_at timestamptz not null default now()
);

create table tap_purchase_items (
  reference text not null references tap_purchases (reference) on delete cascade,
  position integer not null check (position >= 0),
  name text not null check (name <> ''),
  quantity integer not null check (quantity > 0),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  primary key (reference, position)
);

-- The balance below which a customer wants a push (DESIGN §8 Notifications), picked on Profile;
-- null when they want none. Each notice is sent once across instances through push_notices
-- (003), keyed by its type and the tap that caused it.
alter table customers add column low_balance_cents integer check (low_balance_cents > 0);
