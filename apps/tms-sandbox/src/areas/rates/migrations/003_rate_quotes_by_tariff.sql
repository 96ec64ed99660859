-- A quote is reused for the same request while it is valid (ADR 053, amended 2026-11-27): the lookup
-- reads a company's recent quotes of one tariff.
CREATE INDEX rate_quotes_by_tariff ON rate_quotes (company_id, tariff_id, quoted_at DESC);
