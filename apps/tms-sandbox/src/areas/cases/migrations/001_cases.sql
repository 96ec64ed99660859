-- Accessorial requests (cases); company_id is the involved carrier party.
CREATE TABLE cases (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  case_number text NOT NULL UNIQUE,
  company_id text NOT NULL REFERENCES companies (id),
  shipment_id text REFERENCES shipments (id),
  status text NOT NULL,
  is_voided boolean NOT NULL DEFAULT false,
  carrier_case_resolution_type text NOT NULL DEFAULT 'None',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cases_company ON cases (company_id);
