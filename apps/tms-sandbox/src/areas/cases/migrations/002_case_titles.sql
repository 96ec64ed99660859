-- What a case list row shows: the kind of accessorial asked for (the seed names them: Detention,
-- Lumper, Layover, TONU) and where the case was raised; and the index behind a shipment's cases.
ALTER TABLE cases ADD COLUMN title text NOT NULL DEFAULT 'Accessorial request';
ALTER TABLE cases ADD COLUMN case_source text NOT NULL DEFAULT 'Carrier Portal';
CREATE INDEX cases_shipment ON cases (shipment_id);
