-- Third-party payer invoices (docs/adr/034) live in the invoices area's table: the same entity (spec 2 §3), the same
-- charges, documents and notes. `third_party_payer` names who settles one and marks it; such an invoice has no
-- accounting view (list_status), an AP invoice always has one.
ALTER TABLE invoices
  ADD COLUMN third_party_payer text,
  ALTER COLUMN list_status DROP NOT NULL,
  ADD CONSTRAINT invoices_kind CHECK ((third_party_payer IS NULL) = (list_status IS NOT NULL));
CREATE INDEX invoices_third_party_company ON invoices (company_id, created_at) WHERE third_party_payer IS NOT NULL;
CREATE INDEX invoices_third_party_factoring ON invoices (factoring_company_id, created_at)
  WHERE third_party_payer IS NOT NULL;
