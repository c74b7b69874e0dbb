// Test support: a complete registration that each test bends to the case it checks.

import type { EventRegistration } from '../../core/contracts/customer-contract';
import type { EventState } from '../../core/domain/event-phase';
import type { RefundStatus } from '../../core/domain/refund-status';

export interface RegistrationShape {
  state?: EventState;
  balance?: number;
  uid?: string | null;
  ticketNumber?: string | null;
  refundStatus?: RefundStatus;
  walletId?: string;
  /** The operator's close time for the event's refunds (DESIGN §8). */
  refundsCloseAt?: string | null;
}

export function makeRegistration(shape: RegistrationShape = {}): EventRegistration {
  return {
    event: {
      id: 'evt-1',
      name: 'Summer Festival',
      state: shape.state ?? 'PUBLISHED',
      currency: 'NZD',
      ...(shape.refundsCloseAt !== undefined && { refundsCloseAt: shape.refundsCloseAt }),
    },
    walletId: shape.walletId ?? 'wallet-1',
    walletBalance: shape.balance ?? 0,
    eventAssetList: [],
    uid: shape.uid === undefined ? null : shape.uid,
    ticketNumber: shape.ticketNumber === undefined ? 'TCK-1001' : shape.ticketNumber,
    refundStatus: shape.refundStatus ?? 'NOT_AVAILABLE',
    eventRateCard: {
      activationFeeOnline: 4,
      creditCardFee: 5,
      refundFeeOnline: 2.5,
      contractCode: 'C-1',
    },
  };
}
