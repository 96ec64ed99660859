import type { shellMessages } from './shellMessages.ts';

/** Canadian French (fr-CA) of {@link shellMessages}. */
export const shellMessagesFrCa = {
  'kit.shell.skipToContent': 'Aller au contenu',
  'kit.shell.mainNavigation': 'Navigation principale',
  'kit.shell.openNavigation': 'Ouvrir la navigation',
  'kit.shell.navigationToggle': 'Menu de navigation',
  'kit.shell.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'kit.shell.badgeCount': '{count, plural, one {# nouveau} other {# nouveaux}}',
  'kit.topBar.search': 'Rechercher',
  'kit.topBar.userMenuOf': '{menu} : {name}',
  'kit.list.loadingMore': 'Chargement de la suite',
  'kit.list.updating': 'Mise à jour des résultats',
  'kit.list.loading': 'Chargement',
  'kit.table.loading': 'Chargement',
  'kit.table.total': 'Total',
  'kit.invoiceCard.shipmentStatus': 'Statut de l’expédition',
  'kit.invoiceCard.documents': 'Documents obligatoires',
  'kit.filterSidebar.label': 'Vues et filtres',
  'kit.filterSidebar.views': 'Vues',
} as const satisfies Record<keyof (typeof shellMessages)['en'], string>;
