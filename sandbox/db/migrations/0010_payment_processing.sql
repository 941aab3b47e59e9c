-- A payment being processed (invoice status 2, purchase web status 8) registers after a
-- processing period by the sandbox clock (sandbox/actions/processing.ts): then the invoice is
-- paid (3; back to new 1 when less than its minimum was paid) and the purchase paid (3; partly
-- paid 13 when something is still owed). processing_settles_at is when that happens.
alter table invoice_accounts add column processing_settles_at timestamptz;
alter table orders add column processing_settles_at timestamptz;
-- Payments already processing before this migration register at the next read.
update invoice_accounts set processing_settles_at = now() where current_invoice_status = 2;
update orders set processing_settles_at = now() where order_status_web = 8;
