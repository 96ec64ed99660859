import { uploadTypesByEntity } from '@freightkit/domain';

/** Document types a shipment's Upload Document dialog offers (domain's `uploadTypesByEntity`). */
export const shipmentUploadTypes: readonly number[] = uploadTypesByEntity.shipment;

/** Document types an invoice's Upload Document button offers (domain's `uploadTypesByEntity`). */
export const invoiceUploadTypes: readonly number[] = uploadTypesByEntity.invoice;

/** Document types a third-party payer invoice's Upload Document button offers (domain's `uploadTypesByEntity`). */
export const thirdPartyInvoiceUploadTypes: readonly number[] = uploadTypesByEntity.thirdPartyInvoice;

/** Document types a case's Upload Document dialog offers (domain's `uploadTypesByEntity`). */
export const caseUploadTypes: readonly number[] = uploadTypesByEntity.case;
