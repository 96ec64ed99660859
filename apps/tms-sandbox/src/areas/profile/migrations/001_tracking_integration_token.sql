-- The tracking integration's Samsara API token of a user (ADR 036): the token itself, stored so the
-- integration can call Samsara with it, and when it was last renewed. users.samsara_is_expired stays
-- the flag the current user carries (spec 1 §3).
ALTER TABLE users ADD COLUMN samsara_api_token text;
ALTER TABLE users ADD COLUMN samsara_token_renewed_at timestamptz;
