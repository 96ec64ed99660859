import { createHash } from 'node:crypto';
import {
  idempotencyKeyHeader,
  idempotencyKeyInFlightMessage,
  idempotencyKeyInvalidMessage,
  idempotencyKeyReusedMessage,
  idempotentReplayHeader,
  type documentSchema,
} from '@freightkit/api';
import type { z } from 'zod';
import type { AppContext, Caller, Services } from '../../http/context.ts';
import { HttpError, invalidRequestMessage } from '../../http/errors.ts';

type DocumentWire = z.input<typeof documentSchema>;

/** Visible ASCII only: a key is an opaque token, never a text shown to anyone. */
const keyPattern = /^[\x21-\x7E]{1,255}$/;

interface KeyRow {
  request_hash: string;
  response: DocumentWire | null;
}

/** The hash a key is kept with: of the call's name, its path params and its (parsed) body. */
export function requestHash(request: { endpoint: string; params?: unknown; body: unknown }): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** The key of a request, or `null` when it has none; 400 when it is malformed. */
function readKey(c: AppContext): string | null {
  const key = c.req.header(idempotencyKeyHeader);
  if (key === undefined) return null;
  if (!keyPattern.test(key))
    throw new HttpError(400, {
      message: invalidRequestMessage,
      modelState: { [idempotencyKeyHeader]: [idempotencyKeyInvalidMessage] },
    });
  return key;
}

/** What a kept key answers a resend: the first result, or why not. */
function answerOf(row: KeyRow, hash: string, c: AppContext): DocumentWire {
  // Another body under a used key is a client bug (or a fixed capture sent with its old key): say so
  // instead of answering a document that is not the one sent.
  if (row.request_hash !== hash) throw new HttpError(422, idempotencyKeyReusedMessage);
  if (row.response === null) throw new HttpError(409, idempotencyKeyInFlightMessage);
  c.header(idempotentReplayHeader, 'true');
  return row.response;
}

/**
 * Runs one document upload at most once per (user, Idempotency-Key) (ADR 039). Without the header
 * the upload simply runs. With it: the first call claims the key (a row with the request's hash),
 * stores the document and keeps its answer; a resend with the same key and the same call answers
 * that first result and stores nothing; the same key with another call or body answers 422; a
 * resend while the first is still being stored answers 409. A refused first call frees its key,
 * so a resend after a transient failure is handled afresh.
 *
 * The key is scoped to the user, not the company: another user's key never answers their upload.
 */
export async function uploadOnce(
  services: Services,
  caller: Caller,
  c: AppContext,
  request: { endpoint: string; params?: unknown; body: unknown },
  upload: () => Promise<DocumentWire>,
): Promise<DocumentWire> {
  const key = readKey(c);
  if (key === null) return upload();
  const hash = requestHash(request);
  const { db } = services;
  const claimed = await db.query<KeyRow>(
    `INSERT INTO document_upload_keys (user_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING request_hash, response`,
    [caller.userId, key, hash],
  );
  if (claimed.rows.length === 0) {
    const { rows } = await db.query<KeyRow>(
      'SELECT request_hash, response FROM document_upload_keys WHERE user_id = $1 AND idempotency_key = $2',
      [caller.userId, key],
    );
    const row = rows[0];
    if (row) return answerOf(row, hash, c);
  }
  let answer: DocumentWire;
  try {
    answer = await upload();
  } catch (error) {
    await db.query('DELETE FROM document_upload_keys WHERE user_id = $1 AND idempotency_key = $2', [
      caller.userId,
      key,
    ]);
    throw error;
  }
  await db.query(
    `UPDATE document_upload_keys SET document_id = $3, response = $4 WHERE user_id = $1 AND idempotency_key = $2`,
    [caller.userId, key, answer.id, JSON.stringify(answer)],
  );
  return answer;
}
