// Refund reminders (DESIGN §8): when refunds open, to holders of a balance; three days before
// they close, to those without a refund lodged; once per customer and event however many sweeps
// run, on however many instances; never to an opted-out customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../core/contracts/push-payload';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { setRefundsCloseAt } from '../operator/event-refund-settings';
import {
  creditWallet,
  insertCustomer,
  insertEvent,
  insertWallet,
  setEventState,
} from '../test-support/money-test-fixture';
import { openTestDatabase } from '../test-support/test-database';
import type { PushSender } from './push-sender';
import { sendDueRefundReminders } from './refund-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('refund reminders', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  const sent: { customerId: string; payload: PushPayload }[] = [];
  const sender: PushSender = {
    async sendToCustomer(customerId, payload) {
      sent.push({ customerId, payload });
      return { sent: 1, removed: 0, failed: 0 };
    },
  };

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  /** An event whose refunds opened `now`, and customers' wallets there. */
  async function event(state: 'FINISHED' | 'STARTED' | 'PUBLISHED' = 'FINISHED') {
    const eventId = await insertEvent(db, { state });
    await db.query('update events set refunds_opened_at = now() where id = $1', [eventId]);
    return eventId;
  }
  async function holder(
    eventId: string,
    cents: number,
    opts: { refundStatus?: 'AVAILABLE' | 'PROCESSING' | 'VOID'; optedOut?: boolean } = {},
  ) {
    const customerId = await insertCustomer(db);
    if (opts.optedOut) {
      await db.query('update customers set notification_opt_out = true where id = $1', [
        customerId,
      ]);
    }
    const wallet = await insertWallet(db, {
      eventId,
      customerId,
      refundStatus: opts.refundStatus ?? 'AVAILABLE',
    });
    if (cents > 0) await creditWallet(db, wallet.id, cents);
    return { customerId, walletId: wallet.id };
  }
  const sweep = (now = new Date()) => sendDueRefundReminders({ db, sender, now });
  const to = (customerId: string) => sent.filter((s) => s.customerId === customerId);

  it('tells holders of a balance once that refunds are open, never an opted-out one', async () => {
    const eventId = await event();
    const rich = await holder(eventId, 1000);
    const empty = await holder(eventId, 0);
    const quiet = await holder(eventId, 1000, { optedOut: true });
    const notOpen = await holder(await event('PUBLISHED'), 1000);

    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    expect(to(rich.customerId)).toEqual([
      {
        customerId: rich.customerId,
        payload: {
          title: 'Refunds Open',
          body: expect.stringContaining('refunds are now open'),
          url: `/event/wallet?walletId=${rich.walletId}&eventId=${eventId}`,
          tag: `wallet-${rich.walletId}`,
        },
      },
    ]);
    for (const nobody of [empty, quiet, notOpen]) expect(to(nobody.customerId)).toEqual([]);
  });

  it('tells a customer with two wallets at one event once', async () => {
    const eventId = await event();
    const first = await holder(eventId, 500);
    const second = await insertWallet(db, {
      eventId,
      customerId: first.customerId,
      refundStatus: 'AVAILABLE',
    });
    await creditWallet(db, second.id, 700);
    await sweep();
    expect(to(first.customerId)).toHaveLength(1);
  });

  it('does not announce an opening older than a week', async () => {
    const eventId = await event();
    const late = await holder(eventId, 500);
    await sweep(new Date(Date.now() + 8 * DAY_MS));
    expect(to(late.customerId)).toEqual([]);
  });

  it('reminds three days before the close those without a refund lodged, once', async () => {
    const eventId = await event('STARTED');
    const close = new Date(Date.now() + 10 * DAY_MS);
    await setRefundsCloseAt(db, eventId, close);
    const waiting = await holder(eventId, 800);
    const cancelled = await holder(eventId, 800, { refundStatus: 'VOID' });
    const lodged = await holder(eventId, 800, { refundStatus: 'PROCESSING' });
    await sweep();
    const before = sent.length;

    await sweep(new Date(close.getTime() - 4 * DAY_MS));
    expect(sent.length).toBe(before);
    await Promise.all([
      sweep(new Date(close.getTime() - 3 * DAY_MS)),
      sweep(new Date(close.getTime() - 2 * DAY_MS)),
    ]);
    await sweep(new Date(close.getTime() - DAY_MS));
    for (const due of [waiting, cancelled]) {
      expect(to(due.customerId).map((s) => s.payload.title)).toEqual([
        'Refunds Open',
        'Refunds Closing Soon',
      ]);
    }
    expect(to(lodged.customerId).map((s) => s.payload.title)).toEqual(['Refunds Open']);
    expect(to(waiting.customerId)[1]?.payload.body).toContain('Refunds close on');
  });

  it('sends nothing once the refunds have closed', async () => {
    const eventId = await event();
    const close = new Date(Date.now() + DAY_MS);
    await setRefundsCloseAt(db, eventId, close);
    const late = await holder(eventId, 800);
    await sweep(new Date(close.getTime() + 1));
    await setEventState(db, eventId, 'CLOSED');
    await sweep();
    expect(to(late.customerId)).toEqual([]);
  });
});
