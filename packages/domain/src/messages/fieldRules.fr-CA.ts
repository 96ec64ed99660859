import type { fieldRuleMessagesEn } from './fieldRules.ts';

/**
 * Canadian French (fr-CA) of {@link fieldRuleMessagesEn}, what the forms' field rules say is wrong. Words
 * follow `docs/i18n/glossary.fr-CA.md` (unité motrice, remorque, plaque, réfrigérée…); vouvoiement. A type's
 * label is quoted (« {type} »), so the sentence fits every type whatever its gender.
 */
export const fieldRuleMessagesFrCa = {
  'answer.equipment.unitNumberRequired': 'Saisissez le numéro d’unité.',
  'answer.equipment.unitNumberTooLong': 'Le numéro d’unité compte au plus {max} caractères.',
  'answer.equipment.unitNumberPattern':
    'Utilisez des lettres, des chiffres et des traits d’union, comme 5301 ou TR-5301.',
  'answer.equipment.typeRequired':
    '{kind, select, PowerUnit {Choisissez le type d’unité motrice.} other {Choisissez le type de remorque.}}',
  'answer.equipment.typeUnknown':
    '{kind, select, PowerUnit {Choisissez un type d’unité motrice dans la liste.} other {Choisissez un type de remorque dans la liste.}}',
  'answer.equipment.lengthNotRecorded':
    'La longueur du type « {type} » n’est pas consignée; laissez le champ vide.',
  'answer.equipment.lengthRequired':
    '{kind, select, PowerUnit {Saisissez la longueur de l’unité motrice en pieds.} other {Saisissez la longueur de la remorque en pieds.}}',
  'answer.equipment.lengthWhole': 'Saisissez la longueur en pieds entiers.',
  'answer.equipment.lengthRange': 'Le type « {type} » mesure de {min} à {max} pi.',
  'answer.equipment.reeferKeep': 'Une remorque réfrigérée a un groupe frigorifique; laissez la case cochée.',
  'answer.equipment.reeferNot': 'Le type « {type} » ne peut pas avoir de groupe frigorifique.',
  'answer.equipment.plateRequired': 'Saisissez la plaque d’immatriculation.',
  'answer.equipment.plateFormat':
    'Saisissez la plaque telle qu’elle figure sur l’unité : jusqu’à 8 lettres et chiffres, séparés par des espaces ou des traits d’union.',
  'answer.equipment.plateRegionRequired': 'Choisissez l’État ou la province qui a délivré la plaque.',
  'answer.equipment.plateRegionUnknown':
    'Choisissez un État ou territoire américain ou une province canadienne.',
  'answer.equipment.vinRequired': 'Saisissez le NIV; une unité motrice est immatriculée par celui-ci.',
  'answer.equipment.vinCharacters': 'Un NIV ne contient que des lettres et des chiffres.',
  'answer.equipment.vinLetters':
    'Un NIV ne contient jamais les lettres I, O ou Q; vérifiez s’il s’agit d’un 1 ou d’un 0.',
  'answer.equipment.vinLength': 'Un NIV compte 17 caractères; celui-ci en compte {length}.',
  'answer.equipment.vinCheckDigit':
    'Ce NIV n’est pas valide (son 9e caractère est un chiffre de contrôle); cherchez une faute de frappe.',
  'answer.equipment.yearRange': 'Saisissez une année de modèle de {first} à {latest}.',
  'answer.equipment.makeTooLong': 'La marque compte au plus {max} caractères.',
  'answer.equipment.statusRetired':
    'Retirez une unité avec Retirer; elle ne peut pas être enregistrée comme retirée.',
  'answer.equipment.statusChoose': 'Choisissez En service ou Hors service.',
  'answer.contacts.firstNameRequired': 'Saisissez un prénom.',
  'answer.contacts.lastNameRequired': 'Saisissez un nom de famille.',
  'answer.contacts.firstNameTooLong': 'Le prénom compte au plus {max} caractères.',
  'answer.contacts.lastNameTooLong': 'Le nom de famille compte au plus {max} caractères.',
  'answer.contacts.titleTooLong': 'Le titre compte au plus {max} caractères.',
  'answer.contacts.emailRequired': 'Saisissez une adresse courriel.',
  'answer.contacts.emailFormat': 'Saisissez une adresse courriel comme nom@entreprise.com.',
  'answer.contacts.emailTwice': 'La même adresse courriel figure deux fois.',
  'answer.contacts.phoneOneEach': 'Indiquez un seul numéro de chaque type.',
  'answer.contacts.phoneFormat':
    'Saisissez un numéro de téléphone de 10 à 15 chiffres, comme +1 312 555 0101.',
  'answer.contacts.phoneType': 'Un numéro de téléphone est un numéro de bureau ou de cellulaire.',
  'answer.contacts.linkedIn':
    'Saisissez l’adresse d’un profil LinkedIn, comme https://www.linkedin.com/in/nom.',
  'answer.contacts.roleSpaced': 'Envoyez le rôle « {role} » sans espaces ni traits d’union ({normalised}).',
  'answer.contacts.roleUnknown': '« {role} » n’est pas un rôle.',
  'answer.contacts.portalRequired': 'Choisissez le portail auquel cette personne se connecte.',
  'answer.contacts.permissionRefused':
    'Votre compte ne peut pas accorder ni retirer la permission « {permission} ».',
  'answer.contacts.ownAdmin':
    'Vous ne pouvez pas retirer votre propre rôle d’administrateur; demandez à un autre administrateur.',
  'answer.contacts.ownPortal':
    'Vous ne pouvez pas retirer votre propre accès au portail; demandez à un autre administrateur.',
  'answer.orders.companyRequired': 'Saisissez l’entreprise de cet arrêt.',
  'answer.orders.companyTooLong': 'Le nom de l’entreprise compte au plus {max} caractères.',
  'answer.orders.addressRequired': 'Saisissez l’adresse.',
  'answer.orders.addressTooLong': 'L’adresse compte au plus {max} caractères.',
  'answer.orders.cityRequired': 'Saisissez la ville.',
  'answer.orders.stateRequired': 'Saisissez la province ou l’État.',
  'answer.orders.stateUnknown':
    'Saisissez le code d’une province canadienne ou d’un État américain, comme ON ou IL.',
  'answer.orders.postalRequired': 'Saisissez le code postal ou le code ZIP.',
  'answer.orders.postalFormat':
    'Saisissez un code postal canadien comme K1A 0B1 ou un code ZIP de 5 chiffres.',
  'answer.orders.postalZone': 'Nous ne connaissons pas le fuseau horaire de ce code postal; vérifiez-le.',
  'answer.orders.descriptionRequired': 'Décrivez la marchandise.',
  'answer.orders.quantity': 'Saisissez un nombre entier de pièces, 1 ou plus.',
  'answer.orders.weight': 'Saisissez le poids en livres, de 0 à 200000.',
  'answer.orders.windowOrder': 'L’heure la plus tardive précède l’heure la plus hâtive.',
  'answer.orders.appointmentOutside': 'Le rendez-vous tombe hors de la plage horaire de l’arrêt.',
  'answer.orders.typeRequired': 'Choisissez le type de commande.',
  'answer.orders.customerRequired': 'Saisissez le client.',
  'answer.orders.customerTooLong': 'Le nom du client compte au plus {max} caractères.',
  'answer.orders.freightValue': 'Saisissez la valeur de la marchandise en dollars, 0 ou plus.',
  'answer.orders.stopsTooFew': 'Une commande a besoin d’un arrêt de cueillette et d’un arrêt de livraison.',
  'answer.orders.stopsTooMany': 'Une commande compte au plus {max} arrêts.',
  'answer.orders.stopsOrder': 'Le premier arrêt est une cueillette et le dernier une livraison.',
  'answer.orders.locationRequired': 'Choisissez l’un de vos emplacements ou saisissez l’adresse.',
  'answer.orders.earlyRequired': 'Saisissez la date et l’heure au plus tôt.',
  'answer.orders.lateRequired': 'Saisissez la date et l’heure au plus tard.',
  'answer.orders.lineItemsTooMany': 'Un arrêt compte au plus {max} articles.',
  'answer.orders.markup': 'Saisissez la majoration en chiffres, comme 12.5.',
  'answer.orders.earlyDateRequired': 'Saisissez la date au plus tôt.',
  'answer.orders.lateDateRequired': 'Saisissez la date au plus tard.',
  'answer.orders.dateAsWell': 'Saisissez aussi la date.',
  'answer.orders.timeFormat': 'Saisissez l’heure au format HH:MM, comme 08:30.',
  'answer.orders.dateReal': 'Saisissez une date et une heure qui existent.',
  'answer.orders.copies': 'Saisissez un nombre entier de copies de {min} à {max}.',
  'answer.orders.copyShift': 'Saisissez un nombre entier de jours de {min} à {max} entre les copies.',
  'answer.orders.aboveMaxBuy': 'Le tarif de l’offre dépasse le prix d’achat maximal de {maxBuy}.',
  'answer.orders.alreadyOnShipment': 'La commande {number} est déjà sur l’expédition {shipmentNumber}.',
  'answer.orders.tenderCarrier': 'Choisissez un transporteur à qui vous pouvez offrir la charge.',
  'answer.cases.typeRequired': 'Choisissez le type de demande de frais accessoires.',
  'answer.cases.amountRequired': 'Saisissez le montant que demande une demande de type {type}.',
  'answer.cases.amountPositive': 'Saisissez un montant supérieur à 0,00 $.',
  'answer.cases.amountTooHigh':
    'Une demande de frais accessoires porte sur au plus {max}; pour davantage, présentez une réclamation.',
  'answer.cases.amountCents': 'Saisissez le montant en dollars et en cents (au plus 2 décimales).',
  'answer.cases.descriptionRequired': 'Dites ce qui s’est passé et ce que vous demandez.',
  'answer.cases.descriptionTooLong': 'Rédigez la description en moins de {max} caractères.',
  'answer.cases.documentsTooMany':
    'Joignez au plus {max} documents; ajoutez-en d’autres à la demande ensuite.',
  'answer.rateRequests.rateRequired': 'Saisissez le tarif que vous offrez.',
  'answer.rateRequests.ratePositive': 'Le tarif doit être supérieur à 0 $.',
  'answer.rateRequests.rateTooHigh': 'Le tarif doit être d’au plus 1 000 000 $.',
  'answer.rateRequests.serviceLevel': 'Choisissez un niveau de service.',
  'answer.rateRequests.noteTooLong': 'Rédigez la note en moins de {max} caractères.',
  'answer.tenders.reasonRequired': 'Choisissez un motif.',
  'answer.tenders.noteRequired': 'Dites pourquoi vous refusez cette offre de charge.',
  'answer.tenders.noteTooLong': 'Rédigez la note en moins de {max} caractères.',
  'answer.tenders.counterRateRequired': 'Saisissez le tarif que vous accepteriez.',
  'answer.profile.tokenRequired': 'Collez le jeton d’API de Samsara.',
  'answer.profile.tokenShape':
    'Ceci n’est pas un jeton d’API Samsara : il commence par samsara_api_ suivi de lettres et de chiffres.',
  // Emplacements et horaires de quai (ADR 051)
  'answer.locations.nameRequired': 'Saisissez le nom de l’emplacement.',
  'answer.locations.nameTooLong': 'Limitez le nom à {max} caractères.',
  'answer.locations.typeUnknown': 'Choisissez un type d’emplacement dans la liste.',
  'answer.locations.cityTooLong': 'Limitez la ville à {max} caractères.',
  'answer.locations.countryUnknown': 'Choisissez les États-Unis ou le Canada.',
  'answer.locations.provinceCountry':
    '{province} n’est pas {country, select, CA {au Canada} other {aux États-Unis}}; vérifiez l’État ou la province.',
  'answer.locations.postalCountry':
    '{country, select, CA {Saisissez un code postal canadien comme K1A 0B1.} other {Saisissez un code ZIP à 5 chiffres comme 60607.}}',
  'answer.locations.phonesTooMany': 'Indiquez au plus {max} numéros de téléphone.',
  'answer.locations.ediCodesTooMany': 'Indiquez au plus {max} codes EDI.',
  'answer.locations.ediCodeFormat':
    'Un code EDI compte jusqu’à {max} lettres, chiffres, traits d’union ou traits de soulignement.',
  'answer.locations.ediCodeTwice': 'Le même code EDI figure deux fois.',
  'answer.locations.dockLength': 'Saisissez la longueur du quai en pieds entiers, de {min} à {max}.',
  'answer.locations.directionsTooLong': 'Limitez l’itinéraire à moins de {max} caractères.',
  'answer.locations.scheduleNameRequired': 'Nommez l’horaire de quai, comme Quai de réception.',
  'answer.locations.scheduleNameTooLong': 'Limitez le nom de l’horaire à {max} caractères.',
  'answer.locations.equipmentModes': 'Choisissez au moins un mode d’équipement, chacun une fois.',
  'answer.locations.shippingModes': 'Choisissez au moins un mode d’expédition, chacun une fois.',
  'answer.locations.stopTypes': 'Choisissez Expédition, Réception ou les deux.',
  'answer.locations.dockDays':
    'Indiquez une ligne d’heures pour chaque jour de la semaine, du dimanche au samedi.',
  'answer.locations.dockDay': 'Le jour de la semaine va de 0 (dimanche) à 6 (samedi).',
  'answer.locations.dockDayTwice': 'Ce jour a déjà ses heures.',
  'answer.locations.dockClosedAnd24': 'Un jour est fermé ou ouvert 24 heures, pas les deux.',
  'answer.locations.dockOpensRequired': 'Saisissez l’heure d’ouverture du quai.',
  'answer.locations.dockClosesRequired': 'Saisissez l’heure de fermeture du quai.',
  'answer.locations.dockHoursOrder':
    'Le quai ferme avant d’ouvrir; saisissez une heure de fermeture après l’heure d’ouverture.',
  // An ad hoc quote (ADR 053)
  'answer.quotes.pickupRequired': 'Saisissez la date de cueillette.',
  'answer.quotes.pickupFormat':
    'Saisissez la date de cueillette comme une date du calendrier, par exemple 2026-12-01.',
  'answer.quotes.pickupPast': 'La date de cueillette ne peut pas être passée.',
  'answer.quotes.equipment': 'Choisissez l’équipement.',
  'answer.quotes.shippingMode': 'Choisissez charge complète (TL) ou charge partielle (LTL).',
  'answer.quotes.productsRequired': 'Ajoutez au moins un produit.',
  'answer.quotes.productsTooMany': 'Une soumission compte au plus {max} produits.',
  'answer.quotes.weight': 'Saisissez le poids en livres, plus de 0 et au plus {max}.',
  'answer.quotes.pieces': 'Saisissez un nombre entier de pièces, de 1 à {max}.',
  'answer.quotes.freightClass': 'Choisissez la classe de fret (50 à 500).',
  'answer.quotes.totalWeight': 'Les produits pèsent plus que ce qu’un camion transporte ({max} lb).',
  'answer.quotes.postalUnknown': 'Nous ne savons pas où se trouve ce code postal; vérifiez-le.',
  'answer.quotes.noApiQuote':
    'Aucune API de transporteur ne fait de soumission pour ce mode d’expédition; demandez les tarifs unifiés.',
} as const satisfies Record<keyof typeof fieldRuleMessagesEn, string>;
