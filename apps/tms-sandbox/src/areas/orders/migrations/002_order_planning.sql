-- Planning orders onto shipments (ADR 052). Automatic tendering, per broker company: the shipment
-- statuses it is switched on for (domain's autoTenderStatuses) and the carrier it tenders to.
CREATE TABLE order_auto_tendering (
  company_id text PRIMARY KEY REFERENCES companies (id),
  enabled_statuses integer[] NOT NULL DEFAULT '{}',
  carrier_id text REFERENCES companies (id)
);

-- The LTL tariffs the sandbox's rating engine prices an LTL order with (domain's ltlQuoteAmount):
-- a rate per started hundredweight, a minimum charge and the heaviest shipment each carrier quotes.
-- Reference data of the rating engine, like the seeded unified rates: carriers outside the portal.
CREATE TABLE ltl_tariffs (
  carrier_id text PRIMARY KEY,
  carrier_name text NOT NULL,
  rate_per_hundredweight numeric(8, 2) NOT NULL CHECK (rate_per_hundredweight > 0),
  minimum_charge numeric(10, 2) NOT NULL CHECK (minimum_charge >= 0),
  max_weight_lbs integer NOT NULL CHECK (max_weight_lbs > 0),
  service_days integer
);
INSERT INTO ltl_tariffs (carrier_id, carrier_name, rate_per_hundredweight, minimum_charge, max_weight_lbs, service_days)
VALUES ('carrier-prairie', 'Prairie LTL', 19.75, 165, 15000, 4),
       ('carrier-great-plains', 'Great Plains Freight', 21.40, 140, 20000, 3),
       ('carrier-maple-leaf', 'Maple Leaf Express', 18.90, 220, 10000, 5);
