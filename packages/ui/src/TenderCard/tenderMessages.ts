import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Kit-only texts of the tender components (field labels, assistive names) that the spec does not
 * word. Enum labels (statuses, reject reasons) come from `@freightkit/domain`.
 */
export const tenderMessages = {
  en: {
    'kit.tender.title': 'Shipment {number}',
    'kit.tender.lane': '{origin} to {destination}',
    'kit.tender.pickup': 'Pickup',
    'kit.tender.delivery': 'Delivery',
    'kit.tender.stops': 'Stops',
    'kit.tender.equipment': 'Equipment',
    'kit.tender.weight': 'Weight',
    'kit.tender.weightLbs': '{weight} lbs',
    'kit.tender.rate': 'Line haul',
    'kit.tender.total': 'Total rate',
    'kit.tender.respondBy': 'Answer by',
    'kit.tender.actions': 'Answer',
    'kit.offer.accept': 'Accept',
    'kit.offer.reject': 'Reject',
    'kit.offer.acceptTitle': 'Accept tender for shipment {number}?',
    'kit.offer.acceptBody': 'Accepting books shipment {number} to your company for {rate}.',
    'kit.offer.rejectTitle': 'Reject tender for shipment {number}',
    'kit.offer.reason': 'Reason',
    'kit.offer.counterRate': 'Rate you would take',
    'kit.offer.counterRateHint': 'All-in, in US dollars',
    'kit.offer.note': 'Note to the broker',
    'kit.offer.noteRequired': 'Say why, so the broker can act on it',
    'kit.offer.cancel': 'Cancel',
  },
} as const satisfies LocalizedCatalog;
