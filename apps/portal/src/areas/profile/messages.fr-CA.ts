import type { profileMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link profileMessagesEn}. */
export const profileMessagesFrCa = {
  'profile.tabs': 'Sections du profil',
  'profile.tab.details': 'Détails',
  'profile.tab.integrations': 'Intégrations',
  'profile.edit': 'Modifier le profil',
  'profile.editTitle': 'Modifier votre profil',
  'profile.loading': 'Chargement de votre profil',
  'profile.error.title': 'Impossible de charger votre profil',
  'profile.retry': 'Réessayer',
  'profile.none': '—',
  'profile.details': 'À propos de vous',
  'profile.company': 'Entreprise',
  'profile.companyCard': 'Votre entreprise',
  'profile.companyNumber': 'Numéro d’entreprise',
  'profile.userName': 'Se connecte en tant que',
  'profile.roles': 'Rôles',
  'profile.companyHint':
    'Votre entreprise, vos rôles et votre accès au portail sont gérés par l’administrateur de votre entreprise.',
  'profile.notifications': 'Préférences de notification',
  'profile.notifications.caption': 'Comment vous êtes avisé de chaque événement',
  'profile.notifications.event': 'Événement',
  'profile.notifications.email': 'Courriel',
  'profile.notifications.sms': 'Texto',
  'profile.notifications.on': 'Activé',
  'profile.notifications.off': 'Désactivé',
  'profile.notifications.none': 'Aucune préférence de notification n’est définie.',
  'profile.form.requiredHint': 'Le prénom, le nom et le courriel sont obligatoires.',
  'profile.form.emailHint': 'C’est aussi l’adresse avec laquelle vous vous connectez.',
  'profile.form.save': 'Enregistrer le profil',
  'profile.form.refused': 'Votre profil n’a pas été enregistré',
  'profile.integrations.title': 'Intégration de suivi',
  'profile.integrations.samsara': 'Samsara',
  'profile.integrations.intro':
    'Samsara transmet la position de vos camions à vos expéditions. Le portail y accède avec un jeton d’API de votre compte Samsara.',
  'profile.integrations.status': 'Jeton',
  'profile.integrations.expired': 'Expiré',
  'profile.integrations.valid': 'Valide',
  'profile.integrations.notConnected': 'Non connecté',
  'profile.integrations.expiredHint':
    'Les mises à jour de suivi ont cessé à l’expiration du jeton. Créez un nouveau jeton d’API dans Samsara (Settings, API Tokens) et collez-le ici.',
  'profile.integrations.token': 'Jeton d’API Samsara',
  'profile.integrations.tokenHint':
    'Commence par samsara_api_. Il est conservé pour l’intégration et ne sera plus affiché.',
  'profile.integrations.renew': 'Renouveler',
  'profile.integrations.refused': 'Le jeton n’a pas été renouvelé',
  'profile.integrations.renewed': 'Jeton Samsara renouvelé',
  'profile.integrations.renewedHint': 'Jeton valide se terminant par {hint}.',
  'profile.integrations.adminsOnly':
    'L’administrateur de votre entreprise renouvelle l’intégration de suivi quand son jeton expire.',
  'profile.integrations.none': 'Votre entreprise n’a aucune intégration de suivi.',
} as const satisfies Record<keyof typeof profileMessagesEn, string>;
