import type { routeTitleMessagesEn } from './titles.ts';

/** Canadian French top-bar titles of the routes (see docs/i18n/glossary.fr-CA.md). */
export const routeTitleMessagesFrCa = {
  'title.allShipments': 'Toutes les expéditions',
  'title.myShipments': 'Mes expéditions',
  'title.reloads': 'Rechargements',
  'title.savedLanes': 'Trajets enregistrés',
  'title.lanes': 'Trajets',
  'title.rates': 'Tarifs',
  'title.equipment': 'Équipement',
  'title.invoices': 'Factures',
  'title.payments': 'Paiements',
  'title.orders': 'Commandes',
  'title.locations': 'Emplacements',
} as const satisfies Record<keyof typeof routeTitleMessagesEn, string>;
