import type { ReactNode } from 'react';
import type { Transaction } from '../../../core/contracts/wallet-contract';
import { formatMoney, toCents } from '../../../core/domain/money';
import { rowDetailLinkLabel } from '../../../core/domain/row-detail';
import { formatDate, purchaseCategoryLabel } from '../../../core/domain/transactions';
import { AnchorLink } from '../../ui/router-links';
import classes from './transaction-detail.module.css';

/** The row's class: its link (below) covers it, so a tap anywhere on the row opens the detail. */
export const TAPPABLE_ROW = classes.row;

// A wallet row's link to its detail (DESIGN §8 History), around what its first cell shows; its
// name tells the rows apart for a screen reader, which would otherwise hear "Top Up" thrice.
export function TransactionRowLink({
  row,
  registration,
  children,
}: {
  row: Transaction;
  registration: string;
  children: ReactNode;
}) {
  return (
    <AnchorLink
      to="/event/wallet/transaction"
      search={{ registration, reference: row.purchaseReference }}
      className={classes.rowLink}
      inherit
      aria-label={rowDetailLinkLabel({
        shown: purchaseCategoryLabel(row.purchaseCategory),
        description: row.description,
        total: formatMoney(toCents(row.purchaseTotal)),
        date: formatDate(row.purchaseDate),
      })}
    >
      {children}
    </AnchorLink>
  );
}
