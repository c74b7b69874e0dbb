// The data the transaction detail page works with (DESIGN §8 History: a wallet row's detail and
// its receipt), as POST /api/private/customer/wallet/transaction asks and answers.
import type { EventRegistration } from '../../../../core/contracts/customer-contract';
import type {
  TransactionDetail,
  TransactionDetailBody,
} from '../../../../core/contracts/transaction-detail-contract';

export type { TransactionDetail };

/** Body of POST /api/private/customer/wallet/transaction. */
export type TransactionDetailRequest = TransactionDetailBody;

/**
 * What the session starts the chart with: the walletId and row reference the address names
 * (null for none) and the customer's registrations the wallet is looked up in.
 */
export interface TransactionDetailInput {
  registration: string | null;
  reference: string | null;
  registrations: readonly EventRegistration[];
}
