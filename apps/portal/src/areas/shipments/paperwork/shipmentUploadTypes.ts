import { uploadCases, type DocumentType } from '@freightkit/domain';

/**
 * Document types a shipment's Upload Document dialog offers: those whose upload case (domain's
 * `uploadCases`) attaches to the shipment or to one of its stops. Invoice documents go through the
 * invoice preview instead.
 */
export const shipmentUploadTypes: readonly number[] = (Object.entries(uploadCases) as [string, string][])
  .filter(([, uploadCase]) => uploadCase === 'proofOfDelivery' || uploadCase === 'shipment')
  .map(([type]) => Number(type) as DocumentType);
