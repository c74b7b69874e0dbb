// Every private call by name (spec §7), for whoever needs them all: the server's check that each
// is served, and the browser specs that wait for a call. A feature imports its own contract.
import { customerEndpoint } from './customer-contract';
import { donationEndpoint } from './donation-contract';
import { bandLostEndpoint, bandTransferEndpoint } from './lost-band-contract';
import { lowBalanceEndpoint } from './low-balance-contract';
import { profileLoginEndpoint, profileUpdateEndpoint } from './profile-contract';
import { purchaseRequestEndpoint } from './purchase-contract';
import { pushRegisterEndpoint } from './push-contract';
import { refundCreateEndpoint, refundListEndpoint, refundUpdateEndpoint } from './refund-contract';
import { cardClaimEndpoint, cardFindEndpoint } from './registration-card-contract';
import { ticketClaimEndpoint, ticketFindEndpoint } from './registration-ticket-contract';
import { transactionDetailEndpoint } from './transaction-detail-contract';
import { walletEndpoint } from './wallet-contract';
import { walletExportEndpoint } from './wallet-export-contract';

export const ENDPOINTS = {
  profileLogin: profileLoginEndpoint,
  profileUpdate: profileUpdateEndpoint,
  customer: customerEndpoint,
  wallet: walletEndpoint,
  pushRegister: pushRegisterEndpoint,
  ticketFind: ticketFindEndpoint,
  ticketClaim: ticketClaimEndpoint,
  cardFind: cardFindEndpoint,
  cardClaim: cardClaimEndpoint,
  refundList: refundListEndpoint,
  purchaseRequest: purchaseRequestEndpoint,
  refundCreate: refundCreateEndpoint,
  refundUpdate: refundUpdateEndpoint,
  bandLost: bandLostEndpoint,
  bandTransfer: bandTransferEndpoint,
  transactionDetail: transactionDetailEndpoint,
  walletExport: walletExportEndpoint,
  lowBalance: lowBalanceEndpoint,
  donation: donationEndpoint,
} as const;
