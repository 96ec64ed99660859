import type { savedViewsMessages } from './savedViewsMessages.ts';

/** US Spanish (es-US) of {@link savedViewsMessages}. */
export const savedViewsMessagesEsUs = {
  'kit.savedViews.trigger': 'Vistas guardadas',
  'kit.savedViews.triggerWithView': 'Vistas guardadas: {name}',
  'kit.savedViews.group': 'Aplicar una vista guardada',
  'kit.savedViews.none': 'Aún no hay vistas guardadas',
  'kit.savedViews.loading': 'Cargando vistas guardadas',
  'kit.savedViews.loadFailed': 'No se pudieron cargar las vistas guardadas',
  'kit.savedViews.saveAs': 'Guardar los filtros actuales como vista…',
  'kit.savedViews.rename': 'Cambiar nombre de “{name}”…',
  'kit.savedViews.delete': 'Eliminar “{name}”…',
  'kit.savedViews.saveTitle': 'Guardar vista',
  'kit.savedViews.saveDescription': 'Guarda los filtros que usa ahora con un nombre para aplicarlos después.',
  'kit.savedViews.renameTitle': 'Cambiar nombre de la vista',
  'kit.savedViews.deleteTitle': 'Eliminar vista',
  'kit.savedViews.deleteDescription': '¿Eliminar la vista guardada “{name}”? Los envíos no cambian.',
  'kit.savedViews.name': 'Nombre de la vista',
  'kit.savedViews.save': 'Guardar',
  'kit.savedViews.confirmDelete': 'Eliminar',
  'kit.savedViews.cancel': 'Cancelar',
  'kit.savedViews.failed': 'No funcionó. Inténtelo de nuevo.',
} as const satisfies Record<keyof (typeof savedViewsMessages)['en'], string>;
