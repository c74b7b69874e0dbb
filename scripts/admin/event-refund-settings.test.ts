// The operator sets when an event's refunds close, how long the bank takes, and its charity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../server/operator/events';
import { type AdminHarness, startAdminHarness } from './admin-test-support';
import { EXIT } from './run-admin';

describe('event refunds close-at, processing-days and charity', () => {
  let h: AdminHarness;
  let eventId: string;

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await createEvent(h.db, {
        name: 'Harbour Lights',
        currency: 'NZD',
        activationFeeOnlineCents: 400,
        creditCardFeeBp: 500,
        refundFeeOnlineCents: 250,
        contractCode: 'HLF',
      })
    ).id;
  });
  afterAll(() => h.dispose());

  const settings = async () => {
    const [row] = await h.db.query<{
      closeAt: Date | null;
      days: number;
      charity: string | null;
    }>(
      `select refunds_close_at as "closeAt", refund_processing_days as days,
         charity_name as charity from events where id = $1`,
      [eventId],
    );
    return { ...row, closeAt: row?.closeAt ? new Date(row.closeAt).toISOString() : null };
  };

  it('lists the three commands in the help', async () => {
    const { output } = await h.admin('--help');
    expect(output).toContain(
      'npm run admin -- event refunds close-at <eventId> <2026-12-24T17:00+13:00 | none>',
    );
    expect(output).toContain('npm run admin -- event refunds processing-days <eventId> <days>');
    expect(output).toContain('npm run admin -- event charity <eventId> <"Charity name" | none>');
  });

  it('starts without a close time or charity and with 7 processing days', async () => {
    expect(await settings()).toEqual({ closeAt: null, days: 7, charity: null });
  });

  it('sets and clears the close time, read with its offset', async () => {
    const set = await h.admin('event', 'refunds', 'close-at', eventId, '2099-12-24T17:00+13:00');
    expect(set.code).toBe(EXIT.ok);
    expect(set.output).toBe(
      `Event "Harbour Lights" (${eventId}): refunds close at 2099-12-24T04:00:00.000Z.`,
    );
    expect((await settings()).closeAt).toBe('2099-12-24T04:00:00.000Z');

    const past = await h.admin('event', 'refunds', 'close-at', eventId, '2020-01-01T00:00Z');
    expect(past.output).toContain('That moment has passed');

    const cleared = await h.admin('event', 'refunds', 'close-at', eventId, 'none');
    expect(cleared.output).toContain('no refunds close time; refunds close when it is CLOSED');
    expect((await settings()).closeAt).toBeNull();
  });

  it('sets the processing time and the charity, and clears the charity', async () => {
    const days = await h.admin('event', 'refunds', 'processing-days', eventId, '3');
    expect(days.output).toContain('refunds are expected 3 day(s) after their batch closes');
    const named = await h.admin('event', 'charity', eventId, '  Kids Can  ');
    expect(named.output).toContain('customers may donate to "Kids Can"');
    expect(await settings()).toMatchObject({ days: 3, charity: 'Kids Can' });
    const none = await h.admin('event', 'charity', eventId, 'None');
    expect(none.output).toContain('no charity; donations are not offered');
    expect((await settings()).charity).toBeNull();
  });

  it.each([
    [
      ['event', 'refunds', 'close-at', '<id>', '2099-12-24 17:00'],
      EXIT.usage,
      'The close time must be a date and time with its UTC offset, such as 2026-12-24T17:00+13:00, or "none", got "2099-12-24 17:00"',
    ],
    [
      ['event', 'refunds', 'close-at', '<id>', '2099-12-24T17:00'],
      EXIT.usage,
      'with its UTC offset',
    ],
    [['event', 'refunds', 'close-at', '<id>', '2099-02-30T17:00Z'], EXIT.usage, 'UTC offset'],
    [
      ['event', 'refunds', 'processing-days', '<id>', '0'],
      EXIT.usage,
      'The processing time must be a whole number of days from 1 to 90, got "0"',
    ],
    [['event', 'refunds', 'processing-days', '<id>', '2.5'], EXIT.usage, 'whole number of days'],
    [['event', 'refunds', 'processing-days', '<id>', '91'], EXIT.usage, 'from 1 to 90'],
    [['event', 'charity', '<id>', '   '], EXIT.refused, 'The charity name must not be empty'],
    [['event', 'charity', '<id>', 'x'.repeat(101)], EXIT.refused, 'at most 100 characters'],
    [['event', 'charity', 'nope', 'Kids Can'], EXIT.refused, '"nope" is not an event id'],
    [
      ['event', 'charity', '00000000-0000-4000-8000-000000000000', 'Kids Can'],
      EXIT.refused,
      'No event with id 00000000-0000-4000-8000-000000000000',
    ],
  ])('refuses %j, changing nothing', async (argv, exit, message) => {
    const before = await settings();
    const { code, output } = await h.admin(...argv.map((arg) => (arg === '<id>' ? eventId : arg)));
    expect(code).toBe(exit);
    expect(output).toContain(message);
    expect(await settings()).toEqual(before);
  });
});
