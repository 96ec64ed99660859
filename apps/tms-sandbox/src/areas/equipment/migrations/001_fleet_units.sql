-- The carrier's trailers and power units (ADR 038). A unit number is the company's own and unique
-- within it, whatever the kind or status (a retired unit keeps its number), compared in capitals.
CREATE TABLE equipment_units (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  kind text NOT NULL CHECK (kind IN ('Trailer', 'PowerUnit')),
  unit_number text NOT NULL,
  unit_type text NOT NULL,
  length_feet integer,
  is_reefer boolean NOT NULL DEFAULT false,
  plate_number text NOT NULL,
  plate_region text NOT NULL,
  vin text,
  model_year integer,
  make text,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'OutOfService', 'Retired')),
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX equipment_units_number ON equipment_units (company_id, upper(unit_number));
-- The list reads one company's units of one kind in unit-number order.
CREATE INDEX equipment_units_list ON equipment_units (company_id, kind, status, upper(unit_number));
