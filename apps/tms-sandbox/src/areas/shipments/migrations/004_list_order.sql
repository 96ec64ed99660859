-- The lists sort by pickup, the first stop's early time (ADR 054). Kept on the shipment itself, so a
-- page is read from an index in that order instead of joining and sorting every stop of every load:
-- at 100,000 shipments the first page no longer costs the whole company's stops.
ALTER TABLE shipments ADD COLUMN pickup_early timestamptz;
UPDATE shipments s
   SET pickup_early = (SELECT early FROM shipment_stops st WHERE st.shipment_id = s.id ORDER BY sequence LIMIT 1);
CREATE INDEX shipments_company_pickup ON shipments (company_id, pickup_early DESC NULLS LAST, shipment_number);

-- One statement's changed stops, however many (a seed, an order copied to a shipment), update each of
-- their shipments once.
CREATE FUNCTION shipments_set_pickup_early() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shipments s
     SET pickup_early = (SELECT early FROM shipment_stops st WHERE st.shipment_id = s.id ORDER BY sequence LIMIT 1)
   WHERE s.id IN (SELECT shipment_id FROM changed);
  RETURN NULL;
END $$;
CREATE TRIGGER shipment_stops_inserted AFTER INSERT ON shipment_stops
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipments_set_pickup_early();
CREATE TRIGGER shipment_stops_updated AFTER UPDATE ON shipment_stops
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipments_set_pickup_early();
CREATE TRIGGER shipment_stops_deleted AFTER DELETE ON shipment_stops
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipments_set_pickup_early();
