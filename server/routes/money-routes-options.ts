import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { WalletEventListener } from '../ledger/wallet-events';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { PaymentProvider } from '../payments/payment-provider';

/** What the purchase, payment and refund routes need from the app. */
export interface MoneyRoutesOptions {
  db: Database;
  config: ServerConfig;
  payments: PaymentProvider;
  onWalletEvent?: WalletEventListener;
  metrics: ServerMetrics;
}
