-- The broker's locations (what an order stop needs of spec 2 §3 "Location"), orders with their stops
-- and line items (spec 2 §3 "Order", "Order stop"), and the numbers orders and their shipments get.
CREATE SEQUENCE order_numbers START 500101;
CREATE SEQUENCE order_shipment_numbers START 700001;

CREATE TABLE locations (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  location_number text NOT NULL UNIQUE,
  name text NOT NULL,
  location_type text NOT NULL DEFAULT 'Warehouse',
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  province text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL,
  iana_timezone text NOT NULL,
  phone text,
  email text
);
CREATE INDEX locations_company ON locations (company_id, name);

CREATE TABLE orders (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  order_number text NOT NULL UNIQUE DEFAULT nextval('order_numbers')::text,
  order_type text NOT NULL,
  customer_name text NOT NULL,
  equipment_mode integer NOT NULL,
  shipping_mode integer NOT NULL,
  freight_value numeric(14, 2),
  special_instructions text,
  reference_numbers jsonb NOT NULL DEFAULT '[]',
  freight_term_type text,
  markup numeric(8, 2),
  -- The shipment the order is on (a draft one is reused when the order is planned, ADR 035).
  shipment_id text REFERENCES shipments (id),
  created_by text REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_company ON orders (company_id, updated_at DESC);

CREATE TABLE order_stops (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  stop_type text NOT NULL CHECK (stop_type IN ('Shipping', 'Receiving')),
  -- 'N/A' for a manually entered stop; otherwise the location's number (its address copied here).
  location_number text NOT NULL,
  company_name text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text,
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL,
  country text,
  phone text,
  email text,
  google_id text,
  iana_timezone text NOT NULL,
  early timestamptz NOT NULL,
  late timestamptz NOT NULL,
  appointment timestamptz,
  reference_numbers jsonb NOT NULL DEFAULT '[]',
  UNIQUE (order_id, sequence)
);

CREATE TABLE order_line_items (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  stop_id text NOT NULL REFERENCES order_stops (id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL,
  weight_lbs numeric(10, 1) NOT NULL
);
CREATE INDEX order_line_items_stop ON order_line_items (stop_id, position);
