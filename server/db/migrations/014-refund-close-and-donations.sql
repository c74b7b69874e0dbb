-- What the operator sets about an event's refunds beyond its rate card (DESIGN §8): when they
-- close (lodging, amending and donating are refused from then on; null: only the CLOSED state
-- closes them), how many days the bank takes once a batch is closed (the refund tracker's
-- "expected by"; 7 is the spec's "up to 1 week"), and the charity a customer may donate their
-- balance to (null: no donation offered).
alter table events add column refunds_close_at timestamptz;
alter table events add column refund_processing_days integer not null default 7
  check (refund_processing_days between 1 and 90);
alter table events add column charity_name text
  check (charity_name is null or (charity_name <> '' and length(charity_name) <= 100));

-- A donation is a ledger row of its own category: always a debit, never a fee. The checks keep
-- what 013 allows (TRANSFER rows of a lost band's move, either sign).
alter table wallet_transactions drop constraint wallet_transactions_category_check;
alter table wallet_transactions add constraint wallet_transactions_category_check check (
  category in ('PURCHASE', 'TOP_UP', 'REFUND', 'VOID', 'ACTIVATION', 'TRANSFER', 'DONATION')
);
alter table wallet_transactions drop constraint wallet_transactions_check;
alter table wallet_transactions add constraint wallet_transactions_check check (
  (category = 'TOP_UP' and (total_cents >= 0 or purchase_reference like '%-FEE'))
  or (category in ('PURCHASE', 'REFUND', 'ACTIVATION') and total_cents <= 0)
  or (category = 'DONATION' and total_cents < 0)
  or category in ('VOID', 'TRANSFER')
);

-- A donation of (part of) a wallet's balance to its event's charity. The client's request key
-- makes a retried request find the donation it already made instead of giving twice; the charity
-- is kept as named when the customer gave, whatever the operator renames it to later. The ledger
-- row has the donation's reference, written in the same transaction.
create table donations (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference <> ''),
  request_key uuid not null,
  wallet_id uuid not null references wallets (id) on delete cascade,
  customer_id uuid not null references customers (id),
  charity_name text not null check (charity_name <> ''),
  amount_cents integer not null check (amount_cents > 0),
  created_at timestamptz not null default now(),
  unique (wallet_id, request_key)
);

-- The wallet call shows the wallet's newest refund (the refund tracker) on every read.
create index refunds_wallet_newest_idx on refunds (wallet_id, created_at desc, id desc);
