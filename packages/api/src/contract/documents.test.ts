import { DocumentType, EntityType, validateUpload } from '@freightkit/domain';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../client/createApiClient.ts';
import { ApiError } from '../client/ApiError.ts';
import { apiKeyHeader } from '../client/token.ts';
import { buildDocument, documentFiles } from '../msw/documents.ts';
import { errorResponse } from '../msw/endpointHandler.ts';
import { fixture, recordedFixture } from '../msw/fixture.ts';
import { buildMockToken, mockPersonas } from '../msw/factories.ts';
import {
  createDocumentTransfer,
  documentKeys,
  documentMutations,
  documentQueries,
  invalidateDocumentLists,
  shipmentDocumentEventTarget,
} from '../react/documents.ts';
import {
  documentDeleteRefusalMessage,
  documentEndpoints,
  documentFilePath,
  documentSchema,
  maxDocumentBytes,
  maxDocumentUploadBodyBytes,
  uploadDocumentBodySchema,
} from './documents.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const base = 'http://tms.test';
const token = buildMockToken(mockPersonas.carrierAdmin);
const options: ApiClientOptions = { baseUrl: base, getSession: () => ({ accessToken: token }) };
const client = createApiClient(options);

describe('document contract', () => {
  it('accepts the bodies domain’s validateUpload builds, and the case / order / company variants', () => {
    for (const [type, target] of [
      [DocumentType.ProofOfDelivery, { kind: 'stop', orderStopId: 's1' }],
      [DocumentType.BillOfLading, { kind: 'shipment', shipmentId: 'sh1' }],
      [DocumentType.APInvoice, { kind: 'invoice', invoiceId: 'i1' }],
      [DocumentType.ThirdParty, { kind: 'invoice', invoiceId: 't1' }],
      [DocumentType.LumperReceipt, { kind: 'case', caseId: 'c1' }],
    ] as const) {
      const built = validateUpload({ type, file: { name: 'a.pdf', data: 'JVBERi0=' }, target });
      expect(built.ok).toBe(true);
      if (built.ok) expect(uploadDocumentBodySchema.safeParse(built.body).success).toBe(true);
    }
    for (const entity of [{ caseId: 'c' }, { orderId: 'o' }, { companyId: 'co' }]) {
      expect(
        uploadDocumentBodySchema.safeParse({ name: 'a.pdf', type: 45, data: 'AA==', ...entity }).success,
      ).toBe(true);
    }
  });

  it('refuses no entity, two entities, an unknown type and a blank name', () => {
    const body = { name: 'a.pdf', type: 16, data: 'AA==' };
    expect(uploadDocumentBodySchema.safeParse(body).success).toBe(false);
    expect(uploadDocumentBodySchema.safeParse({ ...body, shipmentId: 'a', caseId: 'b' }).success).toBe(false);
    expect(uploadDocumentBodySchema.safeParse({ ...body, type: 3, shipmentId: 'a' }).success).toBe(false);
    expect(uploadDocumentBodySchema.safeParse({ ...body, name: '  ', shipmentId: 'a' }).success).toBe(false);
  });

  it('words a refused delete for who added the document', () => {
    expect(documentDeleteRefusalMessage({ reason: 'addedByAnotherCompany', addedBy: 'broker' })).toBe(
      'This document was added by the broker and cannot be deleted.',
    );
    expect(
      documentDeleteRefusalMessage({ reason: 'addedByAnotherCompany', addedBy: 'factoringCompany' }),
    ).toBe('This document was added by the factoring company and cannot be deleted.');
    expect(documentDeleteRefusalMessage({ reason: 'addedByAnotherCompany', addedBy: 'carrier' })).toBe(
      'This document was added by the carrier and cannot be deleted.',
    );
    expect(documentDeleteRefusalMessage({ reason: 'driverNotUploader' })).toMatch(/^Drivers can delete only/);
    expect(documentDeleteRefusalMessage({ reason: 'lockedBySettlement' })).toMatch(/settled\.$/);
  });

  it('sizes the body limit to the base64 of the largest file', () => {
    expect(maxDocumentBytes).toBe(15 * 1024 * 1024);
    expect(maxDocumentUploadBodyBytes).toBeGreaterThan((maxDocumentBytes / 3) * 4);
    expect(documentFilePath('a/b')).toBe('api/v1/documents/a%2Fb');
    expect(documentSchema.safeParse(buildDocument()).success).toBe(true);
  });
});

describe('document queries', () => {
  it('use layered keys under documents / kind / id', () => {
    expect(documentQueries.shipmentDocuments(client, 's1').queryKey).toEqual([
      'documents',
      'shipment',
      's1',
      'list',
    ]);
    expect(documentQueries.shipmentRequiredDocuments(client, 's1').queryKey).toEqual([
      'documents',
      'shipment',
      's1',
      'required',
    ]);
    expect(documentQueries.shipmentOrderDropoffs(client, 's1').queryKey).toEqual([
      'documents',
      'shipment',
      's1',
      'dropoffs',
    ]);
    expect(documentQueries.invoiceDocuments(client, 'i1').queryKey.slice(0, 3)).toEqual(
      documentKeys.entity('invoice', 'i1'),
    );
    expect(documentQueries.caseDocuments(client, 'c1').queryKey).toEqual(['documents', 'case', 'c1', 'list']);
  });

  it('refresh lists but not file bytes', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(documentKeys.list('shipment', 's1'), []);
    queryClient.setQueryData(documentKeys.file('d1'), new Blob());
    await invalidateDocumentLists(queryClient);
    expect(queryClient.getQueryState(documentKeys.list('shipment', 's1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(documentKeys.file('d1'))?.isInvalidated).toBe(false);
  });
});

describe('mutations and transfers against fixtures', () => {
  const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
  const pod = buildDocument({
    id: 'pod',
    name: 'pod.pdf',
    type: DocumentType.ProofOfDelivery,
    entityType: EntityType.OrderStop,
    entityId: 'stop-2',
  });
  /** Fixtures: uploads store `pod`, deletes answer per id (two refusals, one unknown id), files by id. */
  const setup = () => {
    const o = { baseUrl: base };
    const trigger = recordedFixture(
      documentEndpoints.trigger,
      ({ params, body }) => ({
        id: 'event-1',
        shipmentId: params.id,
        fileType: body.fileType,
        createDateTime: '2026-11-24T15:00:00.000Z',
      }),
      o,
    );
    const refusals: Record<string, () => Response> = {
      broker: () =>
        errorResponse(
          403,
          documentDeleteRefusalMessage({ reason: 'addedByAnotherCompany', addedBy: 'broker' }),
        ),
      settled: () => errorResponse(403, documentDeleteRefusalMessage({ reason: 'lockedBySettlement' })),
      missing: () => errorResponse(404, 'The document was not found.'),
    };
    server.use(
      trigger.handler,
      fixture(documentEndpoints.upload, pod, o),
      fixture(documentEndpoints.uploadToShipment, pod, o),
      fixture(
        documentEndpoints.delete,
        ({ params }) => refusals[params.id]?.() ?? { resultId: params.id },
        o,
      ),
      documentFiles({ pod: { file: pdf, contentType: 'application/pdf' } }, o),
    );
    return {
      events: () =>
        trigger.requests.map(({ params, body }) => ({ shipmentId: params.id, fileType: body.fileType })),
    };
  };

  it('delete resolves false on 403 without an error, and true plus the shipment event otherwise', async () => {
    const backend = setup();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const del = documentMutations.delete(client, queryClient);
    const run = (id: string) =>
      del.mutationFn?.(
        { id, type: DocumentType.BillOfLading, entityType: EntityType.Shipment, entityId: 's1' },
        {
          client: queryClient,
          meta: undefined,
          mutationKey: del.mutationKey,
        },
      );
    expect(await run('broker')).toBe(false);
    expect(await run('settled')).toBe(false);
    expect(backend.events()).toEqual([]);
    const refused = await client
      .call(documentEndpoints.delete, { params: { id: 'broker' } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).body?.message).toBe(
      'This document was added by the broker and cannot be deleted.',
    );
    expect(await run('mine')).toBe(true);
    expect(backend.events()).toEqual([{ shipmentId: 's1', fileType: DocumentType.BillOfLading }]);
    await del.onSuccess?.(true, { id: 'mine', type: 16, entityType: 5, entityId: 's1' }, undefined, {
      client: queryClient,
      meta: undefined,
      mutationKey: del.mutationKey,
    });
    expect(invalidate).toHaveBeenCalled();
    await expect(run('missing')).rejects.toBeInstanceOf(ApiError);
  });

  it('raises the shipment document event for a proof of delivery, whose record names only its stop', async () => {
    const backend = setup();
    const queryClient = new QueryClient();
    const transfer = createDocumentTransfer(options);
    const context = { client: queryClient, meta: undefined, mutationKey: undefined };
    const upload = documentMutations.upload(client, transfer, queryClient);
    const pod = { name: 'pod.pdf', type: DocumentType.ProofOfDelivery, data: 'JVBERi0x' };

    // Through the shipment's own upload call: the call names the shipment.
    const viaShipment = await upload.mutationFn?.(
      { shipmentId: 's1', body: { ...pod, orderStopId: 'stop-2' } },
      context,
    );
    expect(viaShipment?.entityType).toBe(EntityType.OrderStop);
    expect(backend.events()).toEqual([{ shipmentId: 's1', fileType: DocumentType.ProofOfDelivery }]);

    // Through the generic call (an invoice's slot): the caller names the stop's shipment.
    await upload.mutationFn?.({ body: { ...pod, orderStopId: 'stop-2' }, stopShipmentId: 's1' }, context);
    expect(backend.events()).toHaveLength(2);
    // Without it there is no shipment to raise the event for (never the stop's id).
    await upload.mutationFn?.({ body: { ...pod, orderStopId: 'stop-2' } }, context);
    expect(backend.events()).toHaveLength(2);

    // Deleting it raises the event again; an invoice's own document raises none.
    const del = documentMutations.delete(client, queryClient);
    if (!viaShipment) throw new Error('no upload');
    expect(await del.mutationFn?.({ ...viaShipment, stopShipmentId: 's1' }, context)).toBe(true);
    expect(backend.events()).toEqual([
      { shipmentId: 's1', fileType: DocumentType.ProofOfDelivery },
      { shipmentId: 's1', fileType: DocumentType.ProofOfDelivery },
      { shipmentId: 's1', fileType: DocumentType.ProofOfDelivery },
    ]);
    expect(
      shipmentDocumentEventTarget({ entityType: EntityType.APInvoice, entityId: 'i1' }, 's1'),
    ).toBeNull();
    expect(shipmentDocumentEventTarget({ entityType: EntityType.Shipment, entityId: 's9' })).toBe('s9');
  });

  it('uploads through the fetch fallback and downloads the stored file', async () => {
    setup();
    const transfer = createDocumentTransfer(options);
    const progress: number[] = [];
    const doc = await transfer.upload(
      {
        body: {
          name: 'pod.pdf',
          type: DocumentType.ProofOfDelivery,
          data: 'JVBERi0x',
          orderStopId: 'stop-2',
        },
      },
      { onProgress: (p) => progress.push(p.fraction) },
    );
    expect(progress).toEqual([0, 1]);
    expect(doc).toMatchObject({ name: 'pod.pdf', entityType: EntityType.OrderStop });
    const blob = await transfer.download(doc.id);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
  });

  it('downloads with the bearer token and API key, and turns a 404 into an ApiError', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${base}/api/v1/documents/:id`, ({ request, params }) => {
        seen = request.headers;
        return params.id === 'x'
          ? new HttpResponse(Uint8Array.from([1, 2]), { headers: { 'Content-Type': 'image/png' } })
          : HttpResponse.json({ message: 'The document was not found.' }, { status: 404 });
      }),
    );
    const transfer = createDocumentTransfer(options);
    const blob = await transfer.download('x');
    expect(blob.type).toBe('image/png');
    expect(seen?.get('Authorization')).toBe(`Bearer ${token}`);
    expect(seen?.get(apiKeyHeader)).toBeTruthy();
    const error = await transfer.download('y').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});

describe('upload with XMLHttpRequest progress', () => {
  class FakeXhr {
    static last: FakeXhr | undefined;
    status = 0;
    responseText = '';
    headers: Record<string, string> = {};
    upload: {
      onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    method = '';
    url = '';
    body = '';
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: string) {
      this.body = body;
    }
    abort() {
      this.onabort?.();
    }
  }
  const make = () => new FakeXhr() as unknown as XMLHttpRequest;

  it('reports determinate progress and resolves with the stored document', async () => {
    const onUnauthorized = vi.fn();
    const transfer = createDocumentTransfer({ ...options, onUnauthorized, createXhr: make });
    const progress: number[] = [];
    const pending = transfer.upload(
      { shipmentId: 's 1', body: { name: 'bol.pdf', type: DocumentType.BillOfLading, data: 'JVBERi0x' } },
      { onProgress: (p) => progress.push(p.fraction), idempotencyKey: 'capture-1' },
    );
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    expect(xhr.url).toBe(`${base}/api/v2/shipments/s%201/documents`);
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    expect(xhr.headers['Idempotency-Key']).toBe('capture-1');
    xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    xhr.status = 201;
    xhr.responseText = JSON.stringify(buildDocument({ id: 'new' }));
    xhr.onload?.();
    expect((await pending).id).toBe('new');
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('rejects a 413 with the server message, and a 401 through the session hook', async () => {
    const onUnauthorized = vi.fn();
    const transfer = createDocumentTransfer({ ...options, onUnauthorized, createXhr: make });
    const body = { body: { name: 'a.pdf', type: DocumentType.BillOfLading, data: 'AA==', shipmentId: 's' } };
    const tooBig = transfer.upload(body);
    const first = FakeXhr.last;
    if (!first) throw new Error('no request');
    // Without a key the upload sends none (the Upload Document dialog's one-off uploads).
    expect(first.headers['Idempotency-Key']).toBeUndefined();
    first.status = 413;
    first.responseText = JSON.stringify({
      message: 'The file is too large. Documents can be at most 15 MB.',
    });
    first.onload?.();
    const error = await tooBig.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('The file is too large. Documents can be at most 15 MB.');

    const expired = transfer.upload(body);
    const second = FakeXhr.last;
    if (!second) throw new Error('no request');
    second.status = 401;
    second.onload?.();
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
