-- The load board (ADR 026). PGlite has no PostGIS, so a radius search is two steps that both run here:
-- a B-tree range scan on (latitude, longitude) over the circle's bounding box, then the exact
-- great-circle test below on the few rows left. The same SQL runs unchanged on a PostgreSQL server.

-- Haversine distance in statute miles; the same formula as domain's greatCircleMiles.
CREATE FUNCTION great_circle_miles(lat1 float8, lon1 float8, lat2 float8, lon2 float8)
RETURNS float8 LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT 2 * 3958.7613 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2
    + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lon2 - lon1) / 2) ^ 2)))
$$;

-- US ZIP codes and US/Canadian cities a search can start from (spec 1 §3 "Quotable location"),
-- from GeoNames (CC BY 4.0), shipped as data/quotable-locations.tsv.gz.
CREATE TABLE quotable_locations (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('district', 'zip')),
  country text NOT NULL CHECK (country IN ('US', 'CA')),
  city text NOT NULL,
  state text NOT NULL,
  -- A city's nearest ZIP code (US); empty for a Canadian city (ADR 026).
  postal_code text NOT NULL,
  latitude float8 NOT NULL,
  longitude float8 NOT NULL,
  iana_timezone text NOT NULL,
  population integer NOT NULL DEFAULT 0
);
-- Prefix search by city name (largest first) and by postal code.
CREATE INDEX quotable_locations_city ON quotable_locations (kind, lower(city) text_pattern_ops, population DESC);
CREATE INDEX quotable_locations_postal ON quotable_locations (kind, postal_code text_pattern_ops);

-- Loads on the board: one row each, with both ends already placed on the map so a search never
-- joins stops. company_id NULL: open to every carrier; otherwise offered to that carrier only (its
-- own Ready to Book shipments, linked by shipment_id).
CREATE TABLE available_freight (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  shipment_number text NOT NULL UNIQUE,
  shipment_id text REFERENCES shipments (id) ON DELETE CASCADE,
  company_id text REFERENCES companies (id),
  customer_name text NOT NULL,
  shipping_mode integer NOT NULL CHECK (shipping_mode BETWEEN 0 AND 5),
  equipment_mode integer NOT NULL CHECK (equipment_mode BETWEEN 0 AND 5),
  -- Equipment types the load may go on, as the spec's bit flags (1 Van, 2 Flat Bed, 4 Reefer, ...).
  equipment_types integer NOT NULL CHECK (equipment_types > 0),
  service_level integer NOT NULL CHECK (service_level BETWEEN 0 AND 3),
  origin_city text NOT NULL,
  origin_state text NOT NULL,
  origin_postal_code text NOT NULL,
  origin_latitude float8 NOT NULL,
  origin_longitude float8 NOT NULL,
  origin_timezone text NOT NULL,
  pickup_early timestamptz NOT NULL,
  pickup_late timestamptz NOT NULL,
  destination_city text NOT NULL,
  destination_state text NOT NULL,
  destination_postal_code text NOT NULL,
  destination_latitude float8 NOT NULL,
  destination_longitude float8 NOT NULL,
  destination_timezone text NOT NULL,
  delivery_early timestamptz NOT NULL,
  delivery_late timestamptz NOT NULL,
  stop_count integer NOT NULL DEFAULT 2,
  miles integer,
  weight_lbs integer,
  rate numeric(12, 2) NOT NULL,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX available_freight_origin ON available_freight (origin_latitude, origin_longitude);
CREATE INDEX available_freight_destination ON available_freight (destination_latitude, destination_longitude);
CREATE INDEX available_freight_pickup ON available_freight (pickup_early);
