import type { thirdPartyPayerMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link thirdPartyPayerMessagesEn}. */
export const thirdPartyPayerMessagesFrCa = {
  'tppList.heading': 'Factures',
  'tppList.sidebar': 'Vues et filtres des factures',
  'tppList.searchHint': 'Numéro de facture, d’expédition ou votre numéro de facture',
  'tppList.list': 'Factures de tiers payeurs',
  'tppList.total': '{count, plural, one {# facture} other {# factures}}',
  'tppList.error.title': 'Impossible de charger les factures',
  'tppList.error.counts': 'Impossible de charger les totaux des vues.',
  'tppList.retry': 'Réessayer',
  'tppList.clear': 'Effacer la recherche et les filtres',
  'tppInvoice.title': 'Facture {number}',
  'tppInvoice.lane': '{origin} à {destination}',
  'tppInvoice.loading': 'Chargement de la facture {number}…',
  'tppInvoice.loadFailed': 'Impossible de charger la facture.',
  'tppInvoice.close': 'Fermer et revenir aux factures',
  'tppInvoice.customer': 'Client',
  'tppInvoice.payer': 'Tiers payeur',
  'tppInvoice.loadDate': 'Date de chargement',
  'tppInvoice.shipmentStatus': 'Statut de l’expédition',
} as const satisfies Record<keyof typeof thirdPartyPayerMessagesEn, string>;
