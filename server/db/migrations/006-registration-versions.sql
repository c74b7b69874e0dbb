-- Versions of what POST /api/private/customer answers, so a server may keep a customer's
-- registrations in memory and ask the database only whether they changed. Triggers bump them
-- in the same transaction as the change itself, whichever code or tool writes, so every server
-- instance sees the new version from the moment the change commits.

-- A customer's own part: their wallets (balance, refund status, ticket, tag, order).
alter table customers add column registrations_version bigint not null default 0;

-- The parts shared by many customers: events, their assets, ticket numbers and tag uids. They
-- change rarely (operator work), so one counter for all of them is enough. A wallet references
-- its ticket and tag, so those cannot be deleted while they are listed; only a renumbering
-- counts.
create table registration_generation (
  singleton boolean primary key default true check (singleton),
  generation bigint not null
);
insert into registration_generation (generation) values (0);

create function bump_wallet_owner_registrations() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' and old.customer_id is not null then
    update customers set registrations_version = registrations_version + 1
    where id = old.customer_id;
  end if;
  if tg_op <> 'DELETE' and new.customer_id is not null
     and (tg_op = 'INSERT' or new.customer_id is distinct from old.customer_id) then
    update customers set registrations_version = registrations_version + 1
    where id = new.customer_id;
  end if;
  return null;
end $$;

create trigger wallets_bump_registrations
  after insert or update or delete on wallets
  for each row execute function bump_wallet_owner_registrations();

create function bump_registration_generation() returns trigger language plpgsql as $$
begin
  update registration_generation set generation = generation + 1;
  return null;
end $$;

create trigger wallets_truncate_bumps_registrations
  after truncate on wallets
  for each statement execute function bump_registration_generation();
-- Deleting an event deletes its wallets, which the wallet trigger already counts.
create trigger events_bump_registrations
  after update on events
  for each statement execute function bump_registration_generation();
create trigger event_assets_bump_registrations
  after insert or update or delete or truncate on event_assets
  for each statement execute function bump_registration_generation();
create trigger tickets_bump_registrations
  after update of ticket_number on tickets
  for each statement execute function bump_registration_generation();
create trigger tags_bump_registrations
  after update of uid on tags
  for each statement execute function bump_registration_generation();
