// What the refund screens tell the refund machine. Form values arrive as typed; the machine
// validates them with the domain rules and sends them normalised.
import type { RefundListEntry } from '../../src/domain/refund';
import type { EventRegistration } from '../../src/domain/registration';
import type { RefundFields, RefundMode } from './refund-types';

export type RefundEvent =
  /**
   * The screen opens the page once: which page, the selected registration (null when none is
   * selected), the fetched wallet's current balance and refund list, and optionally values from
   * the profile to start the form with.
   */
  | {
      type: 'refund.open';
      mode: RefundMode;
      registration: EventRegistration | null;
      balance: number;
      refunds: readonly RefundListEntry[];
      prefill?: Partial<RefundFields>;
    }
  /** One or more fields as typed (the edit page changes accountNumber only). */
  | { type: 'refund.change'; values: Partial<RefundFields> }
  /** The refund page's request button, or the edit page's update button. */
  | { type: 'refund.submit' }
  /** The confirmation dialog's answers. */
  | { type: 'refund.confirm' }
  | { type: 'refund.cancel' };
