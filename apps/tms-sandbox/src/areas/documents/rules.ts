import {
  documentDeleteRefusalMessage,
  documentFilePath,
  type DocumentRecord,
  type RequiredDocument,
} from '@freightkit/api';
import {
  answerOfRef,
  documentDeleteRefusal,
  DocumentType,
  documentTypes,
  type DocumentUploaderParty,
  EntityType,
  invoiceDocumentKind,
  InvoiceStatus,
  isDriverOnly,
  isInvoiceLocked,
  msg,
  ShipmentStatus,
} from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { HttpError, invalidField, notFound } from '../../http/errors.ts';
import { caseScope } from '../cases/scope.ts';
import { visibleInvoiceRow } from '../invoices/visibility.ts';
import { visibleThirdPartyPayerRowById } from '../third-party-payer-invoices/visibility.ts';
import { shipmentScope } from '../shipments/scope.ts';

/** A document row as stored. */
export interface DocumentRow {
  id: string;
  company_id: string;
  type: number;
  name: string;
  extension: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  entity_type: number;
  entity_id: string;
  entity_description: string;
  shipment_id: string | null;
  order_stop_id: string | null;
  invoice_id: string | null;
  case_id: string | null;
  created_by_user_id: string | null;
  created_by_company_id: string;
  created_at: Date;
}

/** What a document is attached to, resolved and checked against what the caller may see. */
export interface Target {
  /** The company whose paperwork it is (a factored invoice's carrier, for its factoring company). */
  readonly companyId: string;
  readonly entityType: EntityType;
  readonly entityId: string;
  readonly description: string;
  readonly shipmentId: string | null;
  readonly orderStopId: string | null;
  readonly invoiceId: string | null;
  readonly caseId: string | null;
}

/** The shipment fields its required slots are drawn from. */
export interface ShipmentRow {
  id: string;
  shipment_number: string;
  status: number;
  order_id: string | null;
}

/** A stop as slot descriptions name it. */
export interface StopRow {
  id: string;
  sequence: number;
  stop_type: string;
  city: string;
  state: string;
}

/** One shipment the caller may see (company, and a driver-only user's own loads), or 404. */
export async function visibleShipment(db: Database, caller: Caller, id: string): Promise<ShipmentRow> {
  const scope = shipmentScope(caller, 's', 2);
  const { rows } = await db.query<ShipmentRow>(
    `SELECT s.id, s.shipment_number, s.status, s.order_id FROM shipments s WHERE s.id = $1 AND ${scope.sql}`,
    [id, ...scope.params],
  );
  const row = rows[0];
  if (!row) throw notFound('The shipment');
  return row;
}

/** Drop-off (Receiving) stops of a shipment in order. */
export async function dropoffStops(db: Database, shipmentId: string): Promise<StopRow[]> {
  return (await dropoffStopsByShipment(db, [shipmentId])).get(shipmentId) ?? [];
}

/** Drop-off stops of several shipments in one query (a list page must not ask once per row), in order. */
export async function dropoffStopsByShipment(
  db: Database,
  shipmentIds: readonly string[],
): Promise<Map<string, StopRow[]>> {
  const { rows } = await db.query<StopRow & { shipment_id: string }>(
    `SELECT shipment_id, id, sequence, stop_type, city, state FROM shipment_stops
      WHERE shipment_id = ANY($1::text[]) AND stop_type = 'Receiving' ORDER BY shipment_id, sequence`,
    [shipmentIds],
  );
  const byShipment = new Map<string, StopRow[]>();
  for (const { shipment_id, ...stop } of rows)
    byShipment.set(shipment_id, [...(byShipment.get(shipment_id) ?? []), stop]);
  return byShipment;
}

/** Entity descriptions shown on tiles (spec 2 §2 "the entity description"). */
export const describe = {
  shipment: (shipmentNumber: string) => `Shipment ${shipmentNumber}`,
  stop: (shipmentNumber: string, stop: { sequence: number; city: string; state: string }) =>
    `Shipment ${shipmentNumber} · Stop ${stop.sequence} (${stop.city}, ${stop.state})`,
  invoice: (kind: 'apInvoice' | 'thirdPartyInvoice', invoiceNumber: string) =>
    `${kind === 'apInvoice' ? 'Invoice' : 'Third-party invoice'} ${invoiceNumber}`,
  case: (caseNumber: string) => `Case ${caseNumber}`,
};

const stopDescription = (shipment: ShipmentRow, stop: StopRow) =>
  describe.stop(shipment.shipment_number, stop);

interface InvoiceRow {
  id: string;
  invoice_number: string;
  shipment_id: string;
  status: number;
  /** A third-party payer invoice (docs/adr/034); absent or false for a payables one. */
  third_party?: boolean;
}

/** An invoice the caller may read, with the carrier company that owns its paperwork. */
export interface VisibleInvoice extends InvoiceRow {
  company_id: string;
  third_party: boolean;
}

/**
 * One invoice the caller may read, or 404: exactly the invoices area's rule (a carrier its own, a
 * factoring company those factored to it), or, for a third-party payer invoice, that area's (who may
 * open those, scoped the same way). Where an area refuses outright (403, e.g. a driver-only user) the
 * paperwork answers 404 too, like another company's invoice.
 */
export async function visibleInvoice(db: Database, caller: Caller, id: string): Promise<VisibleInvoice> {
  const asNotFound = (error: unknown) => {
    throw error instanceof HttpError ? notFound('The invoice') : error;
  };
  let payables: Awaited<ReturnType<typeof visibleInvoiceRow>> | null = null;
  try {
    payables = await visibleInvoiceRow(db, caller, id);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  const row = payables ?? (await visibleThirdPartyPayerRowById(db, caller, id).catch(asNotFound));
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    shipment_id: row.shipment_id,
    status: row.status,
    company_id: row.company_id,
    third_party: payables === null,
  };
}

/** The caller acting on the paperwork of `companyId` (a factoring company on a factored invoice's carrier's). */
export const onBehalfOf = (caller: Caller, companyId: string): Caller =>
  companyId === caller.companyId ? caller : { ...caller, companyId };

/** One case the caller may see (the cases area's {@link caseScope}), or 404. */
export async function visibleCase(
  db: Database,
  caller: Caller,
  id: string,
): Promise<{ id: string; case_number: string; shipment_id: string | null }> {
  const scope = caseScope(caller, 2);
  const { rows } = await db.query<{ id: string; case_number: string; shipment_id: string | null }>(
    `SELECT k.id, k.case_number, k.shipment_id FROM cases k LEFT JOIN shipments s ON s.id = k.shipment_id
      WHERE k.id = $1 AND ${scope.sql}`,
    [id, ...scope.params],
  );
  const found = rows[0];
  if (!found) throw notFound('The case');
  return found;
}

/** An order stop (a drop-off of a shipment the caller sees) as an upload target, or 404. */
export async function stopTarget(
  db: Database,
  caller: Caller,
  stopId: string,
  shipmentId?: string,
): Promise<Target> {
  const { rows } = await db.query<StopRow & { shipment_id: string }>(
    'SELECT id, shipment_id, sequence, stop_type, city, state FROM shipment_stops WHERE id = $1',
    [stopId],
  );
  const stop = rows[0];
  if (
    !stop ||
    stop.stop_type !== 'Receiving' ||
    (shipmentId !== undefined && stop.shipment_id !== shipmentId)
  )
    throw notFound('The order stop');
  const shipment = await visibleShipment(db, caller, stop.shipment_id).catch(() => {
    throw notFound('The order stop');
  });
  return {
    companyId: caller.companyId,
    entityType: EntityType.OrderStop,
    entityId: stop.id,
    description: stopDescription(shipment, stop),
    shipmentId: shipment.id,
    orderStopId: stop.id,
    invoiceId: null,
    caseId: null,
  };
}

/** A shipment as an upload target, or 404. */
export async function shipmentTarget(db: Database, caller: Caller, id: string): Promise<Target> {
  const shipment = await visibleShipment(db, caller, id);
  return {
    companyId: caller.companyId,
    entityType: EntityType.Shipment,
    entityId: shipment.id,
    description: describe.shipment(shipment.shipment_number),
    shipmentId: shipment.id,
    orderStopId: null,
    invoiceId: null,
    caseId: null,
  };
}

/**
 * An invoice as an upload target, or 404. The sandbox keeps AP and third-party payer invoices in
 * one `invoices` table; the entity type tells them apart on the document.
 */
export async function invoiceTarget(
  db: Database,
  caller: Caller,
  id: string,
  kind: 'apInvoice' | 'thirdPartyInvoice',
): Promise<Target> {
  const invoice = await visibleInvoice(db, caller, id);
  // The AP invoice document goes on a payables invoice, the third-party one on a third-party payer invoice.
  if (invoiceDocumentKind({ thirdParty: invoice.third_party }).uploadCase !== kind) {
    const field = kind === 'apInvoice' ? 'apInvoiceId' : 'thirdPartyInvoiceId';
    throw invalidField(field, answerOfRef(msg('documents.validation.invoice')));
  }
  return {
    companyId: invoice.company_id,
    entityType: kind === 'apInvoice' ? EntityType.APInvoice : EntityType.ThirdParty,
    entityId: invoice.id,
    description: describe.invoice(kind, invoice.invoice_number),
    shipmentId: invoice.shipment_id,
    orderStopId: null,
    invoiceId: invoice.id,
    caseId: null,
  };
}

/** A case the caller may see as an upload target, or 404. */
export async function caseTarget(db: Database, caller: Caller, id: string): Promise<Target> {
  const found = await visibleCase(db, caller, id);
  return {
    companyId: caller.companyId,
    entityType: EntityType.Case,
    entityId: found.id,
    description: describe.case(found.case_number),
    shipmentId: found.shipment_id,
    orderStopId: null,
    invoiceId: null,
    caseId: found.id,
  };
}

/**
 * An order as an upload target, or 404. The sandbox has no orders table yet: an order exists when
 * a shipment the caller sees carries its id (`shipments.order_id`).
 */
export async function orderTarget(db: Database, caller: Caller, id: string): Promise<Target> {
  const scope = shipmentScope(caller, 's', 2);
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM shipments s WHERE s.order_id = $1 AND ${scope.sql} ORDER BY s.shipment_number LIMIT 1`,
    [id, ...scope.params],
  );
  const shipment = rows[0];
  if (!shipment) throw notFound('The order');
  return {
    companyId: caller.companyId,
    entityType: EntityType.Order,
    entityId: id,
    description: `Order ${id}`,
    shipmentId: shipment.id,
    orderStopId: null,
    invoiceId: null,
    caseId: null,
  };
}

/** The caller's own company as an upload target; any other company id is 404. */
export async function companyTarget(db: Database, caller: Caller, id: string): Promise<Target> {
  if (id !== caller.companyId) throw notFound('The company');
  const { rows } = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [id]);
  return {
    companyId: caller.companyId,
    entityType: EntityType.Carrier,
    entityId: id,
    description: rows[0]?.name ?? 'Company',
    shipmentId: null,
    orderStopId: null,
    invoiceId: null,
    caseId: null,
  };
}

/** A required slot before it is matched with a document. */
export type Slot = Omit<RequiredDocument, 'documentId'>;

const typeLabel = (type: number) => documentTypes.label(type) ?? String(type);

const atLeast = (status: number, floor: number) => status !== ShipmentStatus.Voided && status >= floor;

/**
 * Required slots of a shipment (the sandbox's rule; the spec does not say, see ADR 007): from
 * Booked on, the signed rate confirmation; from In Transit on, the bill of lading; from Delivered
 * on, a proof of delivery for every drop-off stop.
 */
export async function shipmentSlots(db: Database, shipment: ShipmentRow): Promise<Slot[]> {
  const needsStops = atLeast(shipment.status, ShipmentStatus.Delivered);
  return slotsOfShipment(shipment, needsStops ? await dropoffStops(db, shipment.id) : []);
}

/** {@link shipmentSlots} over drop-off stops already read (see {@link dropoffStopsByShipment}). */
export function slotsOfShipment(shipment: ShipmentRow, dropoffs: readonly StopRow[]): Slot[] {
  const base = { orderId: shipment.order_id, shipmentId: shipment.id, invoiceId: null, orderStopId: null };
  const slots: Slot[] = [];
  const onShipment = (fileType: DocumentType) =>
    slots.push({
      ...base,
      fileType,
      entityType: EntityType.Shipment,
      description: `${typeLabel(fileType)} · ${describe.shipment(shipment.shipment_number)}`,
    });
  if (atLeast(shipment.status, ShipmentStatus.Booked)) onShipment(DocumentType.SignedRateConfirmation);
  if (atLeast(shipment.status, ShipmentStatus.InTransit)) onShipment(DocumentType.BillOfLading);
  if (atLeast(shipment.status, ShipmentStatus.Delivered)) {
    for (const stop of dropoffs) {
      slots.push({
        ...base,
        fileType: DocumentType.ProofOfDelivery,
        entityType: EntityType.OrderStop,
        orderStopId: stop.id,
        description: `${typeLabel(DocumentType.ProofOfDelivery)} · ${stopDescription(shipment, stop)}`,
      });
    }
  }
  return slots;
}

/** The carrier's invoice document slot of an invoice. */
function invoiceDocumentSlot(invoice: InvoiceRow, shipment: ShipmentRow): Slot {
  const own = invoiceDocumentKind({ thirdParty: invoice.third_party === true });
  return {
    fileType: own.type,
    entityType: own.entityType,
    description: `${typeLabel(own.type)} · ${describe.invoice(own.uploadCase, invoice.invoice_number)}`,
    orderStopId: null,
    orderId: shipment.order_id,
    shipmentId: shipment.id,
    invoiceId: invoice.id,
  };
}

/** Required slots of an invoice: its shipment's, plus the carrier's invoice document (not for a voided invoice). */
export async function invoiceSlots(db: Database, caller: Caller, invoice: InvoiceRow): Promise<Slot[]> {
  const shipment = await visibleShipment(db, caller, invoice.shipment_id);
  return invoiceSlotsOf(invoice, shipment, await dropoffStops(db, shipment.id));
}

/** {@link invoiceSlots} over a shipment and drop-off stops already read. */
export function invoiceSlotsOf(
  invoice: InvoiceRow,
  shipment: ShipmentRow,
  dropoffs: readonly StopRow[],
): Slot[] {
  const slots = slotsOfShipment(shipment, dropoffs);
  if (invoice.status !== InvoiceStatus.Voided) slots.push(invoiceDocumentSlot(invoice, shipment));
  return slots;
}

/** Whether a document fills a slot: same type, same entity. */
function fills(slot: Slot, doc: DocumentRow): boolean {
  if (doc.type !== slot.fileType) return false;
  if (slot.entityType === EntityType.OrderStop) return doc.order_stop_id === slot.orderStopId;
  if (slot.entityType === EntityType.APInvoice || slot.entityType === EntityType.ThirdParty)
    return doc.invoice_id === slot.invoiceId;
  return doc.entity_type === EntityType.Shipment && doc.shipment_id === slot.shipmentId;
}

/** Matches slots with documents: each slot takes the newest document that fills it. */
export function matchSlots(slots: readonly Slot[], docs: readonly DocumentRow[]): RequiredDocument[] {
  const newestFirst = [...docs].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  return slots.map((slot) => ({ ...slot, documentId: newestFirst.find((d) => fills(slot, d))?.id ?? null }));
}

/** The entity types of a shipment's paperwork (the shipment, its stops and invoices). */
export const invoicePaperworkTypes: readonly number[] = [
  EntityType.Shipment,
  EntityType.OrderStop,
  EntityType.APInvoice,
  EntityType.ThirdParty,
];

/** Documents of a company on one shipment (the shipment, its stops and invoices). */
export async function shipmentDocumentRows(
  db: Database,
  companyId: string,
  shipmentId: string,
): Promise<DocumentRow[]> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT * FROM documents WHERE company_id = $1 AND shipment_id = $2 AND entity_type = ANY($3::int[])
      ORDER BY created_at, id`,
    [companyId, shipmentId, invoicePaperworkTypes],
  );
  return rows;
}

/**
 * The paperwork documents (as {@link shipmentDocumentRows}) of several shipments in one query; a shipment's
 * company is given with it, since a factoring company's page holds several carriers' invoices.
 */
export async function shipmentDocumentRowsOf(
  db: Database,
  shipments: readonly { readonly companyId: string; readonly shipmentId: string }[],
): Promise<DocumentRow[]> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT d.* FROM documents d
       JOIN unnest($1::text[], $2::text[]) AS wanted(company_id, shipment_id)
         ON d.company_id = wanted.company_id AND d.shipment_id = wanted.shipment_id
      WHERE d.entity_type = ANY($3::int[])
      ORDER BY d.created_at, d.id`,
    [shipments.map((s) => s.companyId), shipments.map((s) => s.shipmentId), invoicePaperworkTypes],
  );
  return rows;
}

/** The wire shape of a document; `required` when it fills one of `slots`. */
export function toWire(row: DocumentRow, filled: ReadonlySet<string>): DocumentRecord {
  return {
    id: row.id,
    name: row.name,
    extension: row.extension,
    fileURL: documentFilePath(row.id),
    type: row.type as DocumentType,
    entityType: row.entity_type as EntityType,
    entityId: row.entity_id,
    entityDescription: row.entity_description,
    required: filled.has(row.id),
    contentType: row.content_type,
    size: row.size_bytes,
    createDateTime: row.created_at.toISOString(),
  };
}

/** Ids of the documents filling slots. */
export const filledIds = (slots: readonly RequiredDocument[]): Set<string> =>
  new Set(slots.flatMap((s) => (s.documentId === null ? [] : [s.documentId])));

/** The party a company of this type is when it adds a document. */
const uploaderParty: Readonly<Record<Caller['companyType'], DocumentUploaderParty>> = {
  Carrier: 'carrier',
  Broker: 'broker',
  FactoringCompany: 'factoringCompany',
};

/**
 * Whether a document fills a required slot of its shipment while an invoice of that shipment is
 * settled or paid (domain's `isInvoiceLocked`). Slots and invoices are those of the company whose
 * paperwork it is (`company_id`: a factored invoice's carrier, also when its factoring company asks).
 */
async function lockedBySettlement(db: Database, doc: DocumentRow): Promise<boolean> {
  if (doc.shipment_id === null) return false;
  const { rows: invoices } = await db.query<InvoiceRow>(
    'SELECT id, invoice_number, shipment_id, status FROM invoices WHERE shipment_id = $1 AND company_id = $2',
    [doc.shipment_id, doc.company_id],
  );
  if (!invoices.some((i) => isInvoiceLocked(i.status))) return false;
  const { rows: shipments } = await db.query<ShipmentRow>(
    'SELECT id, shipment_number, status, order_id FROM shipments WHERE id = $1',
    [doc.shipment_id],
  );
  const shipment = shipments[0];
  if (!shipment) return false;
  const docs = await shipmentDocumentRows(db, doc.company_id, shipment.id);
  const slots = [...(await shipmentSlots(db, shipment))];
  for (const invoice of invoices) {
    if (invoice.status !== InvoiceStatus.Voided) slots.push(invoiceDocumentSlot(invoice, shipment));
  }
  return filledIds(matchSlots(slots, docs)).has(doc.id);
}

/**
 * Why the caller may not delete a document they can see (the 403 message), or `null` when they may:
 * domain's `documentDeleteRefusal` (ADR 007) over who added it — the refusal names that company's
 * kind, e.g. "the factoring company" for its AP invoice document on a carrier's invoice — and
 * whether it is locked by a settled invoice.
 */
export async function deleteRefusal(db: Database, caller: Caller, doc: DocumentRow): Promise<string | null> {
  const { rows } = await db.query<{ company_type: Caller['companyType'] }>(
    'SELECT company_type FROM companies WHERE id = $1',
    [doc.created_by_company_id],
  );
  const refusal = documentDeleteRefusal(
    { companyId: caller.companyId, userId: caller.userId, driverOnly: isDriverOnly(caller) },
    {
      addedByCompanyId: doc.created_by_company_id,
      addedByUserId: doc.created_by_user_id,
      addedByParty: uploaderParty[rows[0]?.company_type ?? 'Carrier'],
      lockedBySettlement: await lockedBySettlement(db, doc),
    },
  );
  return refusal === null ? null : documentDeleteRefusalMessage(refusal);
}
