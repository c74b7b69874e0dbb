// What the wallet page says in its alerts (spec §2 Event wallet, §8 Wallet/registration).

import {
  EVENT_NOT_FOUND,
  paymentReturnDialog,
  WALLET_NOT_FOUND,
} from '../../../core/domain/messages';
import { type AlertText, failed, ok, waiting } from '../../ui/alerts';
import type { PaymentReturnNotice, WalletAlert } from './chart/wallet-types';

export function walletAlertText(alert: WalletAlert): AlertText {
  if (alert.kind === 'eventNotFound') return failed(EVENT_NOT_FOUND);
  // The server's words help support tell a missing wallet from a failing server.
  return failed({ ...WALLET_NOT_FOUND, body: `${WALLET_NOT_FOUND.body} (${alert.message})` });
}

export function paymentReturnAlertText(notice: PaymentReturnNotice, email: string): AlertText {
  const dialog = paymentReturnDialog(notice.kind, email);
  if (notice.kind === 'completed') return ok(dialog);
  return notice.kind === 'pending' ? waiting(dialog) : failed(dialog);
}
