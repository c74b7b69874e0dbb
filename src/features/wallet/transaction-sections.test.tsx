// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionDetail } from '../../../core/contracts/transaction-detail-contract';
import { AppProviders } from '../../app/app-providers';
import { PURCHASE_DETAIL, TOP_UP_DETAIL } from './chart/transaction-detail-model';
import { TransactionSections } from './transaction-sections';

const REFUND_DETAIL: TransactionDetail = {
  transaction: {
    purchaseReference: 'RF-9',
    purchaseCategory: 'REFUND',
    purchaseState: 'COMPLETED',
    purchaseTotal: -47.5,
    purchaseDate: '2026-12-01T02:00:00Z',
    kind: 'refund-to-bank',
    description: 'Refund to bank',
    status: 'approved',
  },
  eventName: 'Summer Festival',
  customerName: 'Ann Lee',
  refund: {
    refundReference: 'RF-9',
    amountToBank: 47.5,
    fee: 2.5,
    account: '01-0902-•••••89-00',
    accountType: 'NZ',
    currency: 'NZD',
    batchId: 'B-2026-12',
    batchState: 'PAID',
    lodgedAt: '2026-11-28T03:00:00Z',
  },
};

/** Each figure as "label: value", in the order shown. */
function figuresOf(section: HTMLElement): string[] {
  const labels = [...section.querySelectorAll('dt')];
  return labels.map((label) => `${label.textContent}: ${label.nextElementSibling?.textContent}`);
}

function sectionNamed(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function renderSections(detail: TransactionDetail) {
  render(
    <AppProviders env="test">
      <TransactionSections detail={detail} />
    </AppProviders>,
  );
}

describe("a wallet row's sections (DESIGN §8 History)", () => {
  it('a top-up: what the card paid, the fees with the rate, the credit, reference and outcome', () => {
    renderSections(TOP_UP_DETAIL);
    expect(figuresOf(sectionNamed('Online top up')).slice(0, 6)).toEqual([
      'Charged to card: $100.00',
      'Card fee (5%): -$5.00',
      'Activation fee: -$4.00',
      'Credited to wallet: $91.00',
      'Payment reference: TU-1',
      'Outcome: Approved',
    ]);
  });

  it('a purchase: the vendor and each item with its total, then what they come to', () => {
    renderSections(PURCHASE_DETAIL);
    const section = sectionNamed('Purchase');
    expect(figuresOf(section)).toEqual(['Vendor: Bar 3']);
    const rows = within(section)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQtyPriceTotal',
      'Beer2$9.50$19.00',
      'Water1$3.50$3.50',
      'Items total$22.50',
    ]);
  });

  it('a purchase the reader said nothing about', () => {
    renderSections({ ...PURCHASE_DETAIL, purchase: { vendor: null, items: [], itemsTotal: 0 } });
    const section = sectionNamed('Purchase');
    expect(figuresOf(section)).toEqual(['Vendor: Not recorded']);
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).getByText('The reader sent no items for this purchase.')).toBeTruthy();
  });

  it('a refund: what went to the bank, the fee, the masked account and the batch', () => {
    renderSections(REFUND_DETAIL);
    expect(figuresOf(sectionNamed('Refund to bank')).slice(0, 5)).toEqual([
      'Paid to bank: $47.50',
      'Refund fee: $2.50',
      'Bank account: 01-0902-•••••89-00',
      'Batch: B-2026-12',
      'Refund reference: RF-9',
    ]);
  });
});
