-- The stops' triggers (005) rewrote every shipment of a statement's stops, even when what they keep was
-- already right: adding 100,000 shipments with their stops wrote each shipment a second time, every index
-- entry (the trigram index's too) with it, and took three times as long as before 005 (ADR 056). Now
-- the same values are computed for the same shipments, and only the shipments whose kept columns
-- differ are written (ADR 063). A writer that inserts shipments with their kept columns already set (the
-- volume seed) pays the reads, not the writes; a stop edit that changes nothing kept writes nothing.
CREATE OR REPLACE FUNCTION shipments_keep_stops(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE shipments s
     SET (pickup_early, origin_city, origin_state, origin_postal_code,
          destination_city, destination_state, destination_postal_code, late_arrival, open_late) =
         (k.pickup_early, k.origin_city, k.origin_state, k.origin_postal_code,
          k.destination_city, k.destination_state, k.destination_postal_code, k.late_arrival, k.open_late)
    FROM (SELECT x.id, o.early AS pickup_early, o.city AS origin_city, o.state AS origin_state,
                 o.postal_code AS origin_postal_code, d.city AS destination_city, d.state AS destination_state,
                 d.postal_code AS destination_postal_code, l.late_arrival, l.open_late
            FROM unnest(ids) x(id)
            LEFT JOIN LATERAL (SELECT early, city, state, postal_code FROM shipment_stops st
                                WHERE st.shipment_id = x.id ORDER BY sequence LIMIT 1) o ON true
            LEFT JOIN LATERAL (SELECT city, state, postal_code FROM shipment_stops st
                                WHERE st.shipment_id = x.id ORDER BY sequence DESC LIMIT 1) d ON true
            CROSS JOIN LATERAL (SELECT coalesce(bool_or(arrival > late), false) AS late_arrival,
                                       min(late) FILTER (WHERE arrival IS NULL) AS open_late
                                  FROM shipment_stops st WHERE st.shipment_id = x.id) l) k
   WHERE s.id = k.id
     AND (s.pickup_early, s.origin_city, s.origin_state, s.origin_postal_code, s.destination_city,
          s.destination_state, s.destination_postal_code, s.late_arrival, s.open_late)
         IS DISTINCT FROM
         (k.pickup_early, k.origin_city, k.origin_state, k.origin_postal_code, k.destination_city,
          k.destination_state, k.destination_postal_code, k.late_arrival, k.open_late);
$$;
