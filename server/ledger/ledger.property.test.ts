// Random sequences of what happens to a wallet (tap purchases, cash and online top-ups completed,
// replayed and declined, refunds lodged, paid and voided, donations of an amount or the whole
// balance, each sent twice), some of them at the same moment on
// separate transactions. A model predicts each outcome; after every step the database must agree
// with it, the balance kept on the wallet row must be the sum of the ledger's COMPLETED rows and
// stay within $0.00–$999.99, and nothing may be applied twice.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BALANCE_CENTS } from '../../core/domain/money';
import { cardFeeCents, computeTopUp } from '../../core/domain/top-up';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { donate } from '../donations/donations';
import { HttpError } from '../http-error';
import { setCharity } from '../operator/event-refund-settings';
import {
  activationReference,
  cardFeeReference,
  completeTopUp,
  failTopUp,
} from '../payments/top-up-payments';
import { recordTopUpRequest } from '../payments/top-up-request';
import {
  closeBatch,
  markRefundPaid,
  markRefundVoid,
  refundFeeReference,
} from '../refunds/refund-operations';
import { createRefund } from '../refunds/refund-requests';
import {
  insertCustomer,
  insertEvent,
  insertWallet,
  setEventState,
  TEST_ORIGIN,
  uniqueId,
} from '../test-support/money-test-fixture';
import { openTestDatabase } from '../test-support/test-database';
import { findBalanceMismatches, postLedgerEntry, walletBalanceCents } from './ledger';

const CARD_FEE_BP = 500;
const ACTIVATION_FEE = 400;
const REFUND_FEE = 250;

type SimpleCommand =
  | { kind: 'tap'; cents: number }
  | { kind: 'cash'; cents: number }
  | { kind: 'complete'; pick: number }
  | { kind: 'decline'; pick: number }
  /** null: the whole balance. */
  | { kind: 'donate'; cents: number | null };

type Command =
  | SimpleCommand
  | { kind: 'topUp'; dollars: number }
  | { kind: 'lodge' }
  | { kind: 'settle'; pay: boolean }
  | { kind: 'concurrent'; commands: SimpleCommand[] };

const simpleCommand: fc.Arbitrary<SimpleCommand> = fc.oneof(
  fc.record({ kind: fc.constant('tap' as const), cents: fc.integer({ min: 1, max: 30_000 }) }),
  fc.record({ kind: fc.constant('cash' as const), cents: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ kind: fc.constant('complete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('decline' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('donate' as const),
    cents: fc.option(fc.integer({ min: 1, max: 20_000 }), { freq: 3 }),
  }),
);

const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: simpleCommand, weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      dollars: fc.integer({ min: 20, max: 999 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('lodge' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), pay: fc.boolean() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('concurrent' as const),
      commands: fc.array(simpleCommand, { minLength: 2, maxLength: 4 }),
    }),
    weight: 2,
  },
);

interface ModelPurchase {
  state: 'PENDING' | 'COMPLETED' | 'VOID' | 'REFUNDED';
  amount: number;
  cardFee: number;
  activationFee: number;
}

interface Model {
  balance: number;
  /** Donations are open at FINISHED (the lodge step moves the event there), not PUBLISHED. */
  finished: boolean;
  activationPaid: boolean;
  refundStatus: string;
  refund: string | null;
  purchases: Map<string, ModelPurchase>;
}

describe('wallet ledger properties', () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  /** Runs an operation that may be refused; a refusal must be a 409, never anything else. */
  async function attempt<T>(
    run: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false }> {
    try {
      return { ok: true, value: await run() };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) return { ok: false };
      throw error;
    }
  }

  it('keeps balance = ledger sum within $0.00–$999.99 and applies nothing twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 18 }), async (commands) => {
        const sub = uniqueId('sub');
        const customerId = await insertCustomer(db, sub);
        const eventId = await insertEvent(db, {
          state: 'PUBLISHED',
          activationFeeCents: ACTIVATION_FEE,
          cardFeeBasisPoints: CARD_FEE_BP,
          refundFeeCents: REFUND_FEE,
        });
        await setCharity(db, eventId, 'Kids Can');
        const walletId = (await insertWallet(db, { eventId, customerId })).id;
        const model: Model = {
          balance: 0,
          finished: false,
          activationPaid: false,
          refundStatus: 'NOT_AVAILABLE',
          refund: null,
          purchases: new Map(),
        };
        const refs = () => [...model.purchases.keys()];
        const pickRef = (pick: number) => {
          const all = refs();
          return all.length === 0 ? undefined : all[pick % all.length];
        };

        const post = (category: 'PURCHASE' | 'TOP_UP', totalCents: number) =>
          db.transaction((tx) =>
            postLedgerEntry(tx, { walletId, reference: uniqueId(category), category, totalCents }),
          );

        /** Runs a simple command and answers the balance change it made. */
        async function runSimple(cmd: SimpleCommand): Promise<number> {
          if (cmd.kind === 'tap')
            return (await attempt(() => post('PURCHASE', -cmd.cents))).ok ? -cmd.cents : 0;
          if (cmd.kind === 'cash')
            return (await attempt(() => post('TOP_UP', cmd.cents))).ok ? cmd.cents : 0;
          if (cmd.kind === 'donate') {
            const body = {
              walletId,
              eventId,
              requestKey: randomUUID(),
              wholeBalance: cmd.cents === null,
              amount: cmd.cents === null ? undefined : cmd.cents / 100,
            };
            const given = await attempt(() => donate(db, sub, body));
            if (!given.ok) return 0;
            // The client's retry of the same request gives nothing more.
            const retried = await donate(db, sub, body);
            expect(retried.applied).toBe(false);
            expect(retried.donation).toEqual(given.value.donation);
            return -Math.round(given.value.donation.amount * 100);
          }
          const reference = pickRef(cmd.pick);
          if (!reference) return 0;
          if (cmd.kind === 'decline') {
            await failTopUp(db, reference);
            return 0;
          }
          const result = await attempt(() => completeTopUp(db, reference));
          return result.ok && result.value.applied && result.value.purchase.state === 'COMPLETED'
            ? result.value.purchase.creditCents
            : 0;
        }

        function predictSimple(cmd: SimpleCommand): void {
          if (cmd.kind === 'tap') {
            if (model.balance - cmd.cents >= 0) model.balance -= cmd.cents;
          } else if (cmd.kind === 'donate') {
            const cents = cmd.cents ?? model.balance;
            const open =
              model.finished &&
              (model.refundStatus === 'AVAILABLE' || model.refundStatus === 'VOID');
            if (open && cents >= 1 && cents <= model.balance) model.balance -= cents;
          } else if (cmd.kind === 'cash') {
            if (model.balance + cmd.cents <= MAX_BALANCE_CENTS) {
              model.balance += cmd.cents;
              model.activationPaid = true;
            }
          } else {
            const reference = pickRef(cmd.pick);
            const purchase = reference ? model.purchases.get(reference) : undefined;
            if (purchase?.state !== 'PENDING') return;
            if (cmd.kind === 'decline') {
              purchase.state = 'VOID';
              return;
            }
            const net = purchase.amount - purchase.cardFee;
            const activation = model.activationPaid ? 0 : purchase.activationFee;
            // A charge the wallet cannot take goes back to the card.
            if (model.balance + net - activation > MAX_BALANCE_CENTS) {
              purchase.state = 'REFUNDED';
              return;
            }
            model.balance += net - activation;
            model.activationPaid = true;
            purchase.state = 'COMPLETED';
          }
        }

        for (const cmd of commands) {
          switch (cmd.kind) {
            case 'tap':
            case 'cash':
            case 'complete':
            case 'decline':
            case 'donate': {
              const before = model.balance;
              predictSimple(cmd);
              const change = await runSimple(cmd);
              expect(before + change, JSON.stringify(cmd)).toBe(model.balance);
              break;
            }
            case 'topUp': {
              await setEventState(db, eventId, 'PUBLISHED');
              model.finished = false;
              const amount = cmd.dollars * 100;
              const pending = [...model.purchases.values()]
                .filter((p) => p.state === 'PENDING')
                .reduce((sum, p) => sum + p.amount, 0);
              const accepted = model.balance + pending + amount <= MAX_BALANCE_CENTS;
              const topUp = computeTopUp({
                amountCents: amount,
                currency: 'NZD',
                rateCard: {
                  activationFeeOnlineCents: ACTIVATION_FEE,
                  creditCardFeeBasisPoints: CARD_FEE_BP,
                },
                activationPaid: model.activationPaid,
                balanceCents: model.balance,
              });
              const result = await attempt(() =>
                recordTopUpRequest(db, {
                  sub,
                  provider: 'sandbox',
                  productName: 'TapWallet',
                  publicOrigin: TEST_ORIGIN,
                  body: {
                    uid: '',
                    walletId,
                    description: 'Online Top Up',
                    currency: 'NZD',
                    category: 'TOP_UP',
                    purchaseItemList: topUp.items,
                    requestOrigin: TEST_ORIGIN,
                    contractCode: 'HLF',
                    eventId,
                  },
                }),
              );
              expect(result.ok, JSON.stringify({ cmd, model: model.balance, pending })).toBe(
                accepted,
              );
              if (result.ok) {
                model.purchases.set(result.value.reference, {
                  state: 'PENDING',
                  amount,
                  cardFee: cardFeeCents(amount, CARD_FEE_BP),
                  activationFee: model.activationPaid ? 0 : ACTIVATION_FEE,
                });
              }
              break;
            }
            case 'lodge': {
              await setEventState(db, eventId, 'FINISHED');
              model.finished = true;
              if (model.refundStatus === 'NOT_AVAILABLE') {
                await db.query(`update wallets set refund_status = 'AVAILABLE' where id = $1`, [
                  walletId,
                ]);
                model.refundStatus = 'AVAILABLE';
              }
              const total = model.balance - REFUND_FEE;
              const accepted =
                (model.refundStatus === 'AVAILABLE' || model.refundStatus === 'VOID') && total > 0;
              const result = await attempt(() =>
                createRefund(db, sub, {
                  firstName: 'Ana',
                  lastName: 'Tester',
                  phone: '0211234567',
                  email: 'ana@example.com',
                  accountNumber: '01-0902-0068389-00',
                  refundTotal: Math.max(total, 1) / 100,
                  refundFee: REFUND_FEE / 100,
                  walletId,
                  eventId,
                  refundCurrency: 'NZD',
                }),
              );
              expect(result.ok, JSON.stringify({ cmd, model })).toBe(accepted);
              if (result.ok) {
                model.refundStatus = 'PROCESSING';
                model.refund = result.value.refundPurchaseRef;
              }
              break;
            }
            case 'settle': {
              const closed = await closeBatch(db, eventId);
              if (model.refund && closed.batchId !== null && model.balance - REFUND_FEE <= 0) {
                expect(closed.cancelled).toEqual([model.refund]);
                model.refundStatus = 'VOID';
                model.refund = null;
              }
              if (model.refund) {
                const reference = model.refund;
                if (cmd.pay) {
                  expect((await markRefundPaid(db, reference)).applied).toBe(true);
                  expect((await markRefundPaid(db, reference)).applied).toBe(false);
                  model.balance = 0;
                  model.refundStatus = 'COMPLETED';
                } else {
                  expect((await markRefundVoid(db, reference)).applied).toBe(true);
                  model.refundStatus = 'VOID';
                }
                model.refund = null;
              }
              break;
            }
            case 'concurrent': {
              const before = model.balance;
              const changes = await Promise.all(cmd.commands.map(runSimple));
              model.balance = before + changes.reduce((sum, change) => sum + change, 0);
              // Which of them won depends on timing; read the outcome back into the model.
              const rows = await db.query<{ reference: string; state: ModelPurchase['state'] }>(
                'select reference, state from purchases where wallet_id = $1',
                [walletId],
              );
              for (const row of rows) {
                const purchase = model.purchases.get(row.reference);
                if (purchase) purchase.state = row.state;
              }
              model.activationPaid ||=
                changes.some((change) => change > 0) ||
                rows.some((row) => row.state === 'COMPLETED');
              break;
            }
          }
          await checkInvariants(walletId, model);
        }
      }),
      { numRuns: 50 },
    );
  }, 300_000);

  async function checkInvariants(walletId: string, model: Model): Promise<void> {
    const balance = await walletBalanceCents(db, walletId);
    const rows = await db.query<{
      reference: string;
      category: string;
      state: string;
      total: number;
    }>(
      `select purchase_reference as reference, category, state, total_cents as total
       from wallet_transactions where wallet_id = $1`,
      [walletId],
    );
    const ledgerSum = rows
      .filter((r) => r.state === 'COMPLETED')
      .reduce((sum, r) => sum + r.total, 0);
    // The balance kept on the wallet row is the ledger's sum, and the check the operator runs
    // agrees.
    expect(balance).toBe(ledgerSum);
    expect(balance).toBe(model.balance);
    expect(
      (await findBalanceMismatches(db)).filter((mismatch) => mismatch.walletId === walletId),
    ).toEqual([]);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBeLessThanOrEqual(MAX_BALANCE_CENTS);

    const byRef = new Map(rows.map((r) => [r.reference, r]));
    const purchases = await db.query<{
      reference: string;
      state: string;
      credit: number;
      amount: number;
      cardFee: number;
      activationFee: number;
    }>(
      `select reference, state, credit_cents as credit, amount_cents as amount,
         card_fee_cents as "cardFee", activation_fee_cents as "activationFee"
       from purchases where wallet_id = $1`,
      [walletId],
    );
    let purchaseCredit = 0;
    let purchaseLedger = 0;
    for (const p of purchases) {
      expect(p.state).toBe(model.purchases.get(p.reference)?.state);
      const topUpRow = byRef.get(p.reference);
      const cardFeeRow = byRef.get(cardFeeReference(p.reference));
      const activationRow = byRef.get(activationReference(p.reference));
      // The amount charged and each fee are rows of their own.
      expect(topUpRow).toMatchObject({ category: 'TOP_UP', total: p.amount });
      const expectedRowState = p.state === 'REFUNDED' ? 'VOID' : p.state;
      expect(topUpRow?.state).toBe(expectedRowState);
      if (p.cardFee > 0) {
        expect(cardFeeRow).toMatchObject({
          category: 'TOP_UP',
          total: -p.cardFee,
          state: expectedRowState,
        });
      } else {
        expect(cardFeeRow).toBeUndefined();
      }
      if (activationRow) {
        expect(activationRow.state).toBe(p.activationFee > 0 ? expectedRowState : 'VOID');
      } else {
        expect(p.activationFee).toBe(0);
      }
      if (p.state === 'COMPLETED') {
        purchaseCredit += p.credit;
        purchaseLedger +=
          (topUpRow?.total ?? 0) +
          (cardFeeRow?.total ?? 0) +
          (activationRow?.state === 'COMPLETED' ? activationRow.total : 0);
      }
    }
    // Each completed purchase is in the balance exactly once, as much as it credited.
    expect(purchaseLedger).toBe(purchaseCredit);

    const refunds = await db.query<{
      reference: string;
      state: string;
      total: number;
      fee: number;
    }>(
      'select reference, state, total_cents as total, fee_cents as fee from refunds where wallet_id = $1',
      [walletId],
    );
    for (const refund of refunds) {
      // A paid refund: what the bank transfers, and the fee as a second REFUND row.
      const paid = rows.filter((r) => r.reference === refund.reference);
      const fee = rows.filter((r) => r.reference === refundFeeReference(refund.reference));
      if (refund.state === 'COMPLETED') {
        expect(paid).toMatchObject([{ category: 'REFUND', total: -refund.total }]);
        expect(fee).toMatchObject(
          refund.fee > 0 ? [{ category: 'REFUND', total: -refund.fee }] : [],
        );
      } else {
        expect([...paid, ...fee]).toEqual([]);
      }
    }
    expect(refunds.filter((r) => r.state !== 'VOID').length).toBeLessThanOrEqual(1);

    // Each donation is one DONATION row of its amount, applied once.
    const donations = await db.query<{ reference: string; amount: number }>(
      'select reference, amount_cents as amount from donations where wallet_id = $1',
      [walletId],
    );
    const donationRows = rows.filter((r) => r.category === 'DONATION');
    expect(donationRows.length).toBe(donations.length);
    for (const donation of donations) {
      expect(byRef.get(donation.reference)).toMatchObject({
        category: 'DONATION',
        state: 'COMPLETED',
        total: -donation.amount,
      });
    }
    const [wallet] = await db.query<{ refund_status: string }>(
      'select refund_status from wallets where id = $1',
      [walletId],
    );
    expect(wallet?.refund_status).toBe(model.refundStatus);
  }
});
