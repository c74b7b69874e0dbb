import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { HttpError } from '../http-error';
import { insertEvent, insertWallet, uniqueId } from '../test-support/money-test-fixture';
import { openTestDatabase } from '../test-support/test-database';
import {
  ABOVE_MAXIMUM_MESSAGE,
  BELOW_ZERO_MESSAGE,
  completePendingEntries,
  completePendingEntry,
  findBalanceMismatches,
  findEntry,
  isWalletActivationPaid,
  postLedgerEntry,
  voidEntry,
  voidReference,
  walletBalanceCents,
  walletEntries,
} from './ledger';

describe('ledger', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let eventId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
    eventId = await insertEvent(db);
  });
  afterAll(() => dispose());

  const newWallet = async () => (await insertWallet(db, { eventId })).id;
  const post = (entry: Parameters<typeof postLedgerEntry>[1]) =>
    db.transaction((tx) => postLedgerEntry(tx, entry));
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  it('sums only COMPLETED rows into the balance', async () => {
    const walletId = await newWallet();
    expect(await walletBalanceCents(db, walletId)).toBe(0);
    await post({ walletId, reference: uniqueId('A'), category: 'TOP_UP', totalCents: 5000 });
    await post({
      walletId,
      reference: uniqueId('B'),
      category: 'TOP_UP',
      state: 'PENDING',
      totalCents: 3000,
    });
    const result = await post({
      walletId,
      reference: uniqueId('C'),
      category: 'PURCHASE',
      totalCents: -1250,
    });
    expect(result).toEqual({ applied: true, balanceCents: 3750 });
    expect(await walletBalanceCents(db, walletId)).toBe(3750);
  });

  it('applies a reference once and answers applied: false on a replay', async () => {
    const walletId = await newWallet();
    const entry = {
      walletId,
      reference: uniqueId('R'),
      category: 'TOP_UP' as const,
      totalCents: 2000,
    };
    expect(await post(entry)).toEqual({ applied: true, balanceCents: 2000 });
    expect(await post(entry)).toEqual({ applied: false, balanceCents: 2000 });
    expect(await post({ ...entry, totalCents: 9000 })).toEqual({
      applied: false,
      balanceCents: 2000,
    });
    expect(await walletEntries(db, walletId)).toHaveLength(1);
  });

  it('refuses a reference already used by another wallet', async () => {
    const [a, b] = [await newWallet(), await newWallet()];
    const reference = uniqueId('X');
    await post({ walletId: a, reference, category: 'TOP_UP', totalCents: 100 });
    const error = await rejection(
      post({ walletId: b, reference, category: 'TOP_UP', totalCents: 100 }),
    );
    expect(error.statusCode).toBe(409);
    expect(await walletBalanceCents(db, b)).toBe(0);
  });

  it('refuses to go below $0.00 or above $999.99 with 409 naming the limit', async () => {
    const walletId = await newWallet();
    const below = await rejection(
      post({ walletId, reference: uniqueId('P'), category: 'PURCHASE', totalCents: -1 }),
    );
    expect(below).toMatchObject({ statusCode: 409, message: BELOW_ZERO_MESSAGE });
    await post({ walletId, reference: uniqueId('T'), category: 'TOP_UP', totalCents: 99_999 });
    const above = await rejection(
      post({ walletId, reference: uniqueId('T'), category: 'TOP_UP', totalCents: 1 }),
    );
    expect(above).toMatchObject({ statusCode: 409, message: ABOVE_MAXIMUM_MESSAGE });
    expect(ABOVE_MAXIMUM_MESSAGE).toContain('$999.99');
    expect(await walletBalanceCents(db, walletId)).toBe(99_999);
    expect(
      await post({ walletId, reference: uniqueId('P'), category: 'PURCHASE', totalCents: -99_999 }),
    ).toEqual({ applied: true, balanceCents: 0 });
  });

  it('answers 404 for an unknown wallet and rejects fractional cents', async () => {
    const error = await rejection(
      post({
        walletId: '00000000-0000-4000-8000-000000000000',
        reference: uniqueId('N'),
        category: 'TOP_UP',
        totalCents: 100,
      }),
    );
    expect(error.statusCode).toBe(404);
    const walletId = await newWallet();
    await expect(
      post({ walletId, reference: uniqueId('F'), category: 'TOP_UP', totalCents: 1.5 }),
    ).rejects.toThrow(RangeError);
  });

  it('completes a pending row once, within the limits', async () => {
    const walletId = await newWallet();
    const reference = uniqueId('PEND');
    await post({ walletId, reference, category: 'TOP_UP', state: 'PENDING', totalCents: 4000 });
    const complete = () => db.transaction((tx) => completePendingEntry(tx, reference));
    expect(await complete()).toEqual({ applied: true, balanceCents: 4000 });
    expect(await complete()).toEqual({ applied: false, balanceCents: 4000 });
    expect((await findEntry(db, reference))?.state).toBe('COMPLETED');

    const tooMuch = uniqueId('PEND');
    await post({
      walletId,
      reference: tooMuch,
      category: 'TOP_UP',
      state: 'PENDING',
      totalCents: 96_000,
    });
    const error = await rejection(db.transaction((tx) => completePendingEntry(tx, tooMuch)));
    expect(error.message).toBe(ABOVE_MAXIMUM_MESSAGE);
    expect((await findEntry(db, tooMuch))?.state).toBe('PENDING');
  });

  it('completes a top-up with its fee rows together, checking the limits on where they end', async () => {
    const pendingTopUp = async (walletId: string) => {
      const reference = uniqueId('TU');
      const rows = [
        { reference, category: 'TOP_UP' as const, totalCents: 10_000 },
        { reference: `${reference}-FEE`, category: 'TOP_UP' as const, totalCents: -500 },
        { reference: `${reference}-ACT`, category: 'ACTIVATION' as const, totalCents: -400 },
      ];
      for (const row of rows) await post({ ...row, walletId, state: 'PENDING' });
      return rows.map((row) => row.reference);
    };
    // An empty wallet, where a fee row alone would go below $0.00.
    const empty = await newWallet();
    const first = await pendingTopUp(empty);
    const feesFirst = [...first].reverse();
    expect(await db.transaction((tx) => completePendingEntries(tx, feesFirst))).toEqual({
      applied: true,
      balanceCents: 9100,
    });
    expect(await db.transaction((tx) => completePendingEntries(tx, first))).toEqual({
      applied: false,
      balanceCents: 9100,
    });
    // A wallet near the maximum, where the amount charged alone would go above $999.99.
    const nearlyFull = await newWallet();
    await post({
      walletId: nearlyFull,
      reference: uniqueId('CASH'),
      category: 'TOP_UP',
      totalCents: 90_500,
    });
    const second = await pendingTopUp(nearlyFull);
    expect(await db.transaction((tx) => completePendingEntries(tx, second))).toEqual({
      applied: true,
      balanceCents: 99_600,
    });
    expect(
      (await walletEntries(db, nearlyFull)).filter((row) => row.state === 'COMPLETED'),
    ).toHaveLength(4);
  });

  it('voids a pending row, which then cannot be completed', async () => {
    const walletId = await newWallet();
    const reference = uniqueId('PEND');
    await post({ walletId, reference, category: 'TOP_UP', state: 'PENDING', totalCents: 4000 });
    expect(await db.transaction((tx) => voidEntry(tx, reference))).toEqual({
      applied: true,
      balanceCents: 0,
    });
    expect(await db.transaction((tx) => voidEntry(tx, reference))).toMatchObject({
      applied: false,
    });
    const error = await rejection(db.transaction((tx) => completePendingEntry(tx, reference)));
    expect(error.statusCode).toBe(409);
    expect(await walletBalanceCents(db, walletId)).toBe(0);
  });

  it('reverses a completed row with one VOID row', async () => {
    const walletId = await newWallet();
    await post({ walletId, reference: uniqueId('T'), category: 'TOP_UP', totalCents: 5000 });
    const tap = uniqueId('TAP');
    await post({ walletId, reference: tap, category: 'PURCHASE', totalCents: -1200 });
    const first = await db.transaction((tx) => voidEntry(tx, tap));
    expect(first).toEqual({ applied: true, balanceCents: 5000 });
    const again = await db.transaction((tx) => voidEntry(tx, tap));
    expect(again).toEqual({ applied: false, balanceCents: 5000 });
    const reversal = await findEntry(db, voidReference(tap));
    expect(reversal).toMatchObject({ category: 'VOID', state: 'COMPLETED', totalCents: 1200 });
  });

  it('reads the activation fee as paid once a TOP_UP or ACTIVATION row completed', async () => {
    const walletId = await newWallet();
    await post({
      walletId,
      reference: uniqueId('P'),
      category: 'TOP_UP',
      state: 'PENDING',
      totalCents: 100,
    });
    expect(await isWalletActivationPaid(db, walletId)).toBe(false);
    await post({ walletId, reference: uniqueId('A'), category: 'ACTIVATION', totalCents: 0 });
    expect(await isWalletActivationPaid(db, walletId)).toBe(true);
  });

  it('serialises concurrent writers of one wallet so the limits hold', async () => {
    const walletId = await newWallet();
    await post({ walletId, reference: uniqueId('T'), category: 'TOP_UP', totalCents: 1000 });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        post({ walletId, reference: uniqueId('TAP'), category: 'PURCHASE', totalCents: -300 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await walletBalanceCents(db, walletId)).toBe(100);
  });

  it('keeps the balance on the wallet row, and the check finds a row changed behind its back', async () => {
    const walletId = await newWallet();
    const topUp = uniqueId('P');
    const declined = uniqueId('P');
    const tap = uniqueId('TAP');
    await post({
      walletId,
      reference: topUp,
      category: 'TOP_UP',
      state: 'PENDING',
      totalCents: 4000,
    });
    await post({
      walletId,
      reference: declined,
      category: 'TOP_UP',
      state: 'PENDING',
      totalCents: 900,
    });
    await db.transaction((tx) => completePendingEntry(tx, topUp));
    await post({ walletId, reference: tap, category: 'PURCHASE', totalCents: -1500 });
    await db.transaction((tx) => voidEntry(tx, declined));
    await db.transaction((tx) => voidEntry(tx, tap));
    const [kept] = await db.query<{ balance: number }>(
      'select balance_cents as balance from wallets where id = $1',
      [walletId],
    );
    expect(kept?.balance).toBe(4000);
    const mine = async () =>
      (await findBalanceMismatches(db)).filter((mismatch) => mismatch.walletId === walletId);
    expect(await mine()).toEqual([]);

    await db.query('update wallets set balance_cents = balance_cents + 1 where id = $1', [
      walletId,
    ]);
    expect(await mine()).toEqual([{ walletId, keptCents: 4001, ledgerCents: 4000 }]);
  });
});
