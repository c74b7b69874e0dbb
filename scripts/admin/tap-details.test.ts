// `tap purchase … --vendor "Bar 3" --item "Beer 2x9.50"`: the reader's account of a sale is kept
// with it, and a mistyped one is refused before anything is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveEventState } from '../../server/operator/event-state';
import { createEvent } from '../../server/operator/events';
import { findTapDetails } from '../../server/operator/tap-details';
import { type AdminHarness, startAdminHarness } from './admin-test-support';
import { EXIT } from './run-admin';

const TAG = '04EE00000000E5';

describe('tap purchase with a vendor and items', () => {
  let h: AdminHarness;
  let eventId: string;

  const rowCount = async () =>
    (await h.db.query<{ n: number }>('select count(*)::int as n from wallet_transactions'))[0]?.n;
  const purchase = (...extra: string[]) =>
    h.admin('tap', 'purchase', eventId, '--uid', TAG, '--amount', '19.00', ...extra);

  beforeAll(async () => {
    h = await startAdminHarness();
    const event = await createEvent(h.db, {
      name: 'Vendor Vibes',
      currency: 'NZD',
      activationFeeOnlineCents: 400,
      creditCardFeeBp: 500,
      refundFeeOnlineCents: 250,
      contractCode: 'VV',
    });
    eventId = event.id;
    await moveEventState(h.db, eventId, 'PUBLISHED');
    await h.admin('tag', 'issue', eventId, '--uid', TAG, '--serial', '505');
    await moveEventState(h.db, eventId, 'STARTED');
    await h.admin('tap', 'topup', eventId, '--uid', TAG, '--amount', '100', '--method', 'cash');
  });
  afterAll(() => h.dispose());

  it('keeps the vendor and each item with the purchase, once', async () => {
    const argv = ['--vendor', 'Bar 3', '--item', 'Beer 2x9.50', '--item', 'Water 0'];
    const first = await purchase('--reference', 'BAR3-0001', ...argv);
    expect(first.code).toBe(EXIT.ok);
    expect(first.output).toContain('Recorded a purchase of $19.00 (reference BAR3-0001).');
    const replay = await purchase('--reference', 'BAR3-0001', ...argv);
    expect(replay.output).toContain('was already recorded; nothing changed');
    expect(await findTapDetails(h.db, 'BAR3-0001')).toEqual({
      vendor: 'Bar 3',
      items: [
        { name: 'Beer', quantity: 2, unitPriceCents: 950 },
        { name: 'Water', quantity: 1, unitPriceCents: 0 },
      ],
    });
  });

  it('records a purchase without details as before', async () => {
    expect((await purchase('--reference', 'BAR3-0002')).code).toBe(EXIT.ok);
    expect(await findTapDetails(h.db, 'BAR3-0002')).toEqual({ vendor: null, items: [] });
  });

  it.each([
    [['--item', 'Beer'], '--item: An item must be "<name> <quantity>x<price>"'],
    [['--item', 'Beer 0x9.50'], '--item: An item\'s quantity is from 1 to 99, got "Beer 0x9.50"'],
    [['--item', 'Beer 2x9.505'], 'got "Beer 2x9.505"'],
    [['--vendor', ''], '--vendor: A vendor is a name such as "Bar 3"'],
    [['--vendor', 'V'.repeat(61)], "--vendor: A vendor's name is at most 60 characters"],
  ])('%j is refused with a clear sentence, nothing written', async (extra, message) => {
    const before = await rowCount();
    const { code, output } = await purchase(...extra);
    expect(code).toBe(EXIT.usage);
    expect(output).toContain(message);
    expect(await rowCount()).toBe(before);
  });
});
