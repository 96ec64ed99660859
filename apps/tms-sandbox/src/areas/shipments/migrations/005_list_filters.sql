-- The lists' last filters that read every load at volume (ADR 056): the origin and destination filters
-- read the first and last stops, the on-time counts and the late filter ask every load's stops whether
-- one is late, and the number search scans every number. Plain PostgreSQL only (no extension), so the
-- same file runs on PGlite and on a PostgreSQL server.

-- What the stops say, kept on the shipment beside the pickup (004):
-- * the first and last stops' places, which the origin and destination filters match;
-- * whether a stop arrived after its late time (`late_arrival`), and the earliest late time of the stops
--   not yet arrived (`open_late`). A moving load is late when `late_arrival`, or when `open_late` has
--   passed: the same as asking each stop, without keeping anything that changes with the clock.
ALTER TABLE shipments
  ADD COLUMN origin_city text,
  ADD COLUMN origin_state text,
  ADD COLUMN origin_postal_code text,
  ADD COLUMN destination_city text,
  ADD COLUMN destination_state text,
  ADD COLUMN destination_postal_code text,
  ADD COLUMN late_arrival boolean NOT NULL DEFAULT false,
  ADD COLUMN open_late timestamptz;

-- Each place's three parts lowered into one text: the filters' ILIKE lowers every row's three parts for
-- every call, five times the cost of one case-sensitive LIKE of the search, lowered, on this text. The
-- LIKE picks the candidates, then ILIKE on the parts decides (the one text would also match a search
-- that spans two parts).
ALTER TABLE shipments
  ADD COLUMN origin_search text
    GENERATED ALWAYS AS (lower(origin_city || E'\n' || origin_state || E'\n' || origin_postal_code)) STORED,
  ADD COLUMN destination_search text
    GENERATED ALWAYS AS (lower(destination_city || E'\n' || destination_state || E'\n' || destination_postal_code)) STORED;

-- Recomputes everything kept from the stops for the given shipments, in one statement.
CREATE FUNCTION shipments_keep_stops(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE shipments s
     SET (pickup_early, origin_city, origin_state, origin_postal_code) =
           (SELECT early, city, state, postal_code FROM shipment_stops st
             WHERE st.shipment_id = s.id ORDER BY sequence LIMIT 1),
         (destination_city, destination_state, destination_postal_code) =
           (SELECT city, state, postal_code FROM shipment_stops st
             WHERE st.shipment_id = s.id ORDER BY sequence DESC LIMIT 1),
         (late_arrival, open_late) =
           (SELECT coalesce(bool_or(arrival > late), false), min(late) FILTER (WHERE arrival IS NULL)
              FROM shipment_stops st WHERE st.shipment_id = s.id)
   WHERE s.id = ANY(ids);
$$;

SELECT shipments_keep_stops(array_agg(id)) FROM shipments;

-- One trigger set instead of 004's: one statement's changed stops, however many, update each of their
-- shipments once. An update names the stops' shipments before and after, should a stop ever move.
DROP TRIGGER shipment_stops_inserted ON shipment_stops;
DROP TRIGGER shipment_stops_updated ON shipment_stops;
DROP TRIGGER shipment_stops_deleted ON shipment_stops;
DROP FUNCTION shipments_set_pickup_early();

CREATE FUNCTION shipment_stops_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shipments_keep_stops(ARRAY(SELECT DISTINCT shipment_id FROM changed));
  RETURN NULL;
END $$;
CREATE FUNCTION shipment_stops_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shipments_keep_stops(ARRAY(SELECT shipment_id FROM changed UNION SELECT shipment_id FROM before));
  RETURN NULL;
END $$;
CREATE TRIGGER shipment_stops_inserted AFTER INSERT ON shipment_stops
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipment_stops_added_or_removed();
CREATE TRIGGER shipment_stops_updated AFTER UPDATE ON shipment_stops
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_stops_changed();
CREATE TRIGGER shipment_stops_deleted AFTER DELETE ON shipment_stops
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipment_stops_added_or_removed();

-- The late loads, counted without reading the others: those with a late arrival, and the others by
-- their earliest open late time (a moving load is late once that time has passed).
CREATE INDEX shipments_late_arrival ON shipments (company_id, status) WHERE late_arrival;
CREATE INDEX shipments_open_late ON shipments (company_id, status, open_late) WHERE NOT late_arrival;

-- The number search matches a piece of the shipment or pro number, anywhere in it, ignoring case
-- (ILIKE '%…%'). A B-tree cannot find a piece in the middle and pg_trgm is an extension, so the numbers'
-- trigrams (every three characters in a row, lowered) are indexed with GIN over an array, which is core
-- PostgreSQL. A search of three characters or more asks for the numbers holding all of its trigrams,
-- and the list's ILIKE then checks the whole text. Trigrams only, not every piece of every length: a
-- six-digit number gives 4 index keys, not 21, which keeps adding shipments cheap.
CREATE FUNCTION shipment_search_trigrams(VARIADIC texts text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(t, i, 3)), '{}')
    FROM unnest(texts) x, lower(x) t, generate_series(1, length(t) - 2) i
$$;
CREATE INDEX shipments_number_trigrams ON shipments
  USING gin (shipment_search_trigrams(shipment_number, pro_number));
-- No statistics of the trigrams: ANALYZE would call the function on 30,000 rows for an estimate the
-- planner does not need to choose this index for a search.
ALTER INDEX shipments_number_trigrams ALTER COLUMN 1 SET STATISTICS 0;
