-- Each wallet keeps its balance on its own row, so reading it no longer sums a history that grows
-- with every tap. The ledger stays the record: server/ledger/ledger.ts changes this column in the
-- same transaction as every ledger row it writes, and `npm run admin -- ledger check` compares
-- the two.
alter table wallets add column balance_cents integer not null default 0
  check (balance_cents >= 0);

update wallets w set balance_cents = ledger.total
from (
  select wallet_id, sum(total_cents) as total from wallet_transactions
  where state = 'COMPLETED' group by wallet_id
) ledger
where ledger.wallet_id = w.id;

-- The wallet page reads the newest rows in (created_at, id) order; with id in the index that is
-- a walk down the index however long the history.
create index wallet_transactions_wallet_newest_idx
  on wallet_transactions (wallet_id, created_at, id);
drop index wallet_transactions_wallet_id_idx;
