// What a page composing the wallet chart reads of it: the wallet once fetched, or that no answer
// came. The state names stay the wallet chart's own; a page reads only these.
import type { SnapshotFrom } from 'xstate';
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type { RefundListEntry } from '../../../../core/domain/refund';
import type { walletMachine } from './wallet-machine';
import type { EventWallet } from './wallet-types';

type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

/** The wallet as just fetched: what a page's form starts from. */
export interface FetchedWallet {
  /** The selected registration, its balance the fetched wallet's. */
  registration: EventRegistration;
  wallet: EventWallet;
  /** The wallet's refunds; empty when the list could not be fetched. */
  refunds: RefundListEntry[];
}

/** The fetched wallet once the refund list has answered too (it decides the edit page's refund),
 * null before. */
export function fetchedWallet(snapshot: WalletSnapshot): FetchedWallet | null {
  const { registration, wallet, refunds } = snapshot.context;
  const answered =
    snapshot.matches({ open: { wallet: 'ready' } }) &&
    !snapshot.matches({ open: { refunds: 'loading' } });
  return answered && registration && wallet ? { registration, wallet, refunds } : null;
}

/** The wallet fetch got no answer: the page offers Try Again. */
export function isWalletOffline(snapshot: WalletSnapshot): boolean {
  return snapshot.matches({ open: { wallet: 'offline' } });
}
