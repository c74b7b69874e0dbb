-- When an event's refunds opened: at FINISHED by default, or earlier, while it is STARTED, when
-- the operator opens them (`npm run admin -- event refunds open`). Null while they are not open.
-- Wallets made after that moment (a ticket claimed, a tag issued) start AVAILABLE too.
alter table events add column refunds_opened_at timestamptz;

update events set refunds_opened_at = updated_at where state in ('FINISHED', 'CLOSED', 'ARCHIVED');
