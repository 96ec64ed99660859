import {
  contract,
  documentFileCall,
  documentTooLarge,
  idParamSchema,
  maxDocumentBytes,
  maxDocumentUploadBodyBytes,
  toRoutePattern,
  type UploadEntityKey,
} from '@freightkit/api';
import {
  answerOfRef,
  DocumentType,
  documentTypes,
  EntityType,
  isDriverOnly,
  uploadCases,
  validateUploadBody,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Caller, Services } from '../../http/context.ts';
import { authenticate } from '../../http/auth.ts';
import { forbidden, HttpError, invalidField, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { contentDisposition } from './disposition.ts';
import { checkFile } from './fileType.ts';
import { uploadOnce } from './idempotency.ts';
import {
  caseTarget,
  companyTarget,
  deleteRefusal,
  filledIds,
  invoiceSlots,
  invoiceTarget,
  invoicePaperworkTypes,
  matchSlots,
  onBehalfOf,
  orderTarget,
  shipmentDocumentRows,
  shipmentSlots,
  shipmentTarget,
  stopTarget,
  toWire,
  visibleInvoice,
  visibleShipment,
  type DocumentRow,
  type Target,
} from './rules.ts';
import { documentStore } from './storage.ts';

const tooLarge = () => new HttpError(413, documentTooLarge);

/** The field whose absence a domain upload message names (so the model state points at it). */
const fieldOfCase = {
  proofOfDelivery: 'orderStopId',
  shipment: 'shipmentId',
  apInvoice: 'apInvoiceId',
  thirdPartyInvoice: 'thirdPartyInvoiceId',
} as const;

/** Domain's upload rules (spec 2 §5) for a type and the entity id given; 400 with the spec's message when broken. */
function checkUploadCase(
  input: { name: string; type: DocumentType; data: string } & Partial<Record<UploadEntityKey, string>>,
) {
  const result = validateUploadBody({ ...input, file: { name: input.name, data: input.data } });
  if (result.ok) return;
  const uploadCase = uploadCases[input.type];
  throw invalidField(
    uploadCase === undefined ? 'type' : fieldOfCase[uploadCase],
    answerOfRef(result.message),
  );
}

/** A type with no upload case (profile pictures) cannot be attached to cases, orders or companies either. */
function checkHasUploadCase(type: DocumentType) {
  if (uploadCases[type] !== undefined) return;
  const check = validateUploadBody({ type, file: { data: '' } });
  if (!check.ok) throw invalidField('type', answerOfRef(check.message));
}

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes the base64 content (optionally a data URL), refusing bad base64 (400) and oversize files (413) before decoding. */
export function decodeContent(data: string): Uint8Array {
  const text = data.replace(/^data:[\w.+-]+\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !base64.test(text))
    throw invalidField('data', 'The file content is not valid base64.');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if ((text.length / 4) * 3 - padding > maxDocumentBytes) throw tooLarge();
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (bytes.length === 0) throw invalidField('data', 'The file is empty.');
  return bytes;
}

/** Checks the content, stores the bytes under a generated key and records the document. */
async function storeDocument(
  services: Services,
  caller: Caller,
  input: { name: string; type: DocumentType; data: string },
  target: Target,
): Promise<DocumentRow> {
  const bytes = decodeContent(input.data);
  const check = checkFile(input.name, bytes);
  if (!check.ok) throw invalidField(check.field, check.message);
  const store = documentStore(services);
  const key = await store.put(bytes);
  try {
    const { rows } = await services.db.query<DocumentRow>(
      `INSERT INTO documents (company_id, type, name, extension, content_type, size_bytes, storage_key, entity_type,
                              entity_id, entity_description, shipment_id, order_stop_id, invoice_id, case_id,
                              created_by_user_id, created_by_company_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *`,
      [
        // Filed with the target's paperwork (a factored invoice's carrier), recorded as added by the caller's company.
        target.companyId,
        input.type,
        input.name,
        check.extension,
        check.contentType,
        bytes.length,
        key,
        target.entityType,
        target.entityId,
        target.description,
        target.shipmentId,
        target.orderStopId,
        target.invoiceId,
        target.caseId,
        caller.userId,
        caller.companyId,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT returned no row');
    return row;
  } catch (error) {
    await store.remove(key);
    throw error;
  }
}

/** Whether a freshly stored document fills a required slot of its shipment. */
async function uploadedWire(services: Services, caller: Caller, row: DocumentRow) {
  if (row.shipment_id === null) return toWire(row, new Set());
  const shipment = await visibleShipment(services.db, onBehalfOf(caller, row.company_id), row.shipment_id);
  const slots = matchSlots(
    await shipmentSlots(services.db, shipment),
    await shipmentDocumentRows(services.db, row.company_id, shipment.id),
  );
  return toWire(row, filledIds(slots));
}

/** Refuses upload bodies larger than a maximal document, by Content-Length or while streaming, with a JSON 413. */
const uploadLimit = bodyLimit({
  maxSize: maxDocumentUploadBodyBytes,
  onError: (c) => c.json(tooLarge().body, 413),
});

/**
 * A document of another company the caller may read: one listed on an invoice they may read (a
 * factoring company's factored invoices), i.e. that invoice's own or its shipment's paperwork.
 */
async function invoicePaperwork(services: Services, caller: Caller, row: DocumentRow): Promise<boolean> {
  if (row.shipment_id === null || !invoicePaperworkTypes.includes(row.entity_type)) return false;
  const { rows } = await services.db.query<{ id: string }>(
    `SELECT id FROM invoices WHERE company_id = $1 AND shipment_id = $2 AND ($3::text IS NULL OR id = $3)`,
    [row.company_id, row.shipment_id, row.invoice_id],
  );
  for (const invoice of rows) {
    if (
      await visibleInvoice(services.db, caller, invoice.id).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}

/** Reads one document: the caller's company's ({@link ownDocument}) or paperwork of an invoice they may read. */
async function readableDocument(services: Services, caller: Caller, id: string): Promise<DocumentRow> {
  const { rows } = await services.db.query<DocumentRow>('SELECT * FROM documents WHERE id = $1', [id]);
  const row = rows[0];
  if (row && row.company_id !== caller.companyId && (await invoicePaperwork(services, caller, row)))
    return row;
  return ownDocument(services, caller, id);
}

/**
 * Loads a document of the caller's company, or 404 (also for another company's id). A driver-only
 * user reaches only documents of the shipments assigned to them, as in the lists.
 */
async function ownDocument(services: Services, caller: Caller, id: string): Promise<DocumentRow> {
  const { rows } = await services.db.query<DocumentRow>(
    'SELECT * FROM documents WHERE id = $1 AND company_id = $2',
    [id, caller.companyId],
  );
  const row = rows[0];
  if (!row) throw notFound('The document');
  // A person's profile picture is seen by their whole company (a colleague's comments show it, ADR 050).
  if (isProfilePicture(row)) return row;
  if (isDriverOnly(caller)) {
    if (row.shipment_id === null) throw notFound('The document');
    await visibleShipment(services.db, caller, row.shipment_id).catch(() => {
      throw notFound('The document');
    });
  }
  return row;
}

/** A contact's profile picture (type 49 on a contact), which only its person saves or removes (ADR 050). */
const isProfilePicture = (row: DocumentRow) =>
  row.type === DocumentType.CustomerProfilePicture && row.entity_type === EntityType.Contact;

/** An uploaded file's name loses the characters a stored text may not hold instead of being refused (ADR 023). */
const uploadedFileName = { fileNameFields: ['name'] } as const;

/** The document calls of spec 2 §7 (see ADR 007 for the paths and rules the spec leaves open). */
export function documentRoutes(app: Hono<AppEnv>): void {
  app.post(toRoutePattern(contract.documents.upload.path), uploadLimit);
  app.post(toRoutePattern(contract.documents.uploadToShipment.path), uploadLimit);

  app.get(toRoutePattern(documentFileCall.path), async (c) => {
    const caller = await authenticate(c);
    const id = idParamSchema.safeParse(c.req.param('id'));
    if (!id.success) throw notFound('The document');
    const services = c.get('services');
    const doc = await readableDocument(services, caller, id.data);
    const bytes = await documentStore(services).get(doc.storage_key);
    if (bytes === null) throw notFound('The file of the document');
    const fileName = /\.[^./\\]+$/.test(doc.name) ? doc.name : `${doc.name}.${doc.extension}`;
    const disposition = c.req.query('download') === undefined ? 'inline' : 'attachment';
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': doc.content_type,
      'Content-Length': String(bytes.length),
      'Content-Disposition': contentDisposition(disposition, fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  mount(
    app,
    contract.documents.upload,
    ({ services, caller, body, c }) =>
      uploadOnce(services, caller, c, { endpoint: contract.documents.upload.name, body }, async () => {
        const { db } = services;
        let target: Target;
        if (body.caseId !== undefined || body.orderId !== undefined || body.companyId !== undefined) {
          checkHasUploadCase(body.type);
          target =
            body.caseId !== undefined
              ? await caseTarget(db, caller, body.caseId)
              : body.orderId !== undefined
                ? await orderTarget(db, caller, body.orderId)
                : await companyTarget(db, caller, body.companyId ?? '');
        } else {
          checkUploadCase(body);
          if (body.orderStopId !== undefined) target = await stopTarget(db, caller, body.orderStopId);
          else if (body.shipmentId !== undefined) target = await shipmentTarget(db, caller, body.shipmentId);
          else if (body.apInvoiceId !== undefined)
            target = await invoiceTarget(db, caller, body.apInvoiceId, 'apInvoice');
          else target = await invoiceTarget(db, caller, body.thirdPartyInvoiceId ?? '', 'thirdPartyInvoice');
        }
        return uploadedWire(services, caller, await storeDocument(services, caller, body, target));
      }),
    uploadedFileName,
  );

  mount(
    app,
    contract.documents.uploadToShipment,
    ({ services, caller, params, body, c }) =>
      uploadOnce(
        services,
        caller,
        c,
        { endpoint: contract.documents.uploadToShipment.name, params, body },
        async () => {
          const { db } = services;
          const shipment = await shipmentTarget(db, caller, params.id);
          const needsStop = uploadCases[body.type] === 'proofOfDelivery';
          checkUploadCase({
            ...body,
            ...(needsStop ? { orderStopId: body.orderStopId } : { shipmentId: shipment.entityId }),
          });
          const target =
            needsStop && body.orderStopId !== undefined
              ? await stopTarget(db, caller, body.orderStopId, shipment.entityId)
              : shipment;
          return uploadedWire(services, caller, await storeDocument(services, caller, body, target));
        },
      ),
    uploadedFileName,
  );

  mount(app, contract.documents.delete, async ({ services, caller, params }) => {
    // Whatever the caller may read they may ask to delete (a factoring company its factored
    // invoices' paperwork); domain's rule then decides, naming who added a refused one.
    const doc = await readableDocument(services, caller, params.id);
    // A profile picture is removed by its person only, through the profile (so the contact's file id
    // never points at a deleted document).
    if (isProfilePicture(doc)) throw forbidden();
    const refusal = await deleteRefusal(services.db, caller, doc);
    if (refusal !== null) throw forbidden(refusal);
    await services.db.query('DELETE FROM documents WHERE id = $1', [doc.id]);
    await documentStore(services).remove(doc.storage_key);
    return { resultId: doc.id };
  });

  mount(app, contract.documents.trigger, async ({ services, caller, params, body }) => {
    const shipment = await visibleShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{ id: string; created_at: Date }>(
      `INSERT INTO shipment_document_events (company_id, shipment_id, file_type, user_id)
       VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
      [caller.companyId, shipment.id, body.fileType, caller.userId],
    );
    const event = rows[0];
    if (!event) throw new Error('INSERT returned no row');
    services.log(
      `[documents] shipment ${shipment.shipment_number}: document event (${documentTypes.label(body.fileType) ?? body.fileType})`,
    );
    return {
      id: event.id,
      shipmentId: shipment.id,
      fileType: body.fileType,
      createDateTime: event.created_at.toISOString(),
    };
  });

  mount(app, contract.documents.shipmentDocuments, async ({ services, caller, params }) => {
    const shipment = await visibleShipment(services.db, caller, params.id);
    const docs = await shipmentDocumentRows(services.db, caller.companyId, shipment.id);
    const filled = filledIds(matchSlots(await shipmentSlots(services.db, shipment), docs));
    return docs.map((doc) => toWire(doc, filled));
  });

  mount(app, contract.documents.shipmentRequiredDocuments, async ({ services, caller, params }) => {
    const shipment = await visibleShipment(services.db, caller, params.id);
    const docs = await shipmentDocumentRows(services.db, caller.companyId, shipment.id);
    return matchSlots(await shipmentSlots(services.db, shipment), docs);
  });

  mount(app, contract.documents.shipmentOrderDropoffs, async ({ services, caller, params }) => {
    const shipment = await visibleShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{ id: string; sequence: number }>(
      `SELECT id, sequence FROM shipment_stops WHERE shipment_id = $1 AND stop_type = 'Receiving' ORDER BY sequence`,
      [shipment.id],
    );
    // No orders table yet: the shipment stands for its one order (ADR 007).
    return [
      {
        orderNumber: shipment.order_id ?? shipment.shipment_number,
        dropoffs: rows.map((r) => ({ stopNumber: r.sequence, stopId: r.id })),
      },
    ];
  });

  const invoiceDocs = async (services: Services, caller: Caller, id: string) => {
    const invoice = await visibleInvoice(services.db, caller, id);
    // The carrier's paperwork, also when a factoring company reads an invoice factored to it.
    const owner = onBehalfOf(caller, invoice.company_id);
    const shipmentDocs = await shipmentDocumentRows(services.db, owner.companyId, invoice.shipment_id);
    // The invoice's own documents and its shipment's paperwork; another invoice's documents stay out.
    const docs = shipmentDocs.filter((d) => d.invoice_id === null || d.invoice_id === invoice.id);
    return { invoice, docs, slots: matchSlots(await invoiceSlots(services.db, owner, invoice), docs) };
  };

  mount(app, contract.documents.invoiceDocuments, async ({ services, caller, params }) => {
    const { docs, slots } = await invoiceDocs(services, caller, params.id);
    const filled = filledIds(slots);
    return docs.map((doc) => toWire(doc, filled));
  });

  mount(app, contract.documents.invoiceRequiredDocuments, async ({ services, caller, params }) => {
    return (await invoiceDocs(services, caller, params.id)).slots;
  });

  mount(app, contract.documents.caseDocuments, async ({ services, caller, params }) => {
    const target = await caseTarget(services.db, caller, params.id);
    const { rows } = await services.db.query<DocumentRow>(
      'SELECT * FROM documents WHERE company_id = $1 AND case_id = $2 ORDER BY created_at, id',
      [caller.companyId, target.entityId],
    );
    return rows.map((doc) => toWire(doc, new Set()));
  });
}
