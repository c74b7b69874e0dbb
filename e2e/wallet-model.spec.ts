// Generated paths of the wallet statechart (src/features/wallet/chart/wallet-model.ts), walked in the real
// browser against the real stack. Each step label becomes how the wallet page is opened (from
// Home, from the payment provider, by an address), the customer's Refresh, or, for a call's
// outcome, what the page must show next.
//
// Every path has its own event and ticket holder (support/wallet-walk.ts). 'open published
// ticket' is a new ticket's wallet opened by its address; 'open lodged tag' is a ticket exchanged
// for a band, $40.00 in cash, the event finished and a refund lodged in the browser. A return from the provider is a $50.00 card payment through the sandbox provider,
// whose return address names no registration: 'return unselected' is that address as it comes;
// 'return completed' / 'return pending' / 'return declined' carry the registration as well, as
// the model's returns do (the sandbox's address lacks it); 'return unknown reference' is the
// holder's own wallet with a made-up reference, 'return lost registration' an address with only
// the state. An outcome is told only once the
// server's wallet holds the purchase. A purchase reference none of the customer's wallets holds
// finds none, and claims no payment; the search fails when the server refuses the wallet it
// reads (503). A refund list refused on opening is the server answering it 503. A wallet fetch
// with no answer is the browser offline at Refresh; a refused one (and the refund list refused
// with it) is the server answering 404, as for a wallet that is not the customer's (a 401 would
// sign the customer out instead).
// 'open running' is a ticket holder with $100.00 in cash at a running event; when the path
// pages, 104 sales of $0.50 at "Bar 3" make 105 rows, so the first page (100) has more after it
// and Show more brings the last 5. A failed page is the server answering the paging call 503;
// Refresh while a page is coming is that call held until Refresh has fetched the newest page.
// The paths walked are the greedy cover of the generated ones: together they take every
// transition of the chart.
import type { APIRequestContext, Page, Response, Route, TestInfo } from '@playwright/test';
import { ENDPOINTS } from '../core/contracts/endpoints';
import {
  EVENT_NOT_FOUND,
  OLDER_TRANSACTIONS_FAILED,
  paymentReturnDialog,
  TRANSACTIONS_OFFLINE,
  WALLET_NOT_FOUND,
} from '../core/domain/messages';
import { formatTagDisplayNumber } from '../core/domain/registration';
import {
  WALLET_MESSAGE_NO_CREDIT,
  WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT,
  WALLET_MESSAGE_PAYMENT_PENDING,
  WALLET_MESSAGE_READY_TICKET,
  WALLET_MESSAGE_REFUND_LOGGED,
} from '../core/domain/wallet-rules';
import { walletModel } from '../src/features/wallet/chart/wallet-model';
import { walkedPaths } from '../test-support/charts/greedy-cover';
import { expectAlert, main, visitInApp } from './support/auth-pages';
import { demoUser } from './support/demo-user';
import { type StepAction, walkModelPath } from './support/model-walk';
import { openWalletFromHome } from './support/operator';
import { signInWithTokens } from './support/sign-in';
import { expect, test } from './support/test';
import {
  amendLink,
  balance,
  type Holder,
  holder,
  lodgeRefund,
  payByCard,
  providerReturn,
  refreshButton,
  refuseCalls,
  showMoreButton,
  tapPurchases,
  transactionRows,
  transactions,
  walletStatus,
} from './support/wallet-walk';

interface Walk {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
  holder: Holder | null;
  /** The holder's walletId, which the address names once the wallet is shown. */
  walletId: string;
  /** The balance the page must show once the wallet is fetched. */
  balance: string;
  /** The wallet's status line as the page opened, which it keeps while offline. */
  status: string;
  /** A refund was lodged from the wallet: the refund list offers 'Amend bank account'. */
  lodged: boolean;
  /** The refund list's answer to the last Refresh, when the server is to refuse it. */
  refusedRefunds: Promise<Response> | null;
  /** The path presses Show more: the wallet is given more rows than a page. */
  pages: boolean;
  /** The rows the wallet has, all of them shown once paged. */
  rows: number;
  /** Show more's call is held unanswered, for a Refresh while paging. */
  holdsPaging: boolean;
  /** Undoes what the last Show more arranged for its call (refused or held). */
  releasePaging: () => Promise<void>;
}

/** The server's page (server/routes/customer-wallet.ts TRANSACTION_PAGE_SIZE). */
const PAGE_ROWS = 100;
/** A running wallet that pages: a cash top-up and this many sales, one page and 5 rows. */
const RUNNING_SALES = 104;

/** Not one of the customer's purchases: an old return address for a payment made elsewhere. */
const UNKNOWN_REFERENCE = 'PAY-NOT-THIS-CUSTOMERS';
const PAYMENT = '50.00';
// $50.00 less the 5% card fee ($2.50) and the $4.00 activation fee.
const PAID_BALANCE = '$43.50';
const SUPPORT = /@/;

function holderOf(walk: Walk): Holder {
  if (!walk.holder) throw new Error('No ticket holder yet: the path must open the wallet first');
  return walk.holder;
}

/** The wallet the holder was left on (support/operator.ts ticketHolder): its walletId. */
function walletIdOn(page: Page): string {
  const id = new URL(page.url()).searchParams.get('registration');
  if (!id) throw new Error(`No registration in ${page.url()}`);
  return id;
}

async function expectPaymentAlert(page: Page, state: 'completed' | 'pending' | 'failed') {
  const { title, body } = paymentReturnDialog(state, 'support');
  const alert = page.getByRole('alert').filter({ hasText: title });
  await expect(alert.first()).toBeVisible();
  await expect(alert.first()).toContainText(state === 'failed' ? SUPPORT : body);
}

/** The wallet page on `walletId`, the provider's parameters gone from the address. */
async function expectWalletShown(page: Page, walletId: string, status: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/event/wallet\\?registration=${walletId}$`));
  await expect(walletStatus(page)).toHaveText(status);
}

/** A card payment left at the sandbox provider's page; the holder was on the top-up page. */
async function paid(walk: Walk): Promise<{ reference: string; walletId: string }> {
  walk.holder = await holder(walk.page, walk.request, walk.testInfo, { label: 'Wallet' });
  const walletId = walletIdOn(walk.page);
  return { reference: await payByCard(walk.page, PAYMENT), walletId };
}

/**
 * The refund list refused (503) on the page's next opening, when the path's outcomes say so.
 * Every way of opening the wallet arranges it, as the cover may follow any of them with it.
 */
async function refuseRefundListIf(walk: Walk, outcomes: readonly string[]): Promise<void> {
  if (!outcomes.includes('fetchRefunds error')) return;
  await refuseCalls(walk.page, [ENDPOINTS.refundList.path], 503, 'Service Unavailable');
  walk.refusedRefunds = walk.page.waitForResponse(
    (response) => response.url().endsWith(ENDPOINTS.refundList.path) && response.status() === 503,
  );
}

/**
 * The provider's answer, followed to the app with the registration added to its address; the
 * refund list refused on the way back when the path says so.
 */
async function returnWithRegistration(
  walk: Walk,
  decision: 'approve' | 'pending' | 'decline',
  outcomes: readonly string[] = [],
) {
  const { reference, walletId } = await paid(walk);
  const back = await providerReturn(walk.request, reference, decision);
  back.searchParams.set('registration', walletId);
  await refuseRefundListIf(walk, outcomes);
  await walk.page.goto(back.toString());
  return walletId;
}

/** No alert claims a payment (the page has settled on what it shows). */
async function expectNoPaymentAlert(page: Page): Promise<void> {
  await expect(
    page.getByRole('alert').filter({ hasText: /Payment (Completed|Pending|Failed)/ }),
  ).toHaveCount(0);
}

async function expectHomeAfter(page: Page, title: string, body: string | RegExp): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: title });
  await expect(alert.first()).toBeVisible();
  await expect(alert.first()).toContainText(body);
  await expect(page).toHaveURL(/\/home$/);
}

/** The wallet call asking for older rows (its body names `before`). */
const isPagingCall = (route: Route) =>
  Boolean((route.request().postDataJSON() as { before?: string } | null)?.before);

/**
 * Show more's call answered 503 by the server, or held unanswered until released, while every
 * other wallet call goes through.
 */
async function arrangePaging(walk: Walk, how: 'refuse' | 'hold'): Promise<void> {
  let held: Route | null = null;
  const handler = async (route: Route) => {
    if (!isPagingCall(route)) return route.fallback();
    if (how === 'hold') {
      held = route;
      return;
    }
    await route.fulfill({
      status: 503,
      json: { statusCode: 503, error: 'Refused', message: 'Service Unavailable' },
    });
  };
  await walk.page.route(`**${ENDPOINTS.wallet.path}`, handler);
  walk.holdsPaging = how === 'hold';
  walk.releasePaging = async () => {
    walk.holdsPaging = false;
    await walk.page.unroute(`**${ENDPOINTS.wallet.path}`, handler);
    // The chart has left the page it asked for; its answer, if any, goes nowhere.
    await (held as Route | null)?.abort().catch(() => {});
    walk.releasePaging = async () => {};
  };
}

const STEPS: Record<string, StepAction<Walk>> = {
  'open running': async (walk, { outcomes }) => {
    const { page } = walk;
    walk.holder = await holder(page, walk.request, walk.testInfo, {
      label: 'Wallet',
      cash: '100.00',
    });
    const sales = walk.pages ? RUNNING_SALES : 0;
    await tapPurchases(walk.holder.eventId, walk.holder.ticket, sales, '0.50');
    walk.rows = 1 + sales;
    walk.balance = `$${(100 - sales * 0.5).toFixed(2)}`;
    walk.status = WALLET_MESSAGE_NO_TOP_UP_DURING_EVENT;
    await refuseRefundListIf(walk, outcomes);
    await openWalletFromHome(page, walk.holder.eventName);
    await expect(walletStatus(page)).toHaveText(walk.status);
  },
  'wallet.more': async (walk, { outcomes, next }) => {
    await walk.releasePaging();
    if (outcomes.includes('fetchMore error')) await arrangePaging(walk, 'refuse');
    else if (next === 'wallet.refresh') await arrangePaging(walk, 'hold');
    await expect(transactionRows(walk.page)).toHaveCount(PAGE_ROWS);
    await showMoreButton(walk.page).click();
  },
  'fetchMore done': async ({ page, rows }) => {
    await expect(transactionRows(page)).toHaveCount(rows);
    await expect(showMoreButton(page)).toHaveCount(0);
    await expect(page.getByTestId('paging-error')).toHaveCount(0);
  },
  'fetchMore error': async ({ page }) => {
    await expect(page.getByTestId('paging-error')).toContainText(OLDER_TRANSACTIONS_FAILED);
    await expect(page.getByTestId('paging-error')).toContainText('503');
    // The rows shown stay, and Show more can be pressed again.
    await expect(transactionRows(page)).toHaveCount(PAGE_ROWS);
    await expect(showMoreButton(page)).toBeEnabled();
  },
  'open lodged tag': async (walk, { outcomes }) => {
    const { page } = walk;
    walk.holder = await holder(page, walk.request, walk.testInfo, {
      label: 'Wallet',
      cash: '40.00',
      band: true,
      states: ['FINISHED'],
    });
    await openWalletFromHome(page, walk.holder.eventName);
    await lodgeRefund(page);
    await refuseRefundListIf(walk, outcomes);
    await openWalletFromHome(page, walk.holder.eventName);
    await expect(
      main(page).getByText(`Tag ${formatTagDisplayNumber(walk.holder.uid ?? '')}`),
    ).toBeVisible();
    await expect(walletStatus(page)).toHaveText(WALLET_MESSAGE_REFUND_LOGGED);
    walk.balance = '$40.00';
    walk.status = WALLET_MESSAGE_REFUND_LOGGED;
    walk.lodged = true;
  },
  'open published ticket': async (walk, { outcomes }) => {
    const { page } = walk;
    walk.holder = await holder(page, walk.request, walk.testInfo, { label: 'Wallet' });
    // Its card opens the top-up page (no credit yet), so the wallet is opened by its address.
    const walletId = walletIdOn(page);
    await refuseRefundListIf(walk, outcomes);
    await page.goto(`/event/wallet?registration=${walletId}`);
    await expectWalletShown(page, walletId, WALLET_MESSAGE_NO_CREDIT);
    walk.balance = '$0.00';
    walk.status = WALLET_MESSAGE_NO_CREDIT;
  },
  'open no registration': async ({ page, request }) => {
    await signInWithTokens(page, request, demoUser());
    await page.goto('/event/wallet');
    await expectAlert(page, EVENT_NOT_FOUND.title, EVENT_NOT_FOUND.body);
    await expect(page).toHaveURL(/\/home$/);
  },
  // A made-up reference on the holder's own wallet: the wallet opens and no payment is claimed.
  'return unknown reference': async (walk, { outcomes }) => {
    const { page } = walk;
    walk.holder = await holder(page, walk.request, walk.testInfo, { label: 'Wallet' });
    const walletId = walletIdOn(page);
    walk.balance = '$0.00';
    walk.status = WALLET_MESSAGE_NO_CREDIT;
    await refuseRefundListIf(walk, outcomes);
    await page.goto(
      `/event/wallet?registration=${walletId}&reference=${UNKNOWN_REFERENCE}&state=completed`,
    );
    await expectWalletShown(page, walletId, WALLET_MESSAGE_NO_CREDIT);
    await expectNoPaymentAlert(page);
  },
  // A return whose address lost both the registration and the reference: nothing to look up.
  'return lost registration': async ({ page, request }) => {
    await signInWithTokens(page, request, demoUser());
    await page.goto('/event/wallet?state=completed');
    await expectHomeAfter(page, EVENT_NOT_FOUND.title, EVENT_NOT_FOUND.body);
    await expectNoPaymentAlert(page);
  },
  'return unselected': async (walk, { outcomes }) => {
    const { page } = walk;
    if (outcomes[0] === 'findPaidRegistration found') {
      walk.walletId = (await paid(walk)).walletId;
      walk.balance = PAID_BALANCE;
      walk.status = WALLET_MESSAGE_READY_TICKET;
      await page.getByRole('button', { name: 'Approve' }).click();
      await expectPaymentAlert(page, 'completed');
      return;
    }
    walk.holder = await holder(page, walk.request, walk.testInfo, { label: 'Wallet' });
    const address = `/event/wallet?reference=${UNKNOWN_REFERENCE}&state=completed`;
    if (outcomes[0] === 'findPaidRegistration error') {
      // The wallet the search reads is refused, so it cannot say the purchase is in none.
      await refuseCalls(page, [ENDPOINTS.wallet.path], 503, 'Service Unavailable');
      const refused = page.waitForResponse(
        (response) => response.url().endsWith(ENDPOINTS.wallet.path) && response.status() === 503,
      );
      await visitInApp(page, address);
      await refused;
    } else {
      await page.goto(address);
    }
  },
  'findPaidRegistration found': async (walk) => {
    const { page } = walk;
    await expectWalletShown(page, walk.walletId, WALLET_MESSAGE_READY_TICKET);
    await expect(balance(page)).toHaveText(PAID_BALANCE);
    await expect(
      transactions(page).getByRole('row').filter({ hasText: 'Approved' }).first(),
    ).toBeVisible();
  },
  'findPaidRegistration none': async ({ page }) => {
    await expectHomeAfter(page, EVENT_NOT_FOUND.title, EVENT_NOT_FOUND.body);
    await expectNoPaymentAlert(page);
  },
  'findPaidRegistration error': async ({ page }) => {
    await expectHomeAfter(page, EVENT_NOT_FOUND.title, EVENT_NOT_FOUND.body);
    await expectNoPaymentAlert(page);
  },
  'return completed': async (walk, { outcomes }) => {
    const walletId = await returnWithRegistration(walk, 'approve', outcomes);
    const { page } = walk;
    walk.balance = PAID_BALANCE;
    walk.status = WALLET_MESSAGE_READY_TICKET;
    await expectPaymentAlert(page, 'completed');
    await expectWalletShown(page, walletId, WALLET_MESSAGE_READY_TICKET);
  },
  'return pending': async (walk, { outcomes }) => {
    const walletId = await returnWithRegistration(walk, 'pending', outcomes);
    const { page } = walk;
    walk.balance = '$0.00';
    walk.status = WALLET_MESSAGE_PAYMENT_PENDING;
    await expectPaymentAlert(page, 'pending');
    await expectWalletShown(page, walletId, WALLET_MESSAGE_PAYMENT_PENDING);
    await expect(balance(page)).toHaveText('$0.00');
    await expect(
      transactions(page).getByRole('row').filter({ hasText: 'Pending' }).first(),
    ).toBeVisible();
  },
  'return declined': async (walk, { outcomes }) => {
    const walletId = await returnWithRegistration(walk, 'decline', outcomes);
    const { page } = walk;
    walk.balance = '$0.00';
    walk.status = WALLET_MESSAGE_NO_CREDIT;
    await expectPaymentAlert(page, 'failed');
    await expectWalletShown(page, walletId, WALLET_MESSAGE_NO_CREDIT);
    await expect(balance(page)).toHaveText('$0.00');
    await expect(
      transactions(page).getByRole('row').filter({ hasText: 'Declined' }).first(),
    ).toBeVisible();
  },
  'fetchWallet done': async ({ page, balance: shown }) => {
    await expect(balance(page)).toHaveText(shown);
    // A new ticket's wallet says it has none instead of showing the table.
    await expect(transactions(page).or(main(page).getByText(/no transactions/))).toBeVisible();
    await expect(main(page).getByText(TRANSACTIONS_OFFLINE)).toHaveCount(0);
  },
  'fetchRefunds done': async ({ page, lodged }) => {
    // The open refund in the list is what the amend link needs.
    if (lodged) await expect(amendLink(page)).toBeVisible();
    else await expect(amendLink(page)).toHaveCount(0);
  },
  'wallet.refresh': async (walk, { outcomes }) => {
    const { page } = walk;
    walk.refusedRefunds = null;
    if (outcomes.includes('fetchWallet error offline')) await page.context().setOffline(true);
    if (outcomes.includes('fetchWallet error refused')) {
      await page.context().setOffline(false);
      await refuseCalls(
        page,
        [ENDPOINTS.wallet.path, ENDPOINTS.refundList.path],
        404,
        'Wallet not found',
      );
      walk.refusedRefunds = page.waitForResponse(
        (response) =>
          response.url().endsWith(ENDPOINTS.refundList.path) && response.status() === 404,
      );
    }
    // Refresh while a page is held on its way: the page is let go once the chart has asked for
    // the newest page instead, which it does as it leaves paging.
    const newest =
      walk.holdsPaging &&
      page.waitForRequest(
        (sent) =>
          sent.url().endsWith(ENDPOINTS.wallet.path) &&
          !(sent.postDataJSON() as { before?: string } | null)?.before,
      );
    await refreshButton(page).click();
    if (newest) await newest;
    await walk.releasePaging();
  },
  'fetchWallet error offline': async ({ page, balance: shown, status }) => {
    await expect(
      main(page).getByRole('alert').filter({ hasText: TRANSACTIONS_OFFLINE }),
    ).toBeVisible();
    // The page keeps what it knows: the balance, the status and the way to amend a refund.
    await expect(balance(page)).toHaveText(shown);
    await expect(walletStatus(page)).toHaveText(status);
  },
  'fetchRefunds error': async ({ refusedRefunds }) => {
    if (!refusedRefunds) throw new Error('The refund list was to be refused on this step');
    await refusedRefunds;
  },
  'fetchWallet error refused': async ({ page }) => {
    await expectHomeAfter(page, WALLET_NOT_FOUND.title, '404');
  },
};

test.describe('wallet model paths @desktop', () => {
  for (const path of walkedPaths(walletModel)) {
    test(path.title, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const walk: Walk = {
        page,
        request,
        testInfo,
        holder: null,
        walletId: '',
        balance: '',
        status: '',
        lodged: false,
        refusedRefunds: null,
        pages: path.steps.some((step) => step.label === 'wallet.more'),
        rows: 0,
        holdsPaging: false,
        releasePaging: async () => {},
      };
      await walkModelPath(walk, 'wallet', path, STEPS);
      const final = path.steps.at(-1)?.state ?? '';
      if (final === 'closed') await expect(page).toHaveURL(/\/home$/);
      if (final.startsWith('open')) {
        await expect(page.locator('[data-chart="wallet"]')).toHaveAttribute(
          'data-state',
          /^open\./,
        );
        await expect(
          main(page).getByRole('heading', { level: 1, name: holderOf(walk).eventName }),
        ).toBeVisible();
      }
    });
  }
});
