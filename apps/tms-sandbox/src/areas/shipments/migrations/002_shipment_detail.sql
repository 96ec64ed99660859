-- Shipment detail: stop zones and actual times, pro number, drivers, equipment, tracking history,
-- and the saved filter sets of the booking and tracking lists.
ALTER TABLE shipment_stops
  ADD COLUMN iana_timezone text NOT NULL DEFAULT 'UTC',
  ADD COLUMN arrival timestamptz,
  ADD COLUMN departure timestamptz;

ALTER TABLE shipments ADD COLUMN pro_number text;
CREATE INDEX shipments_company_status ON shipments (company_id, status);

CREATE TABLE drivers (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  -- The portal user of a driver, when they have one (a driver-only user sees the loads they drive).
  user_id text REFERENCES users (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text,
  profile_picture_file_id text
);
CREATE INDEX drivers_company ON drivers (company_id, last_name, first_name);

CREATE TABLE shipment_drivers (
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  driver_id text NOT NULL REFERENCES drivers (id),
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shipment_id, driver_id)
);

CREATE TABLE shipment_equipment (
  shipment_id text PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
  tractor_number text,
  trailer_number text,
  license_plate text,
  license_plate_state text
);

CREATE TABLE tracking_activities (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  occurred_at timestamptz NOT NULL,
  status integer NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  description text NOT NULL
);
CREATE INDEX tracking_activities_shipment ON tracking_activities (shipment_id, occurred_at DESC);

CREATE TABLE shipment_filter_sets (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users (id),
  view text NOT NULL CHECK (view IN ('booking', 'tracking')),
  name text NOT NULL,
  filters jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipment_filter_sets_user ON shipment_filter_sets (user_id, view);
