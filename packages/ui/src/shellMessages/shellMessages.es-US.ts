import type { shellMessages } from './shellMessages.ts';

/** US Spanish (es-US) of {@link shellMessages}; words as in `docs/i18n/glossary.es-US.md`. */
export const shellMessagesEsUs = {
  'kit.shell.skipToContent': 'Ir al contenido',
  'kit.shell.mainNavigation': 'Navegación principal',
  'kit.shell.openNavigation': 'Abrir navegación',
  'kit.shell.navigationToggle': 'Menú de navegación',
  'kit.shell.opensInNewTab': '(se abre en otra pestaña)',
  'kit.shell.badgeCount': '{count, plural, one {# nuevo} other {# nuevos}}',
  'kit.topBar.search': 'Buscar',
  'kit.topBar.userMenuOf': '{menu}: {name}',
  'kit.list.loadingMore': 'Cargando más',
  'kit.list.updating': 'Actualizando resultados',
  'kit.list.loading': 'Cargando',
  'kit.table.loading': 'Cargando',
  'kit.table.total': 'Total',
  'kit.invoiceCard.shipmentStatus': 'Estado del envío',
  'kit.invoiceCard.documents': 'Documentos requeridos',
  'kit.filterSidebar.label': 'Vistas y filtros',
  'kit.filterSidebar.views': 'Vistas',
} as const satisfies Record<keyof (typeof shellMessages)['en'], string>;
