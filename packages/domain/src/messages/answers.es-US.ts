import type { answerMessagesEn } from './answers.ts';
import { fieldRuleMessagesEsUs } from './fieldRules.es-US.ts';

/**
 * US Spanish (es-US) of {@link answerMessagesEn}, the texts a back end answers when it refuses a request.
 * Words follow `docs/i18n/glossary.es-US.md` (oferta, solicitud de tarifa, orden, unidad motriz, remolque,
 * ruta…); usted register. Pure data: a type-only import, so it loads with the locale's chunk.
 */
export const answerMessagesEsUs = {
  'answer.invalidRequest': 'La solicitud no es válida.',
  'answer.notValidJson': 'El contenido no es JSON válido.',
  'answer.bodyNotJson': 'El contenido de la solicitud no es JSON válido.',
  'answer.forbidden': 'No tiene permiso para hacer esto.',
  'answer.notFound': 'No encontrado.',
  'answer.input.invalid': 'Este valor no es válido.',
  'answer.input.invalidType': 'Falta este valor o no es del tipo esperado.',
  'answer.input.invalidChoice': 'Elija uno de los valores ofrecidos.',
  'answer.input.invalidFormat': 'Este valor no tiene el formato esperado.',
  'answer.input.tooShort':
    '{minimum, plural, one {Escriba al menos # carácter.} other {Escriba al menos # caracteres.}}',
  'answer.input.tooLong':
    '{maximum, plural, one {Escriba como máximo # carácter.} other {Escriba como máximo # caracteres.}}',
  'answer.input.tooFewItems':
    '{minimum, plural, one {Indique al menos # elemento.} other {Indique al menos # elementos.}}',
  'answer.input.tooManyItems':
    '{maximum, plural, one {Indique como máximo # elemento.} other {Indique como máximo # elementos.}}',
  'answer.input.tooSmall': 'Escriba un número de al menos {minimum}.',
  'answer.input.tooBig': 'Escriba un número de como máximo {maximum}.',
  'answer.input.notAbove': 'Escriba un número mayor que {minimum}.',
  'answer.input.notBelow': 'Escriba un número menor que {maximum}.',
  'answer.input.notWhole': 'Escriba un número entero.',
  'answer.input.unknownFields': 'La solicitud contiene campos que esta operación no acepta.',
  'answer.notFound.tender': 'No se encontró la oferta.',
  'answer.notFound.rateRequest': 'No se encontró la solicitud de tarifa.',
  'answer.notFound.shipment': 'No se encontró el envío.',
  'answer.notFound.shipmentNumber': 'No se encontró el envío {number}.',
  'answer.notFound.order': 'No se encontró la orden {number}.',
  'answer.notFound.location': 'No se encontró la ubicación {number}.',
  'answer.notFound.dockSchedule': 'No se encontró el horario de andén.',
  'answer.notFound.unit': 'No se encontró la unidad.',
  'answer.notFound.contact': 'No se encontró el contacto.',
  'answer.notFound.invoice': 'No se encontró la factura.',
  'answer.notFound.document': 'No se encontró el documento.',
  'answer.notFound.note': 'No se encontró la nota.',
  'answer.notFound.case': 'No se encontró el caso.',
  'answer.notFound.payment': 'No se encontró el pago.',
  'answer.notFound.postedTruck': 'No se encontró el camión publicado.',
  'answer.notFound.savedLane': 'No se encontró la ruta guardada.',
  'answer.notFound.boardLoad': 'No se encontró la carga en el tablero.',
  'answer.notFound.rate': 'No se encontró la tarifa.',
  'answer.notFound.driver': 'No se encontró el chofer.',
  'answer.notFound.stop': 'No se encontró la parada.',
  'answer.notFound.savedView': 'No se encontró la vista guardada.',
  'answer.notFound.resource': 'No se encontró el recurso.',
  'answer.notFound.company': 'No se encontró la empresa.',
  'answer.notFound.carrier': 'No se encontró el transportista.',
  'answer.notFound.user': 'No se encontró el usuario.',
  'answer.notFound.theOrder': 'No se encontró la orden.',
  'answer.notFound.orderStop': 'No se encontró la parada de la orden.',
  'answer.notFound.trip': 'No se encontró el viaje.',
  'answer.notFound.bookedCarrier': 'No se encontró el transportista reservado.',
  'answer.notFound.rateConfirmation': 'No se encontró la confirmación de tarifa.',
  'answer.notFound.documentFile': 'No se encontró el archivo del documento.',
  'answer.tenders.alreadyAccepted': 'Esta oferta ya fue aceptada, así que ya no se puede responder.',
  'answer.tenders.alreadyRejected': 'Esta oferta ya fue rechazada, así que ya no se puede responder.',
  'answer.tenders.rescinded': 'El bróker retiró esta oferta, así que ya no se puede responder.',
  'answer.tenders.closed': 'Esta oferta está en estado {status} y ya no se puede responder.',
  'answer.tenders.loadNotBookable': 'La carga de esta oferta ya no se puede reservar.',
  'answer.rateRequests.alreadyDeclined':
    'Esta solicitud de tarifa ya fue rechazada, así que ya no se puede responder.',
  'answer.rateRequests.alreadyAnswered':
    'Esta solicitud de tarifa ya fue respondida, así que no se puede responder otra vez.',
  'answer.rateRequests.alreadyOpen':
    '{carrier} ya tiene una solicitud de tarifa abierta para el envío {number}.',
  'answer.rates.alreadyBooked':
    'Este envío ya está reservado con una tarifa; vuelva a cargar sus tarifas para ver cuál.',
  'answer.rates.rateInError': 'La tarifa tiene un error: {error}',
  'answer.rates.notContract': 'Solo una tarifa de contrato se puede reservar de esta forma.',
  'answer.rates.notTl': 'Solo una tarifa de contrato de carga completa (TL) se puede reservar de esta forma.',
  'answer.rates.notBookable': 'El envío solo se puede reservar mientras está en estado {first} o {second}.',
  'answer.rates.notQuote': 'Solo una cotización LTL de un transportista se puede reservar de esta forma.',
  'answer.rates.notLtl': 'Solo una cotización de carga consolidada (LTL) se puede reservar de esta forma.',
  'answer.rates.noQuoteId': 'La cotización no tiene un número para reservarla con el transportista.',
  'answer.rates.noApiQuote':
    'Ninguna API de transportista cotiza este modo de envío; pida las tarifas unificadas.',
  'answer.orders.ratesClosed':
    'La orden {number} está en estado {status}: las tarifas se piden antes de que pase a un transportista.',
  'answer.orders.notTenderable': 'La orden {number} está en estado {status} y no se puede ofertar ahora.',
  'answer.orders.notEditable':
    'La orden {number} está en estado {status} y ya no se puede cambiar; está en un envío.',
  'answer.locations.windowDockClosed':
    '{dock} está cerrado ese día ({day}). Mueva el horario o acuerde la parada con la ubicación.',
  'answer.locations.windowOutsideHours':
    '{dock} abre de {open} a {close} ese día ({day}); este horario, de {start} a {end}, queda fuera de esas horas.',
  'answer.locations.appointmentDockClosed':
    '{dock} está cerrado ese día ({day}). Mueva la cita o acuérdela con la ubicación.',
  'answer.locations.appointmentOutsideHours':
    '{dock} abre de {open} a {close} ese día ({day}); la cita de las {time} queda fuera de esas horas.',
  'answer.locations.windowMissesDock': 'Ninguna parte de este horario cae dentro de las horas de {dock}.',
  'answer.locations.inUse':
    '{count, plural, one {No se puede eliminar la ubicación {number}: la orden {orders} tiene una parada allí y aún no se entrega. Cambie primero esa parada.} other {No se puede eliminar la ubicación {number}: # órdenes tienen paradas allí y aún no se entregan ({orders}). Cambie primero esas paradas.}}',
  'answer.orders.pickupRange':
    'El rango de recolección termina antes de empezar: elija una fecha Hasta igual o posterior a la fecha Desde.',
  'answer.orders.chooseCarrier': 'Elija al menos un transportista.',
  'answer.orders.tooManyCarriers': 'Elija como máximo {max} transportistas.',
  'answer.orders.carrierTwice': 'Elija cada transportista una sola vez.',
  'answer.consolidation.otherCompany': 'La orden {number} pertenece a otra empresa.',
  'answer.consolidation.notOpen':
    'La orden {number} está en estado {status}: solo se consolidan órdenes abiertas que no están en un envío.',
  'answer.consolidation.equipmentDiffers':
    'La orden {number} necesita equipo {equipment}; el de la primera orden es {anchorEquipment}. Un camión lleva un solo tipo.',
  'answer.consolidation.modeDiffers':
    'La orden {number} se envía por {mode}; la primera orden, por {anchorMode}. Las órdenes de un envío viajan de una sola forma.',
  'answer.consolidation.tooHeavy':
    'La orden {number} llevaría el peso a {total, number} lb, por encima del límite de {max, number} lb.',
  'answer.consolidation.tooManyUnits':
    'La orden {number} llevaría las unidades a {total, number}, por encima del límite de {max, number}.',
  'answer.consolidation.placeUnknown': 'Un código postal de la orden {number} no se puede ubicar en el mapa.',
  'answer.consolidation.pickupTooFar':
    'La primera recolección de la orden {number} está a {miles, number} millas de la de la primera orden, más de {max, number}.',
  'answer.consolidation.deliveryTooFar':
    'La última entrega de la orden {number} está a {miles, number} millas de la de la primera orden, más de {max, number}.',
  'answer.consolidation.datesApart':
    'La ventana de recolección de la orden {number} no coincide con la de la primera orden, ni ampliada {days, number} días.',
  'answer.consolidation.twice': 'La orden {number} aparece dos veces.',
  'answer.consolidation.refused': 'Estas órdenes no se pueden consolidar.',
  'answer.consolidation.notFound': 'No se encontró la orden {number}.',
  'answer.ltl.notLtl':
    'La orden {number} se envía como {mode}: solo una orden LTL se reserva con una cotización LTL.',
  'answer.ltl.notOpen':
    'La orden {number} está en estado {status}: una orden LTL se reserva mientras está abierta.',
  'answer.ltl.noQuote': 'Ningún transportista LTL cotiza la orden {number} con {weight, number} lb.',
  'answer.ltl.unknownQuote': 'Elija una de las cotizaciones LTL de la orden.',
  'answer.autoTender.carrierNeeded': 'Elija el transportista al que van las ofertas automáticas.',
  'answer.equipment.unitNumberTaken':
    'El número de unidad {unitNumber} ya lo usa {kind, select, PowerUnit {una de sus unidades motrices{retired, select, yes { retiradas} other {}}} other {uno de sus remolques{retired, select, yes { retirados} other {}}}}. Dele otro número a esta unidad.',
  'answer.equipment.retiredNoChange':
    '{kind, select, PowerUnit {La unidad motriz {unitNumber} está retirada} other {El remolque {unitNumber} está retirado}} y ya no se puede cambiar.',
  'answer.equipment.retiredNoAssign':
    '{kind, select, PowerUnit {La unidad motriz {unitNumber} está retirada} other {El remolque {unitNumber} está retirado}} y no se puede asignar a una carga.',
  'answer.equipment.kindFixed': 'Una unidad conserva su tipo; retírela y agregue una del otro tipo.',
  'answer.videos.positionNegative': 'La posición en el video no puede ser negativa.',
  'answer.videos.positionPastEnd':
    'La posición no puede estar después del final del video ({duration} segundos).',
  'answer.contacts.emailTaken': 'Ya existe un contacto con el correo electrónico {email}.',
  'answer.contacts.emailSignsIn':
    'El correo electrónico {email} ya se usa para iniciar sesión en el portal. Use otro correo para esta persona.',
  'answer.loadBoard.pointNeedsBoth': 'Indique latitud y longitud, o ninguna de las dos.',
  'answer.loadBoard.latitude': 'Una latitud está entre -90 y 90.',
  'answer.loadBoard.longitude': 'Una longitud está entre -180 y 180.',
  'answer.loadBoard.radius': 'Un radio está entre 1 y {max} millas.',
  'answer.loadBoard.placeAndPoint': 'Indique un lugar de la lista o un punto, no ambos.',
  'answer.loadBoard.pickupRange':
    'La fecha de recolección más temprana debe ser igual o anterior a la más tardía.',
  'answer.loadBoard.date': 'Una fecha se escribe AAAA-MM-DD.',
  'answer.loadBoard.unknownLocation': 'Ningún lugar de la lista tiene el id {id}.',
  'answer.postings.equipmentType': 'Elija el tipo de equipo del camión.',
  'answer.postings.emptyLocation': 'Elija dónde queda vacío el camión: una ciudad o un código postal.',
  'answer.postings.emptyOn': 'Indique la fecha en que el camión queda vacío (AAAA-MM-DD).',
  'answer.postings.emptyOnPast': 'La fecha en que el camión queda vacío no puede ser pasada.',
  'answer.postings.emptyOnFar': 'Un camión se puede publicar con {days} días de anticipación como máximo.',
  'answer.postings.origin': 'Elija el origen de la ruta: una ciudad o un código postal.',
  'answer.postings.destination': 'Elija el destino de la ruta: una ciudad o un código postal.',
  'answer.postings.equipmentTypes': 'Elija tipos de equipo de la lista, o cualquier equipo.',
  'answer.postings.trucksFull':
    'Una empresa puede tener como máximo {limit} camiones publicados: quite uno antes de publicar otro.',
  'answer.postings.lanesFull':
    'Una empresa puede guardar como máximo {limit} rutas: elimine una antes de guardar otra.',
  // Invoices, documents, notes and payments (409, 400, 413)
  'answer.invoices.settled': 'Esta factura ya está liquidada y no se puede cambiar.',
  'answer.invoices.voided': 'Esta factura está anulada y no se puede cambiar.',
  'answer.invoices.awaitingDelivery':
    'El envío todavía no se ha entregado, así que la factura no se puede enviar.',
  'answer.invoices.numberOrAmount': 'Indique un número de factura o un monto de factura.',
  'answer.documents.notBase64': 'El contenido del archivo no es base64 válido.',
  'answer.documents.empty': 'El archivo está vacío.',
  'answer.documents.tooLarge':
    'El archivo es demasiado grande. Los documentos pueden tener como máximo {megabytes} MB.',
  'answer.notes.empty': 'Una nota necesita algo de texto.',
  'answer.cases.statusRefused':
    'No se puede presentar una solicitud de tipo {type} sobre un envío en estado {status}. {allowed, select, none {Todavía no admite ninguna solicitud de cargo adicional.} other {Admite: {allowed}.}}',
  'answer.shipments.closedLoad':
    'No se pueden cambiar los choferes ni el equipo de un envío en estado {status}.',
  'answer.shipments.transition': 'Un envío no puede pasar de {from} a {to}.',
  'answer.shipments.rescindInstead': 'Un envío en estado {from} vuelve a {to} retirando su reserva.',
  'answer.shipments.notVoidable':
    'Un envío en estado {from} no se puede anular: solo se puede anular una carga que no ha sido despachada.',
  'answer.shipments.officeOnly':
    'Solo la oficina de su transportista puede cambiar un envío de {from} a {to}.',
  'answer.shipments.rescindRefused':
    'No se puede retirar una reserva mientras el envío está en estado {status}.',
  'answer.shipments.problemRefused': 'No se puede reportar un problema en un envío en estado {status}.',
  'answer.shipments.preloadStatus':
    'Una parada solo se puede precargar mientras el envío está en estado {first} o {second}.',
  'answer.shipments.preloadNotPickup': 'Solo se puede precargar una parada de recolección.',
  'answer.shipments.preloadDeparted': 'El chofer ya salió de esta parada.',
  'answer.shipments.departureNeedsArrival': 'Una salida necesita una llegada.',
  'answer.shipments.departureBeforeArrival': 'La salida no puede ser anterior a la llegada.',
  'answer.shipments.arrivalBeforeEarlierStop':
    'La llegada a la parada {stop} no puede ser anterior a las horas registradas en la parada {other}: una carga recorre sus paradas en orden.',
  'answer.shipments.timeAfterLaterStop':
    'La {field, select, arrival {llegada} other {salida}} de la parada {stop} no puede ser posterior a las horas registradas en la parada {other}: una carga recorre sus paradas en orden.',
  'answer.shipments.notADateTime': 'No es una fecha y hora válidas.',
  'answer.documents.notAllowedContent': 'El archivo no es PDF, PNG, JPEG ni TIFF (se admiten: {allowed}).',
  'answer.documents.extensionNotAllowed':
    'No se admiten archivos de tipo .{extension} (se admiten: {allowed}).',
  'answer.documents.extensionMismatch':
    'El nombre del archivo dice .{extension}, pero el contenido es {kind}.',
  'answer.payments.dateRange': 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  // The profile picture (400, 413, 404; ADR 050)
  'answer.profilePicture.notImage': 'El archivo no es una imagen PNG ni JPEG.',
  'answer.profilePicture.tooLarge':
    'La foto es demasiado grande. Una foto de perfil puede tener como máximo {megabytes} MB.',
  'answer.profilePicture.tooManyPixels':
    'La foto es demasiado grande: puede medir como máximo {maximum} por {maximum} píxeles.',
  'answer.profilePicture.tooSmall':
    'La foto es demasiado pequeña: debe medir al menos {minimum} por {minimum} píxeles.',
  'answer.profilePicture.unreadable': 'No se pudo leer la foto. El archivo puede estar dañado o incompleto.',
  'answer.profilePicture.empty': 'El archivo está vacío.',
  'answer.notFound.profilePicture': 'No se encontró la foto de perfil.',
  // Sign-in links (400)
  'answer.auth.linkInvalid': 'El enlace no es válido o ya venció.',
  // Refusals of a capability the caller lacks (403), one per capability of access/capabilities
  'answer.capability.session': 'Debe iniciar sesión para hacer esto.',
  'answer.capability.shipments.view': 'Su cuenta no da acceso a los envíos.',
  'answer.capability.shipments.track': 'Su cuenta no da acceso al rastreo de envíos.',
  'answer.capability.shipments.manage':
    'Solo la oficina de su transportista puede hacer esto (asignar choferes y equipo, reservar, anular o cerrar cargas).',
  'answer.capability.dashboard.view': 'Su cuenta no da acceso al panel.',
  'answer.capability.tenders.view': 'Su cuenta no da acceso a las ofertas de carga.',
  'answer.capability.tenders.respond':
    'Solo la oficina de su transportista puede aceptar o rechazar ofertas.',
  'answer.capability.rateRequests.view': 'Su cuenta no da acceso a las solicitudes de tarifa.',
  'answer.capability.rateRequests.respond':
    'Solo la oficina de su transportista puede responder solicitudes de tarifa.',
  'answer.capability.rates.view': 'Su cuenta no da acceso a las tarifas.',
  'answer.capability.rates.book': 'Solo un bróker puede reservar un envío con una tarifa.',
  'answer.capability.orders.manage': 'Solo un bróker puede crear, cambiar u ofertar órdenes.',
  'answer.capability.locations.manage':
    'Solo un bróker puede ver, crear o cambiar ubicaciones y horarios de andén.',
  'answer.capability.loadBoard.view': 'Su cuenta no da acceso al tablero de cargas.',
  'answer.capability.loadBoard.post':
    'Solo la oficina de su transportista puede publicar camiones y guardar rutas.',
  'answer.capability.accounting.view': 'Su cuenta no da acceso a la contabilidad.',
  'answer.capability.invoices.edit': 'Su cuenta no puede cambiar facturas.',
  'answer.capability.payments.view': 'Su cuenta no da acceso a los avisos de pago.',
  'answer.capability.thirdPartyPayerInvoices.view':
    'Su cuenta no da acceso a las facturas de terceros pagadores.',
  'answer.capability.thirdPartyPayerInvoices.edit':
    'Su cuenta no puede agregar facturas a las facturas de terceros pagadores.',
  'answer.capability.cases.view': 'Su cuenta no da acceso a las solicitudes de cargos adicionales.',
  'answer.capability.cases.raise': 'Su cuenta no puede crear solicitudes de cargos adicionales.',
  'answer.capability.contacts.view': 'Su cuenta no da acceso a los contactos.',
  'answer.capability.contacts.manage': 'Solo un administrador puede agregar o cambiar contactos.',
  'answer.capability.profile.view': 'Su cuenta no da acceso a un perfil.',
  'answer.capability.profile.edit': 'Su cuenta no da acceso a un perfil.',
  'answer.capability.integrations.manage': 'Solo un administrador puede renovar la integración de rastreo.',
  'answer.capability.documents.view': 'Su cuenta no da acceso a los documentos.',
  'answer.capability.documents.write': 'Su cuenta no puede agregar ni quitar documentos.',
  'answer.capability.notes.view': 'Su cuenta no da acceso a los comentarios.',
  'answer.capability.notes.write': 'Su cuenta no puede escribir comentarios.',
  'answer.capability.accessRequests.view': 'Solo un administrador puede ver las solicitudes de acceso.',
  'answer.capability.equipment.view': 'Su cuenta no da acceso al equipo.',
  'answer.capability.equipment.manage':
    'Solo la oficina de su transportista puede agregar, cambiar o retirar equipo.',
  'answer.capability.videos.view': 'Su cuenta no da acceso a los videos de capacitación.',
  ...fieldRuleMessagesEsUs,
} as const satisfies Record<keyof typeof answerMessagesEn, string>;
