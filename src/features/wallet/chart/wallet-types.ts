// The data the event wallet page works with (spec §3 Event wallet, Transaction, Refund list entry;
// spec §7 /customer/wallet and /customer/refund). Money stays as the API speaks it (dollars with
// two decimals); the domain rules convert to cents where they compute.

import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { RefundListBody } from '../../../../core/contracts/refund-contract';
import type {
  EventWallet as WalletAnswer,
  WalletBody,
} from '../../../../core/contracts/wallet-contract';
import type { TopUpButtonLabel } from '../../../../core/domain/wallet-rules';

/**
 * spec §3 Event wallet, as POST /api/private/customer/wallet answers it: its transactionList the
 * rows fetched so far, newest first, and hasMore whether older ones remain (none when left out).
 * A wallet with no refunded card payment may come without notices.
 */
export type EventWallet = Omit<WalletAnswer, 'hasMore' | 'paymentNotices'> &
  Partial<Pick<WalletAnswer, 'hasMore' | 'paymentNotices'>>;

/** Body of POST /api/private/customer/wallet; `before` asks for the rows older than that one. */
export type WalletRequest = WalletBody;

/** Body of POST /api/private/customer/refund: uid is the tag, or the ticket number when none. */
export type RefundsRequest = RefundListBody;

/** The 'reference' and 'state' query parameters the payment provider returns with (spec §2). */
export interface PaymentReturn {
  reference: string | null;
  state: string | null;
}

/**
 * What the session starts the chart with: the walletId the address names (null for none), the
 * customer's registrations it is looked up in, and the provider's return.
 */
export interface WalletInput {
  registration: string | null;
  paymentReturn: PaymentReturn | null;
  registrations: readonly EventRegistration[];
}

export type PaymentReturnKind = 'completed' | 'pending' | 'failed';

/** What the payment-return alert is about; the screen shows paymentReturnDialog(kind, email). */
export interface PaymentReturnNotice {
  kind: PaymentReturnKind;
  reference: string | null;
}

/** The buttons the wallet page offers (spec §4 Wallet page), read from the domain rules. */
export interface WalletButtons {
  lodgeRefund: boolean;
  amendBankAccount: boolean;
  /** The online top-up button's label, or null when it is not offered. */
  topUp: TopUpButtonLabel | null;
}

/** The alerts of spec §8 Wallet/registration the flow raises through the `notify` action. */
export type WalletAlert = { kind: 'eventNotFound' } | { kind: 'walletNotFound'; message: string };

/** The screen the flow moves to, through the `navigate` action: the app's path registry
 * (src/router/screen-paths.ts) turns it into an address. */
export interface WalletNavigation {
  screen: 'home';
}
