-- The wallet page reads a wallet's newest rows. wallet_transactions_wallet_newest_idx (002) walks
-- them in that order and stops after a page, but the planner only takes that walk when its
-- statistics say the wallet has many rows: on rows written since the last ANALYZE (PGlite has no
-- autovacuum; PostgreSQL's lags a burst) it guesses a handful, fetches every row of the wallet
-- and sorts them, whatever the length of its history. An index of its own would not change that
-- guess, so the page is read by a function whose settings leave the ordered index walk as the
-- only plan without a sort or a bitmap scan, whatever the statistics.
create function wallet_newest_rows(wallet uuid, categories text[], max_rows integer)
  returns setof wallet_transactions
  language sql stable
  set enable_sort = off
  set enable_bitmapscan = off
  set enable_seqscan = off
as $$
  select * from wallet_transactions
  where wallet_id = wallet and category = any (categories)
  order by created_at desc, id desc
  limit max_rows
$$;
