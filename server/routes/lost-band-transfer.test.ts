// Issue #25 item 1: a lost band's whole balance moves to a new band, found as a tag search finds
// it, as two linked rows in one transaction, exactly once under retries and concurrent calls;
// every refusal is a 4xx naming why and writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAND_NOT_BLOCKED,
  BAND_REFUND_IN_PROGRESS,
  BAND_REFUNDS_CLOSED,
  bandAlreadyMovedMessage,
  NEW_BAND_BLOCKED,
  NEW_BAND_IS_LOST_BAND,
  NEW_BAND_OTHER_EVENT,
  NEW_BAND_REGISTERED_TO_CALLER,
} from '../../core/domain/lost-band';
import { tapPurchase } from '../operator/taps';
import { BAND_GUESS_LIMITS } from '../repositories/band-guesses';
import { type LostBandFixture, startLostBandFixture } from '../test-support/lost-band-fixture';

const CUSTOMER = '/api/private/customer';
const WALLET = '/api/private/customer/wallet';

let lb: LostBandFixture;
beforeAll(async () => {
  lb = await startLostBandFixture();
});
afterAll(() => lb.fx.close());

describe('transfer', () => {
  /** Ann's band with a balance, reported lost, and a fresh band from the info desk. */
  async function lostAndNew(cents = 4250) {
    const lost = await lb.band({ owner: lb.annId, cents });
    expect((await lb.reportLost('ann', lost.walletId)).statusCode).toBe(200);
    return { lost, fresh: await lb.band() };
  }

  it('moves the whole balance as two linked rows and gives the new band to the customer', async () => {
    const { lost, fresh } = await lostAndNew();
    const res = await lb.transfer('ann', lost, fresh);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      walletId: fresh.walletId,
      eventId: lb.started,
      uid: fresh.uid,
      movedAmount: 42.5,
      movedAt: expect.stringMatching(/Z$/),
    });
    expect(await lb.balance(lost.walletId)).toBe(0);
    expect(await lb.balance(fresh.walletId)).toBe(4250);

    const rows = await lb.fx.db.query<{
      wallet_id: string;
      purchase_reference: string;
      category: string;
      state: string;
      total_cents: number;
      description: string;
    }>(
      `select wallet_id, purchase_reference, category, state, total_cents, description
       from wallet_transactions where category = 'TRANSFER' and wallet_id = any($1::uuid[])
       order by total_cents`,
      [[lost.walletId, fresh.walletId]],
    );
    const [block] = await lb.fx.db.query<{ id: string }>(
      'select id from band_blocks where tag_id = $1',
      [lost.tagId],
    );
    expect(rows).toEqual([
      {
        wallet_id: lost.walletId,
        purchase_reference: `MOVE-${block?.id}-OUT`,
        category: 'TRANSFER',
        state: 'COMPLETED',
        total_cents: -4250,
        description: 'Moved to new band',
      },
      {
        wallet_id: fresh.walletId,
        purchase_reference: `MOVE-${block?.id}-IN`,
        category: 'TRANSFER',
        state: 'COMPLETED',
        total_cents: 4250,
        description: 'Moved from lost band',
      },
    ]);

    // Both cards are Ann's: the lost one says where its balance went.
    const cards = (await lb.fx.post('ann', CUSTOMER, { returning: false })).json()
      .eventRegistrationList as { walletId: string; uid: string; bandBlock: unknown }[];
    expect(cards.find((card) => card.walletId === fresh.walletId)).toMatchObject({
      uid: fresh.uid,
    });
    expect(cards.find((card) => card.walletId === fresh.walletId)).not.toHaveProperty('bandBlock');
    expect(cards.find((card) => card.walletId === lost.walletId)?.bandBlock).toMatchObject({
      movedToUid: fresh.uid,
      movedAmount: 42.5,
    });
    const wallet = await lb.fx.post('ann', WALLET, {
      walletId: fresh.walletId,
      eventId: lb.started,
    });
    expect(wallet.json().transactionList).toContainEqual(
      expect.objectContaining({ purchaseCategory: 'TRANSFER', purchaseTotal: 42.5 }),
    );
    // The new band trades.
    await tapPurchase(lb.fx.db, {
      eventId: lb.started,
      target: { uid: fresh.uid },
      amountCents: 250,
    });
    expect(await lb.balance(fresh.walletId)).toBe(4000);
  });

  it('carries the ticket the lost band was exchanged for on to the new band', async () => {
    const number = `T-${randomUUID()}`;
    const ticketId = await lb.fx.ticket(lb.started, { ticketNumber: number });
    const lost = await lb.band({ owner: lb.annId, cents: 900 });
    await lb.fx.db.query('update wallets set ticket_id = $2 where id = $1', [
      lost.walletId,
      ticketId,
    ]);
    expect((await lb.reportLost('ann', lost.walletId)).statusCode).toBe(200);
    const fresh = await lb.band();
    expect((await lb.transfer('ann', lost, fresh)).statusCode).toBe(200);
    const cards = (await lb.fx.post('ann', CUSTOMER, { returning: false })).json()
      .eventRegistrationList as { walletId: string; ticketNumber: string | null }[];
    expect(cards.find((card) => card.walletId === fresh.walletId)?.ticketNumber).toBe(number);
    expect(cards.find((card) => card.walletId === lost.walletId)?.ticketNumber).toBeNull();
  });

  it('moves once under retries: the same call again answers the same and writes nothing', async () => {
    const { lost, fresh } = await lostAndNew(1000);
    const first = await lb.transfer('ann', lost, fresh);
    expect(first.statusCode).toBe(200);
    const before = await lb.written();
    const again = await lb.transfer('ann', lost, fresh);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await lb.written()).toBe(before);
  });

  it('moves once when two calls come at once, and a tap on the new band meanwhile is kept', async () => {
    const { lost, fresh } = await lostAndNew(2000);
    await lb.fx.ledger(fresh.walletId, [{ totalCents: 500 }]);
    const [a, b] = await Promise.all([
      lb.transfer('ann', lost, fresh),
      lb.transfer('ann', lost, fresh),
      tapPurchase(lb.fx.db, { eventId: lb.started, target: { uid: fresh.uid }, amountCents: 300 }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(a?.json()).toEqual(b?.json());
    expect(await lb.balance(lost.walletId)).toBe(0);
    expect(await lb.balance(fresh.walletId)).toBe(2000 + 500 - 300);
    const moves = await lb.fx.db.query(
      `select 1 from wallet_transactions where category = 'TRANSFER' and wallet_id = any($1::uuid[])`,
      [[lost.walletId, fresh.walletId]],
    );
    expect(moves).toHaveLength(2);
  });

  it('refuses a second new band once the balance moved', async () => {
    const { lost, fresh } = await lostAndNew(1000);
    expect((await lb.transfer('ann', lost, fresh)).statusCode).toBe(200);
    const another = await lb.band();
    await lb.expectRefused(
      () => lb.transfer('ann', lost, another),
      409,
      bandAlreadyMovedMessage(fresh.uid),
    );
  });

  it('moves nothing from a band that is not blocked', async () => {
    const lost = await lb.band({ owner: lb.annId, cents: 1000 });
    const fresh = await lb.band();
    await lb.expectRefused(() => lb.transfer('ann', lost, fresh), 409, BAND_NOT_BLOCKED);
  });

  it('moves nothing from another customer’s band, blocked or not', async () => {
    const { lost, fresh } = await lostAndNew(1000);
    await lb.expectRefused(() => lb.transfer('bob', lost, fresh), 404, 'Wallet not found');
  });

  it('refuses a wrong serial as a tag search does, counting it against the new band', async () => {
    const { lost, fresh } = await lostAndNew(1000);
    const before = await lb.fx.fingerprint();
    const res = await lb.transfer('ann', lost, { uid: fresh.uid, serial: '9999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tag not found');
    expect(await lb.fx.fingerprint()).toBe(before);
    const [guesses] = await lb.fx.db.query<{ wrong: number }>(
      'select cardinality(wrong_at) as wrong from band_guesses where uid = $1',
      [fresh.uid],
    );
    expect(guesses?.wrong).toBe(1);
  });

  it('does not find a band locked by wrong serials of other customers, the right serial too', async () => {
    const { lost, fresh } = await lostAndNew(1000);
    // Another customer guessing the new band's serial in the tag search locks it for all.
    for (let i = 0; i < BAND_GUESS_LIMITS.perHour; i += 1) {
      await lb.fx.post('bob', '/api/private/registration/card/find', {
        uid: fresh.uid,
        serial: `99${i}`,
        firstName: 'Bob',
        lastName: 'Lee',
        email: 'bob@example.com',
      });
    }
    const before = await lb.fx.fingerprint();
    const res = await lb.transfer('ann', lost, fresh);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tag not found');
    expect(await lb.fx.fingerprint()).toBe(before);
  });

  it('refuses a band of another event', async () => {
    const { lost } = await lostAndNew(1000);
    const elsewhere = await lb.band({ eventId: await lb.fx.event({ state: 'STARTED' }) });
    await lb.expectRefused(() => lb.transfer('ann', lost, elsewhere), 409, NEW_BAND_OTHER_EVENT);
  });

  it('refuses a band registered to another account, as a tag claim does', async () => {
    const { lost } = await lostAndNew(1000);
    const bobs = await lb.band({ owner: lb.bobId, cents: 100 });
    await lb.expectRefused(
      () => lb.transfer('ann', lost, bobs),
      409,
      'Tag is already registered to another account',
    );
  });

  it('refuses a band the customer already registered, and the lost band itself', async () => {
    const { lost } = await lostAndNew(1000);
    const own = await lb.band({ owner: lb.annId });
    await lb.expectRefused(() => lb.transfer('ann', lost, own), 409, NEW_BAND_REGISTERED_TO_CALLER);
    await lb.expectRefused(() => lb.transfer('ann', lost, lost), 409, NEW_BAND_IS_LOST_BAND);
  });

  it('refuses a new band that is blocked too', async () => {
    const { lost, fresh } = await lostAndNew(1000);
    await lb.fx.db.query(`insert into band_blocks (tag_id, blocked_by) values ($1, 'OPERATOR')`, [
      fresh.tagId,
    ]);
    await lb.expectRefused(() => lb.transfer('ann', lost, fresh), 409, NEW_BAND_BLOCKED);
  });

  it('refuses while a refund of the lost band is being processed', async () => {
    const { lost, fresh } = await lostAndNew(1000);
    await lb.fx.db.query(`update wallets set refund_status = 'PROCESSING' where id = $1`, [
      lost.walletId,
    ]);
    await lb.expectRefused(() => lb.transfer('ann', lost, fresh), 409, BAND_REFUND_IN_PROGRESS);
  });

  it('refuses once the event’s refunds have closed', async () => {
    const eventId = await lb.fx.event({ state: 'FINISHED' });
    const lost = await lb.band({ owner: lb.annId, cents: 1000, eventId });
    expect((await lb.reportLost('ann', lost.walletId)).statusCode).toBe(200);
    const fresh = await lb.band({ eventId });
    await lb.fx.setEventState(eventId, 'CLOSED');
    await lb.expectRefused(() => lb.transfer('ann', lost, fresh), 409, BAND_REFUNDS_CLOSED);
  });

  it('refuses a move that would take the new band above the maximum', async () => {
    const { lost, fresh } = await lostAndNew(60_000);
    await lb.fx.ledger(fresh.walletId, [{ totalCents: 50_000 }]);
    await lb.expectRefused(
      () => lb.transfer('ann', lost, fresh),
      409,
      'Wallet balance cannot exceed $999.99',
    );
  });

  it.each([
    [{ uid: '04AB', serial: '4711' }, 'body/uid must be 14 tag characters'],
    [{ uid: '04AB00000000CD', serial: '47' }, 'body/serial must be 3 to 6 characters'],
  ])('refuses a malformed band %j with 400', async (newBand, message) => {
    const { lost } = await lostAndNew(100);
    await lb.expectRefused(() => lb.transfer('ann', lost, newBand), 400, message);
  });
});
