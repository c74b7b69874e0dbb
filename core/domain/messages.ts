// User-facing texts of spec §8 (and the alerts of §2 and §4), word for word where the spec gives
// them. Where the spec gives only a title with a summary, the body is our sentence built from that
// summary. {product} is the configured product name and {email} the support e-mail. The texts of the
// signed-out screens are in auth-messages.ts, so /login loads only those.
import { formatMoney, MAX_BALANCE_CENTS } from './money';
import type { TagStatus } from './tag-status';
import type { TicketStatus } from './ticket-status';

export interface Dialog {
  title: string;
  body: string;
}

// Scanning
/** Web NFC's read of a band (issue #26 Tap to fill): the offer, the wait and what went wrong. */
export const BAND_READ = {
  offer: 'Tap your band on your phone',
  waiting: 'Hold your band against the back of your phone',
  cancel: 'Stop reading',
  unreadable: 'That is not a TapWallet band. Type its tag number instead.',
  failed: 'Your phone could not read the band. Type its tag number instead.',
} as const;
export const CAMERA_PERMISSION_REQUIRED =
  'Please grant permission to use the camera to use this feature';

// Profile
export const PROFILE_UPDATE_FAILED = 'Unable to update profile. Please try again';
export const PROFILE_UPDATED = 'Profile Updated successfully';

// Payment
export function cardHolderTopUpError(product: string): string {
  return `Online top up is not available once you have a ${product} card`;
}
export const PAYMENT_REQUEST_FAILED =
  'Sorry we were unable to request your payment right now. Please try again later';

// A 409 refuses what the wallet or the event no longer allows (the event started, a band was
// issued): trying again cannot help, so the server's reason is what the customer needs.
const REFUSAL = /^409 : /;

/**
 * A failed payment request: the server's own words when it refused a card holder (spec §8) or
 * refused the top up for any other lasting reason, else ours.
 */
export function paymentRequestErrorMessage(serverError: string, product: string): string {
  return serverError.includes(cardHolderTopUpError(product)) || REFUSAL.test(serverError)
    ? serverError
    : PAYMENT_REQUEST_FAILED;
}

/**
 * The top up limit (spec §5: balance plus amount at most $999.99), with the figures it counts:
 * the whole top up before fees, so it can be passed while the summary's balance after fees is
 * below the maximum. The page shows it and the server refuses with it.
 */
export function topUpAboveMaximumMessage(balanceCents: number, amountCents: number): string {
  return `A wallet can hold at most ${formatMoney(MAX_BALANCE_CENTS)}, and this limit counts the whole top up before fees: your balance ${formatMoney(balanceCents)} plus ${formatMoney(amountCents)} comes to ${formatMoney(balanceCents + amountCents)}.`;
}

// The server's refusals of a top-up request that trying again cannot change.
export const TOP_UP_NOT_BEFORE_EVENT = 'Online top up is only available before the event starts';
export const TOP_UP_NEEDS_TICKET = 'Online top up needs a registered event ticket';
export const TOP_UP_TICKET_NOT_ALLOWED = 'Online top up is not available for this event ticket';
export const TOP_UP_PENDING_ABOVE_MAXIMUM = `A payment still in progress would take your balance above ${formatMoney(MAX_BALANCE_CENTS)} - please wait for it to finish`;
export const TOP_UP_FEES_EXCEED_AMOUNT = 'The top up amount does not cover the fees';

/** The alert after returning from the payment provider, by its 'state' query parameter. */
export function paymentReturnDialog(state: string | null, email: string): Dialog {
  if (state === 'completed') {
    return {
      title: 'Payment Completed',
      body: 'Thank you - your payment was successful and your wallet has been topped up.',
    };
  }
  if (state === 'pending') {
    return {
      title: 'Payment Pending',
      body: 'Your payment is being processed. Your balance will update once it has been approved.',
    };
  }
  return {
    title: 'Payment Failed',
    body: `Your payment was not completed and you have not been charged. Please try again or contact ${email} for help.`,
  };
}

/**
 * On the wallet, for a card payment that completed when the wallet could not take its credit
 * (it would have gone over the maximum balance): the charge went back to the card.
 */
export const PAYMENT_REFUNDED_BALANCE_FULL = 'Payment refunded — your balance was full';

// Refund
export function refundRequestFailedDialog(email: string): Dialog {
  return {
    title: 'Refund Request Failed',
    body: `Unable to lodge your refund request right now. Please try again later or contact ${email} for help.`,
  };
}
export const REFUND_REQUESTED: Dialog = {
  title: 'Refund Requested',
  body: 'Your refund request has been lodged. Refunds can take up to 1 week to process.',
};
export const REFUND_UPDATE_FAILED: Dialog = {
  title: 'Update Request Failed',
  body: 'Unable to update your bank account number right now. Please try again later.',
};
export const BANK_ACCOUNT_UPDATED: Dialog = {
  title: 'Bank Account Number Updated',
  body: 'Your refund will be paid into the updated bank account.',
};

// Wallet and registrations
export const EVENT_NOT_FOUND: Dialog = {
  title: 'Event Not Found',
  body: 'We could not find that event registration on your account.',
};
export const WALLET_NOT_FOUND: Dialog = {
  title: 'Wallet Not Found',
  body: 'Unable to load the wallet for this event right now. Please try again later.',
};
export const TRANSACTIONS_OFFLINE = 'Working offline - unable to get transaction list';
export const CUSTOMER_OFFLINE =
  'Working Offline - unable to connect to the server please try again later';
export const NO_TRANSACTIONS = 'You have no transactions - time to get spending!';
// DESIGN §8 History: Show more and the CSV download, each failing with the server's words after.
export const OLDER_TRANSACTIONS_FAILED =
  'Unable to load older transactions - the ones shown are kept. Please try again';
export const HISTORY_DOWNLOAD_FAILED = 'Unable to download your transactions. Please try again';

// Ticket search and claim
export const TICKET_CHECKLIST: readonly string[] = [
  'The ticket number matches the number printed on your ticket',
  'Your first and last name match the name of the ticket holder',
  'Your email matches the email used to purchase the ticket',
];

export interface TicketDialog extends Dialog {
  /** Only a valid ticket offers 'Add Ticket'; the others show the checklist instead. */
  canAdd: boolean;
  checklist: readonly string[];
}

const TICKET_DIALOGS: Record<Exclude<TicketStatus, 'NOT_FOUND'>, Dialog> = {
  FOUND_VALID: {
    title: "We've Found Your Ticket!",
    body: 'Add this ticket to your account to set up your event wallet.',
  },
  FOUND_ONLINE_TOPUP_DISABLED: {
    title: 'Online Top Up Not Available',
    body: 'Online top up is not available for this event ticket. Please enter your MAIN festival ticket rather than a pre-party, after-party or camping ticket.',
  },
  FOUND_INVALID: { title: 'Ticket Found Invalid', body: 'Ticket is no longer valid' },
  FOUND_CLAIMED: {
    title: 'Ticket Already Claimed',
    body: 'This ticket has already been claimed by another account.',
  },
  FOUND_MISMATCH: {
    title: 'Ticket Mismatch',
    body: 'We found this ticket, but the details you entered do not match the ticket holder.',
  },
  FOUND_TOO_MANY: {
    title: 'Ticket Not Unique',
    body: 'More than one ticket matches that number, so we cannot tell which one is yours.',
  },
};

const TICKET_NOT_FOUND: Dialog = {
  title: 'Event Ticket Not Found',
  body: 'We could not find a ticket matching the details you entered.',
};

export function ticketDialog(status: string): TicketDialog {
  const dialog = Object.hasOwn(TICKET_DIALOGS, status)
    ? TICKET_DIALOGS[status as keyof typeof TICKET_DIALOGS]
    : TICKET_NOT_FOUND;
  const canAdd = status === 'FOUND_VALID';
  return { ...dialog, canAdd, checklist: canAdd ? [] : TICKET_CHECKLIST };
}

export const TICKET_CLAIM_FAILED = 'Unable to claim event ticket. Please try again later';
export const TICKET_CLAIM_NO_MATCH = 'Unable to claim ticket';

// Tag search and claim
export interface TagDialogContext {
  product: string;
  /** The other account's masked e-mail prefix, for CLAIMED. */
  claimedEmail?: string | null;
}

export interface TagDialog extends Dialog {
  /** Only an available tag offers 'Register Tag'. */
  canRegister: boolean;
}

// Any status without a text of its own, CLAIMED_BY_CALLER among them, reads as not found.
type TagStatusWithText = Exclude<TagStatus, 'CLAIMED_BY_CALLER' | 'NOT_FOUND'>;

// Built per call: two texts name the product and CLAIMED names the other account.
function tagDialogs(product: string, claimedEmail: string): Record<TagStatusWithText, Dialog> {
  return {
    AVAILABLE: {
      title: `${product} Tag Found`,
      body: 'Register this tag to your account to see your balance and request a refund.',
    },
    CLAIMED: {
      title: 'Already Registered',
      body: `This tag is already registered to another account (${claimedEmail}). Did you sign up with a work email, or sign in with a social login? Try logging in with that account instead.`,
    },
    NOT_USED: {
      title: 'Tag Not Used',
      body: 'This tag has not been used at an event, so there is no balance to register.',
    },
    FOUND_TOO_MANY: {
      title: 'Tag Not Unique',
      body: 'More than one tag matches those details. Please check your tag number and serial.',
    },
    EVENT_NOT_FINISHED: {
      title: 'Event Not Finished',
      body: 'This event has not finished yet. Please wait until the event closes, then register your tag.',
    },
    EVENT_NOT_STARTED: {
      title: 'Event Not Started',
      body: 'This event has not started yet, so this tag cannot be registered.',
    },
    EVENT_ARCHIVED: {
      title: 'Refunds Closed',
      body: 'Refunds for this event have closed. Please contact the event organiser for help.',
    },
  };
}

export function tagDialog(status: string, { product, claimedEmail }: TagDialogContext): TagDialog {
  const dialogs = tagDialogs(product, claimedEmail ?? '');
  const dialog = Object.hasOwn(dialogs, status)
    ? dialogs[status as TagStatusWithText]
    : {
        title: `${product} Card Not Found`,
        body: 'We could not find a tag matching the number and serial you entered.',
      };
  return { ...dialog, canRegister: status === 'AVAILABLE' };
}

// A claim that went through (spec §8 gives no text for it).
export const TICKET_ADDED: Dialog = {
  title: 'Ticket Added',
  body: 'Your ticket has been added to your events.',
};
export const TAG_REGISTERED: Dialog = {
  title: 'Tag Registered',
  body: 'Your wristband or card has been added to your events.',
};

export const TAG_ALREADY_REGISTERED_TITLE = 'You Have Already Registered This Tag!';

export function tagSearchFailedMessage(product: string): string {
  return `Unable to find your ${product} Card. Check your card number and try again or contact ${product} for assistance.`;
}

export function tagClaimFailedMessage(product: string): string {
  return `Unable to claim ${product} card or band. Please try again later`;
}

// Error screens
export const ERROR_SCREEN: Dialog = {
  title: "This Doesn't Look Good",
  body: 'Sorry something went wrong while processing your request',
};
