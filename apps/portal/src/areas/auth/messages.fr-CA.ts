import type { authMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link authMessagesEn}. */
export const authMessagesFrCa = {
  'auth.signIn.title': 'Connexion à FreightKit',
  'auth.signIn.intro':
    'Portail des transporteurs : expéditions, offres de transport, bourse de fret et paiements.',
  'auth.field.userName': 'Adresse courriel',
  'auth.field.password': 'Mot de passe',
  'auth.signIn.submit': 'Se connecter',
  'auth.signIn.forgot': 'Mot de passe oublié?',
  'auth.signIn.redirectIntro':
    'Entrez votre adresse courriel : vous taperez votre mot de passe sur la page de connexion FreightKit qui s’ouvrira ensuite.',
  'auth.redirect.noPortalUser':
    'Ce compte n’est lié à aucun utilisateur FreightKit et ne peut donc pas ouvrir le portail. Demandez l’accès à l’administrateur de votre entreprise ou connectez-vous avec un autre compte.',
  'auth.redirect.failed': 'La connexion n’a pas pu être effectuée. Rien n’a été modifié : réessayez.',
  'auth.signIn.driverLink': 'Connexion à partir de votre lien de chauffeur…',
  'auth.signIn.driverLinkFailed':
    'Ce lien de chauffeur n’est pas valide ou est expiré. Connectez-vous avec votre courriel et votre mot de passe.',
  'auth.signIn.driverLinkUsedUp':
    'Ce lien de chauffeur a déjà été utilisé {count, number} fois. Demandez un nouveau lien à votre répartiteur ou connectez-vous avec votre courriel et votre mot de passe.',
  'auth.failure.tooManyAttempts':
    'Trop de tentatives de connexion. La connexion est suspendue pour un moment : attendez quelques minutes, puis réessayez.',
  'auth.failure.serverUnavailable':
    'Impossible de joindre le serveur FreightKit. Rien de ce que vous avez entré n’est perdu : réessayez dans un instant.',
  'auth.requestReset.title': 'Réinitialiser votre mot de passe',
  'auth.requestReset.intro':
    'Entrez l’adresse courriel avec laquelle vous vous connectez et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'auth.requestReset.submit': 'Envoyer le lien',
  'auth.requestReset.sent':
    'Si cette adresse appartient à un utilisateur FreightKit, un lien de réinitialisation est en route.',
  'auth.backToSignIn': 'Retour à la connexion',
  'auth.reset.title': 'Choisir un nouveau mot de passe',
  'auth.activate.title': 'Activer votre compte',
  'auth.activate.intro': 'Choisissez un mot de passe pour terminer la création de votre compte FreightKit.',
  'auth.activate.done': 'Votre compte est actif',
  'auth.field.newPassword': 'Nouveau mot de passe',
  'auth.field.confirmPassword': 'Confirmer le nouveau mot de passe',
  'auth.reset.submit': 'Enregistrer le mot de passe',
  'auth.validation.required': '{field} : champ obligatoire',
  'auth.validation.mismatch': 'Les mots de passe ne correspondent pas',
  'auth.validation.minLength': 'Utilisez au moins {count, plural, one {# caractère} other {# caractères}}',
} as const satisfies Record<keyof typeof authMessagesEn, string>;
