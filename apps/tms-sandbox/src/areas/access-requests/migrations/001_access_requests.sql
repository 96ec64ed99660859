-- Requests from people asking for portal access to a company; admins see the open count.
CREATE TABLE access_requests (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('Open', 'Approved', 'Denied')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_requests_company ON access_requests (company_id, status);
