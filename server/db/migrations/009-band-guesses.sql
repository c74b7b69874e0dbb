-- Wrong serials entered for a band, counted per band across every customer. A band's uid can be
-- read by any NFC phone, so its serial is the one secret, and accounts are free: a limit per
-- customer alone let many accounts find a 4-digit serial in seconds. One row per band (the
-- normalised upper-case uid), written by one atomic upsert, so that any number of server
-- instances and concurrent searches draw on the same count (server/repositories/band-guesses.ts).
create table band_guesses (
  uid text primary key,
  -- When each wrong serial of the last day was taken, oldest first: a sliding log, so that no
  -- 24 hours hold more than the daily ceiling however the guesses are spread.
  wrong_at timestamptz[] not null default '{}',
  -- Until then every search of the band answers "not found", a right serial too.
  locked_until timestamptz,
  -- Searches and claims answered "not found" because the band was locked, since the last clear.
  refused integer not null default 0 check (refused >= 0)
);
