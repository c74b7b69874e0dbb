-- A band claim must follow a search by the same customer that matched the band's uid and serial:
-- the search leaves a short-lived grant here and the claim consumes it. Kept in the database so
-- that every server instance sees the grants of the others.
create table tag_claim_grants (
  customer_id uuid not null references customers (id) on delete cascade,
  tag_id uuid not null references tags (id) on delete cascade,
  expires_at timestamptz not null,
  primary key (customer_id, tag_id)
);
create index tag_claim_grants_expires_at_idx on tag_claim_grants (expires_at);

-- A card payment that completes when the wallet can no longer take its credit is handed back to
-- the card: REFUNDED, with the provider's refund id once the provider has confirmed it.
alter table purchases drop constraint purchases_state_check;
alter table purchases add constraint purchases_state_check
  check (state in ('PENDING', 'COMPLETED', 'VOID', 'REFUNDED'));
alter table purchases add column refunded_at timestamptz;
alter table purchases add column provider_refund_id text;
alter table purchases add constraint purchases_refunded_at_check
  check ((state = 'REFUNDED') = (refunded_at is not null));
