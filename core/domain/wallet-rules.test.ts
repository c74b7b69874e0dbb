import { describe, expect, it } from 'vitest';
import {
  makeRegistration,
  type RegistrationShape,
} from '../../test-support/app/registration-fixture';
import type { RefundListEntry } from './refund';
import {
  canTopUpOnline,
  showAmendBankAccount,
  showLodgeRefund,
  topUpButton,
  WALLET_MESSAGE_EVENT_CLOSED,
  WALLET_MESSAGE_LODGE_REFUND,
  WALLET_MESSAGE_NO_CREDIT,
  WALLET_MESSAGE_NO_CREDIT_TOP_UP_AT_EVENT,
  WALLET_MESSAGE_NO_CREDIT_TOP_UP_NOT_OPEN,
  WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT,
  WALLET_MESSAGE_NOTHING_TO_REFUND,
  WALLET_MESSAGE_PAYMENT_PENDING,
  WALLET_MESSAGE_READY,
  WALLET_MESSAGE_READY_TICKET,
  WALLET_MESSAGE_REFUND_CANCELLED,
  WALLET_MESSAGE_REFUND_LOGGED,
  WALLET_MESSAGE_REFUND_NOT_AVAILABLE,
  WALLET_MESSAGE_REFUND_PAID,
  walletStatusMessage,
} from './wallet-rules';

const NOW = new Date('2026-12-01T10:00:00Z');
const CLOSED_BEFORE_NOW = '2026-12-01T09:59:00Z';
const CLOSING_AFTER_NOW = '2026-12-01T10:01:00Z';

describe('showLodgeRefund', () => {
  it.each<[RegistrationShape, boolean]>([
    [{ state: 'STARTED', refundStatus: 'AVAILABLE', balance: 5 }, true],
    [{ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 5 }, true],
    [{ state: 'FINISHED', refundStatus: 'VOID', balance: 0.01 }, true],
    [{ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 0 }, false],
    [{ state: 'FINISHED', refundStatus: 'PROCESSING', balance: 5 }, false],
    [{ state: 'FINISHED', refundStatus: 'COMPLETED', balance: 5 }, false],
    [{ state: 'FINISHED', refundStatus: 'NOT_AVAILABLE', balance: 5 }, false],
    [{ state: 'PUBLISHED', refundStatus: 'AVAILABLE', balance: 5 }, false],
    [{ state: 'CLOSED', refundStatus: 'AVAILABLE', balance: 5 }, false],
    [{ state: 'ARCHIVED', refundStatus: 'VOID', balance: 5 }, false],
  ])('%o → %s', (shape, shown) => {
    expect(showLodgeRefund(makeRegistration(shape), NOW)).toBe(shown);
  });

  it("is not offered once the operator's close time for the refunds has come", () => {
    const closingAt = (refundsCloseAt: string | null) =>
      makeRegistration({
        state: 'FINISHED',
        refundStatus: 'AVAILABLE',
        balance: 5,
        refundsCloseAt,
      });
    expect(showLodgeRefund(closingAt(CLOSING_AFTER_NOW), NOW)).toBe(true);
    expect(showLodgeRefund(closingAt(null), NOW)).toBe(true);
    expect(showLodgeRefund(closingAt(CLOSED_BEFORE_NOW), NOW)).toBe(false);
    expect(showLodgeRefund(closingAt(NOW.toISOString()), NOW)).toBe(false);
  });
});

describe('showAmendBankAccount', () => {
  const open: RefundListEntry = {
    batchState: 'OPEN',
    batchItemAccountNumber: '01-0902-0068389-00',
    refundPurchaseRef: 'R-1',
  };
  const closed: RefundListEntry = { ...open, batchState: 'CLOSED' };
  const lodged = makeRegistration({ state: 'FINISHED', refundStatus: 'PROCESSING', balance: 5 });

  it('shows for a lodged refund in an OPEN batch with a balance', () => {
    expect(showAmendBankAccount(lodged, [closed, open])).toBe(true);
  });

  it('hides without an OPEN batch', () => {
    expect(showAmendBankAccount(lodged, [closed])).toBe(false);
    expect(showAmendBankAccount(lodged, [])).toBe(false);
  });

  it('hides unless the refund is lodged', () => {
    const available = makeRegistration({
      state: 'FINISHED',
      refundStatus: 'AVAILABLE',
      balance: 5,
    });
    expect(showAmendBankAccount(available, [open])).toBe(false);
  });

  it('hides with a zero balance', () => {
    const empty = makeRegistration({ state: 'FINISHED', refundStatus: 'PROCESSING', balance: 0 });
    expect(showAmendBankAccount(empty, [open])).toBe(false);
  });
});

describe('topUpButton', () => {
  it.each<[RegistrationShape, string | null]>([
    [{ state: 'PUBLISHED', balance: 0 }, 'Online Top Up'],
    [{ state: 'PUBLISHED', balance: 20 }, 'Add More Credit'],
    [{ state: 'PUBLISHED', balance: 0, uid: '04AB' }, null],
    [{ state: 'PUBLISHED', balance: 0, ticketNumber: null }, null],
    [{ state: 'STARTED', balance: 0 }, null],
    [{ state: 'DRAFT', balance: 0 }, null],
    [{ state: 'FINISHED', balance: 20 }, null],
  ])('%o → %s', (shape, label) => {
    const registration = makeRegistration(shape);
    expect(topUpButton(registration)).toBe(label);
    expect(canTopUpOnline(registration)).toBe(label !== null);
  });
});

describe('walletStatusMessage', () => {
  it.each<[RegistrationShape, string]>([
    [{ state: 'PUBLISHED', balance: 5 }, WALLET_MESSAGE_READY_TICKET],
    [{ state: 'PUBLISHED', balance: 5, uid: '04AB' }, WALLET_MESSAGE_READY],
    [{ state: 'DRAFT', balance: 5 }, WALLET_MESSAGE_READY_TICKET],
    [{ state: 'DRAFT', balance: 5, uid: '04AB' }, WALLET_MESSAGE_READY],
    [{ state: 'PUBLISHED' }, WALLET_MESSAGE_NO_CREDIT],
    [{ state: 'PUBLISHED', uid: '04AB' }, WALLET_MESSAGE_NO_CREDIT_TOP_UP_AT_EVENT],
    [{ state: 'PUBLISHED', ticketNumber: null }, WALLET_MESSAGE_NO_CREDIT_TOP_UP_AT_EVENT],
    [{ state: 'DRAFT' }, WALLET_MESSAGE_NO_CREDIT_TOP_UP_NOT_OPEN],
    [{ state: 'DRAFT', uid: '04AB' }, WALLET_MESSAGE_NO_CREDIT_TOP_UP_AT_EVENT],
    [
      { state: 'STARTED', refundStatus: 'AVAILABLE', balance: 5 },
      WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT,
    ],
    [{ state: 'STARTED', refundStatus: 'NOT_AVAILABLE' }, WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT],
    [{ state: 'STARTED', refundStatus: 'PROCESSING' }, WALLET_MESSAGE_REFUND_LOGGED],
    [{ state: 'STARTED', refundStatus: 'VOID' }, WALLET_MESSAGE_REFUND_CANCELLED],
    [{ state: 'FINISHED', refundStatus: 'NOT_AVAILABLE' }, WALLET_MESSAGE_REFUND_NOT_AVAILABLE],
    [{ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 5 }, WALLET_MESSAGE_LODGE_REFUND],
    [
      { state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 0 },
      WALLET_MESSAGE_NOTHING_TO_REFUND,
    ],
    [{ state: 'FINISHED', refundStatus: 'PROCESSING', balance: 5 }, WALLET_MESSAGE_REFUND_LOGGED],
    [{ state: 'FINISHED', refundStatus: 'COMPLETED' }, WALLET_MESSAGE_REFUND_PAID],
    [{ state: 'FINISHED', refundStatus: 'VOID', balance: 5 }, WALLET_MESSAGE_REFUND_CANCELLED],
    [{ state: 'CLOSED', refundStatus: 'AVAILABLE', balance: 5 }, WALLET_MESSAGE_EVENT_CLOSED],
    [{ state: 'CLOSED', refundStatus: 'VOID', balance: 5 }, WALLET_MESSAGE_EVENT_CLOSED],
    [{ state: 'CLOSED', refundStatus: 'PROCESSING', balance: 5 }, WALLET_MESSAGE_REFUND_LOGGED],
    [{ state: 'ARCHIVED', refundStatus: 'COMPLETED' }, WALLET_MESSAGE_REFUND_PAID],
    [{ state: 'ARCHIVED' }, WALLET_MESSAGE_EVENT_CLOSED],
  ])('%o', (shape, message) => {
    expect(walletStatusMessage(makeRegistration(shape), NOW)).toBe(message);
  });

  it("says refunds are over once the operator's close time has come, but keeps a lodged refund's news", () => {
    const closingAt = (shape: RegistrationShape, refundsCloseAt: string) =>
      makeRegistration({ state: 'FINISHED', balance: 5, ...shape, refundsCloseAt });
    const open = closingAt({ refundStatus: 'AVAILABLE' }, CLOSING_AFTER_NOW);
    expect(walletStatusMessage(open, NOW)).toBe(WALLET_MESSAGE_LODGE_REFUND);
    for (const refundStatus of ['AVAILABLE', 'VOID'] as const) {
      const closed = closingAt({ refundStatus }, CLOSED_BEFORE_NOW);
      expect(walletStatusMessage(closed, NOW)).toBe(WALLET_MESSAGE_EVENT_CLOSED);
    }
    const lodged = closingAt({ refundStatus: 'PROCESSING' }, CLOSED_BEFORE_NOW);
    expect(walletStatusMessage(lodged, NOW)).toBe(WALLET_MESSAGE_REFUND_LOGGED);
  });

  it('says nothing of paying or topping up on a blocked band, but keeps refund news', () => {
    const band = (shape: RegistrationShape) => makeRegistration({ uid: '04AB', ...shape });
    for (const state of ['DRAFT', 'PUBLISHED', 'STARTED'] as const) {
      for (const balance of [0, 5]) {
        const registration = band({ state, balance, refundStatus: 'NOT_AVAILABLE' });
        expect(walletStatusMessage(registration, NOW, [], true)).toBeNull();
        expect(walletStatusMessage(registration, NOW)).not.toBeNull();
      }
    }
    const open = band({ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 5 });
    expect(walletStatusMessage(open, NOW, [], true)).toBe(WALLET_MESSAGE_LODGE_REFUND);
    const lodged = band({ state: 'STARTED', refundStatus: 'PROCESSING', balance: 5 });
    expect(walletStatusMessage(lodged, NOW, [], true)).toBe(WALLET_MESSAGE_REFUND_LOGGED);
  });

  const pendingTopUp = {
    purchaseReference: 'P-1',
    purchaseCategory: 'TOP_UP',
    purchaseState: 'PENDING',
    purchaseTotal: 46,
    purchaseDate: '2026-11-20T10:00:00Z',
  };

  it('says a pending top up is pending while the wallet is empty, not that it is all set', () => {
    const empty = makeRegistration({ state: 'PUBLISHED', balance: 0 });
    expect(walletStatusMessage(empty, NOW, [pendingTopUp])).toBe(WALLET_MESSAGE_PAYMENT_PENDING);
    const funded = makeRegistration({ state: 'PUBLISHED', balance: 5 });
    expect(walletStatusMessage(funded, NOW, [pendingTopUp])).toBe(WALLET_MESSAGE_READY_TICKET);
    const declined = { ...pendingTopUp, purchaseState: 'VOID' };
    expect(walletStatusMessage(empty, NOW, [declined])).toBe(WALLET_MESSAGE_NO_CREDIT);
  });

  it('never tells a holder of a ticket alone to tap, nor to top up where no top up is offered', () => {
    const shapes: RegistrationShape[] = ['DRAFT', 'PUBLISHED'].flatMap((state) =>
      [0, 5].flatMap((balance) =>
        [null, '04AB'].map((uid) => ({ state, balance, uid }) as RegistrationShape),
      ),
    );
    for (const shape of shapes) {
      const registration = makeRegistration(shape);
      const message = walletStatusMessage(registration, NOW);
      if (!registration.uid) expect(message, JSON.stringify(shape)).not.toMatch(/- tap your/);
      if (!canTopUpOnline(registration)) {
        expect(message, JSON.stringify(shape)).not.toMatch(/top up before/);
      }
    }
  });

  it('says a logged refund can take up to 1 week', () => {
    expect(WALLET_MESSAGE_REFUND_LOGGED).toContain('up to 1 week');
  });
});
