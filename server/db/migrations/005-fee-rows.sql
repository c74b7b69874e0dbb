-- Each fee is a ledger row of its own, so a wallet's rows show what the customer paid and what
-- the bank received, and still add up to the balance. The card fee of an online top-up is a
-- negative TOP_UP row beside the amount charged, under the purchase's reference with '-FEE';
-- every other TOP_UP row stays a credit.
alter table wallet_transactions drop constraint wallet_transactions_check;
alter table wallet_transactions add constraint wallet_transactions_check check (
  (category = 'TOP_UP' and (total_cents >= 0 or purchase_reference like '%-FEE'))
  or (category in ('PURCHASE', 'REFUND', 'ACTIVATION') and total_cents <= 0)
  or category = 'VOID'
);
