import type { tenderMessages } from './tenderMessages.ts';

/** US Spanish (es-US) of {@link tenderMessages}; a tender is an “oferta de carga” (see the glossary). */
export const tenderMessagesEsUs = {
  'kit.tender.title': 'Envío {number}',
  'kit.tender.lane': '{origin} a {destination}',
  'kit.tender.pickup': 'Recolección',
  'kit.tender.delivery': 'Entrega',
  'kit.tender.stops': 'Paradas',
  'kit.tender.equipment': 'Equipo',
  'kit.tender.weight': 'Peso',
  'kit.tender.weightLbs': '{weight} lb',
  'kit.tender.rate': 'Flete base',
  'kit.tender.total': 'Tarifa total',
  'kit.tender.respondBy': 'Responder antes de',
  'kit.tender.actions': 'Responder',
  'kit.offer.accept': 'Aceptar',
  'kit.offer.reject': 'Rechazar',
  'kit.offer.acceptTitle': '¿Aceptar la oferta del envío {number}?',
  'kit.offer.acceptBody': 'Al aceptar, el envío {number} queda reservado para su empresa por {rate}.',
  'kit.offer.rejectTitle': 'Rechazar la oferta del envío {number}',
  'kit.offer.reason': 'Motivo',
  'kit.offer.counterRate': 'Tarifa que aceptaría',
  'kit.offer.counterRateHint': 'Todo incluido, en dólares estadounidenses',
  'kit.offer.note': 'Nota para el bróker',
  'kit.offer.noteRequired': 'Explique el motivo para que el bróker pueda actuar',
  'kit.offer.cancel': 'Cancelar',
} as const satisfies Record<keyof (typeof tenderMessages)['en'], string>;
