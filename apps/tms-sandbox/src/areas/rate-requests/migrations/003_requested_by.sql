-- Who asked (ADR 043): a broker's request for rates on its order's shipment. Seeded requests predate
-- it and have none. A carrier has at most one open request per load.
ALTER TABLE rate_requests ADD COLUMN requested_by_company_id text REFERENCES companies (id);
CREATE INDEX rate_requests_shipment ON rate_requests (shipment_id, company_id);
CREATE UNIQUE INDEX rate_requests_one_open_per_carrier ON rate_requests (shipment_id, company_id)
  WHERE status = 'Sent' AND shipment_id IS NOT NULL;
