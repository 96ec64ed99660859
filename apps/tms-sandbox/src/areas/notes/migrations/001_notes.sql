-- Notes (comments) on shipments, payables invoices and cases (spec 2 §2, §3; docs/adr/008-notes.md).
CREATE TABLE notes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- The carrier company whose shipment, invoice or case the note is on; every read and write is scoped by it.
  company_id text NOT NULL REFERENCES companies (id),
  entity_type integer NOT NULL,
  entity_id text NOT NULL,
  shipment_id text REFERENCES shipments (id),
  invoice_id text REFERENCES invoices (id),
  case_id text REFERENCES cases (id),
  entity_description text NOT NULL DEFAULT '',
  entity_link text NOT NULL DEFAULT '',
  note_content text NOT NULL,
  -- Sanitised on the way in (sanitize.ts); never stored as sent.
  note_html text,
  note_json text,
  notify_users jsonb NOT NULL DEFAULT '[]',
  originating_application text NOT NULL DEFAULT '',
  -- false: an internal note (tinted, 'Internal Note').
  allow_portal_access boolean NOT NULL DEFAULT true,
  -- Read-only notes cannot be changed by anyone (spec 2 §6).
  is_readonly boolean NOT NULL DEFAULT false,
  created_by_contact_id text NOT NULL REFERENCES contacts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX notes_entity ON notes (company_id, entity_type, entity_id, created_at DESC);
