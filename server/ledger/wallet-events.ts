// Things a customer may want to hear about, raised after the change is committed. Push
// notifications will subscribe here; the money code only announces.
import type { FastifyBaseLogger } from 'fastify';

export type WalletEvent =
  | {
      type: 'TOP_UP_COMPLETED';
      walletId: string;
      customerId: string;
      /** The purchase reference. */
      reference: string;
      creditCents: number;
      balanceCents: number;
    }
  | {
      type: 'REFUND_PAID';
      walletId: string;
      customerId: string;
      /** The refund reference. */
      reference: string;
      totalCents: number;
    }
  | {
      type: 'REFUND_CANCELLED';
      walletId: string;
      customerId: string;
      reference: string;
      totalCents: number;
    }
  | {
      type: 'PURCHASE_TAPPED';
      walletId: string;
      customerId: string;
      /** The tap's reference. */
      reference: string;
      amountCents: number;
      vendor: string | null;
      balanceCents: number;
    }
  | {
      type: 'LOW_BALANCE';
      walletId: string;
      customerId: string;
      /** The tap that took the balance below the customer's level. */
      reference: string;
      balanceCents: number;
      levelCents: number;
    };

export type WalletEventListener = (event: WalletEvent) => void | Promise<void>;

/**
 * Tells the listener, if any. The money has moved by then, so a failing listener is logged and
 * never turns a committed payment or refund into an error.
 */
export async function emitWalletEvent(
  listener: WalletEventListener | undefined,
  event: WalletEvent,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  if (!listener) return;
  try {
    await listener(event);
  } catch (error) {
    log?.error({ err: error, walletEvent: event }, 'wallet event listener failed');
  }
}
