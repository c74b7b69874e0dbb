// What the transaction detail screen tells its chart. Back is the page header's link to the
// wallet: leaving stops the chart, so the chart has nothing to do for it.
export type TransactionDetailEvent =
  /** The failed page's 'Try Again'. */
  | { type: 'transaction.retry' }
  /** 'Print receipt': the receipt view, and the browser's print dialog over it. */
  | { type: 'transaction.print' }
  | { type: 'transaction.receipt.close' };
