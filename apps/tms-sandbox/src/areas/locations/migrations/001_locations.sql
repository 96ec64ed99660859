-- The Location fields of spec 2 §3 the orders area's table lacks, and dock schedules with their dock
-- hours (spec 2 §3 "Dock schedule", "Dock hour"; ADR 051). `phone` stays the first number, which the
-- order form's stop lookup reads.
CREATE SEQUENCE location_numbers START 1005;

ALTER TABLE locations
  ADD COLUMN is_primary_location boolean NOT NULL DEFAULT false,
  ADD COLUMN lumpers_available boolean NOT NULL DEFAULT false,
  ADD COLUMN is_appointment_required boolean NOT NULL DEFAULT false,
  ADD COLUMN overnight_parking boolean NOT NULL DEFAULT false,
  ADD COLUMN phone_numbers jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN edi_codes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN dock_length integer,
  ADD COLUMN directions text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE dock_schedules (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  location_id text NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  company_id text NOT NULL REFERENCES companies (id),
  name text NOT NULL,
  is_appointment_required boolean NOT NULL DEFAULT false,
  equipment_modes integer[] NOT NULL,
  shipping_modes integer[] NOT NULL,
  stop_types text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dock_schedules_location ON dock_schedules (location_id, created_at);

-- One row per day of the week (0 Sunday to 6 Saturday); a closed or 24-hour day keeps no times.
CREATE TABLE dock_hours (
  schedule_id text NOT NULL REFERENCES dock_schedules (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
  is_closed boolean NOT NULL,
  is_twenty_four_hour boolean NOT NULL,
  start_time text,
  end_time text,
  PRIMARY KEY (schedule_id, day_of_week),
  CHECK (NOT (is_closed AND is_twenty_four_hour)),
  CHECK (
    (is_closed OR is_twenty_four_hour) = (start_time IS NULL AND end_time IS NULL)
    AND (start_time IS NULL OR start_time < end_time)
  )
);
