-- The unified rates of a shipment (spec 1 §3 "Rate selection"): carriers' contract rates, spot rates
-- and API quotes; a rate with an error is stored (as the rating engine answers it) but never listed.
CREATE TABLE shipment_rates (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_id text NOT NULL REFERENCES shipments (id),
  carrier_id text NOT NULL,
  carrier_name text NOT NULL,
  rate_type text NOT NULL CHECK (rate_type IN ('Contract', 'Spot', 'Quote')),
  charge_rate_type text NOT NULL,
  shipping_mode integer NOT NULL,
  rate numeric(12, 2) NOT NULL,
  markup_total numeric(12, 2) NOT NULL DEFAULT 0,
  is_guaranteed boolean NOT NULL DEFAULT false,
  quote_id text,
  web_service_description_id text,
  service_level integer NOT NULL DEFAULT 0,
  rate_source text NOT NULL,
  service_days integer,
  error text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX shipment_rates_shipment ON shipment_rates (shipment_id, sort_order);

-- One booking per shipment: the primary key makes two bookings at once end with exactly one stored.
CREATE TABLE rate_bookings (
  shipment_id text PRIMARY KEY REFERENCES shipments (id),
  rate_id text NOT NULL REFERENCES shipment_rates (id),
  booked_by text NOT NULL,
  booked_at timestamptz NOT NULL DEFAULT now()
);
