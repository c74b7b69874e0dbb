-- The built-in identity service (server/identity): the accounts, the codes it e-mails, the
-- sessions it signs in, and the counters that slow guessing down. Everything a sign-in decides
-- on lives here, so any number of server instances on one database act as one identity.

-- The pool, made once per installation: its ids name the token issuer and the app client, and
-- its RS256 key (a private JWK) signs every token. In the database rather than DATA_DIR, so that
-- every instance on one database signs and verifies with the same key.
create table identity_pool (
  singleton boolean primary key default true check (singleton),
  user_pool_id text not null,
  client_id text not null,
  signing_key jsonb not null,
  created_at timestamptz not null default now()
);

-- E-mail is the sign-in name, kept lower-cased. The password is an argon2id hash (PHC string);
-- the clear text is never stored.
create table identity_accounts (
  sub uuid primary key,
  email text not null unique check (email = lower(email)),
  password_hash text not null,
  status text not null
    check (status in ('UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED')),
  enabled boolean not null default true,
  email_verified boolean not null default false,
  given_name text,
  family_name text,
  phone_number text,
  -- An operator's temporary password stops working after this (FORCE_CHANGE_PASSWORD only).
  temporary_password_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One live code per e-mail and purpose, stored hashed. Keyed by e-mail rather than account: a
-- request for an unknown e-mail keeps a code too (that nobody receives), so its answers are
-- those of a known one.
create table identity_codes (
  email text not null,
  purpose text not null check (purpose in ('SignUp', 'ForgotPassword')),
  code_hash text not null,
  expires_at timestamptz not null,
  wrong_attempts integer not null default 0 check (wrong_attempts >= 0),
  primary key (email, purpose)
);

-- A challenge the service answered a sign-in with (NEW_PASSWORD_REQUIRED): its Session token,
-- hashed, for one account and one challenge, answered at most once.
create table identity_challenges (
  token_hash text primary key,
  sub uuid not null references identity_accounts (sub) on delete cascade,
  challenge_name text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index identity_challenges_expiry on identity_challenges (expires_at);

-- A signed-in session: its id is the tokens' origin_jti, its refresh token is kept hashed.
-- Revoking it ends the refresh token and, within a minute, its access tokens at the API.
create table identity_sessions (
  id uuid primary key,
  sub uuid not null references identity_accounts (sub) on delete cascade,
  client_id text not null,
  refresh_token_hash text not null unique,
  -- What its access tokens may do: a password sign-in's, or the scopes the hosted page granted.
  scope text not null,
  -- The sign-in itself: the tokens' auth_time, kept across refreshes.
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index identity_sessions_sub on identity_sessions (sub);
create index identity_sessions_expiry on identity_sessions (expires_at);

-- The hosted sign-in's authorization codes (RFC 6749 with PKCE), hashed and single use.
create table identity_authorization_codes (
  code_hash text primary key,
  sub uuid not null references identity_accounts (sub) on delete cascade,
  client_id text not null,
  redirect_uri text not null,
  code_challenge text not null,
  scope text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  -- The session its exchange started: a replayed code ends it (RFC 6749 §4.1.2).
  session_id uuid
);
create index identity_authorization_codes_expiry on identity_authorization_codes (expires_at);

-- Failed sign-ins per e-mail (known or not) and per client address; a lockout is read from the
-- count and the time of the last failure, so it needs no timer and every instance sees it.
create table identity_sign_in_failures (
  key text primary key,
  failures integer not null check (failures > 0),
  last_failure_at timestamptz not null
);
