import type { fieldRuleMessagesEn } from './fieldRules.ts';

/**
 * US Spanish (es-US) of {@link fieldRuleMessagesEn}, what the forms' field rules say is wrong. Words follow
 * `docs/i18n/glossary.es-US.md` (unidad motriz, remolque, placa, refrigerado…); usted register. A type's
 * label is quoted (“{type}”), so the sentence fits every type whatever its gender.
 */
export const fieldRuleMessagesEsUs = {
  'answer.equipment.unitNumberRequired': 'Escriba el número de unidad.',
  'answer.equipment.unitNumberTooLong': 'El número de unidad tiene como máximo {max} caracteres.',
  'answer.equipment.unitNumberPattern': 'Use letras, dígitos y guiones, como 5301 o TR-5301.',
  'answer.equipment.typeRequired':
    '{kind, select, PowerUnit {Elija el tipo de unidad motriz.} other {Elija el tipo de remolque.}}',
  'answer.equipment.typeUnknown':
    '{kind, select, PowerUnit {Elija un tipo de unidad motriz de la lista.} other {Elija un tipo de remolque de la lista.}}',
  'answer.equipment.lengthNotRecorded': 'El largo del tipo “{type}” no se registra; deje el campo vacío.',
  'answer.equipment.lengthRequired':
    '{kind, select, PowerUnit {Escriba el largo de la unidad motriz en pies.} other {Escriba el largo del remolque en pies.}}',
  'answer.equipment.lengthWhole': 'Escriba el largo en pies enteros.',
  'answer.equipment.lengthRange': 'El tipo “{type}” mide de {min} a {max} pies.',
  'answer.equipment.reeferKeep':
    'Un remolque refrigerado tiene equipo de refrigeración; deje marcada la casilla.',
  'answer.equipment.reeferNot': 'El tipo “{type}” no puede tener equipo de refrigeración.',
  'answer.equipment.plateRequired': 'Escriba la placa.',
  'answer.equipment.plateFormat':
    'Escriba la placa como aparece en la unidad: hasta 8 letras y dígitos, con espacios o guiones entre ellos.',
  'answer.equipment.plateRegionRequired': 'Elija el estado o la provincia que emitió la placa.',
  'answer.equipment.plateRegionUnknown': 'Elija un estado o territorio de EE. UU. o una provincia de Canadá.',
  'answer.equipment.vinRequired': 'Escriba el VIN; una unidad motriz se registra con él.',
  'answer.equipment.vinCharacters': 'Un VIN contiene solo letras y dígitos.',
  'answer.equipment.vinLetters': 'Un VIN nunca contiene las letras I, O ni Q; revise si es un 1 o un 0.',
  'answer.equipment.vinLength': 'Un VIN tiene 17 caracteres; este tiene {length}.',
  'answer.equipment.vinCheckDigit':
    'Este VIN no cuadra (su 9.º carácter es un dígito de control); busque un carácter mal escrito.',
  'answer.equipment.yearRange': 'Escriba un año de modelo de {first} a {latest}.',
  'answer.equipment.makeTooLong': 'La marca tiene como máximo {max} caracteres.',
  'answer.equipment.statusRetired':
    'Dé de baja una unidad con Dar de baja; no se puede guardar como dada de baja.',
  'answer.equipment.statusChoose': 'Elija Activa o Fuera de servicio.',
  'answer.contacts.firstNameRequired': 'Escriba un nombre.',
  'answer.contacts.lastNameRequired': 'Escriba un apellido.',
  'answer.contacts.firstNameTooLong': 'El nombre tiene como máximo {max} caracteres.',
  'answer.contacts.lastNameTooLong': 'El apellido tiene como máximo {max} caracteres.',
  'answer.contacts.titleTooLong': 'El cargo tiene como máximo {max} caracteres.',
  'answer.contacts.emailRequired': 'Escriba un correo electrónico.',
  'answer.contacts.emailFormat': 'Escriba un correo electrónico como nombre@empresa.com.',
  'answer.contacts.emailTwice': 'El mismo correo electrónico aparece dos veces.',
  'answer.contacts.phoneOneEach': 'Indique un número de cada tipo.',
  'answer.contacts.phoneFormat': 'Escriba un número de teléfono de 10 a 15 dígitos, como +1 312 555 0101.',
  'answer.contacts.phoneType': 'Un número de teléfono es de oficina o celular.',
  'answer.contacts.linkedIn':
    'Escriba la dirección de un perfil de LinkedIn, como https://www.linkedin.com/in/nombre.',
  'answer.contacts.roleSpaced': 'Envíe el rol “{role}” sin espacios ni guiones ({normalised}).',
  'answer.contacts.roleUnknown': '“{role}” no es un rol.',
  'answer.contacts.portalRequired': 'Elija el portal en el que esta persona inicia sesión.',
  'answer.contacts.permissionRefused': 'Su cuenta no puede dar ni quitar el permiso “{permission}”.',
  'answer.contacts.ownAdmin':
    'No puede quitarse su propio rol de administrador; pídalo a otro administrador.',
  'answer.contacts.ownPortal': 'No puede quitarse su propio acceso al portal; pídalo a otro administrador.',
  'answer.orders.companyRequired': 'Escriba la empresa de esta parada.',
  'answer.orders.companyTooLong': 'El nombre de la empresa tiene como máximo {max} caracteres.',
  'answer.orders.addressRequired': 'Escriba la dirección.',
  'answer.orders.addressTooLong': 'La dirección tiene como máximo {max} caracteres.',
  'answer.orders.cityRequired': 'Escriba la ciudad.',
  'answer.orders.stateRequired': 'Escriba el estado o la provincia.',
  'answer.orders.stateUnknown':
    'Escriba el código de un estado de EE. UU. o de una provincia de Canadá, como IL u ON.',
  'answer.orders.postalRequired': 'Escriba el ZIP o el código postal.',
  'answer.orders.postalFormat': 'Escriba un ZIP de 5 dígitos o un código postal canadiense como K1A 0B1.',
  'answer.orders.postalZone': 'No conocemos la zona horaria de este código postal; revíselo.',
  'answer.orders.descriptionRequired': 'Describa la mercancía.',
  'answer.orders.quantity': 'Escriba un número entero de piezas, 1 o más.',
  'answer.orders.weight': 'Escriba el peso en libras, de 0 a 200000.',
  'answer.orders.windowOrder': 'La hora más tardía es anterior a la más temprana.',
  'answer.orders.appointmentOutside': 'La cita queda fuera del horario de la parada.',
  'answer.orders.typeRequired': 'Elija el tipo de orden.',
  'answer.orders.customerRequired': 'Escriba el cliente.',
  'answer.orders.customerTooLong': 'El nombre del cliente tiene como máximo {max} caracteres.',
  'answer.orders.freightValue': 'Escriba el valor de la mercancía en dólares, 0 o más.',
  'answer.orders.stopsTooFew': 'Una orden necesita una parada de recolección y una de entrega.',
  'answer.orders.stopsTooMany': 'Una orden tiene como máximo {max} paradas.',
  'answer.orders.stopsOrder': 'La primera parada es una recolección y la última una entrega.',
  'answer.orders.locationRequired': 'Elija una de sus ubicaciones o escriba la dirección.',
  'answer.orders.earlyRequired': 'Escriba la fecha y hora más temprana.',
  'answer.orders.lateRequired': 'Escriba la fecha y hora más tardía.',
  'answer.orders.lineItemsTooMany': 'Una parada tiene como máximo {max} artículos.',
  'answer.orders.markup': 'Escriba el margen como número, como 12.5.',
  'answer.orders.earlyDateRequired': 'Escriba la fecha más temprana.',
  'answer.orders.lateDateRequired': 'Escriba la fecha más tardía.',
  'answer.orders.dateAsWell': 'Escriba también la fecha.',
  'answer.orders.timeFormat': 'Escriba la hora como HH:MM, como 08:30.',
  'answer.orders.dateReal': 'Escriba una fecha y hora que existan.',
  'answer.orders.copies': 'Escriba un número entero de copias de {min} a {max}.',
  'answer.orders.aboveMaxBuy': 'La tarifa de la oferta supera la compra máxima de {maxBuy}.',
  'answer.orders.alreadyOnShipment': 'La orden {number} ya está en el envío {shipmentNumber}.',
  'answer.orders.tenderCarrier': 'Elija un transportista al que pueda ofrecer la carga.',
  'answer.cases.typeRequired': 'Elija el tipo de solicitud de cargo adicional.',
  'answer.cases.amountRequired': 'Escriba el importe que pide una solicitud de tipo {type}.',
  'answer.cases.amountPositive': 'Escriba un importe mayor que $0.00.',
  'answer.cases.amountTooHigh':
    'Una solicitud de cargo adicional pide como máximo {max}; para más, presente un reclamo.',
  'answer.cases.amountCents': 'Escriba el importe en dólares y centavos (como máximo 2 decimales).',
  'answer.cases.descriptionRequired': 'Diga qué pasó y qué está pidiendo.',
  'answer.cases.descriptionTooLong': 'Escriba la descripción en menos de {max} caracteres.',
  'answer.cases.documentsTooMany':
    'Adjunte como máximo {max} documentos; agregue más a la solicitud después.',
} as const satisfies Record<keyof typeof fieldRuleMessagesEn, string>;
