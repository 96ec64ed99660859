-- What a rate request asks (customer, lane, pickup date, equipment) and the carrier's response
-- (rate, service level, note, when and who).
ALTER TABLE rate_requests
  ADD COLUMN customer_name text NOT NULL DEFAULT '',
  ADD COLUMN origin_city text NOT NULL DEFAULT '',
  ADD COLUMN origin_state text NOT NULL DEFAULT '',
  ADD COLUMN destination_city text NOT NULL DEFAULT '',
  ADD COLUMN destination_state text NOT NULL DEFAULT '',
  ADD COLUMN pickup_date date NOT NULL DEFAULT current_date,
  ADD COLUMN equipment_mode integer NOT NULL DEFAULT 0,
  ADD COLUMN response_rate numeric(12, 2),
  ADD COLUMN service_level integer,
  ADD COLUMN note text,
  ADD COLUMN responded_at timestamptz,
  ADD COLUMN responded_by text REFERENCES users (id);
