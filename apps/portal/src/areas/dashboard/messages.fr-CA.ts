import type { dashboardMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link dashboardMessagesEn}. */
export const dashboardMessagesFrCa = {
  'dashboard.tabs': 'Sections du tableau de bord',
  'dashboard.moving.title': 'Vos expéditions',
  'dashboard.moving.intro':
    'Expéditions réservées, en route et livrées de la vue Suivi. Choisissez un statut pour restreindre la liste.',
  'dashboard.moving.empty':
    'Aucune expédition ne correspond. Choisissez un autre statut ou ouvrez toutes les expéditions.',
  'dashboard.moving.loading': 'Chargement de vos expéditions',
  'dashboard.moving.error': 'Impossible de charger vos expéditions.',
  'dashboard.moving.retry': 'Réessayer',
  'dashboard.moving.all': 'Ouvrir toutes les expéditions',
  'dashboard.moving.more': '{shown} affichées sur {total}',
  'dashboard.scoreCard.onTimePickup': 'Cueillette à l’heure',
  'dashboard.scoreCard.onTimeDelivery': 'Livraison à l’heure',
  'dashboard.scoreCard.trackingCompliance': 'Mises à jour de suivi à temps',
  'dashboard.scoreCard.documentTurnaround': 'Heures avant la preuve de livraison',
  'dashboard.scoreCard.tenderAcceptance': 'Offres acceptées',
  'dashboard.scoreCard.loadsHauled': 'Chargements livrés',
  'dashboard.scoreCard.error': 'Impossible de charger la fiche de rendement.',
  'dashboard.preview.title': 'Expédition {number}',
  'dashboard.preview.open': 'Ouvrir les détails de l’expédition',
  'dashboard.preview.notFound': 'Cette expédition est introuvable.',
} as const satisfies Record<keyof typeof dashboardMessagesEn, string>;
