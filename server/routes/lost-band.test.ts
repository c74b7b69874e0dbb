// Issue #25 item 1: a customer reports a band lost (it is blocked at once) and moves its whole
// balance to a new band, exactly once, with every refusal a 4xx naming why and writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAND_ALREADY_BLOCKED,
  BAND_NOT_A_BAND,
  BAND_NOT_BLOCKED,
  BAND_REFUND_IN_PROGRESS,
  BAND_REFUNDS_CLOSED,
  bandAlreadyMovedMessage,
  NEW_BAND_BLOCKED,
  NEW_BAND_IS_LOST_BAND,
  NEW_BAND_OTHER_EVENT,
  NEW_BAND_REGISTERED_TO_CALLER,
} from '../../core/domain/lost-band';
import { tapPurchase, tapTopUp } from '../operator/taps';
import { BAND_GUESS_LIMITS } from '../repositories/band-guesses';
import { type ApiFixture, startApiFixture } from '../test-support/customer-api-fixture';

const LOST = '/api/private/customer/band/lost';
const TRANSFER = '/api/private/customer/band/transfer';
const CUSTOMER = '/api/private/customer';
const WALLET = '/api/private/customer/wallet';

let tagCount = 0;
const nextUid = () => {
  tagCount += 1;
  return `04B7${tagCount.toString(16).toUpperCase().padStart(10, '0')}`;
};

interface Band {
  uid: string;
  serial: string;
  tagId: string;
  walletId: string;
}

describe('lost band routes', () => {
  let fx: ApiFixture;
  let annId: string;
  let bobId: string;
  let started: string;

  beforeAll(async () => {
    fx = await startApiFixture();
    annId = await fx.signIn('ann');
    bobId = await fx.signIn('bob');
    started = await fx.event({ name: 'Lost Weekend', state: 'STARTED' });
  });
  afterAll(() => fx.close());

  /** A band issued at the event, with a wallet; registered to the customer when given. */
  async function band(opts: { owner?: string; cents?: number; eventId?: string } = {}) {
    const uid = nextUid();
    const serial = '4711';
    const { tagId, walletId } = await fx.tag(opts.eventId ?? started, uid, serial);
    if (opts.owner) {
      await fx.db.query('update tags set claimed_by = $2, claimed_at = now() where id = $1', [
        tagId,
        opts.owner,
      ]);
      await fx.db.query('update wallets set customer_id = $2 where id = $1', [
        walletId,
        opts.owner,
      ]);
    }
    if (opts.cents) await fx.ledger(walletId as string, [{ totalCents: opts.cents }]);
    return { uid, serial, tagId, walletId: walletId as string } satisfies Band;
  }

  const eventOf = async (walletId: string) =>
    (
      await fx.db.query<{ event_id: string }>('select event_id from wallets where id = $1', [
        walletId,
      ])
    )[0]?.event_id as string;

  const reportLost = async (sub: string, walletId: string, eventId?: string) =>
    fx.post(sub, LOST, { walletId, eventId: eventId ?? (await eventOf(walletId)) });

  const transfer = async (sub: string, lost: Band, to: { uid: string; serial: string }) =>
    fx.post(sub, TRANSFER, {
      walletId: lost.walletId,
      eventId: await eventOf(lost.walletId),
      uid: to.uid,
      serial: to.serial,
    });

  const balance = async (walletId: string) =>
    (
      await fx.db.query<{ balance_cents: number }>(
        'select balance_cents from wallets where id = $1',
        [walletId],
      )
    )[0]?.balance_cents;

  /** Every table the two calls may write, the band blocks and guesses included. */
  const written = async () =>
    `${await fx.fingerprint()} ${JSON.stringify(
      await fx.db.query('select * from band_blocks order by id'),
    )} ${JSON.stringify(await fx.db.query('select uid, wrong_at, refused from band_guesses order by uid'))}`;

  async function expectRefused(
    call: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    message: string,
  ) {
    const before = await written();
    const res = await call();
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, message });
    expect(await written()).toBe(before);
  }

  describe('report lost', () => {
    it('blocks the band at once: the card and the wallet say so, and taps are refused', async () => {
      const lost = await band({ owner: annId, cents: 3000 });
      // The list is kept in memory until a change to it: the block is one.
      await fx.post('ann', CUSTOMER, { returning: false });
      const res = await reportLost('ann', lost.walletId);
      expect(res.statusCode).toBe(200);
      const { bandBlock } = res.json();
      expect(res.json()).toEqual({
        walletId: lost.walletId,
        eventId: started,
        uid: lost.uid,
        bandBlock: {
          blockedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.+Z$/),
          blockedBy: 'CUSTOMER',
          movedToUid: null,
          movedAmount: null,
          movedAt: null,
        },
      });

      const cards = (await fx.post('ann', CUSTOMER, { returning: false })).json()
        .eventRegistrationList as { walletId: string; bandBlock: unknown }[];
      expect(cards.find((card) => card.walletId === lost.walletId)?.bandBlock).toEqual(bandBlock);
      const wallet = await fx.post('ann', WALLET, { walletId: lost.walletId, eventId: started });
      expect(wallet.json().bandBlock).toEqual(bandBlock);

      const rows = await fx.db.query('select * from wallet_transactions where wallet_id = $1', [
        lost.walletId,
      ]);
      await expect(
        tapPurchase(fx.db, { eventId: started, target: { uid: lost.uid }, amountCents: 500 }),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringContaining('is blocked (its owner reported it lost)'),
      });
      await expect(
        tapTopUp(fx.db, {
          eventId: started,
          target: { uid: lost.uid },
          amountCents: 500,
          method: 'cash',
        }),
      ).rejects.toMatchObject({ statusCode: 409 });
      expect(
        await fx.db.query('select * from wallet_transactions where wallet_id = $1', [
          lost.walletId,
        ]),
      ).toEqual(rows);
    });

    it('answers the card and wallet of a band nobody blocked without a block', async () => {
      const kept = await band({ owner: annId, cents: 100 });
      const cards = (await fx.post('ann', CUSTOMER, { returning: false })).json()
        .eventRegistrationList as { walletId: string }[];
      expect(cards.find((card) => card.walletId === kept.walletId)).not.toHaveProperty('bandBlock');
      const wallet = await fx.post('ann', WALLET, { walletId: kept.walletId, eventId: started });
      expect(wallet.json()).not.toHaveProperty('bandBlock');
    });

    it('refuses another customer’s band, and a wallet named with another event, as not found', async () => {
      const lost = await band({ owner: annId, cents: 100 });
      await expectRefused(() => reportLost('bob', lost.walletId), 404, 'Wallet not found');
      const other = await fx.event({ state: 'STARTED' });
      await expectRefused(() => reportLost('ann', lost.walletId, other), 404, 'Wallet not found');
    });

    it('refuses a band already blocked', async () => {
      const lost = await band({ owner: annId, cents: 100 });
      expect((await reportLost('ann', lost.walletId)).statusCode).toBe(200);
      await expectRefused(() => reportLost('ann', lost.walletId), 409, BAND_ALREADY_BLOCKED);
    });

    it('takes one of two reports sent at once', async () => {
      const lost = await band({ owner: annId, cents: 100 });
      const answers = await Promise.all([
        reportLost('ann', lost.walletId),
        reportLost('ann', lost.walletId),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const blocks = await fx.db.query('select 1 from band_blocks where tag_id = $1', [lost.tagId]);
      expect(blocks).toHaveLength(1);
    });

    it('refuses a ticket without a band', async () => {
      const number = `T-${nextUid()}`;
      const ticketId = await fx.ticket(started, { ticketNumber: number });
      const [wallet] = await fx.db.query<{ id: string }>(
        'insert into wallets (event_id, customer_id, ticket_id) values ($1, $2, $3) returning id',
        [started, annId, ticketId],
      );
      await expectRefused(() => reportLost('ann', wallet?.id as string), 409, BAND_NOT_A_BAND);
    });

    it.each(['CLOSED', 'ARCHIVED'] as const)('refuses a band whose event is %s', async (state) => {
      const eventId = await fx.event({ state: 'FINISHED' });
      const lost = await band({ owner: annId, cents: 100, eventId });
      await fx.setEventState(eventId, state);
      await expectRefused(() => reportLost('ann', lost.walletId), 409, BAND_REFUNDS_CLOSED);
    });

    it.each(['DRAFT', 'PUBLISHED', 'FINISHED'] as const)(
      'takes a report while the event is %s',
      async (state) => {
        const eventId = await fx.event({ state });
        const lost = await band({ owner: annId, eventId });
        expect((await reportLost('ann', lost.walletId)).statusCode).toBe(200);
      },
    );

    it('refuses a body with a field the contract does not name', async () => {
      const lost = await band({ owner: annId });
      const before = await written();
      const res = await fx.post('ann', LOST, {
        walletId: lost.walletId,
        eventId: started,
        uid: lost.uid,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('uid');
      expect(await written()).toBe(before);
    });
  });

  describe('transfer', () => {
    /** Ann's band with a balance, reported lost, and a fresh band from the info desk. */
    async function lostAndNew(cents = 4250) {
      const lost = await band({ owner: annId, cents });
      expect((await reportLost('ann', lost.walletId)).statusCode).toBe(200);
      return { lost, fresh: await band() };
    }

    it('moves the whole balance as two linked rows and gives the new band to the customer', async () => {
      const { lost, fresh } = await lostAndNew();
      const res = await transfer('ann', lost, fresh);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        walletId: fresh.walletId,
        eventId: started,
        uid: fresh.uid,
        movedAmount: 42.5,
        movedAt: expect.stringMatching(/Z$/),
      });
      expect(await balance(lost.walletId)).toBe(0);
      expect(await balance(fresh.walletId)).toBe(4250);

      const rows = await fx.db.query<{
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
      const [block] = await fx.db.query<{ id: string }>(
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
      const cards = (await fx.post('ann', CUSTOMER, { returning: false })).json()
        .eventRegistrationList as { walletId: string; uid: string; bandBlock: unknown }[];
      expect(cards.find((card) => card.walletId === fresh.walletId)).toMatchObject({
        uid: fresh.uid,
      });
      expect(cards.find((card) => card.walletId === fresh.walletId)).not.toHaveProperty(
        'bandBlock',
      );
      expect(cards.find((card) => card.walletId === lost.walletId)?.bandBlock).toMatchObject({
        movedToUid: fresh.uid,
        movedAmount: 42.5,
      });
      const wallet = await fx.post('ann', WALLET, { walletId: fresh.walletId, eventId: started });
      expect(wallet.json().transactionList).toContainEqual(
        expect.objectContaining({ purchaseCategory: 'TRANSFER', purchaseTotal: 42.5 }),
      );
      // The new band trades.
      await tapPurchase(fx.db, { eventId: started, target: { uid: fresh.uid }, amountCents: 250 });
      expect(await balance(fresh.walletId)).toBe(4000);
    });

    it('carries the ticket the lost band was exchanged for on to the new band', async () => {
      const number = `T-${nextUid()}`;
      const ticketId = await fx.ticket(started, { ticketNumber: number });
      const lost = await band({ owner: annId, cents: 900 });
      await fx.db.query('update wallets set ticket_id = $2 where id = $1', [
        lost.walletId,
        ticketId,
      ]);
      expect((await reportLost('ann', lost.walletId)).statusCode).toBe(200);
      const fresh = await band();
      expect((await transfer('ann', lost, fresh)).statusCode).toBe(200);
      const cards = (await fx.post('ann', CUSTOMER, { returning: false })).json()
        .eventRegistrationList as { walletId: string; ticketNumber: string | null }[];
      expect(cards.find((card) => card.walletId === fresh.walletId)?.ticketNumber).toBe(number);
      expect(cards.find((card) => card.walletId === lost.walletId)?.ticketNumber).toBeNull();
    });

    it('moves once under retries: the same call again answers the same and writes nothing', async () => {
      const { lost, fresh } = await lostAndNew(1000);
      const first = await transfer('ann', lost, fresh);
      expect(first.statusCode).toBe(200);
      const before = await written();
      const again = await transfer('ann', lost, fresh);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await written()).toBe(before);
    });

    it('moves once when two calls come at once, and a tap on the new band meanwhile is kept', async () => {
      const { lost, fresh } = await lostAndNew(2000);
      await fx.ledger(fresh.walletId, [{ totalCents: 500 }]);
      const [a, b] = await Promise.all([
        transfer('ann', lost, fresh),
        transfer('ann', lost, fresh),
        tapPurchase(fx.db, { eventId: started, target: { uid: fresh.uid }, amountCents: 300 }),
      ]);
      expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
      expect(a?.json()).toEqual(b?.json());
      expect(await balance(lost.walletId)).toBe(0);
      expect(await balance(fresh.walletId)).toBe(2000 + 500 - 300);
      const moves = await fx.db.query(
        `select 1 from wallet_transactions where category = 'TRANSFER' and wallet_id = any($1::uuid[])`,
        [[lost.walletId, fresh.walletId]],
      );
      expect(moves).toHaveLength(2);
    });

    it('refuses a second new band once the balance moved', async () => {
      const { lost, fresh } = await lostAndNew(1000);
      expect((await transfer('ann', lost, fresh)).statusCode).toBe(200);
      const another = await band();
      await expectRefused(
        () => transfer('ann', lost, another),
        409,
        bandAlreadyMovedMessage(fresh.uid),
      );
    });

    it('moves nothing from a band that is not blocked', async () => {
      const lost = await band({ owner: annId, cents: 1000 });
      const fresh = await band();
      await expectRefused(() => transfer('ann', lost, fresh), 409, BAND_NOT_BLOCKED);
    });

    it('moves nothing from another customer’s band, blocked or not', async () => {
      const { lost, fresh } = await lostAndNew(1000);
      await expectRefused(() => transfer('bob', lost, fresh), 404, 'Wallet not found');
    });

    it('refuses a wrong serial as a tag search does, counting it against the new band', async () => {
      const { lost, fresh } = await lostAndNew(1000);
      const before = await fx.fingerprint();
      const res = await transfer('ann', lost, { uid: fresh.uid, serial: '9999' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tag not found');
      expect(await fx.fingerprint()).toBe(before);
      const [guesses] = await fx.db.query<{ wrong: number }>(
        'select cardinality(wrong_at) as wrong from band_guesses where uid = $1',
        [fresh.uid],
      );
      expect(guesses?.wrong).toBe(1);
    });

    it('does not find a band locked by wrong serials of other customers, the right serial too', async () => {
      const { lost, fresh } = await lostAndNew(1000);
      // Another customer guessing the new band's serial in the tag search locks it for all.
      for (let i = 0; i < BAND_GUESS_LIMITS.perHour; i += 1) {
        await fx.post('bob', '/api/private/registration/card/find', {
          uid: fresh.uid,
          serial: `99${i}`,
          firstName: 'Bob',
          lastName: 'Lee',
          email: 'bob@example.com',
        });
      }
      const before = await fx.fingerprint();
      const res = await transfer('ann', lost, fresh);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tag not found');
      expect(await fx.fingerprint()).toBe(before);
    });

    it('refuses a band of another event', async () => {
      const { lost } = await lostAndNew(1000);
      const elsewhere = await band({ eventId: await fx.event({ state: 'STARTED' }) });
      await expectRefused(() => transfer('ann', lost, elsewhere), 409, NEW_BAND_OTHER_EVENT);
    });

    it('refuses a band registered to another account, as a tag claim does', async () => {
      const { lost } = await lostAndNew(1000);
      const bobs = await band({ owner: bobId, cents: 100 });
      await expectRefused(
        () => transfer('ann', lost, bobs),
        409,
        'Tag is already registered to another account',
      );
    });

    it('refuses a band the customer already registered, and the lost band itself', async () => {
      const { lost } = await lostAndNew(1000);
      const own = await band({ owner: annId });
      await expectRefused(() => transfer('ann', lost, own), 409, NEW_BAND_REGISTERED_TO_CALLER);
      await expectRefused(() => transfer('ann', lost, lost), 409, NEW_BAND_IS_LOST_BAND);
    });

    it('refuses a new band that is blocked too', async () => {
      const { lost, fresh } = await lostAndNew(1000);
      await fx.db.query(`insert into band_blocks (tag_id, blocked_by) values ($1, 'OPERATOR')`, [
        fresh.tagId,
      ]);
      await expectRefused(() => transfer('ann', lost, fresh), 409, NEW_BAND_BLOCKED);
    });

    it('refuses while a refund of the lost band is being processed', async () => {
      const { lost, fresh } = await lostAndNew(1000);
      await fx.db.query(`update wallets set refund_status = 'PROCESSING' where id = $1`, [
        lost.walletId,
      ]);
      await expectRefused(() => transfer('ann', lost, fresh), 409, BAND_REFUND_IN_PROGRESS);
    });

    it('refuses once the event’s refunds have closed', async () => {
      const eventId = await fx.event({ state: 'FINISHED' });
      const lost = await band({ owner: annId, cents: 1000, eventId });
      expect((await reportLost('ann', lost.walletId)).statusCode).toBe(200);
      const fresh = await band({ eventId });
      await fx.setEventState(eventId, 'CLOSED');
      await expectRefused(() => transfer('ann', lost, fresh), 409, BAND_REFUNDS_CLOSED);
    });

    it('refuses a move that would take the new band above the maximum', async () => {
      const { lost, fresh } = await lostAndNew(60_000);
      await fx.ledger(fresh.walletId, [{ totalCents: 50_000 }]);
      await expectRefused(
        () => transfer('ann', lost, fresh),
        409,
        'Wallet balance cannot exceed $999.99',
      );
    });

    it.each([
      [{ uid: '04AB', serial: '4711' }, 'body/uid must be 14 tag characters'],
      [{ uid: '04AB00000000CD', serial: '47' }, 'body/serial must be 3 to 6 characters'],
    ])('refuses a malformed band %j with 400', async (newBand, message) => {
      const { lost } = await lostAndNew(100);
      await expectRefused(() => transfer('ann', lost, newBand), 400, message);
    });
  });
});
