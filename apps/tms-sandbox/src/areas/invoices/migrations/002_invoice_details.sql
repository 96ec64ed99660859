-- What the invoice preview shows beyond 001: the carrier's own invoice amount (external number is in 001),
-- the customer, fees, dates, the third-party billing settings, and the charge lines.
ALTER TABLE invoices
  ADD COLUMN external_invoice_amount numeric(12, 2),
  ADD COLUMN customer_name text NOT NULL DEFAULT 'Summit Brokerage',
  ADD COLUMN fee_and_balance numeric(12, 2) NOT NULL DEFAULT 0,
  ADD COLUMN due_at timestamptz,
  -- When the invoice was paid; the Paid view lists the last 60 days of these.
  ADD COLUMN paid_at timestamptz,
  -- Without billing settings an invoice is not eligible for processing (spec 2 §4).
  ADD COLUMN third_party_billing_settings_id text,
  ADD COLUMN updated_at timestamptz;

CREATE TABLE invoice_charges (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  invoice_id text NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  description text NOT NULL,
  charge_type_name text NOT NULL,
  rate numeric(12, 2) NOT NULL,
  units numeric(12, 2) NOT NULL,
  UNIQUE (invoice_id, sequence)
);
