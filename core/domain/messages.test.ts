import { describe, expect, it } from 'vitest';
import {
  CODE_RESENT,
  CODE_VALIDATION_ERROR,
  codeResendFailedDialog,
  loginFailedMessage,
  PASSWORD_UPDATED,
  SIGN_UP_COMPLETED,
  SOCIAL_LOGIN_FAILED,
  signUpErrorDialog,
  USERNAME_NOT_FOUND,
} from './auth-messages';
import {
  BANK_ACCOUNT_UPDATED,
  CUSTOMER_OFFLINE,
  cardHolderTopUpError,
  EVENT_NOT_FOUND,
  NO_TRANSACTIONS,
  PAYMENT_REQUEST_FAILED,
  paymentRequestErrorMessage,
  paymentReturnDialog,
  REFUND_REQUESTED,
  REFUND_UPDATE_FAILED,
  refundRequestFailedDialog,
  TICKET_CHECKLIST,
  TRANSACTIONS_OFFLINE,
  tagClaimFailedMessage,
  tagDialog,
  tagSearchFailedMessage,
  ticketDialog,
  WALLET_NOT_FOUND,
} from './messages';
import { TAG_STATUSES } from './tag-status';
import { TICKET_STATUSES } from './ticket-status';

describe('authentication texts', () => {
  it('keep the spec wording', () => {
    expect(loginFailedMessage('Incorrect username or password.')).toBe(
      'Unable to login - Incorrect username or password.',
    );
    expect(SOCIAL_LOGIN_FAILED).toEqual({
      title: 'Social Login Failed',
      body: 'Your social login attempt has failed - please try again',
    });
    expect(CODE_VALIDATION_ERROR.body).toBe('Your validation code was incorrect. Please try again');
    expect(CODE_RESENT.body).toBe('Please check your email for the new code');
    expect(USERNAME_NOT_FOUND.body).toBe('Please login and try again');
    expect(SIGN_UP_COMPLETED.title).toBe('Sign up Completed');
    expect(PASSWORD_UPDATED.body).toBe('Please login with your new password');
  });

  it('carry the error message in the error dialogs', () => {
    expect(signUpErrorDialog('User exists')).toEqual({
      title: 'Sign Up Error',
      body: 'User exists',
    });
    expect(codeResendFailedDialog('Limit exceeded')).toEqual({
      title: 'Code Resent Failed',
      body: 'Limit exceeded',
    });
  });
});

describe('payment texts', () => {
  it('pass on the server error only for a card holder', () => {
    const refused = `400 : ${cardHolderTopUpError('TapWallet')}`;
    expect(paymentRequestErrorMessage(refused, 'TapWallet')).toBe(refused);
    expect(paymentRequestErrorMessage('500 : boom', 'TapWallet')).toBe(PAYMENT_REQUEST_FAILED);
    expect(paymentRequestErrorMessage(refused, 'OtherPay')).toBe(PAYMENT_REQUEST_FAILED);
  });

  it.each([
    ['completed', 'Payment Completed'],
    ['pending', 'Payment Pending'],
    ['failed', 'Payment Failed'],
    ['COMPLETED', 'Payment Failed'],
    [null, 'Payment Failed'],
  ])('payment return state %s → %s', (state, title) => {
    expect(paymentReturnDialog(state, 'help@example.com').title).toBe(title);
  });

  it('names the support e-mail when a payment failed', () => {
    expect(paymentReturnDialog('failed', 'help@example.com').body).toContain('help@example.com');
  });
});

describe('refund texts', () => {
  it('follow the spec openings', () => {
    const failed = refundRequestFailedDialog('help@example.com');
    expect(failed.title).toBe('Refund Request Failed');
    expect(failed.body.startsWith('Unable to lodge your refund request')).toBe(true);
    expect(failed.body).toContain('help@example.com');
    expect(REFUND_REQUESTED.title).toBe('Refund Requested');
    expect(REFUND_REQUESTED.body).toContain('up to 1 week to process');
    expect(REFUND_UPDATE_FAILED.title).toBe('Update Request Failed');
    expect(BANK_ACCOUNT_UPDATED.title).toBe('Bank Account Number Updated');
  });
});

describe('wallet texts', () => {
  it('keep the spec wording', () => {
    expect(EVENT_NOT_FOUND.title).toBe('Event Not Found');
    expect(WALLET_NOT_FOUND.title).toBe('Wallet Not Found');
    expect(TRANSACTIONS_OFFLINE).toBe('Working offline - unable to get transaction list');
    expect(CUSTOMER_OFFLINE).toBe(
      'Working Offline - unable to connect to the server please try again later',
    );
    expect(NO_TRANSACTIONS).toBe('You have no transactions - time to get spending!');
  });
});

describe('ticketDialog', () => {
  it.each([
    ['FOUND_VALID', "We've Found Your Ticket!"],
    ['FOUND_ONLINE_TOPUP_DISABLED', 'Online Top Up Not Available'],
    ['FOUND_INVALID', 'Ticket Found Invalid'],
    ['FOUND_CLAIMED', 'Ticket Already Claimed'],
    ['FOUND_MISMATCH', 'Ticket Mismatch'],
    ['FOUND_TOO_MANY', 'Ticket Not Unique'],
    ['NOT_FOUND', 'Event Ticket Not Found'],
    ['SOMETHING_ELSE', 'Event Ticket Not Found'],
    ['toString', 'Event Ticket Not Found'],
  ])('%s → %s', (status, title) => {
    expect(ticketDialog(status).title).toBe(title);
  });

  it('offers Add Ticket for a valid ticket only, and the checklist otherwise', () => {
    for (const status of TICKET_STATUSES) {
      const dialog = ticketDialog(status);
      expect(dialog.canAdd).toBe(status === 'FOUND_VALID');
      expect(dialog.checklist).toEqual(status === 'FOUND_VALID' ? [] : TICKET_CHECKLIST);
      expect(dialog.body).not.toBe('');
    }
  });

  it('keeps the spec body of an invalid ticket and the MAIN ticket hint', () => {
    expect(ticketDialog('FOUND_INVALID').body).toBe('Ticket is no longer valid');
    expect(ticketDialog('FOUND_ONLINE_TOPUP_DISABLED').body).toContain('MAIN festival ticket');
  });

  it('checks number, names and e-mail', () => {
    expect(TICKET_CHECKLIST).toHaveLength(3);
    expect(TICKET_CHECKLIST.join(' ')).toMatch(/ticket number.*name.*email/is);
  });
});

describe('tagDialog', () => {
  const context = { product: 'TapWallet', claimedEmail: 'jo***' };

  it.each([
    ['AVAILABLE', 'TapWallet Tag Found'],
    ['CLAIMED', 'Already Registered'],
    ['NOT_USED', 'Tag Not Used'],
    ['FOUND_TOO_MANY', 'Tag Not Unique'],
    ['EVENT_NOT_FINISHED', 'Event Not Finished'],
    ['EVENT_NOT_STARTED', 'Event Not Started'],
    ['EVENT_ARCHIVED', 'Refunds Closed'],
    ['NOT_FOUND', 'TapWallet Card Not Found'],
    ['CLAIMED_BY_CALLER', 'TapWallet Card Not Found'],
  ])('%s → %s', (status, title) => {
    expect(tagDialog(status, context).title).toBe(title);
  });

  it('offers Register Tag for an available tag only', () => {
    for (const status of TAG_STATUSES) {
      expect(tagDialog(status, context).canRegister).toBe(status === 'AVAILABLE');
    }
  });

  it('shows the other account and the hints when already registered', () => {
    const { body } = tagDialog('CLAIMED', context);
    expect(body).toContain('jo***');
    expect(body).toMatch(/work email/);
    expect(body).toMatch(/social login/);
  });

  it('tells the customer to wait or to contact the organiser', () => {
    expect(tagDialog('EVENT_NOT_FINISHED', context).body).toMatch(/wait until the event closes/);
    expect(tagDialog('EVENT_ARCHIVED', context).body).toMatch(/organiser/);
  });
});

describe('tag failures', () => {
  it('name the product', () => {
    expect(tagSearchFailedMessage('TapWallet')).toBe(
      'Unable to find your TapWallet Card. Check your card number and try again or contact TapWallet for assistance.',
    );
    expect(tagClaimFailedMessage('TapWallet')).toBe(
      'Unable to claim TapWallet card or band. Please try again later',
    );
  });
});
