import { readFile } from 'node:fs/promises';
import { answerText, DocumentType, EntityType, InvoiceStatus, ShipmentStatus } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import { seededId, type SeedContext } from '../area.ts';
import { checkFile } from './fileType.ts';
import { describe } from './rules.ts';
import { seedFilesDir, seedKey } from './storage.ts';

/** The committed sample files (copies of the UI's generated fixtures; the sandbox never imports UI code). */
const samples = {
  pdf: 'sample.pdf', // multi-page PDF
  tiff: 'sample.tiff', // multi-page TIFF
  png: 'sample.png',
  jpeg: 'sample.jpg',
} as const;
type Sample = keyof typeof samples;

interface Attachment {
  readonly companyId: string;
  readonly createdByCompanyId: string;
  readonly sample: Sample;
  readonly name: string;
  readonly type: DocumentType;
  readonly entityType: EntityType;
  readonly entityId: string;
  readonly description: string;
  readonly shipmentId: string | null;
  readonly orderStopId?: string;
  readonly invoiceId?: string;
  readonly caseId?: string;
}

async function attach(db: Database, a: Attachment, at: Date): Promise<void> {
  const file = samples[a.sample];
  const bytes = new Uint8Array(await readFile(new URL(file, seedFilesDir)));
  const check = checkFile(a.name, bytes);
  if (!check.ok) throw new Error(`Seed file ${file} as ${a.name}: ${answerText(check.message)}`);
  await db.query(
    `INSERT INTO documents (company_id, type, name, extension, content_type, size_bytes, storage_key, entity_type,
                            entity_id, entity_description, shipment_id, order_stop_id, invoice_id, case_id,
                            created_by_company_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      a.companyId,
      a.type,
      a.name,
      check.extension,
      check.contentType,
      bytes.length,
      seedKey(file),
      a.entityType,
      a.entityId,
      a.description,
      a.shipmentId,
      a.orderStopId ?? null,
      a.invoiceId ?? null,
      a.caseId ?? null,
      a.createdByCompanyId,
      at.toISOString(),
    ],
  );
}

interface ShipmentRow {
  id: string;
  shipment_number: string;
  status: number;
}

/**
 * Attaches the sample files to Swiftline's shipments, invoices and a case, and one to Ironhorse's
 * (for the cross-company checks). Rate confirmations come from the broker (Summit), so the carrier
 * cannot delete them. Left empty on purpose: proof of delivery of the first Delivered shipment,
 * the invoice documents of uninvoiced invoices. Seeded rows point at the committed files
 * (`seed/<file>` keys); deleting one never removes the shared file.
 */
export async function seedDocuments({ db, ids }: SeedContext): Promise<void> {
  const broker = seededId(ids.companies, 'summit');
  let minute = 0;
  const at = () => new Date(Date.UTC(2026, 10, 20, 9, minute++));

  const shipmentsOf = async (companyId: string) =>
    (
      await db.query<ShipmentRow>(
        'SELECT id, shipment_number, status FROM shipments WHERE company_id = $1 ORDER BY shipment_number',
        [companyId],
      )
    ).rows;
  const dropoff = async (shipmentId: string) =>
    (
      await db.query<{ id: string; sequence: number; city: string; state: string }>(
        `SELECT id, sequence, city, state FROM shipment_stops WHERE shipment_id = $1 AND stop_type = 'Receiving'
          ORDER BY sequence LIMIT 1`,
        [shipmentId],
      )
    ).rows[0];

  const companyId = seededId(ids.companies, 'swiftline');
  const shipments = await shipmentsOf(companyId);
  const withStatus = (status: number) => shipments.filter((s) => s.status === status);
  const onShipment = (s: ShipmentRow, type: DocumentType, sample: Sample, name: string, from = companyId) =>
    attach(
      db,
      {
        companyId,
        createdByCompanyId: from,
        sample,
        name,
        type,
        entityType: EntityType.Shipment,
        entityId: s.id,
        description: describe.shipment(s.shipment_number),
        shipmentId: s.id,
      },
      at(),
    );
  const pod = async (s: ShipmentRow, sample: Sample, name: string) => {
    const stop = await dropoff(s.id);
    if (!stop) return;
    await attach(
      db,
      {
        companyId,
        createdByCompanyId: companyId,
        sample,
        name,
        type: DocumentType.ProofOfDelivery,
        entityType: EntityType.OrderStop,
        entityId: stop.id,
        description: describe.stop(s.shipment_number, stop),
        shipmentId: s.id,
        orderStopId: stop.id,
      },
      at(),
    );
  };

  // Rate confirmations from the broker on every booked-or-later shipment.
  for (const s of shipments.filter((x) => x.status >= ShipmentStatus.Booked)) {
    await onShipment(
      s,
      DocumentType.SignedRateConfirmation,
      'pdf',
      `rate-confirmation-${s.shipment_number}.pdf`,
      broker,
    );
  }
  const inTransit = withStatus(ShipmentStatus.InTransit)[0];
  if (inTransit) await onShipment(inTransit, DocumentType.BillOfLading, 'tiff', 'bol-scan.tiff');
  const [deliveredMissingPod, delivered] = withStatus(ShipmentStatus.Delivered);
  if (deliveredMissingPod)
    await onShipment(deliveredMissingPod, DocumentType.BillOfLading, 'pdf', 'bill-of-lading.pdf');
  if (delivered) {
    await onShipment(delivered, DocumentType.BillOfLading, 'pdf', 'bill-of-lading.pdf');
    await pod(delivered, 'jpeg', 'pod-photo.jpg');
    await onShipment(delivered, DocumentType.LumperReceipt, 'png', 'lumper-receipt.png');
  }
  for (const s of withStatus(ShipmentStatus.DeliveryConfirmed)) {
    await onShipment(s, DocumentType.BillOfLading, 'pdf', 'bill-of-lading.pdf');
    await pod(s, 'tiff', `pod-${s.shipment_number}.tif`);
  }

  // Invoice documents on invoiced and paid invoices; uninvoiced ones still need theirs.
  const { rows: invoices } = await db.query<{
    id: string;
    invoice_number: string;
    shipment_id: string;
    status: number;
  }>(
    'SELECT id, invoice_number, shipment_id, status FROM invoices WHERE company_id = $1 ORDER BY invoice_number',
    [companyId],
  );
  for (const invoice of invoices.filter((i) => i.status >= InvoiceStatus.Received)) {
    await attach(
      db,
      {
        companyId,
        createdByCompanyId: companyId,
        sample: 'pdf',
        name: `invoice-${invoice.invoice_number}.pdf`,
        type: DocumentType.APInvoice,
        entityType: EntityType.APInvoice,
        entityId: invoice.id,
        description: describe.invoice('apInvoice', invoice.invoice_number),
        shipmentId: invoice.shipment_id,
        invoiceId: invoice.id,
      },
      at(),
    );
  }

  const { rows: cases } = await db.query<{ id: string; case_number: string; shipment_id: string | null }>(
    'SELECT id, case_number, shipment_id FROM cases WHERE company_id = $1 ORDER BY case_number LIMIT 1',
    [companyId],
  );
  for (const c of cases) {
    await attach(
      db,
      {
        companyId,
        createdByCompanyId: companyId,
        sample: 'png',
        name: 'detention-photo.png',
        type: DocumentType.ShipmentMiscellaneous,
        entityType: EntityType.Case,
        entityId: c.id,
        description: describe.case(c.case_number),
        shipmentId: c.shipment_id,
        caseId: c.id,
      },
      at(),
    );
  }

  // The second carrier: one bill of lading, which Swiftline must never reach.
  const otherId = seededId(ids.companies, 'ironhorse');
  const other = (await shipmentsOf(otherId)).find((s) => s.status >= ShipmentStatus.InTransit);
  if (other) {
    await attach(
      db,
      {
        companyId: otherId,
        createdByCompanyId: otherId,
        sample: 'pdf',
        name: 'ironhorse-bol.pdf',
        type: DocumentType.BillOfLading,
        entityType: EntityType.Shipment,
        entityId: other.id,
        description: describe.shipment(other.shipment_number),
        shipmentId: other.id,
      },
      at(),
    );
  }
}
