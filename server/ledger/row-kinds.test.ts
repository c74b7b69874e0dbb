// Each ledger writer's rows are what core/domain/ledger-rows.ts says they are: the labels read
// what the writers leave on their rows, so a writer that changes its description fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRowKind, ledgerRowLabel } from '../../core/domain/ledger-rows';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { tapPurchase, tapTopUp } from '../operator/taps';
import { topUpLedgerRows } from '../payments/top-up-payments';
import { refundPaidLedgerRows } from '../refunds/refund-operations';
import { insertEvent, insertWallet, uniqueId } from '../test-support/money-test-fixture';
import { openTestDatabase } from '../test-support/test-database';
import { findEntry, voidEntry } from './ledger';

const kindOf = (row: { category: string; totalCents: number; description?: string }) =>
  ledgerRowKind({ ...row, total: row.totalCents, description: row.description ?? '' });

describe('the kinds of the rows each writer leaves', () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  it('an online top-up: the amount, the card fee and the activation fee', () => {
    const rows = topUpLedgerRows('TU-1', {
      topUpCents: 5000,
      cardFeeCents: 250,
      activationFeeCents: 400,
    });
    expect(rows.map(kindOf)).toEqual(['online-top-up', 'card-fee', 'activation-fee']);
  });

  it('a paid refund: the transfer to the bank and the fee', () => {
    const rows = refundPaidLedgerRows({ reference: 'RF-1', totalCents: 4750, feeCents: 250 });
    expect(rows.map(kindOf)).toEqual(['refund-to-bank', 'refund-fee']);
  });

  it('taps at the event, and the reversal of one', async () => {
    const eventId = await insertEvent(db, { state: 'STARTED' });
    const wallet = await insertWallet(db, { eventId, ticket: false, tag: true });
    const target = { uid: wallet.tagUid ?? '' };
    const written = [
      await tapTopUp(db, { eventId, target, amountCents: 3000, method: 'cash' }),
      await tapTopUp(db, { eventId, target, amountCents: 2000, method: 'card' }),
      await tapPurchase(db, { eventId, target, amountCents: 725 }),
    ];
    const rows = await Promise.all(written.map((tap) => findEntry(db, tap.reference)));
    expect(rows.map((row) => row && kindOf(row))).toEqual([
      'cash-top-up',
      'card-desk-top-up',
      'purchase',
    ]);
    const purchase = written[2]?.reference ?? '';
    await db.transaction((tx) => voidEntry(tx, purchase));
    const reversal = await findEntry(db, `${purchase}-VOID`);
    expect(reversal && kindOf(reversal)).toBe('reversal');
    expect(
      reversal &&
        ledgerRowLabel({ ...reversal, total: reversal.totalCents, vendor: uniqueId('x') }),
    ).toBe('Reversal');
  });
});
