-- Idempotency keys of document uploads (docs/adr/039-offline-capture-and-idempotent-uploads.md): a resend with the
-- same key by the same user answers the first result instead of storing the document twice.
CREATE TABLE document_upload_keys (
  user_id text NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL,
  -- SHA-256 of the call and its body: the same key with another body is refused, not answered.
  request_hash text NOT NULL,
  -- The stored document; NULL while the first send is still being handled.
  document_id text,
  -- The first answer, exactly as sent (a resend gets the same bytes even after the slots change).
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idempotency_key)
);
