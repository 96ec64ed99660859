-- Companies, their people (contacts), portal users, one-time tokens and the dev mailbox.
CREATE TABLE sandbox_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE companies (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  company_number text NOT NULL UNIQUE,
  company_type text NOT NULL CHECK (company_type IN ('Carrier', 'Broker', 'FactoringCompany')),
  mc_number text,
  dot_number text,
  is_bookable boolean NOT NULL DEFAULT true,
  is_on_hold boolean NOT NULL DEFAULT false,
  do_not_use boolean NOT NULL DEFAULT false,
  has_3pl_network boolean NOT NULL DEFAULT false,
  -- Set by the seed from node:crypto; rotating it invalidates every token of the company.
  api_key text NOT NULL
);

CREATE TABLE contacts (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  function_title text,
  roles text[] NOT NULL DEFAULT '{}',
  permissions text[] NOT NULL DEFAULT '{}',
  access_levels text[] NOT NULL DEFAULT '{}',
  email_addresses text[] NOT NULL DEFAULT '{}',
  phone_numbers jsonb NOT NULL DEFAULT '[]',
  linkedin_profile_url text,
  is_3pl boolean NOT NULL DEFAULT false,
  is_carrier boolean NOT NULL DEFAULT false,
  is_portal_enabled boolean NOT NULL DEFAULT false,
  file_id text
);
CREATE INDEX contacts_company ON contacts (company_id);

CREATE TABLE users (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  contact_id text NOT NULL UNIQUE REFERENCES contacts (id),
  user_name text NOT NULL,
  password_hash text,
  is_active boolean NOT NULL DEFAULT true,
  accepted_terms boolean NOT NULL DEFAULT true,
  -- NULL: no telematics integration; otherwise whether its token has expired.
  samsara_is_expired boolean,
  notification_preferences jsonb NOT NULL DEFAULT '[]'
);
CREATE UNIQUE INDEX users_user_name ON users (lower(user_name));

CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('password-reset', 'activation')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE dev_mail (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mail_to ON dev_mail (lower(to_address));
