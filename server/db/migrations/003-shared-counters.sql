-- State that every server instance must see the same way, so that any number of them on one
-- database behave as one service.

-- Per-key request budgets (the ticket and tag searches of a customer): one row per key, reset
-- when its window has passed, counted with an atomic upsert.
create table rate_limit_counters (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null check (hits > 0)
);

-- Wallet events already announced by Web Push: the first process to insert the row sends it.
create table push_notices (
  event_type text not null,
  reference text not null,
  sent_at timestamptz not null default now(),
  primary key (event_type, reference)
);
