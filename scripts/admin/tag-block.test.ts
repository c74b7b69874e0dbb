// Issue #25 item 1, the operator's side: block, unblock and list bands; taps on a blocked band
// are refused with the reason and write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../server/operator/events';
import {
  type AdminHarness,
  addCustomer,
  balanceOfTag,
  claimTagAs,
  startAdminHarness,
} from './admin-test-support';
import { EXIT } from './run-admin';

const LOST = '04AA00000000B1';
const SPARE = '04AA00000000B2';
const OTHER = '04AA00000000B3';

describe('tag block, unblock and blocked', () => {
  let h: AdminHarness;
  let eventId: string;
  let closedEventId: string;

  const ledgerRows = async () =>
    h.db.query('select * from wallet_transactions order by purchase_reference');
  const blockRows = async () => h.db.query('select * from band_blocks order by blocked_at, id');

  beforeAll(async () => {
    h = await startAdminHarness();
    const rates = {
      currency: 'NZD',
      activationFeeOnlineCents: 400,
      creditCardFeeBp: 500,
      refundFeeOnlineCents: 250,
      contractCode: 'LB',
    };
    eventId = (await createEvent(h.db, { name: 'Lost And Found', ...rates })).id;
    closedEventId = (await createEvent(h.db, { name: 'Long Gone', ...rates })).id;
    for (const uid of [LOST, SPARE, OTHER]) {
      expect((await h.admin('tag', 'issue', eventId, '--uid', uid, '--serial', '4711')).code).toBe(
        EXIT.ok,
      );
    }
    expect(
      (await h.admin('tag', 'issue', closedEventId, '--uid', LOST, '--serial', '990')).code,
    ).toBe(EXIT.ok);
    for (const state of ['PUBLISHED', 'STARTED']) {
      expect((await h.admin('event', 'state', eventId, state)).code).toBe(EXIT.ok);
    }
    for (const state of ['PUBLISHED', 'STARTED', 'FINISHED', 'CLOSED']) {
      expect((await h.admin('event', 'state', closedEventId, state)).code).toBe(EXIT.ok);
    }
    const customerId = await addCustomer(h.db, 'sub-lost', 'lena@example.com');
    await claimTagAs(h.db, LOST, customerId);
    expect(
      (await h.admin('tap', 'topup', eventId, '--uid', LOST, '--amount', '30', '--method', 'cash'))
        .code,
    ).toBe(EXIT.ok);
  });
  afterAll(() => h.dispose());

  it('says so when no band is blocked', async () => {
    const { code, output } = await h.admin('tag', 'blocked');
    expect(code).toBe(EXIT.ok);
    expect(output).toBe('No band is blocked.');
  });

  it('blocks a band, after which vendor and desk taps on it are refused and write nothing', async () => {
    let { code, output } = await h.admin('tag', 'block', eventId, '--uid', '04aa 0000 0000 b1');
    expect(code).toBe(EXIT.ok);
    expect(output).toBe('Blocked band 04 AA00 0000 00B1: taps on it are refused.');

    const before = await ledgerRows();
    ({ code, output } = await h.admin('tap', 'purchase', eventId, '--uid', LOST, '--amount', '5'));
    expect(code).toBe(EXIT.refused);
    expect(output).toBe(
      'Refused: Band 04 AA00 0000 00B1 is blocked (the operator blocked it): taps on it are refused',
    );
    ({ code, output } = await h.admin(
      'tap',
      'topup',
      eventId,
      '--uid',
      LOST,
      '--amount',
      '5',
      '--method',
      'card',
    ));
    expect(code).toBe(EXIT.refused);
    expect(output).toContain('is blocked (the operator blocked it)');
    expect(await ledgerRows()).toEqual(before);
    expect(await balanceOfTag(h.db, LOST)).toBe(3000);

    // The other bands of the event trade as before.
    ({ code } = await h.admin(
      'tap',
      'topup',
      eventId,
      '--uid',
      SPARE,
      '--amount',
      '5',
      '--method',
      'cash',
    ));
    expect(code).toBe(EXIT.ok);
  });

  it('answers a replayed sale made before the block as recorded, not refused', async () => {
    await h.admin('tap', 'topup', eventId, '--uid', OTHER, '--amount', '9', '--method', 'cash');
    expect(
      (
        await h.admin(
          'tap',
          'purchase',
          eventId,
          '--uid',
          OTHER,
          '--amount',
          '2',
          '--reference',
          'R-1',
        )
      ).code,
    ).toBe(EXIT.ok);
    expect((await h.admin('tag', 'block', eventId, '--uid', OTHER)).code).toBe(EXIT.ok);
    const replay = await h.admin(
      'tap',
      'purchase',
      eventId,
      '--uid',
      OTHER,
      '--amount',
      '2',
      '--reference',
      'R-1',
    );
    expect(replay.code).toBe(EXIT.ok);
    expect(replay.output).toContain('Reference R-1 was already recorded; nothing changed.');
    const fresh = await h.admin(
      'tap',
      'purchase',
      eventId,
      '--uid',
      OTHER,
      '--amount',
      '2',
      '--reference',
      'R-2',
    );
    expect(fresh.code).toBe(EXIT.refused);
  });

  it('says a band is already blocked and changes nothing', async () => {
    const before = await blockRows();
    const { code, output } = await h.admin('tag', 'block', eventId, '--uid', LOST);
    expect(code).toBe(EXIT.ok);
    expect(output).toMatch(
      /^Band 04 AA00 0000 00B1 was already blocked \(blocked by operator, \d{4}-\d\d-\d\d \d\d:\d\d UTC\); nothing changed\.$/,
    );
    expect(await blockRows()).toEqual(before);
  });

  it('lists the blocked bands with who blocked them, when, the customer and the balance', async () => {
    let { code, output } = await h.admin('tag', 'blocked');
    expect(code).toBe(EXIT.ok);
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^UID +EVENT +BLOCKED AT +BY +CUSTOMER +BALANCE +MOVED$/);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${LOST} +Lost And Found +\\d{4}-.+ UTC +OPERATOR +lena@example.com +\\$30\\.00 +-$`,
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${OTHER} +Lost And Found +.+ OPERATOR +- +\\$7\\.00 +-$`),
    );
    expect(lines).toHaveLength(3);

    ({ code, output } = await h.admin('tag', 'blocked', closedEventId));
    expect(code).toBe(EXIT.ok);
    expect(output).toBe('No band is blocked.');
  });

  it('unblocks a band, after which its taps are taken again', async () => {
    let { code, output } = await h.admin('tag', 'unblock', eventId, '--uid', LOST);
    expect(code).toBe(EXIT.ok);
    expect(output).toBe('Unblocked band 04 AA00 0000 00B1: taps on it are taken again.');
    expect((await h.admin('tap', 'purchase', eventId, '--uid', LOST, '--amount', '5')).code).toBe(
      EXIT.ok,
    );
    expect(await balanceOfTag(h.db, LOST)).toBe(2500);

    ({ code, output } = await h.admin('tag', 'unblock', eventId, '--uid', LOST));
    expect(code).toBe(EXIT.ok);
    expect(output).toBe('Band 04 AA00 0000 00B1 is not blocked; nothing changed.');
    // The lifted block stays on record.
    expect((await blockRows()).filter((row) => row.unblocked_at !== null)).toHaveLength(1);
  });

  it.each([
    [['tag', 'block', 'nonsense', '--uid', LOST], EXIT.refused, '"nonsense" is not an event id'],
    [['tag', 'block', '$EVENT', '--uid', '04AA'], EXIT.refused, 'uid must be 14 letters or digits'],
    [
      ['tag', 'block', '$EVENT', '--uid', '04AA00000000FF'],
      EXIT.refused,
      'No tag 04AA00000000FF at "Lost And Found"',
    ],
    [['tag', 'block', '$EVENT'], EXIT.usage, '--uid is required'],
    [['tag', 'unblock'], EXIT.usage, 'Expected 1 argument(s) (<eventId>), got 0'],
    [['tag', 'blocked', 'nonsense'], EXIT.refused, '"nonsense" is not an event id'],
    [
      ['tag', 'block', '$CLOSED', '--uid', LOST],
      EXIT.refused,
      'Cannot block or unblock a band: event "Long Gone" is CLOSED and its refunds have closed',
    ],
  ])('refuses %j and writes nothing', async (argv, exit, message) => {
    const before = await blockRows();
    const args = argv.map((word) =>
      word === '$EVENT' ? eventId : word === '$CLOSED' ? closedEventId : word,
    );
    const { code, output } = await h.admin(...args);
    expect(code).toBe(exit);
    expect(output).toContain(message);
    expect(await blockRows()).toEqual(before);
  });
});
