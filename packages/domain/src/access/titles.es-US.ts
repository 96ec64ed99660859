import type { routeTitleMessagesEn } from './titles.ts';

/** US Spanish (es-US) top-bar titles of {@link routeTitleMessagesEn}; words as in the glossary. */
export const routeTitleMessagesEsUs = {
  'title.allShipments': 'Todos los envíos',
  'title.myShipments': 'Mis envíos',
  'title.reloads': 'Próximas cargas',
  'title.savedLanes': 'Rutas guardadas',
  'title.lanes': 'Rutas',
  'title.rates': 'Tarifas',
  'title.equipment': 'Equipo',
  'title.invoices': 'Facturas',
  'title.payments': 'Pagos',
  'title.orders': 'Órdenes',
  'title.locations': 'Ubicaciones',
} as const satisfies Record<keyof typeof routeTitleMessagesEn, string>;
