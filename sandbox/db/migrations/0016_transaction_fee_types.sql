-- The fees an invoice carries get transaction types of their own (schema/codes.yaml
-- transactionType): 510 reminder fee, 520 payment-free month's fee. Before, both were written as
-- 320, which the app labels an uncollected parcel. Lines already written keep their type: which
-- 320 line was a fee is known only by its text (`npm run sandbox:seed` writes the personas anew).
alter table invoice_transactions drop constraint invoice_transactions_transaction_type_check;
alter table invoice_transactions add constraint invoice_transactions_transaction_type_check
  check (transaction_type in (100, 220, 320, 330, 410, 510, 520));
