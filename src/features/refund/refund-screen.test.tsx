// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventRegistration } from '../../../core/contracts/customer-contract';
import { findAlert, routerSettled } from '../../../test-support/app/dom-helpers';
import { type Answer, renderMoneyApp, walletOf } from '../../../test-support/app/money-test-app';
import { makeRegistration } from '../../../test-support/app/registration-fixture';

const FINISHED = makeRegistration({ state: 'FINISHED', refundStatus: 'AVAILABLE', balance: 40 });
const CHECKSUM = 'Bank account check failed - are you sure your bank account is correct?';

function inCurrency(currency: string): EventRegistration {
  return { ...FINISHED, event: { ...FINISHED.event, currency } };
}

function openRefund(
  options: { registration?: EventRegistration; balance?: number; answer?: Answer } = {},
) {
  const { registration = FINISHED, balance = 40, answer } = options;
  return renderMoneyApp('/event/wallet/refund', {
    registration,
    wallet: walletOf(balance),
    answers: answer ? { '/api/private/customer/refund/create': answer } : {},
  });
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const box = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });

function typeNzAccount(bank: string, branch: string, account: string, suffix: string) {
  type('Bank', bank);
  type('Branch', branch);
  type('Account', account);
  type('Suffix', suffix);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request Refund' }));
const declare = () =>
  fireEvent.click(
    screen.getByRole('checkbox', {
      name: "All information provided is accurate and correct and i'm the owner of this card/ticket",
    }),
  );

describe('refund request form', () => {
  it('starts from the profile, with the account type from the currency and fixed', async () => {
    openRefund();
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    expect((field('First Name') as HTMLInputElement).value).toBe('Ann');
    expect((field('Last Name') as HTMLInputElement).value).toBe('Lee');
    expect((field('Email') as HTMLInputElement).value).toBe('ann@example.com');
    expect((screen.getByRole('textbox', { name: /^Phone/ }) as HTMLInputElement).value).toBe(
      '021 555 0123',
    );
    const accountType = screen.getByRole('textbox', { name: 'Account Type' }) as HTMLInputElement;
    expect(accountType.value).toBe('New Zealand bank account');
    expect(accountType.readOnly).toBe(true);
    expect(
      within(screen.getByRole('region', { name: 'Refund amount' }))
        .getAllByText(/\$/)
        .map((cell) => cell.textContent),
    ).toEqual(['$40.00', '-$2.50', '$37.50']);
  });

  it.each([
    ['AUD', 'Australian bank account'],
    ['USD', 'Other bank account'],
  ])('presets the %s account type to %s', async (currency, accountType) => {
    openRefund({ registration: inCurrency(currency) });
    const field = (await screen.findByRole('textbox', {
      name: 'Account Type',
    })) as HTMLInputElement;
    expect(field.value).toBe(accountType);
  });

  it('at 375 px, shows the fixed account type as read-only text, not a faded disabled select', async () => {
    window.innerWidth = 375;
    openRefund();
    const field = (await screen.findByRole('textbox', {
      name: 'Account Type',
    })) as HTMLInputElement;
    expect(field.value).toBe('New Zealand bank account');
    expect(field.readOnly).toBe(true);
    expect(field.disabled).toBe(false);
    expect(field.closest('fieldset:disabled, [data-disabled]')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Account Type' })).toBeNull();
  });

  it("lists every field's message, the checksum one for a mistyped account", async () => {
    openRefund();
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    fireEvent.change(field('First Name'), { target: { value: 'Ann2' } });
    fireEvent.change(field('Last Name'), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), {
      target: { value: 'call me' },
    });
    fireEvent.change(field('Email'), { target: { value: 'ann@' } });
    typeNzAccount('01', '0902', '0068388', '00');
    submit();
    screen.getByText('A first name is required, using letters only');
    screen.getByText('A last name is required, using letters only');
    screen.getByText('A valid phone number is required');
    screen.getByText('A valid email is required');
    screen.getByText(CHECKSUM);
    screen.getByText('Please confirm the declaration to request your refund');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('at 375 px, says an empty bank account is required rather than a failed check', async () => {
    window.innerWidth = 375;
    openRefund();
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    declare();
    submit();
    screen.getByText('A bank account number is required');
    expect(screen.queryByText(CHECKSUM)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes digits only, moves on when a box is full and reads a 3-digit suffix', async () => {
    openRefund();
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    box('Bank').focus();
    type('Bank', '0a1');
    expect(box('Bank').value).toBe('01');
    expect(document.activeElement).toBe(box('Branch'));
    type('Branch', '09021');
    expect(box('Branch').value).toBe('0902');
    expect(document.activeElement).toBe(box('Account'));
    type('Account', '0068389');
    expect(document.activeElement).toBe(box('Suffix'));
    type('Suffix', '000');
    declare();
    submit();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-account-number').textContent).toBe(
      '01-0902-0068389-00',
    );
  });

  it('at 375 px, pads an NZ account typed without its leading zeros', async () => {
    window.innerWidth = 375;
    openRefund();
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    typeNzAccount('01', '902', '68389', '00');
    declare();
    submit();
    expect(screen.queryByText(CHECKSUM)).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-account-number').textContent).toBe(
      '01-0902-0068389-00',
    );
  });

  it('fills all four boxes from a pasted account number', async () => {
    openRefund();
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    fireEvent.paste(box('Bank'), { clipboardData: { getData: () => '06-0229-0393666-02' } });
    expect(['Bank', 'Branch', 'Account', 'Suffix'].map((label) => box(label).value)).toEqual([
      '06',
      '0229',
      '0393666',
      '02',
    ]);
  });

  it('refuses a balance that does not cover the fee', async () => {
    openRefund({ balance: 2 });
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    typeNzAccount('01', '0902', '0068389', '00');
    declare();
    submit();
    screen.getByText(
      'Your balance does not cover the refund processing fee, so there is nothing to refund',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for both Australian parts with their own messages', async () => {
    openRefund({ registration: inCurrency('AUD') });
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    fireEvent.change(field('BSB'), { target: { value: '0620' } });
    fireEvent.change(field('Account Number'), { target: { value: '12345678' } });
    submit();
    screen.getByText('Enter a valid BSB number between 6 and 7 characters');
    fireEvent.change(field('BSB'), { target: { value: '062-000' } });
    fireEvent.change(field('Account Number'), { target: { value: '1234' } });
    submit();
    screen.getByText('Enter a valid account number between 6 and 12 characters');
    expect(screen.queryByText('Enter a valid BSB number between 6 and 7 characters')).toBeNull();
  });

  it('at 375 px, shows the BSB and the account number messages together', async () => {
    window.innerWidth = 375;
    openRefund({ registration: inCurrency('AUD') });
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    fireEvent.change(field('BSB'), { target: { value: '0620' } });
    fireEvent.change(field('Account Number'), { target: { value: '1234' } });
    submit();
    screen.getByText('Enter a valid BSB number between 6 and 7 characters');
    screen.getByText('Enter a valid account number between 6 and 12 characters');
    expect(field('BSB').getAttribute('aria-invalid')).toBe('true');
    expect(field('Account Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the account number under its own box when only the BSB is typed', async () => {
    openRefund({ registration: inCurrency('AUD') });
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    fireEvent.change(field('BSB'), { target: { value: '062-000' } });
    submit();
    screen.getByText('Enter a valid account number between 6 and 12 characters');
    expect(screen.queryByText('Enter a valid BSB number between 6 and 7 characters')).toBeNull();
  });

  it('asks for 6 to 15 characters elsewhere', async () => {
    openRefund({ registration: inCurrency('USD') });
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    fireEvent.change(field('Bank Account Number'), { target: { value: '12345' } });
    submit();
    screen.getByText('Please enter a valid international bank account number');
  });
});

describe('lodging the refund', () => {
  async function confirmValidRefund() {
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
    typeNzAccount('01', '902', '0068389', '00');
    declare();
    submit();
    return screen.findByRole('dialog');
  }

  it('shows the account number, and Cancel goes back to the form', async () => {
    const { requests } = openRefund();
    const dialog = await confirmValidRefund();
    within(dialog).getByText('01-0902-0068389-00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.url.endsWith('/refund/create'))).toBe(false);
  });

  it("sends the refund and goes home with 'Refund Requested'", async () => {
    const { requests, router } = openRefund({
      answer: { status: 200, data: { refund: { refundPurchaseRef: 'RF-1' } } },
    });
    fireEvent.click(within(await confirmValidRefund()).getByRole('button', { name: 'Confirm' }));
    await findAlert(
      'Refund Requested',
      'Your refund request has been lodged. Refunds can take up to 1 week to process.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requests.find((request) => request.url.endsWith('/refund/create'))?.body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '0215550123',
      email: 'ann@example.com',
      accountNumber: '01-0902-0068389-00',
      refundTotal: 37.5,
      refundFee: 2.5,
      tagNumber: null,
      ticketNumber: 'TCK-1001',
      walletId: 'wallet-1',
      eventId: 'evt-1',
      eventDetailId: 'evt-1',
      refundCurrency: 'NZD',
    });
    await routerSettled(router);
  });

  it("at 375 px, shows the server's reason and goes home when it refuses for good", async () => {
    window.innerWidth = 375;
    const { router } = openRefund({
      answer: {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Refunds are not available for this wallet yet',
        },
      },
    });
    fireEvent.click(within(await confirmValidRefund()).getByRole('button', { name: 'Confirm' }));
    await findAlert('Refund Request Failed', 'Refunds are not available for this wallet yet');
    expect(screen.queryByText(/Please try again later/)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await routerSettled(router);
  });

  it("stays on the form with 'Refund Request Failed' when trying again may help", async () => {
    const { router } = openRefund({
      answer: { status: 503, data: { message: 'Refunds are busy - please try again' } },
    });
    fireEvent.click(within(await confirmValidRefund()).getByRole('button', { name: 'Confirm' }));
    await findAlert(
      'Refund Request Failed',
      'Unable to lodge your refund request right now. Please try again later or contact help@testwallet.example for help.',
    );
    expect(router.state.location.pathname).toBe('/event/wallet/refund');
    screen.getByRole('button', { name: 'Request Refund' });
  });
});

describe('refund page guard', () => {
  it.each([
    [
      'an event in progress whose refunds are not open',
      'STARTED',
      'NOT_AVAILABLE',
      'Refunds are not available for this wallet yet',
    ],
    [
      'a wallet whose refund is already logged',
      'FINISHED',
      'PROCESSING',
      'A refund has already been lodged for this wallet',
    ],
    [
      'a wallet whose refund is paid',
      'FINISHED',
      'COMPLETED',
      'The refund for this wallet has already been paid',
    ],
  ] as const)(
    'at 375 px, turns %s away with the reason instead of the form',
    async (_, state, refundStatus, reason) => {
      window.innerWidth = 375;
      const { router } = renderMoneyApp('/event/wallet/refund', {
        registration: makeRegistration({ state, refundStatus, balance: 40 }),
      });
      await findAlert('Refunds Not Available', reason);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(screen.queryByRole('button', { name: 'Request Refund' })).toBeNull();
      expect(screen.queryByRole('heading', { level: 1, name: 'Request a Refund' })).toBeNull();
      await routerSettled(router);
    },
  );

  it('opens the form during the event once its refunds are open', async () => {
    renderMoneyApp('/event/wallet/refund', {
      registration: makeRegistration({ state: 'STARTED', refundStatus: 'AVAILABLE', balance: 40 }),
      wallet: walletOf(40),
    });
    await screen.findByRole('heading', { level: 1, name: 'Request a Refund' });
  });

  it('turns a closed event away', async () => {
    const { router } = renderMoneyApp('/event/wallet/refund/request', {
      registration: makeRegistration({ state: 'CLOSED', refundStatus: 'AVAILABLE', balance: 5 }),
    });
    await screen.findByText(
      'Refunds for this event have now closed. Please contact the event organiser if you need help',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('turns an event that has not started away, naming its state', async () => {
    const { router } = renderMoneyApp('/event/wallet/refund', {
      registration: makeRegistration({ state: 'PUBLISHED', balance: 5 }),
    });
    await screen.findByText(
      'Event refunds are not OPEN for this event - current state (PUBLISHED)',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('amending the bank account', () => {
  const LODGED = makeRegistration({ state: 'FINISHED', refundStatus: 'PROCESSING', balance: 40 });
  const OPEN = {
    batchState: 'OPEN',
    batchItemAccountNumber: '01-0902-0068389-00',
    refundPurchaseRef: 'RF-7',
  };

  /** Update Bank Account, then the confirmation's Confirm once it shows the account to be sent. */
  async function updateConfirmed(account: string) {
    fireEvent.click(screen.getByRole('button', { name: 'Update Bank Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-account-number').textContent).toBe(account);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  }

  function openEdit(refunds = [OPEN], answer?: Answer) {
    return renderMoneyApp('/event/wallet/refund/edit', {
      registration: LODGED,
      refunds,
      answers: answer ? { '/api/private/customer/refund/update': answer } : {},
    });
  }

  it('starts from the account on the open refund and checks the new one', async () => {
    const { requests } = openEdit();
    await screen.findByRole('heading', { level: 1, name: 'Amend Bank Account' });
    expect(screen.getByTestId('current-account-number').textContent).toBe('01-0902-0068389-00');
    expect(['Bank', 'Branch', 'Account', 'Suffix'].map((label) => box(label).value)).toEqual([
      '01',
      '0902',
      '0068389',
      '00',
    ]);
    typeNzAccount('06', '0229', '0393667', '02');
    fireEvent.click(screen.getByRole('button', { name: 'Update Bank Account' }));
    screen.getByText(CHECKSUM);
    expect(requests.some((request) => request.url.endsWith('/refund/update'))).toBe(false);
  });

  it("sends the new account and goes home with 'Bank Account Number Updated'", async () => {
    const { requests, router } = openEdit([OPEN], { status: 200, data: { refund: {} } });
    await screen.findByRole('heading', { level: 1, name: 'Amend Bank Account' });
    type('Account', '0393666');
    type('Bank', '06');
    type('Branch', '0229');
    type('Suffix', '02');
    await updateConfirmed('06-0229-0393666-02');
    await findAlert(
      'Bank Account Number Updated',
      'Your refund will be paid into the updated bank account.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(requests.find((request) => request.url.endsWith('/refund/update'))?.body).toEqual({
      accountNumber: '06-0229-0393666-02',
      refundPurchaseRef: 'RF-7',
    });
  });

  it('sends nothing when the confirmation is cancelled, and keeps the new account typed', async () => {
    const { requests } = openEdit([OPEN], { status: 200, data: { refund: {} } });
    await screen.findByRole('heading', { level: 1, name: 'Amend Bank Account' });
    type('Bank', '06');
    type('Branch', '0229');
    type('Account', '0393666');
    type('Suffix', '02');
    fireEvent.click(screen.getByRole('button', { name: 'Update Bank Account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('Account').value).toBe('0393666');
    expect(requests.some((request) => request.url.endsWith('/refund/update'))).toBe(false);
  });

  it("at 375 px, gives the server's reason and goes home when the batch has closed meanwhile", async () => {
    window.innerWidth = 375;
    const reason = 'This refund is already being paid - the bank account can no longer be changed';
    const { router } = openEdit([OPEN], { status: 409, data: { message: reason } });
    await screen.findByRole('heading', { level: 1, name: 'Amend Bank Account' });
    await updateConfirmed('01-0902-0068389-00');
    await findAlert('Update Request Failed', reason);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await routerSettled(router);
  });

  it("stays with 'Update Request Failed' when the network failed", async () => {
    const { router } = openEdit([OPEN], 'network');
    await screen.findByRole('heading', { level: 1, name: 'Amend Bank Account' });
    await updateConfirmed('01-0902-0068389-00');
    await findAlert(
      'Update Request Failed',
      'Unable to update your bank account number right now. Please try again later.',
    );
    expect(router.state.location.pathname).toBe('/event/wallet/refund/edit');
  });

  it('goes home when no refund can be amended', async () => {
    const { router } = openEdit([{ ...OPEN, batchState: 'CLOSED' }]);
    await screen.findByText('No Refund To Amend');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
