-- Trips, the remaining sub-resources of a shipment (requirements, contacts, line items, billing,
-- charges, offers, problems, preloads) and what the carrier score card is computed from.
CREATE TABLE trips (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  trip_number text NOT NULL UNIQUE
);

CREATE TABLE trip_shipments (
  trip_id text NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  PRIMARY KEY (trip_id, shipment_id),
  UNIQUE (trip_id, sequence)
);
CREATE INDEX trip_shipments_shipment ON trip_shipments (shipment_id);

-- Requirements of the shipment (order_number NULL) or of one of its orders.
CREATE TABLE shipment_requirements (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  order_number text,
  code text NOT NULL,
  description text NOT NULL
);
CREATE INDEX shipment_requirements_shipment ON shipment_requirements (shipment_id);

CREATE TABLE shipment_contacts (
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  position integer NOT NULL,
  role text NOT NULL CHECK (role IN ('Shipper', 'Consignee', 'Broker', 'Dispatcher')),
  name text NOT NULL,
  phone text,
  email text,
  PRIMARY KEY (shipment_id, position)
);

CREATE TABLE shipment_line_items (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL,
  pieces integer NOT NULL,
  packaging_type text NOT NULL,
  weight_lbs numeric(10, 1) NOT NULL,
  freight_class text,
  hazmat boolean NOT NULL DEFAULT false
);
CREATE INDEX shipment_line_items_shipment ON shipment_line_items (shipment_id, position);

CREATE TABLE shipment_billing (
  shipment_id text PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
  bill_to_name text NOT NULL,
  invoice_email text,
  payment_terms_days integer NOT NULL,
  quick_pay_eligible boolean NOT NULL,
  factoring_company_name text
);

-- Charge lines of the carrier on a shipment; kind 'ltl' lines are the LTL accessorials.
CREATE TABLE shipment_charges (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('carrier', 'ltl')),
  code text NOT NULL,
  description text NOT NULL,
  amount numeric(12, 2) NOT NULL
);
CREATE INDEX shipment_charges_shipment ON shipment_charges (shipment_id, kind, position);

-- Catalog of charge types; equipment_mode NULL means every mode.
CREATE TABLE charge_types (
  code text PRIMARY KEY,
  description text NOT NULL,
  equipment_mode integer
);

CREATE TABLE shipment_offers (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  company_id text NOT NULL REFERENCES companies (id),
  amount numeric(12, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('Pending', 'Accepted', 'Declined')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipment_offers_shipment ON shipment_offers (shipment_id, company_id);

CREATE TABLE shipment_problems (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  type text NOT NULL,
  description text NOT NULL,
  reported_at timestamptz NOT NULL DEFAULT now(),
  reported_by text NOT NULL,
  resolved boolean NOT NULL DEFAULT false
);
CREATE INDEX shipment_problems_shipment ON shipment_problems (shipment_id, reported_at DESC);

ALTER TABLE shipment_stops
  ADD COLUMN preload_trailer text,
  ADD COLUMN preloaded_at timestamptz;

-- When the booking was made, the rate confirmation signed, and the delivery paperwork received
-- (the score card's document turnaround).
ALTER TABLE shipments
  ADD COLUMN booked_at timestamptz,
  ADD COLUMN rate_confirmation_signed_at timestamptz,
  ADD COLUMN paperwork_received_at timestamptz;
