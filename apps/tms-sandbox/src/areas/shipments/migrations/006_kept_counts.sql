-- The lists' totals and status counts without counting the company's shipments on every call
-- (ADR 063). At 100,000 shipments counting the tracking view's 76,866 matches took 24 ms on a server
-- (an index-only scan) and more on PGlite: longer than the page itself, which the index now gives in
-- 2 ms. The count of each company's shipments in each status is kept here instead, and a list with no
-- filter beyond its view and statuses sums a few of these rows.
CREATE TABLE shipment_status_counts (
  company_id text NOT NULL,
  status integer NOT NULL,
  shipments integer NOT NULL,
  PRIMARY KEY (company_id, status)
);
INSERT INTO shipment_status_counts (company_id, status, shipments)
SELECT company_id, status, count(*) FROM shipments GROUP BY company_id, status;

-- Kept by statement-level triggers, like the stops' columns (005): one statement's shipments, however
-- many, change each (company, status) row once. An update writes only the (company, status) rows whose
-- count changed (`HAVING sum(n) <> 0`): the stops' triggers, which rewrite the shipment's kept
-- columns, and every other edit of a shipment compare the old and new rows and write nothing. (A
-- trigger with transition tables cannot name its columns, `UPDATE OF status`.) Rows are written in
-- key order, so two statements changing the same counts wait for each other rather than deadlock.
CREATE FUNCTION shipment_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shipment_status_counts AS c (company_id, status, shipments)
    SELECT company_id, status, count(*) FROM added GROUP BY company_id, status ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE SET shipments = c.shipments + excluded.shipments;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE shipment_status_counts c SET shipments = c.shipments - gone.n
      FROM (SELECT company_id, status, count(*) AS n FROM removed GROUP BY company_id, status) gone
     WHERE c.company_id = gone.company_id AND c.status = gone.status;
  ELSE
    INSERT INTO shipment_status_counts AS c (company_id, status, shipments)
    SELECT company_id, status, sum(n) FROM (
             SELECT company_id, status, 1 AS n FROM added
             UNION ALL SELECT company_id, status, -1 FROM removed) d
     GROUP BY company_id, status HAVING sum(n) <> 0 ORDER BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE SET shipments = c.shipments + excluded.shipments;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER shipments_counted_inserted AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION shipment_status_counts_keep();
CREATE TRIGGER shipments_counted_updated AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_status_counts_keep();
CREATE TRIGGER shipments_counted_deleted AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION shipment_status_counts_keep();
