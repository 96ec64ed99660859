-- Available Trucks and saved lanes (ADR 037). Each end is a quotable location (load board, ADR 026),
-- so a truck's or lane's matches are the board's own search around that place; counts are never stored.

CREATE TABLE posted_trucks (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- One equipment type, a single bit flag of the spec's list (1 Van, 2 Flat Bed, 4 Reefer, ...).
  equipment_type integer NOT NULL CHECK (equipment_type > 0 AND (equipment_type & (equipment_type - 1)) = 0),
  empty_location_id integer NOT NULL REFERENCES quotable_locations (id),
  empty_on date NOT NULL,
  empty_radius integer NOT NULL CHECK (empty_radius BETWEEN 1 AND 500),
  destination_location_id integer REFERENCES quotable_locations (id),
  destination_radius integer NOT NULL CHECK (destination_radius BETWEEN 1 AND 500),
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posted_trucks_company ON posted_trucks (company_id, empty_on);

CREATE TABLE saved_lanes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  origin_location_id integer NOT NULL REFERENCES quotable_locations (id),
  origin_radius integer NOT NULL CHECK (origin_radius BETWEEN 1 AND 500),
  destination_location_id integer NOT NULL REFERENCES quotable_locations (id),
  destination_radius integer NOT NULL CHECK (destination_radius BETWEEN 1 AND 500),
  -- Equipment types as a bit-flag mask; NULL for any equipment.
  equipment_types integer CHECK (equipment_types > 0),
  saved_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_lanes_company ON saved_lanes (company_id, saved_at);
