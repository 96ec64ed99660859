import type { paperworkMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link paperworkMessagesEn}. */
export const paperworkMessagesFrCa = {
  'paperwork.documents.heading': 'Documents',
  'paperwork.documents.loading': 'Chargement des documents',
  'paperwork.documents.loadingOf': 'Chargement des documents de {entity}',
  'paperwork.documents.empty': 'Aucun document sur cette expédition pour l’instant',
  'paperwork.documents.emptyCase': 'Aucun document sur cette demande pour l’instant',
  'paperwork.documents.loadFailed': 'Impossible de charger les documents.',
  'paperwork.documents.retry': 'Réessayer',
  'paperwork.documents.stopOption': 'Arrêt {stop} · Commande {order}',
  'paperwork.comments.entity': 'Expédition {shipmentNumber}',
  'paperwork.comments.older': 'Afficher les commentaires précédents',
} as const satisfies Record<keyof typeof paperworkMessagesEn, string>;
