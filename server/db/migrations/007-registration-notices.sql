-- On the embedded database every writer is the serving process (the operator CLI too, over the
-- operator channel), so that process can keep each customer's registrations in memory until it
-- is told they changed, instead of asking for their version on every call
-- (server/repositories/registration-cache.ts). The triggers of 006 now also send a notice, which
-- arrives after the commit, naming the customer whose list changed, or '' when a change may
-- concern anyone. Only a session that asked for notices sends them: a NOTIFY serialises the
-- commits of every session that sends one, which PostgreSQL's many sessions would pay for nobody.
create function notify_registrations_changed(sub text) returns void language plpgsql as $$
begin
  if current_setting('tapwallet.change_notices', true) = 'on' then
    perform pg_notify('registrations_changed', coalesce(sub, ''));
  end if;
end $$;

create or replace function bump_wallet_owner_registrations() returns trigger language plpgsql as $$
declare
  changed text;
begin
  if tg_op <> 'INSERT' and old.customer_id is not null then
    update customers set registrations_version = registrations_version + 1
    where id = old.customer_id returning sub into changed;
    perform notify_registrations_changed(changed);
  end if;
  if tg_op <> 'DELETE' and new.customer_id is not null
     and (tg_op = 'INSERT' or new.customer_id is distinct from old.customer_id) then
    update customers set registrations_version = registrations_version + 1
    where id = new.customer_id returning sub into changed;
    perform notify_registrations_changed(changed);
  end if;
  return null;
end $$;

create or replace function bump_registration_generation() returns trigger language plpgsql as $$
begin
  update registration_generation set generation = generation + 1;
  perform notify_registrations_changed('');
  return null;
end $$;
