/** Portal-only texts of the shipment documents sub-page and comments section (merged into `portalMessagesEn` by app/messages.ts). */
export const shipmentPaperworkMessagesEn = {
  'paperwork.documents.heading': 'Documents',
  'paperwork.documents.loading': 'Loading documents',
  'paperwork.documents.empty': 'No documents on this shipment yet',
  'paperwork.documents.loadFailed': 'The documents could not be loaded.',
  'paperwork.documents.retry': 'Try again',
  'paperwork.documents.stopOption': 'Stop {stop} · Order {order}',
  'paperwork.comments.entity': 'Shipment {shipmentNumber}',
} as const;
