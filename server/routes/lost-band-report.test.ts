// Issue #25 item 1: a customer reports a band lost, which blocks it at once (its card and wallet
// say so, taps are refused); every refusal is a 4xx naming why and writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandLostEndpoint } from '../../core/contracts/lost-band-contract';
import {
  BAND_ALREADY_BLOCKED,
  BAND_NOT_A_BAND,
  BAND_REFUNDS_CLOSED,
} from '../../core/domain/lost-band';
import { tapPurchase, tapTopUp } from '../operator/taps';
import { type LostBandFixture, startLostBandFixture } from '../test-support/lost-band-fixture';

const CUSTOMER = '/api/private/customer';
const WALLET = '/api/private/customer/wallet';

let lb: LostBandFixture;
beforeAll(async () => {
  lb = await startLostBandFixture();
});
afterAll(() => lb.fx.close());

describe('report lost', () => {
  it('blocks the band at once: the card and the wallet say so, and taps are refused', async () => {
    const lost = await lb.band({ owner: lb.annId, cents: 3000 });
    // The list is kept in memory until a change to it: the block is one.
    await lb.fx.post('ann', CUSTOMER, { returning: false });
    const res = await lb.reportLost('ann', lost.walletId);
    expect(res.statusCode).toBe(200);
    const { bandBlock } = res.json();
    expect(res.json()).toEqual({
      walletId: lost.walletId,
      eventId: lb.started,
      uid: lost.uid,
      bandBlock: {
        blockedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.+Z$/),
        blockedBy: 'CUSTOMER',
        movedToUid: null,
        movedAmount: null,
        movedAt: null,
      },
    });

    const cards = (await lb.fx.post('ann', CUSTOMER, { returning: false })).json()
      .eventRegistrationList as { walletId: string; bandBlock: unknown }[];
    expect(cards.find((card) => card.walletId === lost.walletId)?.bandBlock).toEqual(bandBlock);
    const wallet = await lb.fx.post('ann', WALLET, {
      walletId: lost.walletId,
      eventId: lb.started,
    });
    expect(wallet.json().bandBlock).toEqual(bandBlock);

    const rows = await lb.fx.db.query('select * from wallet_transactions where wallet_id = $1', [
      lost.walletId,
    ]);
    await expect(
      tapPurchase(lb.fx.db, { eventId: lb.started, target: { uid: lost.uid }, amountCents: 500 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('is blocked (its owner reported it lost)'),
    });
    await expect(
      tapTopUp(lb.fx.db, {
        eventId: lb.started,
        target: { uid: lost.uid },
        amountCents: 500,
        method: 'cash',
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(
      await lb.fx.db.query('select * from wallet_transactions where wallet_id = $1', [
        lost.walletId,
      ]),
    ).toEqual(rows);
  });

  it('answers the card and wallet of a band nobody blocked without a block', async () => {
    const kept = await lb.band({ owner: lb.annId, cents: 100 });
    const cards = (await lb.fx.post('ann', CUSTOMER, { returning: false })).json()
      .eventRegistrationList as { walletId: string }[];
    expect(cards.find((card) => card.walletId === kept.walletId)).not.toHaveProperty('bandBlock');
    const wallet = await lb.fx.post('ann', WALLET, {
      walletId: kept.walletId,
      eventId: lb.started,
    });
    expect(wallet.json()).not.toHaveProperty('bandBlock');
  });

  it('refuses another customer’s band, and a wallet named with another event, as not found', async () => {
    const lost = await lb.band({ owner: lb.annId, cents: 100 });
    await lb.expectRefused(() => lb.reportLost('bob', lost.walletId), 404, 'Wallet not found');
    const other = await lb.fx.event({ state: 'STARTED' });
    await lb.expectRefused(
      () => lb.reportLost('ann', lost.walletId, other),
      404,
      'Wallet not found',
    );
  });

  it('refuses a band already blocked', async () => {
    const lost = await lb.band({ owner: lb.annId, cents: 100 });
    expect((await lb.reportLost('ann', lost.walletId)).statusCode).toBe(200);
    await lb.expectRefused(() => lb.reportLost('ann', lost.walletId), 409, BAND_ALREADY_BLOCKED);
  });

  it('takes one of two reports sent at once', async () => {
    const lost = await lb.band({ owner: lb.annId, cents: 100 });
    const answers = await Promise.all([
      lb.reportLost('ann', lost.walletId),
      lb.reportLost('ann', lost.walletId),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const blocks = await lb.fx.db.query('select 1 from band_blocks where tag_id = $1', [
      lost.tagId,
    ]);
    expect(blocks).toHaveLength(1);
  });

  it('refuses a ticket without a band', async () => {
    const number = `T-${randomUUID()}`;
    const ticketId = await lb.fx.ticket(lb.started, { ticketNumber: number });
    const [wallet] = await lb.fx.db.query<{ id: string }>(
      'insert into wallets (event_id, customer_id, ticket_id) values ($1, $2, $3) returning id',
      [lb.started, lb.annId, ticketId],
    );
    await lb.expectRefused(() => lb.reportLost('ann', wallet?.id as string), 409, BAND_NOT_A_BAND);
  });

  it.each(['CLOSED', 'ARCHIVED'] as const)('refuses a band whose event is %s', async (state) => {
    const eventId = await lb.fx.event({ state: 'FINISHED' });
    const lost = await lb.band({ owner: lb.annId, cents: 100, eventId });
    await lb.fx.setEventState(eventId, state);
    await lb.expectRefused(() => lb.reportLost('ann', lost.walletId), 409, BAND_REFUNDS_CLOSED);
  });

  it("refuses a report once the event's refunds-close moment has passed, not before", async () => {
    const eventId = await lb.fx.event({ state: 'FINISHED' });
    const lost = await lb.band({ owner: lb.annId, cents: 100, eventId });
    const closeAt = async (offsetMs: number) =>
      lb.fx.db.query('update events set refunds_close_at = $2 where id = $1', [
        eventId,
        new Date(Date.now() + offsetMs),
      ]);
    await closeAt(-60_000);
    await lb.expectRefused(() => lb.reportLost('ann', lost.walletId), 409, BAND_REFUNDS_CLOSED);
    await closeAt(3_600_000);
    expect((await lb.reportLost('ann', lost.walletId)).statusCode).toBe(200);
  });

  it.each(['DRAFT', 'PUBLISHED', 'FINISHED'] as const)(
    'takes a report while the event is %s',
    async (state) => {
      const eventId = await lb.fx.event({ state });
      const lost = await lb.band({ owner: lb.annId, eventId });
      expect((await lb.reportLost('ann', lost.walletId)).statusCode).toBe(200);
    },
  );

  it('refuses a body with a field the contract does not name', async () => {
    const lost = await lb.band({ owner: lb.annId });
    const before = await lb.written();
    const res = await lb.fx.post('ann', bandLostEndpoint.path, {
      walletId: lost.walletId,
      eventId: lb.started,
      uid: lost.uid,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('uid');
    expect(await lb.written()).toBe(before);
  });
});
