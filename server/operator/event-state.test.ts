import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STATES } from '../../core/domain/event-phase';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../test-support/test-database';
import { moveEventState, nextEventState } from './event-state';
import { createEvent } from './events';
import { issueTag } from './tags';

describe('nextEventState', () => {
  it('walks the states in order and stops after ARCHIVED', () => {
    const walk: string[] = ['DRAFT'];
    for (let state = nextEventState('DRAFT'); state; state = nextEventState(state))
      walk.push(state);
    expect(walk).toEqual([...EVENT_STATES]);
  });
});

describe('moveEventState', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  const newEvent = (name: string) =>
    createEvent(db, {
      name,
      currency: 'nzd',
      activationFeeOnlineCents: 0,
      creditCardFeeBp: 250,
      refundFeeOnlineCents: 0,
      contractCode: ' C-1 ',
    });

  it('opens refunds on FINISHED for wallets not yet open, once, with one OPEN batch', async () => {
    const event = await newEvent('Opening');
    expect(event).toMatchObject({ state: 'DRAFT', currency: 'NZD', contractCode: 'C-1' });
    await moveEventState(db, event.id, 'PUBLISHED');
    const kept = await issueTag(db, { eventId: event.id, uid: '04000000000001', serial: '111' });
    const opened = await issueTag(db, { eventId: event.id, uid: '04000000000002', serial: '222' });
    await db.query(`update wallets set refund_status = 'VOID' where id = $1`, [kept.walletId]);
    await moveEventState(db, event.id, 'STARTED');

    const change = await moveEventState(db, event.id, 'FINISHED');
    expect(change).toMatchObject({ from: 'STARTED', to: 'FINISHED', refundsOpened: 1 });
    const statuses = await db.query<{ id: string; refund_status: string }>(
      'select id, refund_status from wallets where event_id = $1 order by refund_status',
      [event.id],
    );
    expect(statuses).toEqual([
      { id: opened.walletId, refund_status: 'AVAILABLE' },
      { id: kept.walletId, refund_status: 'VOID' },
    ]);
    const batches = await db.query<{ id: string; state: string }>(
      'select id, state from refund_batches where event_id = $1',
      [event.id],
    );
    expect(batches).toEqual([{ id: change.batchId, state: 'OPEN' }]);
  });

  it('closes the OPEN batch when the event closes and leaves the state alone on a refusal', async () => {
    const event = await newEvent('Closing');
    for (const state of ['PUBLISHED', 'STARTED', 'FINISHED'] as const) {
      await moveEventState(db, event.id, state);
    }
    await expect(moveEventState(db, event.id, 'ARCHIVED')).rejects.toThrow(
      'it can only move to CLOSED',
    );
    const change = await moveEventState(db, event.id, 'CLOSED');
    expect(change.batchId).not.toBeNull();
    const batches = await db.query('select state from refund_batches where event_id = $1', [
      event.id,
    ]);
    expect(batches).toEqual([{ state: 'CLOSED' }]);
    await expect(moveEventState(db, event.id, 'FINISHED')).rejects.toThrow('is CLOSED');
  });
});
