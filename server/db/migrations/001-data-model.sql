-- The whole data model of the portal. Money is integer cents, percentages are basis points
-- (percentage × 100), timestamps are timestamptz. Enumerations are text with CHECK constraints
-- so that the values read in the API are the values stored.

create table customers (
  id uuid primary key default gen_random_uuid(),
  -- The identity provider's subject: the one stable key of a signed-in user.
  sub text not null unique,
  email text not null,
  first_name text,
  last_name text,
  phone text,
  birth_date date,
  country_code text not null default 'NZ' check (country_code ~ '^[A-Z0-9-]{2,10}$'),
  marketing_opt_out boolean not null default false,
  notification_opt_out boolean not null default false,
  bank_account text,
  locale text not null default 'en',
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index customers_email_idx on customers (lower(email));

create table events (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name <> ''),
  state text not null default 'DRAFT'
    check (state in ('DRAFT', 'PUBLISHED', 'STARTED', 'FINISHED', 'CLOSED', 'ARCHIVED')),
  currency text not null default 'NZD' check (currency ~ '^[A-Z]{3}$'),
  activation_fee_online_cents integer not null default 0 check (activation_fee_online_cents >= 0),
  credit_card_fee_bp integer not null default 0
    check (credit_card_fee_bp between 0 and 10000),
  refund_fee_online_cents integer not null default 0 check (refund_fee_online_cents >= 0),
  contract_code text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index events_state_idx on events (state);

create table event_assets (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  url text not null check (url <> ''),
  -- The SPA picks the image by screen width: up to 1024, up to 1920, above (spec §9).
  kind text not null
    check (kind in ('background-small', 'background-medium', 'background-large')),
  created_at timestamptz not null default now(),
  unique (event_id, kind)
);

create table tickets (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  ticket_number text not null check (ticket_number <> ''),
  ticket_type text not null default '',
  holder_first_name text not null,
  holder_last_name text not null,
  holder_email text not null,
  valid boolean not null default true,
  online_topup_allowed boolean not null default true,
  claimed_by uuid references customers (id),
  claimed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (event_id, ticket_number),
  check ((claimed_by is null) = (claimed_at is null))
);
-- Ticket search looks a number up across all events (FOUND_TOO_MANY when it is in several).
create index tickets_ticket_number_idx on tickets (ticket_number);
create index tickets_claimed_by_idx on tickets (claimed_by);

create table tags (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  uid text not null check (uid <> ''),
  serial text not null check (serial <> ''),
  claimed_by uuid references customers (id),
  claimed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (event_id, uid),
  check ((claimed_by is null) = (claimed_at is null))
);
create index tags_uid_serial_idx on tags (uid, serial);
create index tags_claimed_by_idx on tags (claimed_by);

-- A wallet is one customer's money at one event, reached through a ticket (registered before the
-- event), a tag (issued at the event) or both once the ticket is exchanged for a band.
-- customer_id is null for a tag wallet nobody has registered yet.
create table wallets (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  customer_id uuid references customers (id),
  ticket_id uuid unique references tickets (id),
  tag_id uuid unique references tags (id),
  refund_status text not null default 'NOT_AVAILABLE'
    check (refund_status in ('NOT_AVAILABLE', 'AVAILABLE', 'PROCESSING', 'COMPLETED', 'VOID')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ticket_id is not null or tag_id is not null)
);
create index wallets_customer_id_idx on wallets (customer_id);
create index wallets_event_id_idx on wallets (event_id);

-- The ledger. A wallet's balance is the sum of its COMPLETED rows. Each business reference
-- (a top-up purchase, a refund, a tap purchase) appears once, so nothing is applied twice.
create table wallet_transactions (
  id bigint generated always as identity primary key,
  wallet_id uuid not null references wallets (id) on delete cascade,
  purchase_reference text not null unique check (purchase_reference <> ''),
  category text not null check (category in ('PURCHASE', 'TOP_UP', 'REFUND', 'VOID', 'ACTIVATION')),
  state text not null default 'PENDING' check (state in ('PENDING', 'COMPLETED', 'VOID')),
  -- Signed: credits are positive, debits negative. VOID rows reverse another row either way.
  total_cents integer not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (
    (category = 'TOP_UP' and total_cents >= 0)
    or (category in ('PURCHASE', 'REFUND', 'ACTIVATION') and total_cents <= 0)
    or category = 'VOID'
  )
);
create index wallet_transactions_wallet_id_idx on wallet_transactions (wallet_id, created_at);

-- Online top-up requests sent to the card payment provider. The card is charged amount_cents;
-- the wallet is credited the sum of the items, which is amount minus the fees.
create table purchases (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference <> ''),
  wallet_id uuid not null references wallets (id) on delete cascade,
  customer_id uuid not null references customers (id),
  category text not null default 'TOP_UP' check (category = 'TOP_UP'),
  description text not null default '',
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  contract_code text not null default '',
  amount_cents integer not null check (amount_cents > 0),
  card_fee_cents integer not null default 0 check (card_fee_cents >= 0),
  activation_fee_cents integer not null default 0 check (activation_fee_cents >= 0),
  credit_cents integer not null check (credit_cents >= 0),
  provider text not null check (provider in ('sandbox', 'stripe')),
  provider_session_id text unique,
  request_origin text not null default '',
  state text not null default 'PENDING' check (state in ('PENDING', 'COMPLETED', 'VOID')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  check (credit_cents = amount_cents - card_fee_cents - activation_fee_cents),
  check ((state = 'COMPLETED') = (completed_at is not null))
);
create index purchases_wallet_id_idx on purchases (wallet_id);

create table purchase_items (
  id uuid primary key default gen_random_uuid(),
  purchase_id uuid not null references purchases (id) on delete cascade,
  position integer not null check (position >= 0),
  code text not null check (code <> ''),
  name text not null,
  -- Fees are items with a negative price (spec §9).
  price_cents integer not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  quantity integer not null default 1 check (quantity > 0),
  category text not null,
  unique (purchase_id, position)
);

-- Refunds are paid in batches per event: an OPEN batch takes new refunds and edits, the operator
-- closes it, then pays it out.
create table refund_batches (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  state text not null default 'OPEN' check (state in ('OPEN', 'CLOSED', 'PAID')),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  paid_at timestamptz,
  check ((state = 'OPEN') = (closed_at is null)),
  check ((state = 'PAID') = (paid_at is not null))
);
create unique index refund_batches_one_open_per_event on refund_batches (event_id)
  where state = 'OPEN';

create table refunds (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference <> ''),
  wallet_id uuid not null references wallets (id) on delete cascade,
  batch_id uuid not null references refund_batches (id),
  customer_id uuid not null references customers (id),
  first_name text not null,
  last_name text not null,
  phone text not null,
  email text not null,
  account_number text not null check (account_number <> ''),
  account_type text not null check (account_type in ('NZ', 'AUS', 'OTHER')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  total_cents integer not null check (total_cents > 0),
  fee_cents integer not null default 0 check (fee_cents >= 0),
  state text not null default 'PROCESSING' check (state in ('PROCESSING', 'COMPLETED', 'VOID')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One live refund per wallet; a voided one may be followed by a new request.
create unique index refunds_one_live_per_wallet on refunds (wallet_id)
  where state in ('PROCESSING', 'COMPLETED');
create index refunds_batch_id_idx on refunds (batch_id);

create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  endpoint text not null unique check (endpoint <> ''),
  keys jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index push_subscriptions_customer_id_idx on push_subscriptions (customer_id);
