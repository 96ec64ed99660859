import { uploadCases, type DocumentType } from '@freightkit/domain';

const typesOfCases = (...cases: string[]): readonly number[] =>
  (Object.entries(uploadCases) as [string, string][])
    .filter(([, uploadCase]) => cases.includes(uploadCase))
    .map(([type]) => Number(type) as DocumentType);

/**
 * Document types a shipment's Upload Document dialog offers: those whose upload case (domain's
 * `uploadCases`) attaches to the shipment or to one of its stops.
 */
export const shipmentUploadTypes: readonly number[] = typesOfCases('proofOfDelivery', 'shipment');

/**
 * Document types an invoice's Upload Document button offers: the AP invoice document (it carries
 * `apInvoiceId`, spec 2 §3). The shipment's paperwork is added through its empty required slots,
 * which carry the shipment or stop the document belongs to.
 */
export const invoiceUploadTypes: readonly number[] = typesOfCases('apInvoice');

/**
 * Document types a case's Upload Document dialog offers: the shipment paperwork an accessorial
 * request is argued with (lumper receipts, bills of lading, pictures…). A proof of delivery belongs
 * to a stop, so it goes through the shipment instead.
 */
export const caseUploadTypes: readonly number[] = typesOfCases('shipment');
