-- Shipments with their stops; owned by the company whose portal shows them.
CREATE TABLE shipments (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  shipment_number text NOT NULL UNIQUE,
  status integer NOT NULL CHECK (status BETWEEN -1 AND 8),
  max_buy numeric(12, 2),
  order_id text,
  equipment_mode integer NOT NULL DEFAULT 0,
  -- The driver assigned, if any (driver-only users see only these).
  driver_user_id text REFERENCES users (id),
  reference_numbers jsonb NOT NULL DEFAULT '[]',
  -- Tracking needs an update from the carrier (the Shipments badge).
  needs_tracking_update boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipments_company ON shipments (company_id, shipment_number);

CREATE TABLE shipment_stops (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  stop_type text NOT NULL CHECK (stop_type IN ('Shipping', 'Receiving')),
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL,
  early timestamptz NOT NULL,
  late timestamptz NOT NULL,
  appointment timestamptz,
  UNIQUE (shipment_id, sequence)
);
