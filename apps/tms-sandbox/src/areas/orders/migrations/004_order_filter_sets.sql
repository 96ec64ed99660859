-- Saved filter sets of the order list (spec 2 §7 "filter sets"; ADR 058): each user's own, listed by name.
CREATE TABLE order_filter_sets (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users (id),
  name text NOT NULL,
  filters jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_filter_sets_user ON order_filter_sets (user_id, lower(name));
