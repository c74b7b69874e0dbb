-- Lost bands (DESIGN §8). A band (tag) is blocked by its customer, who reports it lost, or by the
-- operator; while a block is live every tap on the band is refused. The customer then moves the
-- band's whole balance to a new band, once per block: the move is recorded on the block row and
-- as two ledger rows of category TRANSFER whose references share the block's id
-- (server/lost-band/band-transfer.ts). Lifting a block keeps its row, so the history stays.
create table band_blocks (
  id uuid primary key default gen_random_uuid(),
  tag_id uuid not null references tags (id) on delete cascade,
  blocked_at timestamptz not null default now(),
  blocked_by text not null check (blocked_by in ('CUSTOMER', 'OPERATOR')),
  -- The customer who reported the band lost; null when the operator blocked it.
  reported_by uuid references customers (id),
  unblocked_at timestamptz,
  -- Where the balance went, how much and when: set once, by the one transfer this block allows.
  moved_to_tag_id uuid references tags (id),
  moved_cents integer check (moved_cents >= 0),
  moved_at timestamptz,
  check ((blocked_by = 'CUSTOMER') = (reported_by is not null)),
  check ((moved_to_tag_id is null) = (moved_at is null)),
  check ((moved_to_tag_id is null) = (moved_cents is null)),
  check (moved_to_tag_id is distinct from tag_id)
);
-- One live block per band: a second report or operator block waits for the first and is refused.
create unique index band_blocks_one_live_per_tag on band_blocks (tag_id) where unblocked_at is null;
create index band_blocks_moved_to_tag_id_idx on band_blocks (moved_to_tag_id);

-- TRANSFER rows move a balance between two wallets of one customer: negative on the lost band,
-- positive on the new one.
alter table wallet_transactions drop constraint wallet_transactions_category_check;
alter table wallet_transactions add constraint wallet_transactions_category_check
  check (category in ('PURCHASE', 'TOP_UP', 'REFUND', 'VOID', 'ACTIVATION', 'TRANSFER'));
alter table wallet_transactions drop constraint wallet_transactions_check;
alter table wallet_transactions add constraint wallet_transactions_check check (
  (category = 'TOP_UP' and (total_cents >= 0 or purchase_reference like '%-FEE'))
  or (category in ('PURCHASE', 'REFUND', 'ACTIVATION') and total_cents <= 0)
  or category in ('VOID', 'TRANSFER')
);

-- The Home cards and the wallet say a band is blocked, so a block or its lifting changes the list
-- of the customer holding the band, as a wallet change does (migrations 006 and 007).
create function bump_band_owner_registrations() returns trigger language plpgsql as $$
declare
  changed text;
begin
  for changed in
    update customers c set registrations_version = c.registrations_version + 1
    from wallets w where w.tag_id = new.tag_id and c.id = w.customer_id
    returning c.sub
  loop
    perform notify_registrations_changed(changed);
  end loop;
  return null;
end $$;

create trigger band_blocks_bump_registrations
  after insert or update on band_blocks
  for each row execute function bump_band_owner_registrations();
