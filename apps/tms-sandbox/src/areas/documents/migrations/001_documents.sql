-- Documents of a carrier company: metadata here, bytes in the document store (docs/adr/007-document-storage.md).
CREATE TABLE documents (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- The carrier company the document belongs to; every read and write is scoped by it.
  company_id text NOT NULL REFERENCES companies (id),
  type integer NOT NULL,
  -- The name the user gave; only shown and sent in Content-Disposition, never used as a path.
  name text NOT NULL,
  extension text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  -- Server-generated key of the bytes: 'blob/<uuid>' (uploads) or 'seed/<file>' (committed samples).
  storage_key text NOT NULL,
  entity_type integer NOT NULL,
  entity_id text NOT NULL,
  entity_description text NOT NULL,
  -- The shipment the document concerns (directly, through a stop, an invoice or a case), if any.
  shipment_id text REFERENCES shipments (id),
  order_stop_id text REFERENCES shipment_stops (id),
  invoice_id text REFERENCES invoices (id),
  case_id text REFERENCES cases (id),
  created_by_user_id text REFERENCES users (id),
  -- The company that uploaded it: a broker's upload cannot be deleted by the carrier.
  created_by_company_id text NOT NULL REFERENCES companies (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_company_shipment ON documents (company_id, shipment_id);
CREATE INDEX documents_company_invoice ON documents (company_id, invoice_id);
CREATE INDEX documents_company_case ON documents (company_id, case_id);

-- Shipment document events raised by PUT api/v2/documents/document-trigger/{id} (spec 2 §4).
CREATE TABLE shipment_document_events (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  company_id text NOT NULL REFERENCES companies (id),
  shipment_id text NOT NULL REFERENCES shipments (id),
  file_type integer NOT NULL,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipment_document_events_shipment ON shipment_document_events (shipment_id, created_at);
