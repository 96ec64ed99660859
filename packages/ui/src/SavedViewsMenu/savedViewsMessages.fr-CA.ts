import type { savedViewsMessages } from './savedViewsMessages.ts';

/** Canadian French (fr-CA) of {@link savedViewsMessages}. */
export const savedViewsMessagesFrCa = {
  'kit.savedViews.trigger': 'Vues enregistrées',
  'kit.savedViews.triggerWithView': 'Vues enregistrées : {name}',
  'kit.savedViews.group': 'Appliquer une vue enregistrée',
  'kit.savedViews.none': 'Aucune vue enregistrée pour l’instant',
  'kit.savedViews.loading': 'Chargement des vues enregistrées',
  'kit.savedViews.loadFailed': 'Impossible de charger les vues enregistrées',
  'kit.savedViews.saveAs': 'Enregistrer les filtres actuels comme vue…',
  'kit.savedViews.rename': 'Renommer « {name} »…',
  'kit.savedViews.delete': 'Supprimer « {name} »…',
  'kit.savedViews.saveTitle': 'Enregistrer la vue',
  'kit.savedViews.saveDescription':
    'Enregistre les filtres actuels sous un nom que vous pourrez appliquer plus tard.',
  'kit.savedViews.renameTitle': 'Renommer la vue',
  'kit.savedViews.deleteTitle': 'Supprimer la vue',
  'kit.savedViews.deleteDescription':
    'Supprimer la vue enregistrée « {name} »? Les expéditions restent inchangées.',
  'kit.savedViews.name': 'Nom de la vue',
  'kit.savedViews.save': 'Enregistrer',
  'kit.savedViews.confirmDelete': 'Supprimer',
  'kit.savedViews.cancel': 'Annuler',
  'kit.savedViews.failed': 'L’opération a échoué. Veuillez réessayer.',
} as const satisfies Record<keyof (typeof savedViewsMessages)['en'], string>;
