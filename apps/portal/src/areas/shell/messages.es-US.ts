import type { shellMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link shellMessagesEn}: the signed-in frame, badges and release notes. */
export const shellMessagesEsUs = {
  'shell.mainNavigation': 'Navegación principal',
  'shell.search.label': 'Buscar envíos',
  'shell.search.open': 'Buscar envíos',
  'shell.search.close': 'Cerrar búsqueda',
  'shell.search.results': 'Resultados de la búsqueda',
  'shell.search.searching': 'Buscando…',
  'shell.search.route': '{origin} → {destination}',
  'shell.search.place': '{city}, {state} {postalCode}',
  'shell.search.draft': 'Los envíos en borrador no se pueden abrir',
  'shell.search.references': 'Referencias: {references}',
  'shell.badge.shipmentsNeedingUpdates':
    '{count, plural, one {# envío necesita actualizaciones} other {# envíos necesitan actualizaciones}}',
  'shell.badge.shipmentsNeedingUpdates.one': '1 envío necesita actualizaciones',
  'shell.badge.openSentTenders': '{count, plural, one {# oferta abierta} other {# ofertas abiertas}}',
  'shell.badge.openSentTenders.one': '1 oferta abierta',
  'shell.badge.openRateRequests':
    '{count, plural, one {# solicitud de tarifa abierta} other {# solicitudes de tarifa abiertas}}',
  'shell.badge.openRateRequests.one': '1 solicitud de tarifa abierta',
  'shell.badge.actionRequiredShipments':
    '{count, plural, one {# envío requiere acción} other {# envíos requieren acción}}',
  'shell.badge.actionRequiredShipments.one': '1 envío requiere acción',
  'shell.badge.newCases':
    '{count, plural, one {# solicitud de cargo adicional nueva} other {# solicitudes de cargos adicionales nuevas}}',
  'shell.badge.newCases.one': '1 solicitud de cargo adicional nueva',
  'shell.opensInNewTab': '(se abre en otra pestaña)',
  'shell.updates.title': 'Novedades de la aplicación',
  'shell.updates.build': 'Esta versión',
  'shell.updates.whatsNew': 'Qué cambió',
  'shell.updates.release': 'Versión del {date}',
  'shell.updates.close': 'Cerrar',
  'shell.updates.note.accounting':
    'Contabilidad: la pestaña del panel muestra sus facturas por pagar; agregue el número y el importe de la factura de un envío entregado.',
  'shell.updates.note.cases':
    'Cargos adicionales: solicitudes agrupadas en Nuevas, En proceso, En espera y Resueltas, cada una con sus notas, documentos e historial.',
  'shell.updates.note.shipmentDetail':
    'Detalles del envío: finanzas, la confirmación de tarifa firmada, llegadas y salidas en la hora local de la parada, y reportes de problemas.',
  'shell.updates.note.paperwork':
    'Documentos y comentarios en envíos, facturas y solicitudes, con un visor de archivos PDF y TIFF.',
  'shell.updates.note.signIn':
    'El inicio de sesión distingue un bloqueo por demasiados intentos, o un servidor inaccesible, de una contraseña incorrecta.',
  'shell.updates.note.language':
    'Los títulos de las páginas y los estados en la búsqueda de envíos ahora siguen el idioma del portal.',
  'shell.about.version': 'Versión {version}',
  'shell.about.environment': 'Entorno: {environment}',
  'shell.about.menuEntry': 'Versión {version} · Entorno: {environment}',
  'shell.accessRequests':
    '{count, plural, one {# solicitud de acceso abierta} other {# solicitudes de acceso abiertas}}',
  'shell.samsara.later': 'Más tarde',
  'shell.notifications': 'Notificaciones',
  'shell.notifications.dismiss': 'Descartar',
  'area.notBuilt.title': '{area}',
  'area.notBuilt.body':
    'Esta parte del portal aún no está lista. Use la navegación para ir a las partes que sí lo están.',
  'area.notFound.body': 'No hay nada en esta dirección.',
  'area.notFound.home': 'Ir a la página de inicio',
  'area.reload.title': 'Hay una nueva versión de FreightKit',
  'area.reload.body': 'Vuelva a cargar la página para continuar.',
  'area.reload.action': 'Volver a cargar',
} as const satisfies Record<keyof typeof shellMessagesEn, string>;
