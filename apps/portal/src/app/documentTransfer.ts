// The document transfers' implementation, with the contract's document schema (and zod): imported on the
// first download or upload, not with the page (ADR 066).
export { createDocumentTransfer } from '@freightkit/api/react';
