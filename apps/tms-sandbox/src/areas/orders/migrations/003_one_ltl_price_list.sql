-- One LTL price list (ADR 053, amended): an order's Book LTL now prices through the rates area's
-- carrier_tariffs with domain's lanePrice, as the ad hoc and order rates do, so the order area's own
-- LTL tariffs (and the rows seeded with them in 002) go.
DROP TABLE ltl_tariffs;
