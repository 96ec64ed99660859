import type { dashboardMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link dashboardMessagesEn}: the dashboard and the carrier score card. */
export const dashboardMessagesEsUs = {
  'dashboard.tabs': 'Secciones del panel',
  'dashboard.moving.title': 'Sus envíos',
  'dashboard.moving.intro':
    'Envíos reservados, en movimiento y entregados de la vista de rastreo. Elija un estado para filtrar la lista.',
  'dashboard.moving.empty': 'Ningún envío coincide. Elija otro estado o abra todos los envíos.',
  'dashboard.moving.loading': 'Cargando sus envíos',
  'dashboard.moving.error': 'No se pudieron cargar sus envíos.',
  'dashboard.moving.retry': 'Reintentar',
  'dashboard.moving.all': 'Abrir todos los envíos',
  'dashboard.moving.more': 'Se muestran {shown} de {total}',
  'dashboard.scoreCard.onTimePickup': 'Recolección a tiempo',
  'dashboard.scoreCard.onTimeDelivery': 'Entrega a tiempo',
  'dashboard.scoreCard.trackingCompliance': 'Actualizaciones de rastreo a tiempo',
  'dashboard.scoreCard.documentTurnaround': 'Horas hasta la prueba de entrega (POD)',
  'dashboard.scoreCard.tenderAcceptance': 'Ofertas aceptadas',
  'dashboard.scoreCard.loadsHauled': 'Cargas entregadas',
  'dashboard.scoreCard.error': 'No se pudo cargar la calificación.',
  'dashboard.preview.title': 'Envío {number}',
  'dashboard.preview.open': 'Abrir detalles del envío',
  'dashboard.preview.notFound': 'No se encontró este envío.',
} as const satisfies Record<keyof typeof dashboardMessagesEn, string>;
