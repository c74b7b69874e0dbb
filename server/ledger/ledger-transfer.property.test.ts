// The ledger property test of lost-band transfers (issue #25): random sequences of taps, desk
// top-ups, bands reported lost, new bands issued and balances moved (retried, and at the same
// moment as taps and as each other) at one running event. A model predicts each outcome; after
// every step each wallet's kept balance is the sum of its COMPLETED rows and within
// $0.00–$999.99, the money of all the bands together is what the taps and top-ups brought in
// (a move creates and loses nothing), and each block's balance moved at most once, as one pair of
// rows of opposite amounts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BALANCE_CENTS } from '../../core/domain/money';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { HttpError } from '../http-error';
import { transferBandBalance } from '../lost-band/band-transfer';
import { reportBandLost } from '../lost-band/report-lost';
import { issueTag } from '../operator/tags';
import { tapPurchase, tapTopUp } from '../operator/taps';
import { insertCustomer, insertEvent, uniqueId } from '../test-support/money-test-fixture';
import { openTestDatabase } from '../test-support/test-database';
import { findBalanceMismatches, walletBalanceCents } from './ledger';

type MoneyCommand =
  | { kind: 'tap'; pick: number; cents: number }
  | { kind: 'cash'; pick: number; cents: number }
  | { kind: 'move'; from: number; to: number };

type Command =
  | MoneyCommand
  | { kind: 'lose'; pick: number }
  | { kind: 'issue' }
  | { kind: 'concurrent'; commands: MoneyCommand[] };

const moneyCommand: fc.Arbitrary<MoneyCommand> = fc.oneof(
  fc.record({
    kind: fc.constant('tap' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({
    kind: fc.constant('cash' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 60_000 }),
  }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }),
);

const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: moneyCommand, weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('lose' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('issue' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('concurrent' as const),
      commands: fc.array(moneyCommand, { minLength: 2, maxLength: 4 }),
    }),
    weight: 2,
  },
);

interface ModelBand {
  uid: string;
  serial: string;
  walletId: string;
  owned: boolean;
  blocked: boolean;
  /** The band its balance moved to, once it moved. */
  movedTo: ModelBand | null;
  balance: number;
}

let uids = 0;

describe('ledger properties of lost-band transfers', () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  /** Runs an operation that may be refused; a refusal must be a 4xx, never anything else. */
  async function attempt(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
        return false;
      }
      throw error;
    }
  }

  it('keeps balance = ledger sum, creates and loses nothing, and moves each block once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 16 }), async (commands) => {
        const sub = uniqueId('sub');
        const customerId = await insertCustomer(db, sub);
        const eventId = await insertEvent(db, { state: 'STARTED' });
        const bands: ModelBand[] = [];
        /** What the taps and top-ups brought in, net. */
        let brought = 0;

        async function issue(owned: boolean): Promise<void> {
          uids += 1;
          const uid = `04CE${uids.toString(16).toUpperCase().padStart(10, '0')}`;
          const tag = await issueTag(db, { eventId, uid, serial: '4711' });
          if (owned) {
            await db.query('update tags set claimed_by = $2, claimed_at = now() where id = $1', [
              tag.tagId,
              customerId,
            ]);
            await db.query('update wallets set customer_id = $2 where id = $1', [
              tag.walletId,
              customerId,
            ]);
          }
          bands.push({
            uid,
            serial: '4711',
            walletId: tag.walletId,
            owned,
            blocked: false,
            movedTo: null,
            balance: 0,
          });
        }
        const pick = (n: number) => bands[n % bands.length] as ModelBand;

        /** Runs a money command; answers whether it was taken. */
        function run(cmd: MoneyCommand): Promise<boolean> {
          if (cmd.kind === 'move') {
            const from = pick(cmd.from);
            const to = pick(cmd.to);
            return attempt(() =>
              transferBandBalance(db, sub, {
                walletId: from.walletId,
                eventId,
                uid: to.uid,
                serial: to.serial,
              }),
            );
          }
          const band = pick(cmd.pick);
          const tap = { eventId, target: { uid: band.uid }, amountCents: cmd.cents };
          return attempt(() =>
            cmd.kind === 'tap' ? tapPurchase(db, tap) : tapTopUp(db, { ...tap, method: 'cash' }),
          );
        }

        /** The model's outcome of a money command run alone, applied to the model. */
        function predict(cmd: MoneyCommand): boolean {
          if (cmd.kind === 'move') {
            const from = pick(cmd.from);
            const to = pick(cmd.to);
            if (!from.owned || !from.blocked) return false;
            // A move already made answers again, changing nothing.
            if (from.movedTo) return from.movedTo === to;
            if (to === from || to.owned || to.blocked) return false;
            if (to.balance + from.balance > MAX_BALANCE_CENTS) return false;
            to.balance += from.balance;
            from.balance = 0;
            to.owned = true;
            from.movedTo = to;
            return true;
          }
          const band = pick(cmd.pick);
          if (band.blocked) return false;
          const after = band.balance + (cmd.kind === 'tap' ? -cmd.cents : cmd.cents);
          if (after < 0 || after > MAX_BALANCE_CENTS) return false;
          band.balance = after;
          brought += cmd.kind === 'tap' ? -cmd.cents : cmd.cents;
          return true;
        }

        await issue(true);
        await issue(true);
        await issue(false);

        for (const cmd of commands) {
          switch (cmd.kind) {
            case 'issue':
              await issue(false);
              break;
            case 'lose': {
              const band = pick(cmd.pick);
              const taken = await attempt(() =>
                reportBandLost(db, sub, { walletId: band.walletId, eventId }),
              );
              expect(taken, JSON.stringify(cmd)).toBe(band.owned && !band.blocked);
              if (taken) band.blocked = true;
              break;
            }
            case 'concurrent': {
              const taken = await Promise.all(cmd.commands.map(run));
              // Which of them won depends on timing: read the outcome back into the model.
              for (const [i, one] of cmd.commands.entries()) {
                if (one.kind !== 'move' && taken[i]) {
                  brought += one.kind === 'tap' ? -one.cents : one.cents;
                }
              }
              await readBack(bands);
              break;
            }
            default: {
              const expected = predict(cmd);
              expect(await run(cmd), JSON.stringify({ cmd, bands })).toBe(expected);
            }
          }
          await checkInvariants(eventId, bands, brought);
        }
      }),
      { numRuns: 40 },
    );
  }, 300_000);

  /** The balances, owners and moves as the database has them after commands raced. */
  async function readBack(bands: ModelBand[]): Promise<void> {
    for (const band of bands) {
      band.balance = await walletBalanceCents(db, band.walletId);
      const [row] = await db.query<{ owned: boolean; movedTo: string | null }>(
        `select w.customer_id is not null as owned,
           (select n.uid from band_blocks b join tags n on n.id = b.moved_to_tag_id
            where b.tag_id = w.tag_id and b.unblocked_at is null) as "movedTo"
         from wallets w where w.id = $1`,
        [band.walletId],
      );
      band.owned = row?.owned ?? false;
      band.movedTo = bands.find((other) => other.uid === row?.movedTo) ?? null;
    }
  }

  async function checkInvariants(
    eventId: string,
    bands: readonly ModelBand[],
    brought: number,
  ): Promise<void> {
    const walletIds = bands.map((band) => band.walletId);
    expect(
      (await findBalanceMismatches(db)).filter((mismatch) => walletIds.includes(mismatch.walletId)),
    ).toEqual([]);
    let total = 0;
    for (const band of bands) {
      const balance = await walletBalanceCents(db, band.walletId);
      expect(balance, band.uid).toBe(band.balance);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBeLessThanOrEqual(MAX_BALANCE_CENTS);
      total += balance;
    }
    // Nothing created or lost: the bands together hold what the taps and top-ups brought in.
    expect(total).toBe(brought);

    const moves = await db.query<{ reference: string; walletId: string; total: number }>(
      `select x.purchase_reference as reference, x.wallet_id as "walletId", x.total_cents as total
       from wallet_transactions x join wallets w on w.id = x.wallet_id
       where w.event_id = $1 and x.category = 'TRANSFER' and x.state = 'COMPLETED'`,
      [eventId],
    );
    const blocks = await db.query<{ id: string; lostWalletId: string; newWalletId: string | null }>(
      `select b.id, lw.id as "lostWalletId", nw.id as "newWalletId"
       from band_blocks b join wallets lw on lw.tag_id = b.tag_id
       left join wallets nw on nw.tag_id = b.moved_to_tag_id
       where lw.event_id = $1`,
      [eventId],
    );
    expect(moves).toHaveLength(2 * blocks.filter((block) => block.newWalletId !== null).length);
    for (const block of blocks) {
      const pair = moves.filter((row) => row.reference.startsWith(`MOVE-${block.id}-`));
      if (block.newWalletId === null) {
        expect(pair).toEqual([]);
        continue;
      }
      const out = pair.find((row) => row.reference.endsWith('-OUT'));
      const into = pair.find((row) => row.reference.endsWith('-IN'));
      expect(out?.walletId).toBe(block.lostWalletId);
      expect(into?.walletId).toBe(block.newWalletId);
      expect((out?.total ?? 0) + (into?.total ?? 0)).toBe(0);
    }
  }
});
