-- Which order each delivery stop drops off (a consolidated load carries several orders).
CREATE TABLE shipment_order_dropoffs (
  shipment_id text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  stop_id text NOT NULL REFERENCES shipment_stops (id) ON DELETE CASCADE,
  order_number text NOT NULL,
  PRIMARY KEY (stop_id, order_number)
);
CREATE INDEX shipment_order_dropoffs_shipment ON shipment_order_dropoffs (shipment_id);
