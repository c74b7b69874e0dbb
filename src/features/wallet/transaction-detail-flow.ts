// The transaction detail chart with the app's effects: the private API and the browser's print
// dialog, opened once the receipt view has rendered.
import type { FlowParts } from '../../app/flow-parts';
import { transactionDetailMachine } from './chart/transaction-detail-machine';
import { transactionDetailActors } from './chart/transaction-detail-services';
import { createTransactionDetailApi } from './transaction-detail-api';

export function createTransactionDetailFlow({ api }: FlowParts) {
  return transactionDetailMachine.provide({
    actors: transactionDetailActors(createTransactionDetailApi(api)),
    actions: {
      // The action runs as the receipt state is entered, before React has drawn it: the dialog
      // waits a frame so it prints the receipt, not the detail.
      printReceipt: () => {
        requestAnimationFrame(() => requestAnimationFrame(() => window.print()));
      },
    },
  });
}
