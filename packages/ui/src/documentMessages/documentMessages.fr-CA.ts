import type { documentMessages } from './documentMessages.ts';

/** Canadian French (fr-CA) of {@link documentMessages}. */
export const documentMessagesFrCa = {
  'kit.documents.actions': 'Actions pour {name}',
  'kit.documents.deleting': 'Suppression',
  'kit.documents.addFor': 'Ajouter : {type}',
  'kit.documents.list': 'Documents',
  'kit.documents.chosenFile': 'Fichier choisi',
  'kit.documents.uploading': 'Téléversement',
  'kit.documents.choose': 'Choisir…',
  'kit.viewer.loading': 'Chargement du document',
  'kit.viewer.zoomIn': 'Zoom avant',
  'kit.viewer.zoomOut': 'Zoom arrière',
  'kit.viewer.pages': 'Pages',
  'kit.viewer.page': 'Page {page}',
  'kit.viewer.toolbar': 'Outils du document',
} as const satisfies Record<keyof (typeof documentMessages)['en'], string>;
