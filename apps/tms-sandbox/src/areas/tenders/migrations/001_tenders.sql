-- Tender offers sent to a carrier for a shipment (status: TenderOfferStatus values 0-4).
CREATE TABLE tender_offers (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  shipment_id text NOT NULL REFERENCES shipments (id),
  status integer NOT NULL CHECK (status BETWEEN 0 AND 4),
  reject_reason integer,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tender_offers_company ON tender_offers (company_id, status);
