import type { shellMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link shellMessagesEn}. */
export const shellMessagesFrCa = {
  'shell.mainNavigation': 'Navigation principale',
  'shell.search.label': 'Rechercher des expéditions',
  'shell.search.open': 'Rechercher des expéditions',
  'shell.search.close': 'Fermer la recherche',
  'shell.search.results': 'Résultats de recherche',
  'shell.search.searching': 'Recherche…',
  'shell.search.route': '{origin} → {destination}',
  'shell.search.place': '{city}, {state} {postalCode}',
  'shell.search.draft': 'Les expéditions en brouillon ne peuvent pas être ouvertes',
  'shell.search.references': 'Références : {references}',
  'shell.badge.shipmentsNeedingUpdates':
    '{count, plural, one {# expédition à mettre à jour} other {# expéditions à mettre à jour}}',
  'shell.badge.shipmentsNeedingUpdates.one': '1 expédition à mettre à jour',
  'shell.badge.openSentTenders': '{count, plural, one {# offre ouverte} other {# offres ouvertes}}',
  'shell.badge.openSentTenders.one': '1 offre ouverte',
  'shell.badge.openRateRequests':
    '{count, plural, one {# demande de tarif ouverte} other {# demandes de tarif ouvertes}}',
  'shell.badge.openRateRequests.one': '1 demande de tarif ouverte',
  'shell.badge.actionRequiredShipments':
    '{count, plural, one {# expédition exigeant une action} other {# expéditions exigeant une action}}',
  'shell.badge.actionRequiredShipments.one': '1 expédition exigeant une action',
  'shell.badge.newCases':
    '{count, plural, one {# nouvelle demande de frais accessoires} other {# nouvelles demandes de frais accessoires}}',
  'shell.badge.newCases.one': '1 nouvelle demande de frais accessoires',
  'shell.opensInNewTab': '(s’ouvre dans un nouvel onglet)',
  'shell.updates.title': 'Nouveautés de l’application',
  'shell.updates.build': 'Cette version',
  'shell.updates.whatsNew': 'Ce qui a changé',
  'shell.updates.release': 'Version du {date}',
  'shell.updates.close': 'Fermer',
  'shell.updates.note.accounting':
    'Comptabilité : l’onglet Tableau de bord liste vos factures fournisseurs; ajoutez le numéro et le montant de la facture d’une expédition livrée.',
  'shell.updates.note.cases':
    'Frais accessoires : demandes classées Nouvelles, En cours, En suspens et Résolues, chacune avec ses notes, ses documents et son historique.',
  'shell.updates.note.shipmentDetail':
    'Détails de l’expédition : finances, confirmation de tarif signée, arrivées et départs à l’heure locale de l’arrêt, et signalement de problèmes.',
  'shell.updates.note.paperwork':
    'Documents et commentaires sur les expéditions, les factures et les demandes, avec une visionneuse de fichiers PDF et TIFF.',
  'shell.updates.note.signIn':
    'La connexion distingue maintenant un blocage après trop de tentatives ou un serveur injoignable d’un mot de passe erroné.',
  'shell.updates.note.language':
    'Les titres des pages et les statuts de la recherche d’expéditions suivent maintenant la langue du portail.',
  'shell.about.version': 'Version {version}',
  'shell.about.environment': 'Environnement : {environment}',
  'shell.about.menuEntry': 'Version {version} · Environnement : {environment}',
  'shell.accessRequests':
    '{count, plural, one {# demande d’accès ouverte} other {# demandes d’accès ouvertes}}',
  'shell.samsara.later': 'Plus tard',
  'shell.notifications': 'Notifications',
  'shell.notifications.dismiss': 'Ignorer',
  'area.notBuilt.title': '{area}',
  'area.notBuilt.body':
    'Cette partie du portail n’est pas encore construite. Utilisez la navigation pour accéder aux parties disponibles.',
  'area.notFound.body': 'Il n’y a rien à cette adresse.',
  'area.notFound.home': 'Aller à la page d’accueil',
  'area.reload.title': 'Une nouvelle version de FreightKit est disponible',
  'area.reload.body': 'Rechargez la page pour continuer.',
  'area.reload.action': 'Recharger',
} as const satisfies Record<keyof typeof shellMessagesEn, string>;
