import { readFile } from 'node:fs/promises';
import {
  maxDocumentBytes,
  maxDocumentUploadBodyBytes,
  type DocumentRecord,
  type RequiredDocument,
} from '@freightkit/api';
import { DocumentType, EntityType, InvoiceStatus, ShipmentStatus } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { contentDisposition } from './disposition.ts';
import { checkFile, sniffKind } from './fileType.ts';
import { seedFilesDir } from './storage.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let driver: Record<string, string>;
let other: Record<string, string>;
let factoring: Record<string, string>;
let broker: Record<string, string>;

const sample = async (file: string) => new Uint8Array(await readFile(new URL(file, seedFilesDir)));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  broker = (await t.signIn(persona('broker').email)).headers;
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

const db = () => t.sandbox.services.db;

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db().query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0];
}

const companyId = (key: string) =>
  one<{ id: string }>('SELECT id FROM companies WHERE company_number IS NOT NULL AND name ILIKE $1', [
    `${key}%`,
  ]).then((r) => r.id);

const shipmentWith = async (company: string, status: number, index = 0) =>
  (
    await db().query<{ id: string; shipment_number: string }>(
      `SELECT s.id, s.shipment_number FROM shipments s JOIN companies c ON c.id = s.company_id
        WHERE c.name ILIKE $1 AND s.status = $2 ORDER BY s.shipment_number`,
      [`${company}%`, status],
    )
  ).rows[index] ?? { id: '', shipment_number: '' };

const dropoffOf = (shipmentId: string) =>
  one<{ id: string }>(`SELECT id FROM shipment_stops WHERE shipment_id = $1 AND stop_type = 'Receiving'`, [
    shipmentId,
  ]);

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

const upload = (body: Record<string, unknown>, headers = admin) =>
  send('POST', '/api/v2/documents', headers, body);

describe('content checks', () => {
  it.each([
    ['sample.pdf', 'pdf'],
    ['sample.png', 'png'],
    ['sample.jpg', 'jpeg'],
    ['sample.tiff', 'tiff'],
  ])('recognises %s as %s by its magic bytes', async (file, kind) => {
    expect(sniffKind(await sample(file))).toBe(kind);
  });

  it('recognises big-endian TIFF and refuses anything else', () => {
    expect(sniffKind(Uint8Array.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe('tiff');
    expect(sniffKind(new TextEncoder().encode('<html>'))).toBeNull();
    expect(sniffKind(new Uint8Array())).toBeNull();
  });

  it('gives a name without extension the content type, and refuses a disagreeing or foreign one', async () => {
    const png = await sample('sample.png');
    expect(checkFile('Bill of Lading-upload', png)).toMatchObject({ ok: true, extension: 'png' });
    expect(checkFile('photo.PNG', png)).toMatchObject({
      ok: true,
      extension: 'png',
      contentType: 'image/png',
    });
    expect(checkFile('photo.pdf', png)).toMatchObject({
      ok: false,
      field: 'name',
      message: { key: 'answer.documents.extensionMismatch', params: { extension: 'pdf', kind: 'PNG' } },
    });
    expect(checkFile('photo.exe', png)).toMatchObject({
      ok: false,
      field: 'name',
      message: { key: 'answer.documents.extensionNotAllowed', params: { extension: 'exe' } },
    });
    expect(checkFile('page.html', new TextEncoder().encode('<html>'))).toMatchObject({
      ok: false,
      field: 'data',
      message: { key: 'answer.documents.notAllowedContent' },
    });
  });

  it('builds a Content-Disposition that survives hostile names', () => {
    const header = contentDisposition('attachment', 'a"b\r\nSet-Cookie: x=1;\\é.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_bSet-Cookie: x=1___.pdf"; filename*=UTF-8''a%22bSet-Cookie%3A%20x%3D1%3B_%C3%A9.pdf`,
    );
  });
});

describe('upload', () => {
  it('uploads each file kind to each upload variant and serves the same bytes back', async () => {
    const delivered = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 0);
    const stop = await dropoffOf(delivered.id);
    const invoice = await one<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN companies c ON c.id = i.company_id WHERE i.third_party_payer IS NULL AND c.name ILIKE 'Swiftline%' AND i.status = $1
        ORDER BY invoice_number LIMIT 1`,
      [InvoiceStatus.Draft],
    );
    // The third-party invoice document goes on a third-party payer invoice (domain's invoiceDocumentKind).
    const thirdPartyInvoice = await one<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN companies c ON c.id = i.company_id WHERE i.third_party_payer IS NOT NULL AND c.name ILIKE 'Swiftline%' AND i.status = $1
        ORDER BY invoice_number LIMIT 1`,
      [InvoiceStatus.Draft],
    );
    const kase = await one<{ id: string }>(
      `SELECT k.id FROM cases k JOIN companies c ON c.id = k.company_id WHERE c.name ILIKE 'Swiftline%' ORDER BY case_number LIMIT 1`,
    );
    const cases: [string, string, Record<string, string>, number][] = [
      ['sample.jpg', 'pod.jpg', { orderStopId: stop.id }, DocumentType.ProofOfDelivery],
      ['sample.pdf', 'bol.pdf', { shipmentId: delivered.id }, DocumentType.BillOfLading],
      ['sample.tiff', 'invoice.tif', { apInvoiceId: invoice.id }, DocumentType.APInvoice],
      [
        'sample.png',
        'third-party.png',
        { thirdPartyInvoiceId: thirdPartyInvoice.id },
        DocumentType.ThirdParty,
      ],
      ['sample.png', 'photo.png', { caseId: kase.id }, DocumentType.ShipmentMiscellaneous],
      [
        'sample.pdf',
        'w9.pdf',
        { companyId: await companyId('Swiftline') },
        DocumentType.ShipmentMiscellaneous,
      ],
    ];
    const entityTypes = [
      EntityType.OrderStop,
      EntityType.Shipment,
      EntityType.APInvoice,
      EntityType.ThirdParty,
      EntityType.Case,
      EntityType.Carrier,
    ];
    for (const [i, [file, name, entity, type]] of cases.entries()) {
      const bytes = await sample(file);
      const response = await upload({ name, type, data: b64(bytes), ...entity });
      expect(response.status, name).toBe(201);
      const doc = (await response.json()) as DocumentRecord;
      expect(doc).toMatchObject({ name, type, entityType: entityTypes[i], size: bytes.length });
      expect(doc.fileURL).toBe(`api/v1/documents/${doc.id}`);
      const file2 = await t.get(`/${doc.fileURL}`, admin);
      expect(file2.status).toBe(200);
      expect(file2.headers.get('Content-Type')).toBe(doc.contentType);
      expect(new Uint8Array(await file2.arrayBuffer())).toEqual(bytes);
      const stored = await one<{ storage_key: string }>('SELECT storage_key FROM documents WHERE id = $1', [
        doc.id,
      ]);
      expect(stored.storage_key).toMatch(/^blob\/[0-9a-f-]{36}$/);
    }
  });

  it('marks a proof of delivery filling an empty required slot as required', async () => {
    const delivered = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 0);
    const required = (await (
      await t.get(`/api/v2/shipments/${delivered.id}/required_documents`, admin)
    ).json()) as RequiredDocument[];
    const podSlot = required.find((r) => r.fileType === DocumentType.ProofOfDelivery);
    expect(podSlot?.documentId).not.toBeNull();
    const docs = (await (
      await t.get(`/api/v2/shipments/${delivered.id}/documents`, admin)
    ).json()) as DocumentRecord[];
    expect(docs.find((d) => d.id === podSlot?.documentId)?.required).toBe(true);
  });

  it('uploads through the shipment path, needing a stop of that shipment for proof of delivery', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.InTransit, 1);
    const png = b64(await sample('sample.png'));
    const ok = await send('POST', `/api/v2/shipments/${shipment.id}/documents`, admin, {
      name: 'trailer.png',
      type: DocumentType.TrailerPicture,
      data: png,
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ entityType: EntityType.Shipment, entityId: shipment.id });
    const noStop = await send('POST', `/api/v2/shipments/${shipment.id}/documents`, admin, {
      name: 'pod.png',
      type: DocumentType.ProofOfDelivery,
      data: png,
    });
    expect(noStop.status).toBe(400);
    expect(await noStop.json()).toMatchObject({
      message: 'The request is invalid.',
      modelState: { orderStopId: ['No dropoff selected for upload'] },
    });
    const otherShipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 1);
    const foreignStop = await send('POST', `/api/v2/shipments/${shipment.id}/documents`, admin, {
      name: 'pod.png',
      type: DocumentType.ProofOfDelivery,
      data: png,
      orderStopId: (await dropoffOf(otherShipment.id)).id,
    });
    expect(foreignStop.status).toBe(404);
  });

  it('applies domain upload rules with the spec messages', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 1);
    const data = b64(await sample('sample.pdf'));
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { type: DocumentType.ProofOfDelivery, shipmentId: shipment.id },
        { orderStopId: ['No dropoff selected for upload'] },
      ],
      [
        { type: DocumentType.APInvoice, shipmentId: shipment.id },
        { apInvoiceId: ['No invoice found for upload'] },
      ],
      [
        { type: DocumentType.CustomerProfilePicture, shipmentId: shipment.id },
        { type: ['No upload case exists for file class CustomerProfilePicture'] },
      ],
    ];
    for (const [body, modelState] of cases) {
      const response = await upload({ name: 'x.pdf', data, ...body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { modelState: unknown }).modelState).toEqual(modelState);
    }
    const twoEntities = await upload({ name: 'x.pdf', data, type: 16, shipmentId: shipment.id, caseId: 'c' });
    expect(twoEntities.status).toBe(400);
  });

  it.each([
    ['a PNG named .pdf', 'sample.png', 'scan.pdf', 'name', 'The file name says .pdf but the content is PNG.'],
    ['a PDF named .jpg', 'sample.pdf', 'scan.jpg', 'name', 'The file name says .jpg but the content is PDF.'],
    [
      'a disallowed extension',
      'sample.pdf',
      'scan.docx',
      'name',
      expect.stringContaining('.docx are not allowed') as string,
    ],
  ])('refuses %s with 400 and a model state', async (_case, file, name, field, message) => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 1);
    const response = await upload({ name, type: 16, data: b64(await sample(file)), shipmentId: shipment.id });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { modelState: unknown }).modelState).toEqual({ [field]: [message] });
  });

  it('refuses content that is no allowed type, and bad base64', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 1);
    const html = await upload({
      name: 'x.pdf',
      type: 16,
      data: b64(new TextEncoder().encode('<script>')),
      shipmentId: shipment.id,
    });
    expect(html.status).toBe(400);
    expect(((await html.json()) as { modelState: Record<string, unknown> }).modelState).toHaveProperty(
      'data',
    );
    const garbage = await upload({ name: 'x.pdf', type: 16, data: '%%%', shipmentId: shipment.id });
    expect(garbage.status).toBe(400);
  });

  it('answers 413 with a clear message for an oversize file, by content and by Content-Length', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 1);
    const big = new Uint8Array(maxDocumentBytes + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const response = await upload({ name: 'big.pdf', type: 16, data: b64(big), shipmentId: shipment.id });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'The file is too large. Documents can be at most 15 MB.',
      messageKey: 'answer.documents.tooLarge',
      messageParams: { megabytes: 15 },
    });

    const early = await t.app.request('/api/v2/documents', {
      method: 'POST',
      headers: {
        ...admin,
        'Content-Type': 'application/json',
        'Content-Length': String(maxDocumentUploadBodyBytes + 1),
      },
      body: '{}',
    });
    expect(early.status).toBe(413);
    expect(await early.json()).toMatchObject({
      message: 'The file is too large. Documents can be at most 15 MB.',
      messageKey: 'answer.documents.tooLarge',
    });
  });

  it('answers 401 without a token, on every document call', async () => {
    expect((await upload({ name: 'x.pdf', type: 16, data: 'AAAA', shipmentId: 'x' }, {})).status).toBe(401);
    expect((await t.get('/api/v1/documents/anything')).status).toBe(401);
    expect((await send('DELETE', '/api/v2/documents/anything', {})).status).toBe(401);
    expect((await t.get('/api/v2/shipments/anything/documents')).status).toBe(401);
    expect((await send('PUT', '/api/v2/documents/document-trigger/x', {}, { fileType: 12 })).status).toBe(
      401,
    );
  });
});

describe('download', () => {
  it('serves a hostile name with a safe Content-Disposition and inline/attachment choice', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 1);
    const bytes = await sample('sample.pdf');
    const response = await upload({
      name: 'évil"\r\nX-Injected: 1.pdf',
      type: 16,
      data: b64(bytes),
      shipmentId: shipment.id,
    });
    expect(response.status).toBe(201);
    const doc = (await response.json()) as DocumentRecord;
    const inline = await t.get(`/${doc.fileURL}`, admin);
    expect(inline.headers.get('X-Injected')).toBeNull();
    expect(inline.headers.get('Content-Disposition')).toBe(
      `inline; filename="_vil_X-Injected: 1.pdf"; filename*=UTF-8''%C3%A9vil%22X-Injected%3A%201.pdf`,
    );
    expect(inline.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const attachment = await t.get(`/${doc.fileURL}?download=1`, admin);
    expect(attachment.headers.get('Content-Disposition')).toMatch(/^attachment; /);
    expect(new Uint8Array(await attachment.arrayBuffer())).toEqual(bytes);
  });

  it('names a file without extension by its type', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 1);
    const response = await upload({
      name: 'Lumper Receipt-upload',
      type: DocumentType.LumperReceipt,
      data: b64(await sample('sample.jpg')),
      shipmentId: shipment.id,
    });
    const doc = (await response.json()) as DocumentRecord;
    expect(doc.extension).toBe('jpg');
    const file = await t.get(`/${doc.fileURL}`, admin);
    expect(file.headers.get('Content-Disposition')).toContain('filename="Lumper Receipt-upload.jpg"');
  });

  it('serves seeded sample files', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.DeliveryConfirmed, 0);
    const docs = (await (
      await t.get(`/api/v2/shipments/${shipment.id}/documents`, admin)
    ).json()) as DocumentRecord[];
    const tiff = docs.find((d) => d.extension === 'tif');
    expect(tiff?.required).toBe(true);
    const file = await t.get(`/${tiff?.fileURL ?? ''}`, admin);
    expect(file.headers.get('Content-Type')).toBe('image/tiff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(await sample('sample.tiff'));
  });
});

describe('company scoping', () => {
  it("answers 404 for another company's document, shipment, invoice and stop", async () => {
    const theirs = await one<{ id: string; shipment_id: string }>(
      `SELECT d.id, d.shipment_id FROM documents d JOIN companies c ON c.id = d.company_id WHERE c.name ILIKE 'Iron Horse%' LIMIT 1`,
    );
    expect((await t.get(`/api/v1/documents/${theirs.id}`, admin)).status).toBe(404);
    expect((await send('DELETE', `/api/v2/documents/${theirs.id}`, admin)).status).toBe(404);
    expect((await t.get(`/api/v2/shipments/${theirs.shipment_id}/documents`, admin)).status).toBe(404);
    expect((await t.get(`/api/v2/shipments/${theirs.shipment_id}/required_documents`, admin)).status).toBe(
      404,
    );
    expect((await t.get(`/api/v2/shipments/${theirs.shipment_id}/order_dropoffs`, admin)).status).toBe(404);
    const data = b64(await sample('sample.pdf'));
    expect((await upload({ name: 'x.pdf', type: 16, data, shipmentId: theirs.shipment_id })).status).toBe(
      404,
    );
    expect(
      (await upload({ name: 'x.pdf', type: 45, data, companyId: await companyId('Iron Horse') })).status,
    ).toBe(404);
    const theirInvoice = await one<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN companies c ON c.id = i.company_id WHERE c.name ILIKE 'Iron Horse%' LIMIT 1`,
    );
    expect((await t.get(`/api/v2/invoices/${theirInvoice.id}/documents`, admin)).status).toBe(404);
    expect((await upload({ name: 'x.pdf', type: 18, data, apInvoiceId: theirInvoice.id })).status).toBe(404);
    // And the other way round: the owner reads it.
    expect((await t.get(`/api/v1/documents/${theirs.id}`, other)).status).toBe(200);
  });
});

describe('delete', () => {
  it('deletes the carrier’s own document (200 with resultId), after which it is gone', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 1);
    const created = (await (
      await upload({
        name: 'extra.png',
        type: 45,
        data: b64(await sample('sample.png')),
        shipmentId: shipment.id,
      })
    ).json()) as DocumentRecord;
    const response = await send('DELETE', `/api/v2/documents/${created.id}`, admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resultId: created.id });
    expect((await t.get(`/api/v1/documents/${created.id}`, admin)).status).toBe(404);
  });

  it('answers 403 for a document added by the broker', async () => {
    const rateCon = await one<{ id: string }>(
      `SELECT d.id FROM documents d JOIN companies c ON c.id = d.created_by_company_id
        WHERE c.name ILIKE 'Summit%' AND d.type = $1 LIMIT 1`,
      [DocumentType.SignedRateConfirmation],
    );
    const response = await send('DELETE', `/api/v2/documents/${rateCon.id}`, admin);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'This document was added by the broker and cannot be deleted.',
    });
  });

  it('answers 403 for a required document once its invoice is settled, but not for an extra one', async () => {
    const settled = await one<{ id: string; shipment_id: string }>(
      `SELECT i.id, i.shipment_id FROM invoices i JOIN companies c ON c.id = i.company_id
        WHERE i.third_party_payer IS NULL AND c.name ILIKE 'Swiftline%' AND i.status = $1 ORDER BY invoice_number LIMIT 1`,
      [InvoiceStatus.Settled],
    );
    const docs = (await (
      await t.get(`/api/v2/invoices/${settled.id}/documents`, admin)
    ).json()) as DocumentRecord[];
    const invoiceDoc = docs.find((d) => d.type === DocumentType.APInvoice);
    expect(invoiceDoc?.required).toBe(true);
    const locked = await send('DELETE', `/api/v2/documents/${invoiceDoc?.id ?? ''}`, admin);
    expect(locked.status).toBe(403);
    expect(await locked.json()).toEqual({
      message: 'This required document is locked because the invoice has been settled.',
    });
    const extra = (await (
      await upload({
        name: 'note.png',
        type: 45,
        data: b64(await sample('sample.png')),
        shipmentId: settled.shipment_id,
      })
    ).json()) as DocumentRecord;
    expect(extra.required).toBe(false);
    expect((await send('DELETE', `/api/v2/documents/${extra.id}`, admin)).status).toBe(200);
  });

  it('lets a driver delete only what they uploaded', async () => {
    const mine = await one<{ id: string }>(
      `SELECT s.id FROM shipments s JOIN users u ON u.id = s.driver_user_id WHERE s.status = $1 LIMIT 1`,
      [ShipmentStatus.InTransit],
    );
    const data = b64(await sample('sample.jpg'));
    const byDriver = (await (
      await upload({ name: 'seal.jpg', type: 98, data, shipmentId: mine.id }, driver)
    ).json()) as DocumentRecord;
    const byAdmin = (await (
      await upload({ name: 'seal2.jpg', type: 98, data, shipmentId: mine.id })
    ).json()) as DocumentRecord;
    expect((await send('DELETE', `/api/v2/documents/${byAdmin.id}`, driver)).status).toBe(403);
    // Documents of shipments not assigned to the driver are out of reach.
    const notMine = await one<{ id: string }>(
      `SELECT d.id FROM documents d JOIN shipments s ON s.id = d.shipment_id JOIN companies c ON c.id = d.company_id
        WHERE c.name ILIKE 'Swiftline%' AND s.driver_user_id IS NULL LIMIT 1`,
    );
    expect((await t.get(`/api/v1/documents/${notMine.id}`, driver)).status).toBe(404);
    expect((await t.get(`/api/v1/documents/${byAdmin.id}`, driver)).status).toBe(200);
    expect((await send('DELETE', `/api/v2/documents/${byDriver.id}`, driver)).status).toBe(200);
  });
});

describe('required documents and drop-offs', () => {
  it('leaves the proof of delivery of the first Delivered shipment empty, and fills the confirmed ones', async () => {
    const delivered = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 2);
    const slots = (await (
      await t.get(`/api/v2/shipments/${delivered.id}/required_documents`, admin)
    ).json()) as RequiredDocument[];
    expect(slots.map((s) => s.fileType)).toEqual([
      DocumentType.SignedRateConfirmation,
      DocumentType.BillOfLading,
      DocumentType.ProofOfDelivery,
    ]);
    expect(slots.find((s) => s.fileType === DocumentType.ProofOfDelivery)).toMatchObject({
      entityType: EntityType.OrderStop,
      orderStopId: (await dropoffOf(delivered.id)).id,
      documentId: null,
    });
    const confirmed = await shipmentWith('Swiftline', ShipmentStatus.DeliveryConfirmed, 0);
    const filled = (await (
      await t.get(`/api/v2/shipments/${confirmed.id}/required_documents`, admin)
    ).json()) as RequiredDocument[];
    expect(filled.every((s) => s.documentId !== null)).toBe(true);
  });

  it('asks nothing of a draft shipment', async () => {
    const draft = await shipmentWith('Swiftline', ShipmentStatus.Draft, 0);
    expect(await (await t.get(`/api/v2/shipments/${draft.id}/required_documents`, admin)).json()).toEqual([]);
  });

  it('adds the invoice document to an invoice’s slots, empty while uninvoiced', async () => {
    const draft = await one<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN companies c ON c.id = i.company_id
        WHERE i.third_party_payer IS NULL AND c.name ILIKE 'Swiftline%' AND i.status = $1 ORDER BY invoice_number DESC LIMIT 1`,
      [InvoiceStatus.Draft],
    );
    const slots = (await (
      await t.get(`/api/v2/invoices/${draft.id}/required_documents`, admin)
    ).json()) as RequiredDocument[];
    expect(slots.at(-1)).toMatchObject({
      fileType: DocumentType.APInvoice,
      invoiceId: draft.id,
      documentId: null,
    });
  });

  it('lists the drop-offs of a shipment for the Order Stop picker', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 0);
    expect(await (await t.get(`/api/v2/shipments/${shipment.id}/order_dropoffs`, admin)).json()).toEqual([
      {
        orderNumber: shipment.shipment_number,
        dropoffs: [{ stopNumber: 2, stopId: (await dropoffOf(shipment.id)).id }],
      },
    ]);
  });

  it('lists case documents', async () => {
    const kase = await one<{ id: string }>(
      `SELECT k.id FROM cases k JOIN companies c ON c.id = k.company_id WHERE c.name ILIKE 'Swiftline%' ORDER BY case_number LIMIT 1`,
    );
    const docs = (await (
      await t.get(`/api/v2/cases/${kase.id}/documents`, admin)
    ).json()) as DocumentRecord[];
    expect(docs.map((d) => d.name)).toContain('detention-photo.png');
  });
});

describe('shipment document event', () => {
  it('records the event with the document type, scoped to the caller', async () => {
    const shipment = await shipmentWith('Swiftline', ShipmentStatus.Delivered, 0);
    const response = await send('PUT', `/api/v2/documents/document-trigger/${shipment.id}`, admin, {
      fileType: DocumentType.ProofOfDelivery,
    });
    expect(response.status).toBe(200);
    const event = (await response.json()) as { id: string; shipmentId: string; fileType: number };
    expect(event).toMatchObject({ shipmentId: shipment.id, fileType: DocumentType.ProofOfDelivery });
    const stored = await one<{ file_type: number; shipment_id: string }>(
      'SELECT file_type, shipment_id FROM shipment_document_events WHERE id = $1',
      [event.id],
    );
    expect(stored).toEqual({ file_type: DocumentType.ProofOfDelivery, shipment_id: shipment.id });
    expect(
      t.lines.some((l) =>
        l.includes(`shipment ${shipment.shipment_number}: document event (Proof of Delivery)`),
      ),
    ).toBe(true);
    const bad = await send('PUT', `/api/v2/documents/document-trigger/${shipment.id}`, admin, {
      fileType: 3,
    });
    expect(bad.status).toBe(400);
    expect(
      (await send('PUT', `/api/v2/documents/document-trigger/${shipment.id}`, other, { fileType: 12 }))
        .status,
    ).toBe(404);
  });
});

describe('a factoring company on the invoices factored to it', () => {
  const invoiceOf = (factored: boolean) =>
    one<{ id: string; shipment_id: string }>(
      `SELECT i.id, i.shipment_id FROM invoices i JOIN companies c ON c.id = i.company_id
        WHERE i.third_party_payer IS NULL AND c.name ILIKE 'Swiftline%' AND (i.factoring_company_id IS NOT NULL) = $1
        ORDER BY i.invoice_number LIMIT 1`,
      [factored],
    );

  it('reads the documents, required slots and files of a factored invoice, and uploads its invoice document', async () => {
    const invoice = await invoiceOf(true);
    const data = b64(await sample('sample.pdf'));
    const bol = await upload({ name: 'factored-bol.pdf', type: 16, data, shipmentId: invoice.shipment_id });
    expect(bol.status).toBe(201);
    const listOf = async (headers: Record<string, string>) =>
      (await (await t.get(`/api/v2/invoices/${invoice.id}/documents`, headers)).json()) as DocumentRecord[];
    const carriers = await listOf(admin);
    expect(carriers.map((d) => d.name)).toContain('factored-bol.pdf');
    expect(await listOf(factoring)).toEqual(carriers);
    const slots = await t.get(`/api/v2/invoices/${invoice.id}/required_documents`, factoring);
    expect(slots.status).toBe(200);
    expect(await slots.json()).toEqual(
      await (await t.get(`/api/v2/invoices/${invoice.id}/required_documents`, admin)).json(),
    );
    const file = await t.get(`/api/v1/documents/${((await bol.json()) as DocumentRecord).id}`, factoring);
    expect(file.status).toBe(200);

    const apInvoice = await upload(
      { name: 'ap-invoice.pdf', type: 18, data, apInvoiceId: invoice.id },
      factoring,
    );
    expect(apInvoice.status).toBe(201);
    const added = (await apInvoice.json()) as DocumentRecord;
    // Filed with the carrier's paperwork of the invoice: both companies list it, and it fills the slot.
    expect((await listOf(admin)).map((d) => d.id)).toContain(added.id);
    expect((await listOf(factoring)).map((d) => d.id)).toContain(added.id);
    const filled = (await (
      await t.get(`/api/v2/invoices/${invoice.id}/required_documents`, factoring)
    ).json()) as RequiredDocument[];
    expect(filled.find((slot) => slot.fileType === DocumentType.APInvoice)?.documentId).toBe(added.id);
  });

  it('answers 404 for an invoice not factored to it, and for its carrier’s other files', async () => {
    const invoice = await invoiceOf(false);
    expect((await t.get(`/api/v2/invoices/${invoice.id}/documents`, factoring)).status).toBe(404);
    expect((await t.get(`/api/v2/invoices/${invoice.id}/required_documents`, factoring)).status).toBe(404);
    const data = b64(await sample('sample.pdf'));
    expect((await upload({ name: 'x.pdf', type: 18, data, apInvoiceId: invoice.id }, factoring)).status).toBe(
      404,
    );
    const unfactored = await upload({
      name: 'unfactored.pdf',
      type: 16,
      data,
      shipmentId: invoice.shipment_id,
    });
    expect(unfactored.status).toBe(201);
    const id = ((await unfactored.json()) as DocumentRecord).id;
    expect((await t.get(`/api/v1/documents/${id}`, factoring)).status).toBe(404);
    expect((await send('DELETE', `/api/v2/documents/${id}`, factoring)).status).toBe(404);
  });
});

describe('who may delete which document, for every persona', () => {
  const data = () => sample('sample.pdf').then(b64);
  const refusal = async (response: Response) => [response.status, await response.json()] as const;
  const added = (party: string) => ({
    message: `This document was added by ${party} and cannot be deleted.`,
  });

  it('lets the factoring company delete its own upload on a factored invoice, and names it when the carrier tries', async () => {
    const invoice = await one<{ id: string; shipment_id: string }>(
      `SELECT i.id, i.shipment_id FROM invoices i JOIN companies c ON c.id = i.company_id
        WHERE i.third_party_payer IS NULL AND c.name ILIKE 'Swiftline%' AND i.factoring_company_id IS NOT NULL AND i.status = ANY($1::int[])
        ORDER BY i.invoice_number DESC LIMIT 1`,
      // Not yet settled or paid, so nothing on it is locked.
      [[InvoiceStatus.Draft, InvoiceStatus.Received]],
    );
    const uploadAp = async () =>
      (await (
        await upload(
          { name: 'factor-ap.pdf', type: 18, data: await data(), apInvoiceId: invoice.id },
          factoring,
        )
      ).json()) as DocumentRecord;
    const first = await uploadAp();
    // The carrier cannot delete it, and is told who added it (not "the broker").
    expect(await refusal(await send('DELETE', `/api/v2/documents/${first.id}`, admin))).toEqual([
      403,
      added('the factoring company'),
    ]);
    const deleted = await send('DELETE', `/api/v2/documents/${first.id}`, factoring);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ resultId: first.id });
    const listed = (await (
      await t.get(`/api/v2/invoices/${invoice.id}/documents`, factoring)
    ).json()) as DocumentRecord[];
    expect(listed.map((d) => d.id)).not.toContain(first.id);

    // The carrier's own paperwork on that invoice stays the carrier's.
    const carriers = (await (
      await upload({ name: 'carrier-bol.pdf', type: 16, data: await data(), shipmentId: invoice.shipment_id })
    ).json()) as DocumentRecord;
    expect(await refusal(await send('DELETE', `/api/v2/documents/${carriers.id}`, factoring))).toEqual([
      403,
      added('the carrier'),
    ]);
    expect((await send('DELETE', `/api/v2/documents/${carriers.id}`, admin)).status).toBe(200);
  });

  it("locks the factoring company's upload too once the invoice is settled", async () => {
    const settled = await one<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN companies c ON c.id = i.company_id
        WHERE i.third_party_payer IS NULL AND c.name ILIKE 'Swiftline%' AND i.factoring_company_id IS NOT NULL AND i.status = $1
        ORDER BY i.invoice_number LIMIT 1`,
      [InvoiceStatus.Settled],
    );
    const slotsBefore = (await (
      await t.get(`/api/v2/invoices/${settled.id}/required_documents`, factoring)
    ).json()) as RequiredDocument[];
    const added = (await (
      await upload(
        { name: 'settled-ap.pdf', type: 18, data: await data(), apInvoiceId: settled.id },
        factoring,
      )
    ).json()) as DocumentRecord;
    const slotsAfter = (await (
      await t.get(`/api/v2/invoices/${settled.id}/required_documents`, factoring)
    ).json()) as RequiredDocument[];
    // The newest upload fills the invoice document slot, so payment stands on it.
    expect(slotsAfter.find((s) => s.fileType === DocumentType.APInvoice)?.documentId).toBe(added.id);
    expect(slotsBefore).toHaveLength(slotsAfter.length);
    expect(await refusal(await send('DELETE', `/api/v2/documents/${added.id}`, factoring))).toEqual([
      403,
      { message: 'This required document is locked because the invoice has been settled.' },
    ]);
  });

  it('lets the broker delete its own uploads, and names the broker when the carrier tries', async () => {
    const own = await shipmentWith('Summit', ShipmentStatus.InTransit);
    const mine = (await (
      await upload({ name: 'broker-extra.pdf', type: 45, data: await data(), shipmentId: own.id }, broker)
    ).json()) as DocumentRecord;
    expect((await send('DELETE', `/api/v2/documents/${mine.id}`, broker)).status).toBe(200);
    const rateCon = await one<{ id: string }>(
      `SELECT d.id FROM documents d JOIN companies c ON c.id = d.created_by_company_id
        WHERE c.name ILIKE 'Summit%' AND d.company_id <> c.id AND d.type = $1 LIMIT 1`,
      [DocumentType.SignedRateConfirmation],
    );
    expect(await refusal(await send('DELETE', `/api/v2/documents/${rateCon.id}`, admin))).toEqual([
      403,
      added('the broker'),
    ]);
    // A driver on a load the broker sent a rate confirmation for is told the same.
    const onDriversLoad = await one<{ id: string }>(
      `SELECT d.id FROM documents d JOIN shipments s ON s.id = d.shipment_id JOIN users u ON u.id = s.driver_user_id
        JOIN companies c ON c.id = d.created_by_company_id
        WHERE c.name ILIKE 'Summit%' AND lower(u.user_name) = lower($1) AND d.type = $2 LIMIT 1`,
      [persona('driver').email, DocumentType.SignedRateConfirmation],
    );
    expect(await refusal(await send('DELETE', `/api/v2/documents/${onDriversLoad.id}`, driver))).toEqual([
      403,
      added('the broker'),
    ]);
  });
});

describe('case documents for a driver-only user', () => {
  const driverCase = (assigned: boolean) =>
    one<{ id: string }>(
      `SELECT k.id FROM cases k JOIN companies c ON c.id = k.company_id
        WHERE c.name ILIKE 'Swiftline%' AND EXISTS (
          SELECT 1 FROM shipment_drivers sd JOIN drivers d ON d.id = sd.driver_id JOIN users u ON u.id = d.user_id
           WHERE sd.shipment_id = k.shipment_id AND lower(u.user_name) = lower($1)) = $2
        ORDER BY k.case_number LIMIT 1`,
      [persona('driver').email, assigned],
    );

  it('lists the documents of a case on a load assigned to them', async () => {
    const kase = await driverCase(true);
    const response = await t.get(`/api/v2/cases/${kase.id}/documents`, driver);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      await (await t.get(`/api/v2/cases/${kase.id}/documents`, admin)).json(),
    );
  });

  it('answers 404 for a case on a load not assigned to them, like another company’s case', async () => {
    const kase = await driverCase(false);
    expect((await t.get(`/api/v2/cases/${kase.id}/documents`, admin)).status).toBe(200);
    expect((await t.get(`/api/v2/cases/${kase.id}/documents`, driver)).status).toBe(404);
    const data = b64(await sample('sample.pdf'));
    expect((await upload({ name: 'x.pdf', type: 45, data, caseId: kase.id }, driver)).status).toBe(404);
  });
});
