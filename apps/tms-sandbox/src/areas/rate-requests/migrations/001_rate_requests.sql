-- Rate requests to a carrier (status: Sent, Offered, Declined).
CREATE TABLE rate_requests (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  shipment_id text REFERENCES shipments (id),
  status text NOT NULL CHECK (status IN ('Sent', 'Offered', 'Declined')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_requests_company ON rate_requests (company_id, status);
