-- What a tender offers the carrier (customer, rate, equipment, weight, miles, answer-by) and the
-- carrier's answer (reject reason, note, counter rate, when and who); plus its additional charges.
ALTER TABLE tender_offers
  ADD COLUMN customer_name text NOT NULL DEFAULT '',
  ADD COLUMN rate numeric(12, 2) NOT NULL DEFAULT 0,
  ADD COLUMN weight_lbs numeric(10, 1),
  ADD COLUMN miles integer,
  ADD COLUMN respond_by timestamptz,
  ADD COLUMN note text,
  ADD COLUMN counter_rate numeric(12, 2),
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by text REFERENCES users (id);
CREATE INDEX tender_offers_shipment ON tender_offers (shipment_id);

CREATE TABLE tender_charges (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  tender_id text NOT NULL REFERENCES tender_offers (id) ON DELETE CASCADE,
  position integer NOT NULL,
  code text NOT NULL,
  description text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  UNIQUE (tender_id, position)
);
