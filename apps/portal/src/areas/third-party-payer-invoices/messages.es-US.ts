import type { thirdPartyPayerMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link thirdPartyPayerMessagesEn}: third-party payer invoices. */
export const thirdPartyPayerMessagesEsUs = {
  'tppList.heading': 'Facturas',
  'tppList.sidebar': 'Vistas y filtros de facturas',
  'tppList.searchHint': 'Factura, envío o su número de factura',
  'tppList.list': 'Facturas de terceros pagadores',
  'tppList.total': '{count, plural, one {# factura} other {# facturas}}',
  'tppList.error.title': 'No se pudieron cargar las facturas',
  'tppList.error.counts': 'No se pudieron cargar los conteos de las vistas.',
  'tppList.retry': 'Reintentar',
  'tppList.clear': 'Borrar búsqueda y filtros',
  'tppInvoice.title': 'Factura {number}',
  'tppInvoice.lane': '{origin} a {destination}',
  'tppInvoice.loading': 'Cargando la factura {number}…',
  'tppInvoice.loadFailed': 'No se pudo cargar la factura.',
  'tppInvoice.close': 'Cerrar y volver a las facturas',
  'tppInvoice.customer': 'Cliente',
  'tppInvoice.payer': 'Tercero pagador',
  'tppInvoice.loadDate': 'Fecha de carga',
  'tppInvoice.shipmentStatus': 'Estado del envío',
} as const satisfies Record<keyof typeof thirdPartyPayerMessagesEn, string>;
