-- Carriers' tariffs that price a lane from scratch (ad hoc stops and products, ADR 053), one per
-- carrier, rate type and shipping mode; domain's lanePrice turns a tariff and a lane into a rate.
-- A tariff with an error prices nothing that is listed (spec 1 §5).
CREATE TABLE carrier_tariffs (
  id text PRIMARY KEY,
  carrier_id text NOT NULL,
  carrier_name text NOT NULL,
  rate_type text NOT NULL CHECK (rate_type IN ('Contract', 'Spot', 'Quote')),
  charge_rate_type text NOT NULL,
  shipping_mode integer NOT NULL CHECK (shipping_mode IN (0, 1)),
  per_mile numeric(8, 4) NOT NULL DEFAULT 0,
  per_hundredweight numeric(8, 4) NOT NULL DEFAULT 0,
  minimum numeric(12, 2) NOT NULL DEFAULT 0,
  markup numeric(12, 2) NOT NULL DEFAULT 0,
  is_guaranteed boolean NOT NULL DEFAULT false,
  web_service_description_id text,
  service_level integer NOT NULL DEFAULT 0,
  rate_source text NOT NULL,
  error text,
  sort_order integer NOT NULL DEFAULT 0
);

-- Every API quote given (spec 1 §7 "API quote"): its quoteId is what a booking would name to the carrier.
CREATE SEQUENCE rate_quote_numbers START 100001;
CREATE TABLE rate_quotes (
  quote_id text PRIMARY KEY DEFAULT 'Q-' || nextval('rate_quote_numbers')::text,
  tariff_id text NOT NULL REFERENCES carrier_tariffs (id),
  company_id text NOT NULL REFERENCES companies (id),
  request jsonb NOT NULL,
  miles integer NOT NULL,
  rate numeric(12, 2) NOT NULL,
  markup_total numeric(12, 2) NOT NULL,
  service_days integer NOT NULL,
  quoted_at timestamptz NOT NULL DEFAULT now()
);
