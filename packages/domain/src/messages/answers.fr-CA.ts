import type { answerMessagesEn } from './answers.ts';
import { fieldRuleMessagesFrCa } from './fieldRules.fr-CA.ts';

/**
 * Canadian French (fr-CA) of {@link answerMessagesEn}, the texts a back end answers when it refuses a
 * request. Words follow `docs/i18n/glossary.fr-CA.md` (offre, demande de tarif, commande, unité motrice,
 * remorque, trajet, courriel…); vouvoiement. Pure data: a type-only import, so it loads with the locale's chunk.
 */
export const answerMessagesFrCa = {
  'answer.invalidRequest': 'La requête n’est pas valide.',
  'answer.notValidJson': 'Le contenu n’est pas du JSON valide.',
  'answer.bodyNotJson': 'Le contenu de la requête n’est pas du JSON valide.',
  'answer.forbidden': 'Vous n’êtes pas autorisé à faire ceci.',
  'answer.notFound': 'Introuvable.',
  'answer.input.invalid': 'Cette valeur n’est pas valide.',
  'answer.input.invalidType': 'Cette valeur est absente ou n’est pas du type attendu.',
  'answer.input.invalidChoice': 'Choisissez une des valeurs proposées.',
  'answer.input.invalidFormat': 'Cette valeur n’a pas le format attendu.',
  'answer.input.tooShort':
    '{minimum, plural, one {Saisissez au moins # caractère.} other {Saisissez au moins # caractères.}}',
  'answer.input.tooLong':
    '{maximum, plural, one {Saisissez au plus # caractère.} other {Saisissez au plus # caractères.}}',
  'answer.input.tooFewItems':
    '{minimum, plural, one {Indiquez au moins # élément.} other {Indiquez au moins # éléments.}}',
  'answer.input.tooManyItems':
    '{maximum, plural, one {Indiquez au plus # élément.} other {Indiquez au plus # éléments.}}',
  'answer.input.tooSmall': 'Saisissez un nombre d’au moins {minimum}.',
  'answer.input.tooBig': 'Saisissez un nombre d’au plus {maximum}.',
  'answer.input.notAbove': 'Saisissez un nombre supérieur à {minimum}.',
  'answer.input.notBelow': 'Saisissez un nombre inférieur à {maximum}.',
  'answer.input.notWhole': 'Saisissez un nombre entier.',
  'answer.input.unknownFields': 'La requête contient des champs que cette opération n’accepte pas.',
  'answer.notFound.tender': 'L’offre est introuvable.',
  'answer.notFound.rateRequest': 'La demande de tarif est introuvable.',
  'answer.notFound.shipment': 'L’expédition est introuvable.',
  'answer.notFound.shipmentNumber': 'L’expédition {number} est introuvable.',
  'answer.notFound.order': 'La commande {number} est introuvable.',
  'answer.notFound.location': 'L’emplacement {number} est introuvable.',
  'answer.notFound.dockSchedule': 'L’horaire de quai est introuvable.',
  'answer.notFound.unit': 'L’unité est introuvable.',
  'answer.notFound.contact': 'Le contact est introuvable.',
  'answer.notFound.invoice': 'La facture est introuvable.',
  'answer.notFound.document': 'Le document est introuvable.',
  'answer.notFound.note': 'La note est introuvable.',
  'answer.notFound.case': 'Le dossier est introuvable.',
  'answer.notFound.payment': 'Le paiement est introuvable.',
  'answer.notFound.postedTruck': 'Le camion affiché est introuvable.',
  'answer.notFound.savedLane': 'Le trajet enregistré est introuvable.',
  'answer.notFound.boardLoad': 'Le chargement est introuvable sur la bourse de fret.',
  'answer.notFound.rate': 'Le tarif est introuvable.',
  'answer.notFound.driver': 'Le chauffeur est introuvable.',
  'answer.notFound.stop': 'L’arrêt est introuvable.',
  'answer.notFound.savedView': 'La vue enregistrée est introuvable.',
  'answer.notFound.resource': 'La ressource est introuvable.',
  'answer.notFound.company': 'L’entreprise est introuvable.',
  'answer.notFound.carrier': 'Le transporteur est introuvable.',
  'answer.notFound.user': 'L’utilisateur est introuvable.',
  'answer.notFound.theOrder': 'La commande est introuvable.',
  'answer.notFound.orderStop': 'L’arrêt de la commande est introuvable.',
  'answer.notFound.trip': 'Le voyage est introuvable.',
  'answer.notFound.bookedCarrier': 'Le transporteur réservé est introuvable.',
  'answer.notFound.rateConfirmation': 'La confirmation de tarif est introuvable.',
  'answer.notFound.documentFile': 'Le fichier du document est introuvable.',
  'answer.tenders.alreadyAccepted': 'Cette offre a déjà été acceptée : il n’est plus possible d’y répondre.',
  'answer.tenders.alreadyRejected': 'Cette offre a déjà été refusée : il n’est plus possible d’y répondre.',
  'answer.tenders.rescinded': 'Le courtier a retiré cette offre : il n’est plus possible d’y répondre.',
  'answer.tenders.closed': 'Cette offre est à l’état {status} : il n’est plus possible d’y répondre.',
  'answer.tenders.loadNotBookable': 'Le chargement de cette offre ne peut plus être réservé.',
  'answer.rateRequests.alreadyDeclined':
    'Cette demande de tarif a déjà été déclinée : il n’est plus possible d’y répondre.',
  'answer.rateRequests.alreadyAnswered':
    'Cette demande de tarif a déjà reçu une réponse : il n’est pas possible d’y répondre de nouveau.',
  'answer.rateRequests.alreadyOpen':
    '{carrier} a déjà une demande de tarif ouverte pour l’expédition {number}.',
  'answer.rates.alreadyBooked':
    'Cette expédition est déjà réservée à un tarif; rechargez ses tarifs pour voir lequel.',
  'answer.rates.rateInError': 'Le tarif est en erreur : {error}',
  'answer.rates.notContract': 'Seul un tarif contractuel peut être réservé de cette façon.',
  'answer.rates.notTl':
    'Seul un tarif contractuel de chargement complet (TL) peut être réservé de cette façon.',
  'answer.rates.notBookable':
    'L’expédition ne peut être réservée que lorsqu’elle est à l’état {first} ou {second}.',
  'answer.rates.notQuote': 'Seule la soumission LTL d’un transporteur peut être réservée de cette façon.',
  'answer.rates.notLtl':
    'Seule une soumission de chargement partiel (LTL) peut être réservée de cette façon.',
  'answer.rates.noQuoteId': 'La soumission n’a aucun numéro pour la réserver auprès du transporteur.',
  'answer.rates.noApiQuote':
    'Aucune API de transporteur ne fixe de tarif pour ce mode d’expédition; demandez les tarifs unifiés.',
  'answer.orders.ratesClosed':
    'La commande {number} est à l’état {status} : les tarifs se demandent avant qu’elle passe à un transporteur.',
  'answer.orders.notTenderable':
    'La commande {number} est à l’état {status} et ne peut pas être offerte maintenant.',
  'answer.orders.notEditable':
    'La commande {number} est à l’état {status} et ne peut plus être modifiée : elle est sur une expédition.',
  'answer.locations.windowDockClosed':
    '{dock} est fermé ce jour-là ({day}). Déplacez la plage horaire ou convenez de l’arrêt avec l’emplacement.',
  'answer.locations.windowOutsideHours':
    '{dock} est ouvert de {open} à {close} ce jour-là ({day}); cette plage, de {start} à {end}, est hors de ces heures.',
  'answer.locations.appointmentDockClosed':
    '{dock} est fermé ce jour-là ({day}). Déplacez le rendez-vous ou convenez-en avec l’emplacement.',
  'answer.locations.appointmentOutsideHours':
    '{dock} est ouvert de {open} à {close} ce jour-là ({day}); le rendez-vous à {time} est hors de ces heures.',
  'answer.locations.windowMissesDock':
    'Aucune partie de cette plage horaire ne tombe dans les heures de {dock}.',
  'answer.locations.inUse':
    '{count, plural, one {L’emplacement {number} ne peut pas être supprimé : la commande {orders} y fait un arrêt et n’est pas encore livrée. Changez d’abord cet arrêt.} other {L’emplacement {number} ne peut pas être supprimé : # commandes y font un arrêt et ne sont pas encore livrées ({orders}). Changez d’abord ces arrêts.}}',
  'answer.orders.pickupRange':
    'La période de cueillette finit avant de commencer : choisissez une date Au égale ou postérieure à la date Du.',
  'answer.orders.chooseCarrier': 'Choisissez au moins un transporteur.',
  'answer.orders.tooManyCarriers': 'Choisissez au plus {max} transporteurs.',
  'answer.orders.carrierTwice': 'Choisissez chaque transporteur une seule fois.',
  'answer.consolidation.otherCompany': 'La commande {number} appartient à une autre entreprise.',
  'answer.consolidation.notOpen':
    'La commande {number} est {status} : seules les commandes ouvertes qui ne sont sur aucune expédition peuvent être regroupées.',
  'answer.consolidation.equipmentDiffers':
    'La commande {number} demande un équipement {equipment}; celui de la première commande est {anchorEquipment}. Un camion n’en transporte qu’un type.',
  'answer.consolidation.modeDiffers':
    'La commande {number} est expédiée en {mode}; la première commande, en {anchorMode}. Les commandes d’une expédition voyagent d’une seule façon.',
  'answer.consolidation.tooHeavy':
    'La commande {number} porterait le poids à {total, number} lb, au-delà de la limite de {max, number} lb.',
  'answer.consolidation.tooManyUnits':
    'La commande {number} porterait les unités à {total, number}, au-delà de la limite de {max, number}.',
  'answer.consolidation.placeUnknown':
    'Un code postal de la commande {number} ne peut pas être situé sur la carte.',
  'answer.consolidation.pickupTooFar':
    'La première cueillette de la commande {number} est à {miles, number} milles de celle de la première commande, plus de {max, number}.',
  'answer.consolidation.deliveryTooFar':
    'La dernière livraison de la commande {number} est à {miles, number} milles de celle de la première commande, plus de {max, number}.',
  'answer.consolidation.datesApart':
    'La plage de cueillette de la commande {number} ne rejoint pas celle de la première commande, même élargie de {days, number} jours.',
  'answer.consolidation.twice': 'La commande {number} est nommée deux fois.',
  'answer.consolidation.refused': 'Ces commandes ne peuvent pas être regroupées.',
  'answer.consolidation.notFound': 'La commande {number} est introuvable.',
  'answer.ltl.notLtl':
    'La commande {number} est expédiée en {mode} : seule une commande LTL est réservée sur une soumission LTL.',
  'answer.ltl.notOpen':
    'La commande {number} est {status} : une commande LTL est réservée tant qu’elle est ouverte.',
  'answer.ltl.noQuote': 'Aucun transporteur LTL ne soumissionne la commande {number} à {weight, number} lb.',
  'answer.ltl.unknownQuote': 'Choisissez une des soumissions LTL de la commande.',
  'answer.autoTender.carrierNeeded': 'Choisissez le transporteur à qui vont les offres automatiques.',
  'answer.equipment.unitNumberTaken':
    'Le numéro d’unité {unitNumber} est déjà utilisé par {kind, select, PowerUnit {une de vos unités motrices{retired, select, yes { retirées} other {}}} other {une de vos remorques{retired, select, yes { retirées} other {}}}}. Donnez un autre numéro à cette unité.',
  'answer.equipment.retiredNoChange':
    '{kind, select, PowerUnit {L’unité motrice {unitNumber} est retirée} other {La remorque {unitNumber} est retirée}} et ne peut plus être modifiée.',
  'answer.equipment.retiredNoAssign':
    '{kind, select, PowerUnit {L’unité motrice {unitNumber} est retirée} other {La remorque {unitNumber} est retirée}} et ne peut pas être affectée à un chargement.',
  'answer.equipment.kindFixed':
    'Une unité garde son genre; retirez-la et ajoutez plutôt une unité de l’autre genre.',
  'answer.videos.positionNegative': 'La position dans la vidéo ne peut pas être négative.',
  'answer.videos.positionPastEnd':
    'La position ne peut pas dépasser la fin de la vidéo ({duration} secondes).',
  'answer.contacts.emailTaken': 'Un contact avec le courriel {email} existe déjà.',
  'answer.contacts.emailSignsIn':
    'Le courriel {email} sert déjà à se connecter au portail. Utilisez une autre adresse pour cette personne.',
  'answer.loadBoard.pointNeedsBoth':
    'Indiquez à la fois une latitude et une longitude, ou ni l’une ni l’autre.',
  'answer.loadBoard.latitude': 'Une latitude est comprise entre -90 et 90.',
  'answer.loadBoard.longitude': 'Une longitude est comprise entre -180 et 180.',
  'answer.loadBoard.radius': 'Un rayon est compris entre 1 et {max} mi.',
  'answer.loadBoard.placeAndPoint': 'Indiquez un lieu de la liste ou un point, pas les deux.',
  'answer.loadBoard.pickupRange':
    'La date de cueillette au plus tôt doit précéder la date au plus tard ou lui être égale.',
  'answer.loadBoard.date': 'Une date s’écrit AAAA-MM-JJ.',
  'answer.loadBoard.unknownLocation': 'Aucun lieu de la liste n’a l’identifiant {id}.',
  'answer.postings.equipmentType': 'Choisissez le type d’équipement du camion.',
  'answer.postings.emptyLocation': 'Choisissez où le camion sera vide : une ville ou un code postal.',
  'answer.postings.emptyOn': 'Indiquez la date où le camion sera vide (AAAA-MM-JJ).',
  'answer.postings.emptyOnPast': 'La date où le camion sera vide ne peut pas être passée.',
  'answer.postings.emptyOnFar': 'Un camion peut être affiché au plus {days} jours à l’avance.',
  'answer.postings.origin': 'Choisissez l’origine du trajet : une ville ou un code postal.',
  'answer.postings.destination': 'Choisissez la destination du trajet : une ville ou un code postal.',
  'answer.postings.equipmentTypes': 'Choisissez des types d’équipement dans la liste, ou tout équipement.',
  'answer.postings.trucksFull':
    'Une entreprise peut afficher au plus {limit} camions : retirez-en un avant d’en afficher un autre.',
  'answer.postings.lanesFull':
    'Une entreprise peut enregistrer au plus {limit} trajets : supprimez-en un avant d’en enregistrer un autre.',
  // Invoices, documents, notes and payments (409, 400, 413)
  'answer.invoices.settled': 'Cette facture est réglée et ne peut plus être modifiée.',
  'answer.invoices.voided': 'Cette facture est annulée et ne peut plus être modifiée.',
  'answer.invoices.awaitingDelivery':
    'L’expédition n’est pas encore livrée : la facture ne peut pas être soumise.',
  'answer.invoices.numberOrAmount': 'Indiquez un numéro de facture ou un montant de facture.',
  'answer.documents.notBase64': 'Le contenu du fichier n’est pas du base64 valide.',
  'answer.documents.empty': 'Le fichier est vide.',
  'answer.documents.tooLarge':
    'Le fichier est trop volumineux. Un document peut faire au plus {megabytes} Mo.',
  'answer.notes.empty': 'Une note doit contenir du texte.',
  'answer.cases.statusRefused':
    'Une demande de type {type} ne peut pas être présentée sur une expédition à l’état {status}. {allowed, select, none {Elle n’admet encore aucune demande de frais accessoires.} other {Elle admet : {allowed}.}}',
  'answer.shipments.closedLoad':
    'Les chauffeurs et l’équipement ne peuvent pas être changés sur une expédition à l’état {status}.',
  'answer.shipments.transition': 'Une expédition ne peut pas passer de {from} à {to}.',
  'answer.shipments.rescindInstead':
    'Une expédition à l’état {from} revient à {to} par le retrait de sa réservation.',
  'answer.shipments.notVoidable':
    'Une expédition à l’état {from} ne peut pas être annulée : seul un chargement qui n’a pas été réparti peut l’être.',
  'answer.shipments.officeOnly':
    'Seul le bureau de votre transporteur peut faire passer une expédition de {from} à {to}.',
  'answer.shipments.rescindRefused':
    'Une réservation ne peut pas être retirée tant que l’expédition est à l’état {status}.',
  'answer.shipments.problemRefused':
    'Un problème ne peut pas être signalé sur une expédition à l’état {status}.',
  'answer.shipments.preloadStatus':
    'Un arrêt ne peut être préchargé que lorsque l’expédition est à l’état {first} ou {second}.',
  'answer.shipments.preloadNotPickup': 'Seul un arrêt de cueillette peut être préchargé.',
  'answer.shipments.preloadDeparted': 'Le chauffeur a déjà quitté cet arrêt.',
  'answer.shipments.departureNeedsArrival': 'Un départ exige une arrivée.',
  'answer.shipments.departureBeforeArrival': 'Le départ ne peut pas précéder l’arrivée.',
  'answer.shipments.arrivalBeforeEarlierStop':
    'L’arrivée à l’arrêt {stop} ne peut pas précéder les heures enregistrées à l’arrêt {other} : un chargement dessert ses arrêts dans l’ordre.',
  'answer.shipments.timeAfterLaterStop':
    'L’{field, select, arrival {arrivée} other {heure de départ}} à l’arrêt {stop} ne peut pas suivre les heures enregistrées à l’arrêt {other} : un chargement dessert ses arrêts dans l’ordre.',
  'answer.shipments.notADateTime': 'Ce n’est pas une date et une heure valides.',
  'answer.documents.notAllowedContent':
    'Le fichier n’est pas un PDF, PNG, JPEG ou TIFF (acceptés : {allowed}).',
  'answer.documents.extensionNotAllowed':
    'Les fichiers de type .{extension} ne sont pas acceptés (acceptés : {allowed}).',
  'answer.documents.extensionMismatch': 'Le nom du fichier indique .{extension}, mais le contenu est {kind}.',
  'answer.payments.dateRange': 'La date de début ne peut pas être postérieure à la date de fin.',
  // The profile picture (400, 413, 404; ADR 050)
  'answer.profilePicture.notImage': 'Le fichier n’est pas une image PNG ou JPEG.',
  'answer.profilePicture.tooLarge':
    'La photo est trop volumineuse. Une photo de profil peut faire au plus {megabytes} Mo.',
  'answer.profilePicture.tooManyPixels':
    'La photo est trop grande : elle peut mesurer au plus {maximum} sur {maximum} pixels.',
  'answer.profilePicture.tooSmall':
    'La photo est trop petite : elle doit mesurer au moins {minimum} sur {minimum} pixels.',
  'answer.profilePicture.unreadable':
    'La photo n’a pas pu être lue. Le fichier est peut-être endommagé ou incomplet.',
  'answer.profilePicture.empty': 'Le fichier est vide.',
  'answer.notFound.profilePicture': 'La photo de profil est introuvable.',
  // Sign-in links (400)
  'answer.auth.linkInvalid': 'Le lien n’est pas valide ou a expiré.',
  // Refusals of a capability the caller lacks (403), one per capability of access/capabilities
  'answer.capability.session': 'Vous devez être connecté pour faire ceci.',
  'answer.capability.shipments.view': 'Votre compte ne donne pas accès aux expéditions.',
  'answer.capability.shipments.track': 'Votre compte ne donne pas accès au suivi des expéditions.',
  'answer.capability.shipments.manage':
    'Seul le bureau de votre transporteur peut faire ceci (affecter chauffeurs et équipement, réserver, annuler ou fermer des chargements).',
  'answer.capability.dashboard.view': 'Votre compte ne donne pas accès au tableau de bord.',
  'answer.capability.tenders.view': 'Votre compte ne donne pas accès aux offres de transport.',
  'answer.capability.tenders.respond':
    'Seul le bureau de votre transporteur peut accepter ou refuser des offres.',
  'answer.capability.rateRequests.view': 'Votre compte ne donne pas accès aux demandes de tarif.',
  'answer.capability.rateRequests.respond':
    'Seul le bureau de votre transporteur peut répondre aux demandes de tarif.',
  'answer.capability.rates.view': 'Votre compte ne donne pas accès aux tarifs.',
  'answer.capability.rates.book': 'Seul un courtier peut réserver une expédition à un tarif.',
  'answer.capability.orders.manage': 'Seul un courtier peut créer, modifier ou offrir des commandes.',
  'answer.capability.locations.manage':
    'Seul un courtier peut voir, créer ou modifier les emplacements et les horaires de quai.',
  'answer.capability.loadBoard.view': 'Votre compte ne donne pas accès à la bourse de fret.',
  'answer.capability.loadBoard.post':
    'Seul le bureau de votre transporteur peut afficher des camions et enregistrer des trajets.',
  'answer.capability.accounting.view': 'Votre compte ne donne pas accès à la comptabilité.',
  'answer.capability.invoices.edit': 'Votre compte ne peut pas modifier les factures.',
  'answer.capability.payments.view': 'Votre compte ne donne pas accès aux avis de paiement.',
  'answer.capability.thirdPartyPayerInvoices.view':
    'Votre compte ne donne pas accès aux factures de tiers payeurs.',
  'answer.capability.thirdPartyPayerInvoices.edit':
    'Votre compte ne peut pas ajouter de factures aux factures de tiers payeurs.',
  'answer.capability.cases.view': 'Votre compte ne donne pas accès aux demandes de frais accessoires.',
  'answer.capability.cases.raise': 'Votre compte ne peut pas soumettre de demandes de frais accessoires.',
  'answer.capability.contacts.view': 'Votre compte ne donne pas accès aux contacts.',
  'answer.capability.contacts.manage': 'Seul un administrateur peut ajouter ou modifier des contacts.',
  'answer.capability.profile.view': 'Votre compte ne donne pas accès à un profil.',
  'answer.capability.profile.edit': 'Votre compte ne donne pas accès à un profil.',
  'answer.capability.integrations.manage': 'Seul un administrateur peut renouveler l’intégration de suivi.',
  'answer.capability.documents.view': 'Votre compte ne donne pas accès aux documents.',
  'answer.capability.documents.write': 'Votre compte ne peut pas ajouter ni supprimer de documents.',
  'answer.capability.notes.view': 'Votre compte ne donne pas accès aux commentaires.',
  'answer.capability.notes.write': 'Votre compte ne peut pas écrire de commentaires.',
  'answer.capability.accessRequests.view': 'Seul un administrateur peut voir les demandes d’accès.',
  'answer.capability.equipment.view': 'Votre compte ne donne pas accès à l’équipement.',
  'answer.capability.equipment.manage':
    'Seul le bureau de votre transporteur peut ajouter, modifier ou retirer de l’équipement.',
  'answer.capability.videos.view': 'Votre compte ne donne pas accès aux vidéos de formation.',
  ...fieldRuleMessagesFrCa,
} as const satisfies Record<keyof typeof answerMessagesEn, string>;
