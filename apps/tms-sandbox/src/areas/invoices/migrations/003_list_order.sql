-- Accounting's list in its order (newest first) from an index, at a carrier's volume (ADR 063): with
-- one invoice per delivered load, 100,000 shipments gave 46,000 invoices, which the list read and
-- sorted on every call for a page of 20. A carrier reads its own, a factoring company those factored
-- to it; both walk their index and stop after the page. (Not partial on `third_party_payer IS NULL`:
-- that column comes with a later area's migration. The few third-party rows are skipped on the walk.)
CREATE INDEX invoices_company_listed ON invoices (company_id, created_at DESC, invoice_number DESC);
CREATE INDEX invoices_factoring_listed ON invoices (factoring_company_id, created_at DESC, invoice_number DESC);
