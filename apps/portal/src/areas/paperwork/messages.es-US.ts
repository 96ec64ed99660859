import type { paperworkMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link paperworkMessagesEn}: documents and comments sections. */
export const paperworkMessagesEsUs = {
  'paperwork.documents.heading': 'Documentos',
  'paperwork.documents.loading': 'Cargando documentos',
  'paperwork.documents.loadingOf': 'Cargando los documentos de {entity}',
  'paperwork.documents.empty': 'Este envío aún no tiene documentos',
  'paperwork.documents.emptyCase': 'Esta solicitud aún no tiene documentos',
  'paperwork.documents.loadFailed': 'No se pudieron cargar los documentos.',
  'paperwork.documents.retry': 'Reintentar',
  'paperwork.documents.stopOption': 'Parada {stop} · Orden {order}',
  'paperwork.comments.entity': 'Envío {shipmentNumber}',
  'paperwork.comments.older': 'Ver comentarios anteriores',
} as const satisfies Record<keyof typeof paperworkMessagesEn, string>;
