-- How many sign-ins each driver link has given (ADR 042): a link is counted by its id (the token's
-- jti), never stored itself.
CREATE TABLE driver_link_sign_ins (
  link_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  sign_ins integer NOT NULL CHECK (sign_ins > 0),
  first_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now()
);
