-- The rest of what a list row shows of its stops, kept on the shipment beside 005's places (ADR 069): the
-- number of stops, the first stop's time zone, and the last stop's early time and time zone. The booking and
-- tracking pages then read each of their rows from the shipment alone: before, each of a page's 50 rows
-- looked up its first stop, its last stop and counted its stops (three index probes a row), the largest
-- part of the page statement's CPU on the server under load (ADR 067). The first stop's early time is
-- 004's `pickup_early`, and its place is 005's.
ALTER TABLE shipments
  ADD COLUMN stop_count integer NOT NULL DEFAULT 0,
  ADD COLUMN origin_timezone text,
  ADD COLUMN destination_early timestamptz,
  ADD COLUMN destination_timezone text;

-- 007's function, keeping the new columns too: the same values for the same shipments, and only the
-- shipments whose kept columns differ are written.
CREATE OR REPLACE FUNCTION shipments_keep_stops(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE shipments s
     SET (pickup_early, origin_city, origin_state, origin_postal_code, origin_timezone,
          destination_early, destination_city, destination_state, destination_postal_code, destination_timezone,
          stop_count, late_arrival, open_late) =
         (k.pickup_early, k.origin_city, k.origin_state, k.origin_postal_code, k.origin_timezone,
          k.destination_early, k.destination_city, k.destination_state, k.destination_postal_code,
          k.destination_timezone, k.stop_count, k.late_arrival, k.open_late)
    FROM (SELECT x.id, o.early AS pickup_early, o.city AS origin_city, o.state AS origin_state,
                 o.postal_code AS origin_postal_code, o.iana_timezone AS origin_timezone,
                 d.early AS destination_early, d.city AS destination_city, d.state AS destination_state,
                 d.postal_code AS destination_postal_code, d.iana_timezone AS destination_timezone,
                 l.stop_count, l.late_arrival, l.open_late
            FROM unnest(ids) x(id)
            LEFT JOIN LATERAL (SELECT early, city, state, postal_code, iana_timezone FROM shipment_stops st
                                WHERE st.shipment_id = x.id ORDER BY sequence LIMIT 1) o ON true
            LEFT JOIN LATERAL (SELECT early, city, state, postal_code, iana_timezone FROM shipment_stops st
                                WHERE st.shipment_id = x.id ORDER BY sequence DESC LIMIT 1) d ON true
            CROSS JOIN LATERAL (SELECT count(*)::int AS stop_count,
                                       coalesce(bool_or(arrival > late), false) AS late_arrival,
                                       min(late) FILTER (WHERE arrival IS NULL) AS open_late
                                  FROM shipment_stops st WHERE st.shipment_id = x.id) l) k
   WHERE s.id = k.id
     AND (s.pickup_early, s.origin_city, s.origin_state, s.origin_postal_code, s.origin_timezone,
          s.destination_early, s.destination_city, s.destination_state, s.destination_postal_code,
          s.destination_timezone, s.stop_count, s.late_arrival, s.open_late)
         IS DISTINCT FROM
         (k.pickup_early, k.origin_city, k.origin_state, k.origin_postal_code, k.origin_timezone,
          k.destination_early, k.destination_city, k.destination_state, k.destination_postal_code,
          k.destination_timezone, k.stop_count, k.late_arrival, k.open_late);
$$;

-- Every shipment already stored, once (a shipment without stops keeps 0 and nulls, and is not written).
SELECT shipments_keep_stops(array_agg(id)) FROM shipments;

-- The booking view's loads in the lists' order (ADR 069). Booking holds 3 of the 13 statuses a carrier's
-- history spreads over, so walking 004's `(company_id, pickup_early, shipment_number)` index for a page of
-- 50 booking loads read about 220 shipments and dropped the others (one heap page each): most of the page
-- statement's time. This index holds only the view's loads. Its statuses are the contract's booking view
-- (`shipmentViewStatuses.booking`: ready to book, tendering, booked), which the list writes into its text so
-- the planner can prove it (`listRows.test.ts` checks the two agree). Tracking holds 6 of the 13 and drops
-- about one load in five, so it keeps 004's index.
CREATE INDEX shipments_booking_order ON shipments (company_id, pickup_early DESC NULLS LAST, shipment_number)
  WHERE status IN (1, 2, 3);
