-- Cases raised from the portal (ADR 032): the amount asked for (dollars, where the kind names one),
-- what the carrier said happened, who raised it, and the numbers new cases take (after the seed's 5001–).
ALTER TABLE cases ADD COLUMN amount numeric(10, 2);
ALTER TABLE cases ADD COLUMN description text;
ALTER TABLE cases ADD COLUMN created_by_user_id text;
CREATE SEQUENCE case_numbers START WITH 6001;
