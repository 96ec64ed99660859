import type { captureMessagesEn } from './messages.ts';

/** Canadian French (fr-CA) of {@link captureMessagesEn}. */
export const captureMessagesFrCa = {
  'capture.badge.label': 'Captures en attente d’envoi',
  'capture.badge.link': 'Boîte d’envoi',
  'capture.outbox.heading': 'Boîte d’envoi',
  'capture.outbox.intro':
    'Les documents que vous capturez restent sur ce téléphone jusqu’à ce que le serveur les ait enregistrés. Ils sont envoyés automatiquement dès que vous êtes en ligne.',
  'capture.outbox.empty': 'Aucune capture pour l’instant',
  'capture.outbox.emptyHint':
    'Capturez des documents à partir d’un arrêt d’une expédition; ils s’affichent ici jusqu’à leur envoi.',
  'capture.outbox.offline':
    'Vous êtes hors ligne. Les captures attendent ici et seront envoyées au retour de la connexion.',
  'capture.outbox.item': '{type} · Expédition {shipmentNumber} · {stop}',
  'capture.outbox.pages': '{count, plural, one {# page} other {# pages}} · {size}',
  'capture.outbox.pages.one': '1 page · {size}',
  'capture.outbox.capturedAt': 'Capturé le {time}',
  'capture.state.waiting': 'En attente d’envoi',
  'capture.state.sending': 'Envoi en cours',
  'capture.state.sent': 'Envoyé',
  'capture.state.refused': 'Refusé',
  'capture.outbox.nextTry': 'Prochain essai le {time}',
  'capture.outbox.progress': 'Envoi de {name}',
  'capture.outbox.refusedReason': 'Le serveur l’a refusé : {reason}',
  'capture.outbox.refusedHint':
    'Capturez-le de nouveau si le document était erroné, ou renvoyez-le une fois corrigé.',
  'capture.outbox.sendNow': 'Envoyer maintenant',
  'capture.outbox.sendAgain': 'Renvoyer',
  'capture.outbox.captureAgain': 'Capturer de nouveau',
  'capture.outbox.discard': 'Supprimer',
  'capture.outbox.clearSent': 'Effacer les envois',
  'capture.outbox.discardTitle': 'Supprimer cette capture?',
  'capture.outbox.discardBody':
    'Elle n’a pas été envoyée. Elle sera retirée de ce téléphone et ne pourra pas être récupérée.',
  'capture.outbox.keep': 'Conserver',
  'capture.signOut.title': 'Captures non envoyées',
  'capture.signOut.body':
    '{count, plural, one {# capture n’a pas encore été envoyée. La conserver sur ce téléphone pour l’envoyer après votre prochaine connexion, ou la supprimer? Personne d’autre qui se connecte ici ne la voit.} other {# captures n’ont pas encore été envoyées. Les conserver sur ce téléphone pour les envoyer après votre prochaine connexion, ou les supprimer? Personne d’autre qui se connecte ici ne les voit.}}',
  'capture.signOut.body.one':
    '1 capture n’a pas encore été envoyée. La conserver sur ce téléphone pour l’envoyer après votre prochaine connexion, ou la supprimer? Personne d’autre qui se connecte ici ne la voit.',
  'capture.signOut.keep': 'Conserver et se déconnecter',
  'capture.signOut.discard': 'Supprimer et se déconnecter',
  'capture.signOut.cancel': 'Rester connecté',
  'capture.stopAction': 'Capturer les documents de l’arrêt {number}',
  'capture.stopLabel': 'Arrêt {number}',
  'capture.sheet.heading': 'Capturer des documents',
  'capture.sheet.for': 'Expédition {shipmentNumber} · {stop}',
  'capture.sheet.type': 'Type de document',
  'capture.sheet.takePhoto': 'Prendre une photo',
  'capture.sheet.choosePhotos': 'Choisir des photos ou des PDF',
  'capture.sheet.cameraNote':
    'Photographiez chaque page dans l’ordre. L’appareil photo du téléphone s’ouvre; vous pouvez aussi choisir des photos déjà prises.',
  'capture.sheet.pages': 'Pages',
  'capture.sheet.noPages': 'Aucune page pour l’instant.',
  'capture.sheet.combined': 'Les pages sont réunies en un seul PDF.',
  'capture.sheet.submit': 'Ajouter à la boîte d’envoi',
  'capture.sheet.needsDecision':
    'Reprenez, retirez ou utilisez quand même chaque page qui a un problème de lisibilité.',
  'capture.sheet.checking': 'Attendez que toutes les pages soient vérifiées.',
  'capture.sheet.tooMany': 'Une capture compte au plus {max, plural, one {# page} other {# pages}}.',
  'capture.sheet.failed': 'Impossible de réunir les pages : {reason}',
  'capture.sheet.missingTarget':
    'Ce lien ne désigne aucune expédition. Ouvrez un arrêt d’une expédition pour en capturer les documents.',
  'capture.page.label': 'Page {number}',
  'capture.page.moveUp': 'Monter la page {number}',
  'capture.page.moveDown': 'Descendre la page {number}',
  'capture.page.drag': 'Glisser la page {number}',
  'capture.page.remove': 'Retirer la page {number}',
  'capture.page.moved': 'Page déplacée à la position {number} sur {count}.',
  'capture.page.checking': 'Vérification de la lisibilité…',
  'capture.page.legible': 'Lisible',
  'capture.page.pdfTile': 'PDF',
  'capture.page.pdf': '{count, plural, one {PDF, # page} other {PDF, # pages}}',
  'capture.page.pdfUnreadable':
    'Ce PDF ne peut pas être lu : il est peut-être endommagé ou protégé par un mot de passe. Enregistrez-le de nouveau sans mot de passe, ou photographiez le papier.',
  'capture.page.unchecked':
    'La vérification de la lisibilité n’a pas pu se faire. Regardez la photo avant de l’ajouter.',
  'capture.legibility.dark':
    'Cette photo est trop sombre pour être lue. Placez-vous à un meilleur éclairage ou allumez une lumière, puis reprenez-la.',
  'capture.legibility.blurry':
    'Cette photo est floue. Tenez le téléphone immobile, touchez la page pour faire la mise au point, puis reprenez-la.',
  'capture.legibility.washedOut':
    'Cette photo est délavée : le texte se distingue à peine du papier. Évitez les reflets et le flash, puis reprenez-la.',
  'capture.legibility.tooSmall':
    'Cette image est trop petite pour lire les petits caractères. Prenez-la plus près de la page, à la pleine résolution de l’appareil photo.',
  'capture.legibility.cutOff':
    'Une partie de la page sort de la photo. Reculez jusqu’à ce que toute la page, avec ses bords, tienne dans le cadre, puis reprenez-la.',
  'capture.legibility.unreadable':
    'Ce fichier ne peut pas être lu comme une image. Choisissez une photo JPEG ou PNG.',
  'capture.legibility.useAnyway': 'Utiliser quand même',
  'capture.legibility.usedAnyway': 'Utilisée quand même, malgré la vérification de lisibilité',
} as const satisfies Record<keyof typeof captureMessagesEn, string>;
