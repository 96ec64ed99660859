-- Payment remittances (docs/adr/030): one row per check, ACH transfer or wire, found by its number.
-- carrier_company_id is the carrier whose invoices it paid; payee_company_id who received the money
-- (the carrier itself, or the factoring company paid on its behalf).
CREATE TABLE payments (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  check_number text NOT NULL UNIQUE,
  carrier_company_id text NOT NULL REFERENCES companies (id),
  payee_company_id text NOT NULL REFERENCES companies (id),
  method text NOT NULL CHECK (method IN ('Check', 'ACH', 'Wire')),
  payment_date date NOT NULL,
  remit_name text NOT NULL,
  remit_street text NOT NULL,
  remit_city text NOT NULL,
  remit_state text NOT NULL,
  remit_postal_code text NOT NULL
);
CREATE INDEX payments_carrier ON payments (carrier_company_id, payment_date);
CREATE INDEX payments_payee ON payments (payee_company_id, payment_date);

-- The invoices one payment paid; invoice_id is null for an invoice paid outside the portal.
CREATE TABLE payment_invoices (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  invoice_id text REFERENCES invoices (id),
  invoice_number text NOT NULL,
  shipment_number text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  quick_pay_fee numeric(12, 2) NOT NULL DEFAULT 0 CHECK (quick_pay_fee >= 0),
  other_deductions numeric(12, 2) NOT NULL DEFAULT 0 CHECK (other_deductions >= 0),
  deduction_note text,
  UNIQUE (payment_id, sequence)
);
