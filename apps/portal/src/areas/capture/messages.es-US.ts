import type { captureMessagesEn } from './messages.ts';

/** US Spanish (es-US) of {@link captureMessagesEn}: a driver capturing paperwork on the phone, and the outbox. */
export const captureMessagesEsUs = {
  'capture.badge.label': 'Capturas pendientes de enviar',
  'capture.badge.link': 'Bandeja de salida',
  'capture.outbox.heading': 'Bandeja de salida',
  'capture.outbox.intro':
    'Los documentos que captura se guardan en este teléfono hasta que el sistema los almacena. Se envían solos cuando usted tiene conexión.',
  'capture.outbox.empty': 'Aún no hay capturas',
  'capture.outbox.emptyHint':
    'Capture documentos desde una parada de un envío; aparecen aquí hasta que se envían.',
  'capture.outbox.offline':
    'No tiene conexión. Las capturas esperan aquí y se envían cuando vuelva la conexión.',
  'capture.outbox.item': '{type} · Envío {shipmentNumber} · {stop}',
  'capture.outbox.pages': '{count, plural, one {# página · {size}} other {# páginas · {size}}}',
  'capture.outbox.pages.one': '1 página · {size}',
  'capture.outbox.capturedAt': 'Capturado {time}',
  'capture.state.waiting': 'Pendiente de envío',
  'capture.state.sending': 'Enviando',
  'capture.state.sent': 'Enviado',
  'capture.state.refused': 'Rechazado',
  'capture.outbox.nextTry': 'Próximo intento {time}',
  'capture.outbox.progress': 'Enviando {name}',
  'capture.outbox.refusedReason': 'El sistema lo rechazó: {reason}',
  'capture.outbox.refusedHint':
    'Vuelva a capturarlo si el documento estaba mal, o envíelo de nuevo cuando esté corregido.',
  'capture.outbox.sendNow': 'Enviar ahora',
  'capture.outbox.sendAgain': 'Enviar de nuevo',
  'capture.outbox.captureAgain': 'Capturar de nuevo',
  'capture.outbox.discard': 'Descartar',
  'capture.outbox.clearSent': 'Borrar enviados',
  'capture.outbox.discardTitle': '¿Descartar esta captura?',
  'capture.outbox.discardBody': 'No se ha enviado. Se borra de este teléfono y no se puede recuperar.',
  'capture.outbox.keep': 'Conservar',
  'capture.signOut.title': 'Capturas sin enviar',
  'capture.signOut.body':
    '{count, plural, one {# captura aún no se ha enviado.} other {# capturas aún no se han enviado.}} ¿Las conserva en este teléfono para enviarlas cuando vuelva a iniciar sesión, o las descarta? Nadie más que inicie sesión aquí las verá.',
  'capture.signOut.body.one':
    '1 captura aún no se ha enviado. ¿La conserva en este teléfono para enviarla cuando vuelva a iniciar sesión, o la descarta? Nadie más que inicie sesión aquí la verá.',
  'capture.signOut.keep': 'Conservar y salir',
  'capture.signOut.discard': 'Descartar y salir',
  'capture.signOut.cancel': 'Seguir en sesión',
  'capture.stopAction': 'Capturar documentos de la parada {number}',
  'capture.stopLabel': 'Parada {number}',
  'capture.sheet.heading': 'Capturar documentos',
  'capture.sheet.for': 'Envío {shipmentNumber} · {stop}',
  'capture.sheet.type': 'Tipo de documento',
  'capture.sheet.takePhoto': 'Tomar una foto',
  'capture.sheet.choosePhotos': 'Elegir fotos o PDF',
  'capture.sheet.cameraNote':
    'Tome una foto de cada página en orden. Se abre la cámara del teléfono; también puede elegir fotos que ya tomó.',
  'capture.sheet.pages': 'Páginas',
  'capture.sheet.noPages': 'Aún no hay páginas.',
  'capture.sheet.combined': 'Las páginas se unen en un solo PDF.',
  'capture.sheet.submit': 'Agregar a la bandeja de salida',
  'capture.sheet.needsDecision':
    'Primero vuelva a tomar, quite o use de todos modos cada página con un problema de legibilidad.',
  'capture.sheet.checking': 'Espere a que se revise cada página.',
  'capture.sheet.tooMany':
    '{max, plural, one {Una captura admite como máximo # página.} other {Una captura admite como máximo # páginas.}}',
  'capture.sheet.failed': 'No se pudieron unir las páginas: {reason}',
  'capture.sheet.missingTarget':
    'Este enlace no indica ningún envío. Abra una parada de un envío para capturar sus documentos.',
  'capture.page.label': 'Página {number}',
  'capture.page.moveUp': 'Subir la página {number}',
  'capture.page.moveDown': 'Bajar la página {number}',
  'capture.page.drag': 'Arrastrar la página {number}',
  'capture.page.remove': 'Quitar la página {number}',
  'capture.page.moved': 'Página movida a la posición {number} de {count}.',
  'capture.page.checking': 'Revisando legibilidad…',
  'capture.page.legible': 'Legible',
  'capture.page.pdfTile': 'PDF',
  'capture.page.pdf': '{count, plural, one {PDF, # página} other {PDF, # páginas}}',
  'capture.page.pdfUnreadable':
    'Este PDF no se pudo leer: puede estar dañado o protegido con contraseña. Guárdelo de nuevo sin contraseña, o tome una foto del papel.',
  'capture.page.unchecked': 'No se pudo revisar la legibilidad. Mire la foto antes de agregarla.',
  'capture.legibility.dark':
    'Esta foto está demasiado oscura para leerla. Busque mejor luz o encienda una luz, y vuelva a tomarla.',
  'capture.legibility.blurry':
    'Esta foto está borrosa. Sostenga el teléfono quieto, toque la página para enfocar y vuelva a tomarla.',
  'capture.legibility.washedOut':
    'Esta foto está deslavada: el texto casi no se distingue del papel. Evite los reflejos y el flash, y vuelva a tomarla.',
  'capture.legibility.tooSmall':
    'Esta imagen es demasiado pequeña para leer la letra chica. Tómela más cerca de la página, con la resolución completa de la cámara.',
  'capture.legibility.cutOff':
    'Parte de la página queda fuera de la foto. Aléjese hasta que toda la página, con sus bordes, quepa en el cuadro, y vuelva a tomarla.',
  'capture.legibility.unreadable': 'Este archivo no se pudo leer como imagen. Elija una foto JPEG o PNG.',
  'capture.legibility.useAnyway': 'Usar de todos modos',
  'capture.legibility.usedAnyway': 'Se usó de todos modos, pese a la revisión de legibilidad',
} as const satisfies Record<keyof typeof captureMessagesEn, string>;
