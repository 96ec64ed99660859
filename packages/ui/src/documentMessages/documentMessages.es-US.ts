import type { documentMessages } from './documentMessages.ts';

/** US Spanish (es-US) of {@link documentMessages}. */
export const documentMessagesEsUs = {
  'kit.documents.actions': 'Acciones de {name}',
  'kit.documents.deleting': 'Eliminando',
  'kit.documents.addFor': 'Agregar {type}',
  'kit.documents.list': 'Documentos',
  'kit.documents.chosenFile': 'Archivo elegido',
  'kit.documents.uploading': 'Subiendo',
  'kit.documents.choose': 'Elegir…',
  'kit.viewer.loading': 'Cargando documento',
  'kit.viewer.zoomIn': 'Acercar',
  'kit.viewer.zoomOut': 'Alejar',
  'kit.viewer.pages': 'Páginas',
  'kit.viewer.page': 'Página {page}',
  'kit.viewer.toolbar': 'Herramientas del documento',
} as const satisfies Record<keyof (typeof documentMessages)['en'], string>;
