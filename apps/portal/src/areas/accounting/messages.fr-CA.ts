import type { accountingMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link accountingMessagesEn}. */
export const accountingMessagesFrCa = {
  'accounting.views': 'Vues de la comptabilité',
  'accounting.search': 'Rechercher des factures',
  'accounting.searchHint': 'Numéro de facture ou d’expédition',
  'accounting.list': 'Factures',
  'accounting.total': '{count, plural, one {# facture} other {# factures}}',
  'accounting.paidWindow':
    'Payées au cours {days, plural, one {du dernier jour} other {des # derniers jours}}',
  'accounting.end': 'Aucune autre facture',
  'accounting.empty.title': 'Aucune facture ici',
  'accounting.empty.body':
    'Aucune facture de cette vue ne correspond. Essayez une autre vue ou effacez la recherche.',
  'accounting.empty.clear': 'Effacer la recherche',
  'accounting.error.title': 'Impossible de charger les factures',
  'accounting.error.counts': 'Impossible de charger les totaux.',
  'accounting.retry': 'Réessayer',
  'invoice.title': 'Facture {number}',
  'invoice.loading': 'Chargement de la facture {number}…',
  'invoice.loadFailed': 'Impossible de charger la facture.',
  'invoice.back': 'Retour à la comptabilité',
  'invoice.customer': 'Client',
  'invoice.shipmentStatus': 'Statut de l’expédition',
  'invoice.form.hint': 'Entrez votre numéro de facture, le montant de votre facture, ou les deux.',
  'invoice.form.locked':
    'Cette facture est réglée : son numéro et son montant ne peuvent plus être modifiés.',
  'invoice.charges.total': 'Total : {amount}',
} as const satisfies Record<keyof typeof accountingMessagesEn, string>;
