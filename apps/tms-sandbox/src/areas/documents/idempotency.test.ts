import { readFile } from 'node:fs/promises';
import {
  idempotencyKeyInFlightMessage,
  idempotencyKeyInvalidMessage,
  idempotencyKeyReusedMessage,
  type DocumentRecord,
} from '@freightkit/api';
import { DocumentType, ShipmentStatus } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { requestHash } from './idempotency.ts';
import { seedFilesDir } from './storage.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let driver: Record<string, string>;
let shipmentId: string;
let stopId: string;
let data: string;

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  // A shipment assigned to the driver, so both users of the carrier may upload to it.
  const { rows } = await t.sandbox.services.db.query<{ id: string; stop_id: string }>(
    `SELECT s.id, st.id AS stop_id FROM shipments s JOIN users u ON u.id = s.driver_user_id
       JOIN shipment_stops st ON st.shipment_id = s.id AND st.stop_type = 'Receiving'
      WHERE s.status = $1 ORDER BY s.shipment_number LIMIT 1`,
    [ShipmentStatus.Delivered],
  );
  const row = rows[0];
  if (!row) throw new Error('no delivered shipment with a driver');
  shipmentId = row.id;
  stopId = row.stop_id;
  data = Buffer.from(await readFile(new URL('sample.jpg', seedFilesDir))).toString('base64');
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

const post = (path: string, headers: Record<string, string>, body: unknown, key?: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...headers,
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: JSON.stringify(body),
  });

const pod = (name = 'pod.jpg') => ({ name, type: DocumentType.ProofOfDelivery, data, orderStopId: stopId });

const countNamed = async (name: string) =>
  (
    await t.sandbox.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM documents WHERE shipment_id = $1 AND name = $2',
      [shipmentId, name],
    )
  ).rows[0]?.n;

describe('Idempotency-Key on document uploads', () => {
  it('answers a resend with the first result and stores the document once', async () => {
    const body = pod('resend.jpg');
    const first = await post('/api/v2/documents', admin, body, 'key-resend-1');
    expect(first.status).toBe(201);
    const firstDoc = (await first.json()) as DocumentRecord;
    const again = await post('/api/v2/documents', admin, body, 'key-resend-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(firstDoc);
    expect(await countNamed('resend.jpg')).toBe(1);
  });

  it('does the same on the shipment upload call', async () => {
    const body = { name: 'by-shipment.jpg', type: DocumentType.ProofOfDelivery, data, orderStopId: stopId };
    const path = `/api/v2/shipments/${shipmentId}/documents`;
    const first = (await (await post(path, admin, body, 'key-shipment-1')).json()) as DocumentRecord;
    const again = await post(path, admin, body, 'key-shipment-1');
    expect(again.status).toBe(201);
    expect(((await again.json()) as DocumentRecord).id).toBe(first.id);
    expect(await countNamed('by-shipment.jpg')).toBe(1);
  });

  it('stores every upload without a key, and different keys as different documents', async () => {
    await post('/api/v2/documents', admin, pod('no-key.jpg'));
    await post('/api/v2/documents', admin, pod('no-key.jpg'));
    expect(await countNamed('no-key.jpg')).toBe(2);
    await post('/api/v2/documents', admin, pod('two-keys.jpg'), 'key-a');
    await post('/api/v2/documents', admin, pod('two-keys.jpg'), 'key-b');
    expect(await countNamed('two-keys.jpg')).toBe(2);
  });

  it('refuses the same key with another body (422) and on the other upload call', async () => {
    await post('/api/v2/documents', admin, pod('first-body.jpg'), 'key-reused');
    const other = await post('/api/v2/documents', admin, pod('second-body.jpg'), 'key-reused');
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ message: idempotencyKeyReusedMessage });
    const otherCall = await post(
      `/api/v2/shipments/${shipmentId}/documents`,
      admin,
      pod('first-body.jpg'),
      'key-reused',
    );
    expect(otherCall.status).toBe(422);
    expect(await countNamed('second-body.jpg')).toBe(0);
  });

  it('keeps keys per user: another user with the same key gets their own document', async () => {
    const body = pod('per-user.jpg');
    const byAdmin = (await (
      await post('/api/v2/documents', admin, body, 'shared-key')
    ).json()) as DocumentRecord;
    const byDriver = await post('/api/v2/documents', driver, body, 'shared-key');
    expect(byDriver.status).toBe(201);
    expect(((await byDriver.json()) as DocumentRecord).id).not.toBe(byAdmin.id);
    expect(await countNamed('per-user.jpg')).toBe(2);
  });

  it('answers 409 while the first upload with the key is still being stored', async () => {
    const body = pod('in-flight.jpg');
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      'SELECT id FROM users WHERE lower(user_name) = lower($1)',
      [persona('carrierAdmin').email],
    );
    // A claimed key without an answer is what a first upload still being stored leaves behind.
    await t.sandbox.services.db.query(
      `INSERT INTO document_upload_keys (user_id, idempotency_key, request_hash) VALUES ($1, 'key-in-flight', $2)`,
      [rows[0]?.id, requestHash({ endpoint: 'documents.upload', body })],
    );
    const answer = await post('/api/v2/documents', admin, body, 'key-in-flight');
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ message: idempotencyKeyInFlightMessage });
    expect(await countNamed('in-flight.jpg')).toBe(0);
  });

  it('frees the key of a refused upload, so a corrected resend with it is handled', async () => {
    const broken = { ...pod('fixed.jpg'), data: Buffer.from('not an image').toString('base64') };
    expect((await post('/api/v2/documents', admin, broken, 'key-fix')).status).toBe(400);
    const fixed = await post('/api/v2/documents', admin, pod('fixed.jpg'), 'key-fix');
    expect(fixed.status).toBe(201);
    expect(await countNamed('fixed.jpg')).toBe(1);
  });

  it.each(['', 'with space', 'é', 'x'.repeat(256)])(
    'refuses the malformed key %j with a 400',
    async (key) => {
      const answer = await post('/api/v2/documents', admin, pod('bad-key.jpg'), key);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        modelState: { 'Idempotency-Key': [idempotencyKeyInvalidMessage] },
      });
      expect(await countNamed('bad-key.jpg')).toBe(0);
    },
  );
});
