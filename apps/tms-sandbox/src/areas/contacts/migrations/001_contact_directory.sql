-- The contact list is read by company, in name order, and searched by e-mail address.
CREATE INDEX contacts_company_name ON contacts (company_id, lower(last_name), lower(first_name));
CREATE INDEX contacts_roles ON contacts USING gin (roles);
