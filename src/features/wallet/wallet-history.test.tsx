// @vitest-environment jsdom
// DESIGN §8 History on the wallet page: Show more while the server says older rows remain, its
// failure kept beside the rows shown, and Download CSV saving the file the server writes.
import '../../../test-support/app/setup-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../core/contracts/wallet-contract';
import { describeLedgerRow } from '../../../core/domain/ledger-rows';
import { HISTORY_DOWNLOAD_FAILED, OLDER_TRANSACTIONS_FAILED } from '../../../core/domain/messages';
import { renderMoneyApp, walletOf } from '../../../test-support/app/money-test-app';
import { makeRegistration } from '../../../test-support/app/registration-fixture';

const WALLET_PATH = '/api/private/customer/wallet';
const EXPORT_PATH = '/api/private/customer/wallet/export';

/** Sales of $1.00 at Bar 3, a minute apart, newest first from `from`. */
function sales(from: number, count: number): Transaction[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    const date = new Date(Date.UTC(2026, 0, 10, 12) - n * 60_000).toISOString();
    return {
      purchaseReference: `TAP-${n}`,
      purchaseCategory: 'PURCHASE',
      purchaseState: 'COMPLETED',
      purchaseTotal: -1,
      purchaseDate: date,
      ...describeLedgerRow({
        category: 'PURCHASE',
        total: -1,
        description: 'Purchase',
        vendor: 'Bar 3',
        state: 'COMPLETED',
      }),
    };
  });
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Transactions' }))
    .getAllByRole('row')
    .slice(1);

const showMore = () => screen.queryByRole('button', { name: 'Show more' });

afterEach(() => vi.restoreAllMocks());

// jsdom's Blob has no text().
function textOf(blob: Blob): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });
}

describe('Show more', () => {
  it('appends the older page after the oldest row, keeping rows on a failure, until none remain', async () => {
    let refuse = true;
    const { requests } = renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'STARTED', balance: 50 }),
      answers: {
        [WALLET_PATH]: (body) => {
          if (!body.before)
            return { status: 200, data: { ...walletOf(50, sales(0, 3)), hasMore: true } };
          if (refuse) {
            refuse = false;
            return {
              status: 503,
              data: { statusCode: 503, error: 'Service Unavailable', message: 'Busy' },
            };
          }
          return { status: 200, data: { ...walletOf(99, sales(2, 3)), hasMore: false } };
        },
      },
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows()[0]?.textContent).toContain('Purchase · Bar 3');

    fireEvent.click(showMore() as HTMLElement);
    const failure = await screen.findByTestId('paging-error');
    expect(failure.textContent).toBe(`${OLDER_TRANSACTIONS_FAILED} (503 : Busy)`);
    expect(bodyRows()).toHaveLength(3);

    fireEvent.click(showMore() as HTMLElement);
    // TAP-2 came again on the older page: it is listed once.
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(showMore()).toBeNull();
    expect(screen.queryByTestId('paging-error')).toBeNull();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('$50.00');
    expect(
      requests.filter(({ url }) => url === WALLET_PATH).map(({ body }) => body.before),
    ).toEqual([undefined, 'TAP-2', 'TAP-2']);
  });

  it('is not offered when the first page is the whole history', async () => {
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'STARTED', balance: 50 }),
      wallet: { ...walletOf(50, sales(0, 2)), hasMore: false },
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(showMore()).toBeNull();
  });
});

describe('Download CSV', () => {
  const FILE = {
    fileName: 'wallet-harbour-2026-11-27.csv',
    mediaType: 'text/csv',
    csv: 'Customer,Ann Lee\r\n',
    rows: 2,
  };

  function savedLinks() {
    const blobs: Blob[] = [];
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    return { blobs, saved };
  }

  it('saves the whole history the server writes, in the browser time zone, as it names it', async () => {
    const { blobs, saved } = savedLinks();
    const { requests } = renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'STARTED', balance: 50, walletId: 'wallet-7' }),
      wallet: { ...walletOf(50, sales(0, 2)), hasMore: true },
      answers: { [EXPORT_PATH]: { status: 200, data: FILE } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:test/1', download: FILE.fileName }]));
    expect(await textOf(blobs[0] as Blob)).toBe(FILE.csv);
    expect(blobs[0]?.type).toBe('text/csv');
    expect(requests.find(({ url }) => url === EXPORT_PATH)?.body).toEqual({
      walletId: 'wallet-7',
      eventId: 'evt-1',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says why when the download fails, and saves nothing', async () => {
    const { saved } = savedLinks();
    renderMoneyApp('/event/wallet', {
      registration: makeRegistration({ state: 'STARTED', balance: 50 }),
      wallet: walletOf(50, sales(0, 2)),
      answers: { [EXPORT_PATH]: 'network' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const failure = await screen.findByTestId('download-error');
    expect(failure.textContent).toMatch(new RegExp(`^${HISTORY_DOWNLOAD_FAILED} \\(.+\\)$`));
    expect(saved).toEqual([]);
  });

  it('is not offered without rows to download', async () => {
    renderMoneyApp('/event/wallet', { registration: makeRegistration() });
    await screen.findByText('You have no transactions - time to get spending!');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
