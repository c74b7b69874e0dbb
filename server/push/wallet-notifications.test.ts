import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../core/contracts/push-payload';
import {
  WALLET_MESSAGE_REFUND_CANCELLED,
  WALLET_MESSAGE_REFUND_PAID,
} from '../../core/domain/wallet-rules';
import type { Database, Queryable } from '../db/database';
import { migrate } from '../db/migrate';
import type { WalletEvent } from '../ledger/wallet-events';
import {
  insertCustomer,
  insertEvent,
  insertWallet,
  uniqueId,
} from '../test-support/money-test-fixture';
import { openTestDatabase } from '../test-support/test-database';
import type { PushSender } from './push-sender';
import { createWalletPushNotifier, walletPushPayload } from './wallet-notifications';

const WALLET = { eventId: 'event-1', eventName: 'Summer Fest' };
const URL_OF_WALLET = '/event/wallet?walletId=wallet-1&eventId=event-1';

describe('walletPushPayload', () => {
  it('tells of a completed top-up with the credit and the new balance', () => {
    const event: WalletEvent = {
      type: 'TOP_UP_COMPLETED',
      walletId: 'wallet-1',
      customerId: 'customer-1',
      reference: 'P-1',
      creditCents: 4_550,
      balanceCents: 12_050,
    };
    expect(walletPushPayload(event, WALLET)).toEqual({
      title: 'Top Up Completed',
      body: 'Summer Fest: $45.50 added to your wallet. Balance: $120.50',
      url: URL_OF_WALLET,
      tag: 'wallet-wallet-1',
    });
  });

  it('tells of a paid refund with its total', () => {
    const event: WalletEvent = {
      type: 'REFUND_PAID',
      walletId: 'wallet-1',
      customerId: 'customer-1',
      reference: 'R-1',
      totalCents: 4_750,
    };
    expect(walletPushPayload(event, WALLET)).toMatchObject({
      title: 'Refund Paid',
      body: `Summer Fest: $47.50. ${WALLET_MESSAGE_REFUND_PAID}`,
      url: URL_OF_WALLET,
    });
  });

  it('tells of a cancelled refund and that another can be lodged', () => {
    const event: WalletEvent = {
      type: 'REFUND_CANCELLED',
      walletId: 'wallet-1',
      customerId: 'customer-1',
      reference: 'R-1',
      totalCents: 4_750,
    };
    expect(walletPushPayload(event, WALLET)).toMatchObject({
      title: 'Refund Cancelled',
      body: `Summer Fest: ${WALLET_MESSAGE_REFUND_CANCELLED}`,
    });
  });
});

describe('createWalletPushNotifier', () => {
  const event: WalletEvent = {
    type: 'REFUND_PAID',
    walletId: 'wallet-1',
    customerId: 'customer-1',
    reference: 'R-1',
    totalCents: 100,
  };

  function fakes(rows: (typeof WALLET)[]) {
    const sent: [string, PushPayload][] = [];
    const db: Queryable = {
      query: async <T>() => rows as T[],
      exec: async () => {},
    };
    const sender: PushSender = {
      async sendToCustomer(customerId, payload) {
        sent.push([customerId, payload]);
        return { sent: 1, removed: 0, failed: 0 };
      },
    };
    return { db, sender, sent };
  }

  it("sends to the event's customer, naming the event of the wallet", async () => {
    const { db, sender, sent } = fakes([WALLET]);
    await createWalletPushNotifier({ db, sender })(event);
    expect(sent).toEqual([['customer-1', walletPushPayload(event, WALLET)]]);
  });

  it('sends nothing for a wallet that no longer exists', async () => {
    const { db, sender, sent } = fakes([]);
    await createWalletPushNotifier({ db, sender })(event);
    expect(sent).toEqual([]);
  });
});

describe('createWalletPushNotifier on a shared database', () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await migrate(db);
  });
  afterAll(() => dispose());

  it('sends a wallet event once however many processes announce it', async () => {
    const customerId = await insertCustomer(db);
    const wallet = await insertWallet(db, { eventId: await insertEvent(db), customerId });
    const sent: string[] = [];
    const sender: PushSender = {
      async sendToCustomer(to) {
        sent.push(to);
        return { sent: 1, removed: 0, failed: 0 };
      },
    };
    const paid: WalletEvent = {
      type: 'REFUND_PAID',
      walletId: wallet.id,
      customerId,
      reference: uniqueId('R'),
      totalCents: 100,
    };
    // Two instances (or an instance and the operator CLI) told of the same change at once.
    const instances = [
      createWalletPushNotifier({ db, sender }),
      createWalletPushNotifier({ db, sender }),
    ];
    await Promise.all(instances.map((notify) => notify(paid)));
    await instances[0]?.(paid);
    expect(sent).toEqual([customerId]);

    await instances[1]?.({ ...paid, type: 'REFUND_CANCELLED' });
    expect(sent).toEqual([customerId, customerId]);
  });
});
