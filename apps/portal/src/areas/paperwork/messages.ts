/** Portal-only texts of the documents and comments sections (merged into `portalMessagesEn` by app/messages.ts). */
export const paperworkMessagesEn = {
  'paperwork.documents.heading': 'Documents',
  'paperwork.documents.loading': 'Loading documents',
  'paperwork.documents.loadingOf': 'Loading the documents of {entity}',
  'paperwork.documents.empty': 'No documents on this shipment yet',
  'paperwork.documents.emptyCase': 'No documents on this case yet',
  'paperwork.documents.loadFailed': 'The documents could not be loaded.',
  'paperwork.documents.retry': 'Try again',
  'paperwork.documents.stopOption': 'Stop {stop} · Order {order}',
  'paperwork.comments.entity': 'Shipment {shipmentNumber}',
  'paperwork.comments.older': 'Show older comments',
} as const;
