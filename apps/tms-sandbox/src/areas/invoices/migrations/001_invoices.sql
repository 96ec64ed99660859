-- Payables (AP) invoices of a carrier; list_status is the accounting view (InvoiceListFilter 1-4).
CREATE TABLE invoices (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  invoice_number text NOT NULL UNIQUE,
  company_id text NOT NULL REFERENCES companies (id),
  factoring_company_id text REFERENCES companies (id),
  shipment_id text NOT NULL REFERENCES shipments (id),
  status integer NOT NULL CHECK (status BETWEEN -1 AND 3),
  list_status integer NOT NULL CHECK (list_status BETWEEN 1 AND 4),
  invoice_amount numeric(12, 2) NOT NULL,
  external_invoice_number text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_company ON invoices (company_id, list_status);
CREATE INDEX invoices_factoring ON invoices (factoring_company_id, list_status);
