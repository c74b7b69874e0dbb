// The wallet page's context (spec §3): what the page opens with and has fetched, and what it
// derives from them, the buttons (spec §4 Wallet page) and the calls' requests.
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { RefundListEntry } from '../../../../core/domain/refund';
import { findRegistrationByWalletId } from '../../../../core/domain/registration';
import {
  showAmendBankAccount,
  showLodgeRefund,
  topUpButton,
} from '../../../../core/domain/wallet-rules';
import { hasPaymentReturn } from './payment-return';
import type {
  EventWallet,
  PaymentReturn,
  PaymentReturnNotice,
  RefundsRequest,
  WalletButtons,
  WalletInput,
  WalletRequest,
} from './wallet-types';

export interface WalletContext {
  /** The selected registration, its walletBalance the last fetched wallet's balance. */
  registration: EventRegistration | null;
  /** The customer's registrations the page opened with: a return without one is found there. */
  registrations: readonly EventRegistration[];
  wallet: EventWallet | null;
  refunds: RefundListEntry[];
  /** Why the last wallet fetch got no answer, while the page works offline. */
  offlineError: string | null;
  /** Why the last Show more failed; the rows already shown stay. */
  pagingError: string | null;
  /** The provider's return the page opened with, until the server's wallet has answered. */
  paymentReturn: PaymentReturn | null;
  /** The outcome told for it, once the wallet the server answered held its purchase. */
  toldPayment: PaymentReturnNotice | null;
}

const NO_BUTTONS: WalletButtons = { lodgeRefund: false, amendBankAccount: false, topUp: null };

export const initialWalletContext: WalletContext = {
  registration: null,
  registrations: [],
  wallet: null,
  refunds: [],
  offlineError: null,
  pagingError: null,
  paymentReturn: null,
  toldPayment: null,
};

/** The buttons the page offers (spec §4 Wallet page), derived from the context, at `now`. */
export function walletButtonsOf(
  { registration, refunds, offlineError }: WalletContext,
  now: Date,
): WalletButtons {
  if (!registration) return NO_BUTTONS;
  return {
    lodgeRefund: showLodgeRefund(registration, now),
    amendBankAccount: showAmendBankAccount(registration, refunds),
    topUp: offlineError !== null ? null : topUpButton(registration),
  };
}

// Only the open state calls these, and it is entered with a registration.
export function selected(context: WalletContext): EventRegistration {
  if (!context.registration) throw new Error('The wallet is open without a registration');
  return context.registration;
}

export function walletRequest(registration: EventRegistration): WalletRequest {
  return { walletId: registration.walletId, eventId: registration.event.id };
}

/** Show more: the wallet's rows older than the oldest fetched, as the server ordered them. */
export function olderRowsRequest(context: WalletContext): WalletRequest {
  // Only paging calls it, which hasOlderRows lets in with a row to start after.
  const oldest = context.wallet?.transactionList.at(-1);
  if (!oldest) throw new Error('Show more without a row to start after');
  return { ...walletRequest(selected(context)), before: oldest.purchaseReference };
}

/** The server said older rows remain and there is a row to ask after. */
export function hasOlderRows(wallet: EventWallet | null): boolean {
  return wallet?.hasMore === true && wallet.transactionList.length > 0;
}

export function refundsRequest(registration: EventRegistration): RefundsRequest {
  return {
    uid: registration.uid ?? registration.ticketNumber ?? '',
    eventId: registration.event.id,
  };
}

/**
 * The page as the address opens it: the registration it names, looked up in the customer's list,
 * and the payment provider's return when the address came back with one (spec §2).
 */
export function openedWalletContext(input: WalletInput): WalletContext {
  const { registration, registrations, paymentReturn } = input;
  return {
    ...initialWalletContext,
    registration:
      registration === null
        ? null
        : (findRegistrationByWalletId(registrations, registration) ?? null),
    registrations,
    paymentReturn: hasPaymentReturn(paymentReturn) ? paymentReturn : null,
  };
}
