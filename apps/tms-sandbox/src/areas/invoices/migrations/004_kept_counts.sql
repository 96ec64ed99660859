-- Accounting's list total without counting the company's invoices on every call (ADR 067). At 100,000
-- shipments a carrier had 46,009 invoices and every first page counted them all (16 ms of the server's
-- time, a third of the list's throughput under load). What does not move with the clock is kept here:
-- how many listed invoices each company holds in each list status, once as the carrier that bills them
-- (`company_id`) and once as the factoring company they were factored to. Listed means not voided and not a
-- third party payer's (those have no list status, `invoices_kind`; this migration may run before that
-- area's, so it reads the list status, not `third_party_payer`). The Paid view's window (`paid_at` from
-- 60 days ago, which moves every day) is not kept: its Paid invoices are counted through the indexes below.
CREATE TABLE invoice_list_counts (
  company_id text NOT NULL,
  factoring boolean NOT NULL,
  list_status integer NOT NULL,
  invoices integer NOT NULL,
  PRIMARY KEY (company_id, factoring, list_status)
);

-- One row for each side an invoice counts on (its carrier's, and its factoring company's when it has one).
-- Arguments: the invoice's company_id, factoring_company_id, status and list_status.
CREATE FUNCTION invoice_list_count_rows(text, text, integer, integer)
  RETURNS TABLE (company_id text, factoring boolean, list_status integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT side.company_id, side.factoring, $4
    FROM (VALUES ($1, false), ($2, true)) AS side (company_id, factoring)
   WHERE side.company_id IS NOT NULL AND $4 IS NOT NULL AND $3 <> -1 -- InvoiceStatus.Voided
$$;

INSERT INTO invoice_list_counts (company_id, factoring, list_status, invoices)
SELECT k.company_id, k.factoring, k.list_status, count(*)
  FROM invoices i, invoice_list_count_rows(i.company_id, i.factoring_company_id, i.status, i.list_status) k
 GROUP BY 1, 2, 3;

-- Kept by statement-level triggers, as shipment_status_counts (shipments/006): one statement changes each
-- count row once, writes only rows whose count changed (an edit of an invoice's number or amount writes
-- nothing), and writes them in key order so two statements wait for each other rather than deadlock.
CREATE FUNCTION invoice_list_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_list_counts AS c (company_id, factoring, list_status, invoices)
    SELECT k.company_id, k.factoring, k.list_status, count(*)
      FROM added i, invoice_list_count_rows(i.company_id, i.factoring_company_id, i.status, i.list_status) k
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, factoring, list_status) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE invoice_list_counts c SET invoices = c.invoices - gone.n
      FROM (SELECT k.company_id, k.factoring, k.list_status, count(*) AS n
              FROM removed i,
                   invoice_list_count_rows(i.company_id, i.factoring_company_id, i.status, i.list_status) k
             GROUP BY 1, 2, 3) gone
     WHERE c.company_id = gone.company_id AND c.factoring = gone.factoring AND c.list_status = gone.list_status;
  ELSE
    INSERT INTO invoice_list_counts AS c (company_id, factoring, list_status, invoices)
    SELECT k.company_id, k.factoring, k.list_status, sum(d.n)
      FROM (SELECT i.company_id, i.factoring_company_id, i.status, i.list_status, 1 AS n FROM added i
            UNION ALL
            SELECT i.company_id, i.factoring_company_id, i.status, i.list_status, -1 FROM removed i) d,
           invoice_list_count_rows(d.company_id, d.factoring_company_id, d.status, d.list_status) k
     GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, factoring, list_status) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER invoices_counted_inserted AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION invoice_list_counts_keep();
CREATE TRIGGER invoices_counted_updated AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_list_counts_keep();
CREATE TRIGGER invoices_counted_deleted AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION invoice_list_counts_keep();

-- The Paid view's window, counted: each side's paid invoices by when they were paid, with their status
-- (voided ones are not listed) so the count reads the index alone.
CREATE INDEX invoices_company_paid ON invoices (company_id, paid_at) INCLUDE (status) WHERE list_status = 3;
CREATE INDEX invoices_factoring_paid ON invoices (factoring_company_id, paid_at) INCLUDE (status)
  WHERE list_status = 3;
