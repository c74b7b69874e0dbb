// Test support for the lost-band routes (server/routes/lost-band-*.test.ts): the customer API
// fixture with Ann and Bob signed in, a running event, bands issued the way the info desk issues
// them, the two calls, and a check that a refusal wrote nothing.
import { expect } from 'vitest';
import { bandLostEndpoint, bandTransferEndpoint } from '../../core/contracts/lost-band-contract';
import { type ApiFixture, startApiFixture } from './customer-api-fixture';

export interface Band {
  uid: string;
  serial: string;
  tagId: string;
  walletId: string;
}

type Answer = Awaited<ReturnType<ApiFixture['post']>>;

export interface LostBandFixture {
  fx: ApiFixture;
  annId: string;
  bobId: string;
  /** A STARTED event. */
  started: string;
  /** A band issued at the event (started by default), with a wallet; the owner's when given. */
  band(opts?: { owner?: string; cents?: number; eventId?: string }): Promise<Band>;
  reportLost(sub: string, walletId: string, eventId?: string): Promise<Answer>;
  transfer(sub: string, lost: Band, to: { uid: string; serial: string }): Promise<Answer>;
  balance(walletId: string): Promise<number | undefined>;
  /** A digest of every table the calls may write, the band blocks and guesses included. */
  written(): Promise<string>;
  /** The call answers this status and message and writes nothing. */
  expectRefused(call: () => Promise<Answer>, status: number, message: string): Promise<void>;
}

let tagCount = 0;

export async function startLostBandFixture(): Promise<LostBandFixture> {
  const fx = await startApiFixture();
  const annId = await fx.signIn('ann');
  const bobId = await fx.signIn('bob');
  const started = await fx.event({ name: 'Lost Weekend', state: 'STARTED' });

  const eventOf = async (walletId: string) =>
    (
      await fx.db.query<{ event_id: string }>('select event_id from wallets where id = $1', [
        walletId,
      ])
    )[0]?.event_id as string;

  const written = async () =>
    `${await fx.fingerprint()} ${JSON.stringify(
      await fx.db.query('select * from band_blocks order by id'),
    )} ${JSON.stringify(await fx.db.query('select uid, wrong_at, refused from band_guesses order by uid'))}`;

  return {
    fx,
    annId,
    bobId,
    started,
    async band(opts = {}) {
      tagCount += 1;
      const uid = `04B7${tagCount.toString(16).toUpperCase().padStart(10, '0')}`;
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
      return { uid, serial, tagId, walletId: walletId as string };
    },
    async reportLost(sub, walletId, eventId) {
      return fx.post(sub, bandLostEndpoint.path, {
        walletId,
        eventId: eventId ?? (await eventOf(walletId)),
      });
    },
    async transfer(sub, lost, to) {
      return fx.post(sub, bandTransferEndpoint.path, {
        walletId: lost.walletId,
        eventId: await eventOf(lost.walletId),
        uid: to.uid,
        serial: to.serial,
      });
    },
    async balance(walletId) {
      return (
        await fx.db.query<{ balance_cents: number }>(
          'select balance_cents from wallets where id = $1',
          [walletId],
        )
      )[0]?.balance_cents;
    },
    written,
    async expectRefused(call, status, message) {
      const before = await written();
      const res = await call();
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message });
      expect(await written()).toBe(before);
    },
  };
}
