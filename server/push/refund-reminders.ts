// Refund reminders by Web Push (DESIGN §8 "Reminders"): every server instance sweeps on a
// schedule for customers due one, so a reminder needs no hook in whichever process opened the
// refunds or set the close time, and one missed while every server was down goes on the next
// sweep. Which instance sends is settled by the notice's row in push_notices (the pattern of
// wallet-notifications.ts): the first insert claims it, and every other sweep, here or on any
// instance, finds it taken. Paid and cancelled refunds are told by wallet-notifications.ts.
import type { FastifyBaseLogger } from 'fastify';
import { refundsCloseText } from '../../core/domain/refund-close';
import {
  CLOSING_REMINDER_DAYS,
  OPENED_REMINDER_DAYS,
  type ReminderText,
  refundsClosingReminder,
  refundsOpenReminder,
} from '../../core/domain/refund-reminders';
import type { Queryable } from '../db/database';
import type { PushSender } from './push-sender';

export const REMINDER_INTERVAL_MS = 5 * 60_000;

export type ReminderKind = 'REFUNDS_OPEN' | 'REFUNDS_CLOSING';

interface DueReminder {
  customerId: string;
  eventId: string;
  eventName: string;
  walletId: string;
  refundsCloseAt: Date | null;
}

// Wallets of customers who may hear from us (not opted out) holding a balance at an event whose
// refunds are open (FINISHED, or STARTED and opened early) and not past the close time.
const OPEN_REFUNDS = `from wallets w
  join customers c on c.id = w.customer_id
  join events e on e.id = w.event_id
  where w.balance_cents > 0 and not c.notification_opt_out
    and (e.state = 'FINISHED' or (e.state = 'STARTED' and e.refunds_opened_at is not null))
    and (e.refunds_close_at is null or e.refunds_close_at > $1::timestamptz)`;

// One row per customer and event (a ticket wallet and a band wallet at one event are one
// reminder), never one already sent.
const DUE = (kind: ReminderKind, condition: string) => `
  select distinct on (w.customer_id, e.id) w.customer_id as "customerId", e.id as "eventId",
    e.name as "eventName", w.id as "walletId", e.refunds_close_at as "refundsCloseAt"
  ${OPEN_REFUNDS} and ${condition}
    and not exists (select 1 from push_notices n where n.event_type = '${kind}'
      and n.reference = e.id::text || ':' || w.customer_id::text)
  order by w.customer_id, e.id, w.created_at, w.id`;

const DUE_OPENED = DUE(
  'REFUNDS_OPEN',
  `e.refunds_opened_at > $1::timestamptz - make_interval(days => ${OPENED_REMINDER_DAYS})`,
);

// No refund lodged at the event: none of the customer's wallets there has a live one.
const DUE_CLOSING = DUE(
  'REFUNDS_CLOSING',
  `e.refunds_close_at <= $1::timestamptz + make_interval(days => ${CLOSING_REMINDER_DAYS})
    and not exists (select 1 from wallets o where o.event_id = e.id
      and o.customer_id = w.customer_id and o.refund_status in ('PROCESSING', 'COMPLETED'))`,
);

export interface ReminderSweep {
  opened: number;
  closing: number;
}

/** Sends every reminder due at `now` that no process has claimed yet. */
export async function sendDueRefundReminders(opts: {
  db: Queryable;
  sender: PushSender;
  now?: Date;
}): Promise<ReminderSweep> {
  const now = opts.now ?? new Date();
  const send = async (
    kind: ReminderKind,
    sql: string,
    text: (due: DueReminder) => ReminderText,
  ) => {
    let sent = 0;
    for (const due of await opts.db.query<DueReminder>(sql, [now.toISOString()])) {
      const claimed = await opts.db.query(
        `insert into push_notices (event_type, reference) values ($1, $2)
         on conflict do nothing returning reference`,
        [kind, `${due.eventId}:${due.customerId}`],
      );
      if (claimed.length === 0) continue;
      const search = new URLSearchParams({ walletId: due.walletId, eventId: due.eventId });
      await opts.sender.sendToCustomer(due.customerId, {
        ...text(due),
        url: `/event/wallet?${search}`,
        tag: `wallet-${due.walletId}`,
      });
      sent += 1;
    }
    return sent;
  };
  const opened = await send('REFUNDS_OPEN', DUE_OPENED, (due) =>
    refundsOpenReminder(due.eventName),
  );
  const closing = await send('REFUNDS_CLOSING', DUE_CLOSING, (due) =>
    refundsClosingReminder(due.eventName, refundsCloseText(due.refundsCloseAt ?? now)),
  );
  return { opened, closing };
}

export interface ReminderSchedule {
  /** Stops the schedule and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/** Sweeps at once and then every intervalMs, never two sweeps at once. */
export function scheduleRefundReminders(opts: {
  db: Queryable;
  sender: PushSender;
  intervalMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): ReminderSchedule {
  let current: Promise<unknown> | undefined;
  const tick = () => {
    if (current) return;
    current = sendDueRefundReminders(opts)
      .catch((error: unknown) => opts.log?.warn({ err: error }, 'refund reminders failed'))
      .finally(() => {
        current = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, opts.intervalMs ?? REMINDER_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
