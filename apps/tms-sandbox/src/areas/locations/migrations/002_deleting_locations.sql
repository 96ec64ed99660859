-- Deleting a location asks which orders still stop there (ADR 051 amended): the orders' stops keep the
-- location's number, so that question reads this index instead of every stop of every order.
CREATE INDEX order_stops_location ON order_stops (location_number);
