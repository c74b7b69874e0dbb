// Generated paths of the refund statechart (src/features/refund/chart/refund-model.ts), walked in the real
// browser against the real stack. Each step label becomes what the customer does (open a refund
// page, fill the form with the model's values, submit, confirm or cancel) or, for the outcome of
// a refund call, what the page must show next; the operator CLI provokes what the server decides.
//
// Every path has its own event and ticket holder (support/operator.ts), moved by the operator to
// the phase the model opens with: 'request finished' has $40 on a finished event, 'request low
// balance' $2 (less than the fee), 'request running in AUD' an Australian event under way whose
// refunds the operator opened, 'request running not open' one whose refunds are not open,
// 'request lodged' a refund already lodged, 'request closed' a closed event, 'request published'
// one not started; 'edit lodged' a refund lodged in the browser, 'edit batch closed' the same
// after the operator closed the batch, 'edit archived' an archived event. A refused create is the
// operator closing the event while the form is open, a refused update the operator closing the
// batch while the new account awaits confirmation; a failed call that may pass on a later try is the network dropping it. A page
// the wallet does not link to at that moment is opened the way the app's own links do. The paths
// chosen take every transition of the machine at least once.
import type { Page } from '@playwright/test';
import {
  AU_ACCOUNT_ERROR,
  AU_BSB_ERROR,
  BANK_ACCOUNT_REQUIRED,
  INTERNATIONAL_ACCOUNT_ERROR,
  NZ_ACCOUNT_ERROR,
  parseAuAccount,
} from '../core/domain/bank-account';
import {
  DECLARATION_ERROR,
  EMAIL_ERROR,
  FIRST_NAME_ERROR,
  LAST_NAME_ERROR,
  PHONE_ERROR,
  REFUND_TOTAL_ERROR,
} from '../core/domain/refund';
import {
  AMENDED_ACCOUNT,
  AUSTRALIAN_ACCOUNT,
  INVALID_FIELDS,
  MISTYPED_ACCOUNT,
  refundModel,
  VALID_FIELDS,
} from '../src/features/refund/chart/refund-model';
import type { RefundFields } from '../src/features/refund/chart/refund-types';
import { splitNzAccount } from '../src/features/refund/nz-account-parts';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import type { ModelPath } from '../test-support/charts/model-paths';
import { expectAlert, main, visitInApp } from './support/auth-pages';
import { expectNoAxeViolations } from './support/axe';
import { expectModelState } from './support/chart-state';
import { openWalletFromHome, type TicketHolder, ticketHolder } from './support/operator';
import { admin } from './support/operator-command';
import { expect, test } from './support/test';

/** Every message the refund form can show; a refused submission shows at least one. */
const FORM_MESSAGES = [
  FIRST_NAME_ERROR,
  LAST_NAME_ERROR,
  PHONE_ERROR,
  EMAIL_ERROR,
  DECLARATION_ERROR,
  REFUND_TOTAL_ERROR,
  BANK_ACCOUNT_REQUIRED,
  NZ_ACCOUNT_ERROR,
  AU_BSB_ERROR,
  AU_ACCOUNT_ERROR,
  INTERNATIONAL_ACCOUNT_ERROR,
];

interface Walk {
  page: Page;
  request: Parameters<typeof ticketHolder>[1];
  testInfo: Parameters<typeof ticketHolder>[2];
  next: string | undefined;
  holder: TicketHolder | null;
}

type Step = (walk: Walk) => Promise<void>;

const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { level: 1, name, exact: true });
const requestHeading = (page: Page) => heading(page, 'Request a Refund');
const editHeading = (page: Page) => heading(page, 'Amend Bank Account');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Your Refund' });
const text = (page: Page, label: string) =>
  main(page).getByRole('textbox', { name: new RegExp(`^${label}`) });

function holderOf(walk: Walk): TicketHolder {
  if (!walk.holder) throw new Error('No ticket holder yet: the path must open a page first');
  return walk.holder;
}

/** A new ticket holder whose event the operator starts, tops up in cash, then moves on. */
async function holderAt(
  walk: Walk,
  options: { cash: string; spend?: string; states: string[]; currency?: string },
): Promise<TicketHolder> {
  const holder = await ticketHolder(walk.page, walk.request, walk.testInfo, {
    label: 'Refund',
    currency: options.currency,
  });
  const { eventId, ticket } = holder;
  await admin('event', 'state', eventId, 'STARTED');
  await admin(
    'tap',
    'topup',
    eventId,
    '--ticket',
    ticket,
    '--amount',
    options.cash,
    '--method',
    'cash',
  );
  if (options.spend) {
    await admin('tap', 'purchase', eventId, '--ticket', ticket, '--amount', options.spend);
  }
  for (const state of options.states) await admin('event', 'state', eventId, state);
  walk.holder = holder;
  return holder;
}

/** The next call to this API path fails as a dropped connection would: a retry may pass. */
async function dropCall(page: Page, path: string): Promise<void> {
  await page.route(`**/api/private/customer${path}`, (route) => route.abort('failed'), {
    times: 1,
  });
}

async function typeAccount(page: Page, account: string): Promise<void> {
  const nz = main(page).getByRole('group', { name: 'Bank Account Number' });
  if (await nz.isVisible()) {
    const parts = splitNzAccount(account);
    for (const [index, label] of ['Bank', 'Branch', 'Account', 'Suffix'].entries()) {
      await nz.getByRole('textbox', { name: label }).fill(parts[index] ?? '');
    }
    return;
  }
  const { bsb, account: number } = parseAuAccount(account);
  await text(page, 'BSB').fill(bsb.replace(/\s/g, ''));
  await text(page, 'Account Number').fill(number);
}

/** The model's form values as the customer types them; the edit page has the account only. */
async function fillForm(page: Page, fields: RefundFields): Promise<void> {
  if (await editHeading(page).isVisible()) {
    await typeAccount(page, fields.accountNumber);
    return;
  }
  await text(page, 'First Name').fill(fields.firstName);
  await text(page, 'Last Name').fill(fields.lastName);
  await text(page, 'Phone').fill(fields.phone);
  await text(page, 'Email').fill(fields.email);
  await typeAccount(page, fields.accountNumber);
  await main(page).getByRole('checkbox').setChecked(fields.declaration);
}

/** Lodges a refund through the refund page, as a customer would, and goes home. */
async function lodgeRefund(page: Page): Promise<void> {
  await main(page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
  await expect(requestHeading(page)).toBeVisible();
  await fillForm(page, VALID_FIELDS);
  await main(page).getByRole('button', { name: 'Request Refund' }).click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expectAlert(page, 'Refund Requested', 'Refunds can take up to 1 week to process.');
}

async function lodged(walk: Walk): Promise<TicketHolder> {
  const holder = await holderAt(walk, { cash: '40.00', states: ['FINISHED'] });
  await openWalletFromHome(walk.page, holder.eventName);
  await lodgeRefund(walk.page);
  await openWalletFromHome(walk.page, holder.eventName);
  return holder;
}

const STEPS: Record<string, Step> = {
  'request finished': async (walk) => {
    const { eventName } = await holderAt(walk, { cash: '40.00', states: ['FINISHED'] });
    await openWalletFromHome(walk.page, eventName);
    await main(walk.page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
    await expect(requestHeading(walk.page)).toBeVisible();
    await expect(main(walk.page).getByRole('region', { name: 'Refund amount' })).toContainText(
      'Refund total$37.50',
    );
  },
  'request low balance': async (walk) => {
    const { eventName } = await holderAt(walk, {
      cash: '10.00',
      spend: '8.00',
      states: ['FINISHED'],
    });
    await openWalletFromHome(walk.page, eventName);
    await main(walk.page).getByRole('link', { name: 'Lodge Wallet Refund' }).click();
    await expect(main(walk.page).getByRole('region', { name: 'Refund amount' })).toContainText(
      'Refund total-$0.50',
    );
  },
  'request running in AUD': async (walk) => {
    const { eventId, eventName } = await holderAt(walk, {
      cash: '20.00',
      states: [],
      currency: 'AUD',
    });
    await admin('event', 'refunds', 'open', eventId);
    await openWalletFromHome(walk.page, eventName);
    await visitInApp(walk.page, '/event/wallet/refund');
    await expect(requestHeading(walk.page)).toBeVisible();
    await expect(main(walk.page).getByRole('textbox', { name: 'Account Type' })).toHaveValue(
      'Australian bank account',
    );
  },
  'request closed': async (walk) => {
    const { eventName } = await holderAt(walk, { cash: '20.00', states: ['FINISHED', 'CLOSED'] });
    await openWalletFromHome(walk.page, eventName);
    await visitInApp(walk.page, '/event/wallet/refund');
    await expectAlert(walk.page, 'Refunds Not Available', 'Refunds for this event have now closed');
  },
  'request published': async (walk) => {
    walk.holder = await ticketHolder(walk.page, walk.request, walk.testInfo, { label: 'Refund' });
    await visitInApp(walk.page, '/event/wallet/refund');
    await expectAlert(
      walk.page,
      'Refunds Not Available',
      'Event refunds are not OPEN for this event - current state (PUBLISHED)',
    );
  },
  'request running not open': async (walk) => {
    const { eventName } = await holderAt(walk, { cash: '20.00', states: [] });
    await openWalletFromHome(walk.page, eventName);
    await visitInApp(walk.page, '/event/wallet/refund');
    await expectAlert(
      walk.page,
      'Refunds Not Available',
      'Refunds are not available for this wallet yet',
    );
  },
  'request lodged': async (walk) => {
    await lodged(walk);
    await visitInApp(walk.page, '/event/wallet/refund');
    await expectAlert(
      walk.page,
      'Refunds Not Available',
      'A refund has already been lodged for this wallet',
    );
  },
  'edit lodged': async (walk) => {
    await lodged(walk);
    await main(walk.page).getByRole('link', { name: 'Amend bank account' }).click();
    await expect(editHeading(walk.page)).toBeVisible();
  },
  'edit batch closed': async (walk) => {
    const { eventId } = await lodged(walk);
    await admin('refund', 'batch', 'close', eventId);
    await openWalletFromHome(walk.page, holderOf(walk).eventName);
    await expect(main(walk.page).getByRole('link', { name: 'Amend bank account' })).toHaveCount(0);
    await visitInApp(walk.page, '/event/wallet/refund/edit');
    await expectAlert(walk.page, 'No Refund To Amend', 'can still be changed');
  },
  'edit archived': async (walk) => {
    const { eventId, eventName } = await holderAt(walk, {
      cash: '20.00',
      states: ['FINISHED', 'CLOSED'],
    });
    await openWalletFromHome(walk.page, eventName);
    await admin('event', 'state', eventId, 'ARCHIVED');
    // Refresh brings the customer list, and with it the event's new state.
    await main(walk.page).getByRole('button', { name: 'Refresh' }).click();
    await expect(walk.page.getByTestId('wallet-status')).toHaveText(/closed/);
    await visitInApp(walk.page, '/event/wallet/refund/edit');
    await expectAlert(walk.page, 'Refunds Not Available', 'Refunds for this event have now closed');
  },
  'fill valid': ({ page }) => fillForm(page, VALID_FIELDS),
  'fill invalid': ({ page }) => fillForm(page, INVALID_FIELDS),
  'account amended': ({ page }) => typeAccount(page, AMENDED_ACCOUNT),
  'account mistyped': ({ page }) => typeAccount(page, MISTYPED_ACCOUNT),
  'account australian': ({ page }) => typeAccount(page, AUSTRALIAN_ACCOUNT),
  'refund.submit': async ({ page }) => {
    const edit = await editHeading(page).isVisible();
    await main(page)
      .getByRole('button', { name: edit ? 'Update Bank Account' : 'Request Refund' })
      .click();
  },
  'refund.cancel': async ({ page }) => {
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
  },
  'refund.confirm': async (walk) => {
    if (walk.next === 'createRefund refused') {
      await admin('event', 'state', holderOf(walk).eventId, 'CLOSED');
    }
    if (walk.next === 'createRefund error') await dropCall(walk.page, '/refund/create');
    if (walk.next === 'updateRefund refused') {
      await admin('refund', 'batch', 'close', holderOf(walk).eventId);
    }
    if (walk.next === 'updateRefund error') await dropCall(walk.page, '/refund/update');
    await dialog(walk.page).getByRole('button', { name: 'Confirm' }).click();
  },
  'createRefund done': async ({ page }) => {
    await expectAlert(page, 'Refund Requested', 'Refunds can take up to 1 week to process.');
    await page.goto('/home');
  },
  'createRefund error': async ({ page }) => {
    await expectAlert(page, 'Refund Request Failed', 'Unable to lodge your refund request');
    await expect(requestHeading(page)).toBeVisible();
  },
  'createRefund refused': async ({ page }) => {
    await expectAlert(page, 'Refund Request Failed', 'Refunds for this event have now closed');
  },
  'updateRefund done': async ({ page }) => {
    await expectAlert(page, 'Bank Account Number Updated', 'the updated bank account');
  },
  'updateRefund error': async ({ page }) => {
    await expectAlert(page, 'Update Request Failed', 'Unable to update your bank account number');
    await expect(editHeading(page)).toBeVisible();
  },
  'updateRefund refused': async ({ page }) => {
    await expectAlert(
      page,
      'Update Request Failed',
      'This refund is already being paid - the bank account can no longer be changed',
    );
  },
};

/** What a submitted form shows, by the state the submission reached. */
async function expectSubmitted(page: Page, state: string): Promise<void> {
  if (state === 'request.confirming' || state === 'edit.confirming') {
    await expect(dialog(page).getByTestId('confirm-account-number')).not.toHaveText('');
    await expectNoAxeViolations(page, 'the refund confirmation dialog', '[role="dialog"]');
  }
  if (state === 'request.editing' || state === 'edit.editing') {
    await expect(
      main(page)
        .getByText(new RegExp(FORM_MESSAGES.join('|')))
        .first(),
    ).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  }
}

test.describe('refund model paths @desktop', () => {
  const paths = walkedPaths(refundModel);

  for (const path of paths) {
    test(path.title, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const walk: Walk = { page, request, testInfo, next: undefined, holder: null };
      await walkPath(walk, path);
      const final = path.steps.at(-1)?.state ?? '';
      if (final === 'closed') await expect(page).toHaveURL(/\/home$/);
      if (final === 'request.editing') await expect(requestHeading(page)).toBeVisible();
      if (final === 'edit.editing') await expect(editHeading(page)).toBeVisible();
    });
  }
});

async function walkPath(walk: Walk, path: ModelPath): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    const run = STEPS[step.label];
    if (!run) throw new Error(`No browser action for step "${step.label}"`);
    walk.next = path.steps[index + 1]?.label;
    await test.step(`${step.label} -> ${step.state}`, async () => {
      await run(walk);
      if (step.label === 'refund.submit') await expectSubmitted(walk.page, step.state);
      await expectModelState(walk.page, 'refund', path, index);
    });
  }
}
