import type { accountingMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link accountingMessagesEn}: the accounting list and the invoice preview. */
export const accountingMessagesEsUs = {
  'accounting.views': 'Vistas de contabilidad',
  'accounting.search': 'Buscar facturas',
  'accounting.searchHint': 'Número de factura o de envío',
  'accounting.list': 'Facturas',
  'accounting.total': '{count, plural, one {# factura} other {# facturas}}',
  'accounting.paidWindow':
    '{days, plural, one {Pagadas en el último día} other {Pagadas en los últimos # días}}',
  'accounting.end': 'No hay más facturas',
  'accounting.empty.title': 'No hay facturas aquí',
  'accounting.empty.body':
    'Ninguna factura de esta vista coincide. Pruebe con otra vista o borre la búsqueda.',
  'accounting.empty.clear': 'Borrar búsqueda',
  'accounting.error.title': 'No se pudieron cargar las facturas',
  'accounting.error.counts': 'No se pudieron cargar los conteos.',
  'accounting.retry': 'Reintentar',
  'invoice.title': 'Factura {number}',
  'invoice.loading': 'Cargando la factura {number}…',
  'invoice.loadFailed': 'No se pudo cargar la factura.',
  'invoice.back': 'Volver a Contabilidad',
  'invoice.customer': 'Cliente',
  'invoice.shipmentStatus': 'Estado del envío',
  'invoice.form.hint': 'Escriba su número de factura, el importe de su factura o ambos.',
  'invoice.form.locked': 'Esta factura está liquidada: ya no se pueden cambiar su número ni su importe.',
  'invoice.charges.total': 'Total {amount}',
} as const satisfies Record<keyof typeof accountingMessagesEn, string>;
