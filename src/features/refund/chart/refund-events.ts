// What the refund screens tell the refund machine. Form values arrive as typed; the machine
// validates them with the domain rules and sends them normalised.
import type { RefundFields } from './refund-types';

export type RefundEvent =
  /** One or more fields as typed (the edit page changes accountNumber only). */
  | { type: 'refund.change'; values: Partial<RefundFields> }
  /** The refund page's request button, or the edit page's update button. */
  | { type: 'refund.submit' }
  /** The confirmation dialog's answers. */
  | { type: 'refund.confirm' }
  | { type: 'refund.cancel' };
