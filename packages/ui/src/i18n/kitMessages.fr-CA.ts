import type { Catalog } from '@freightkit/domain';
import { documentMessagesFrCa } from '../documentMessages/documentMessages.fr-CA.ts';
import { equipmentCardMessagesFrCa } from '../EquipmentCard/equipmentCardMessages.fr-CA.ts';
import { noteMessagesFrCa } from '../NoteEditor/noteMessages.fr-CA.ts';
import { rateMessagesFrCa } from '../RateTable/rateMessages.fr-CA.ts';
import { savedViewsMessagesFrCa } from '../SavedViewsMenu/savedViewsMessages.fr-CA.ts';
import { shellMessagesFrCa } from '../shellMessages/shellMessages.fr-CA.ts';
import { shipmentMessagesFrCa } from '../shipmentMessages/shipmentMessages.fr-CA.ts';
import { tenderMessagesFrCa } from '../TenderCard/tenderMessages.fr-CA.ts';
import type { KitMessageKey, primitiveMessages } from './kitMessages.ts';

/** Canadian French (fr-CA) of {@link primitiveMessages}. */
export const primitiveMessagesFrCa = {
  'kit.button.loading': 'Chargement',
  'kit.close': 'Fermer',
  'kit.dismiss': 'Ignorer',
  'kit.refresh': 'Actualiser',
  'kit.moreActions': 'Autres actions',
  'kit.toast.region': 'Notifications',
  'kit.toast.dismiss': 'Fermer la notification',
  'kit.select.placeholder': 'Choisir…',
  'kit.multiSelect.summary': '{first} et {count, plural, one {# autre} other {# autres}}',
  'kit.map.controls': 'Zoom de la carte',
  'kit.map.zoomIn': 'Zoom avant',
  'kit.map.zoomOut': 'Zoom arrière',
  'kit.map.reset': 'Réinitialiser la carte',
  'kit.map.surface': 'Déplacer la carte',
  'kit.map.keys':
    'Sur la carte, les flèches la déplacent, + et − font un zoom avant ou arrière, et 0 la réinitialise; maintenez Ctrl et faites défiler pour zoomer.',
  'kit.combobox.loading': 'Recherche…',
  'kit.combobox.noResults': 'Aucun résultat',
  'kit.combobox.clear': 'Effacer',
  'kit.numberField.increment': 'Augmenter',
  'kit.numberField.decrement': 'Diminuer',
  'kit.dateRange.preset': 'Période prédéfinie',
  'kit.dateRange.start': 'Date de début',
  'kit.dateRange.end': 'Date de fin',
  'kit.dateRange.any': 'N’importe quelle date',
  'kit.dateField.day': 'jj',
  'kit.dateField.month': 'mm',
  'kit.dateField.year': 'aaaa',
  'kit.dateField.choose': 'Choisir une date',
  'kit.dateField.calendar': 'Calendrier',
  'kit.dateField.unreadable': 'Entrez une date comme {example}.',
  'kit.calendar.previousMonth': 'Mois précédent',
  'kit.calendar.nextMonth': 'Mois suivant',
  'kit.spinner.label': 'Chargement',
  'kit.skeleton.label': 'Chargement',
  'kit.progress.value': '{percent} %',
  'kit.badge.count': '{label} : {count}',
  'kit.badge.overflow': '{max}+',
  'kit.tabs.count': '({count})',
  'kit.pager.page': 'Page {page} sur {pages}',
  'kit.pager.previous': 'Page précédente',
  'kit.pager.next': 'Page suivante',
  'kit.field.invalid': 'Valeur non valide',
} as const satisfies Record<keyof (typeof primitiveMessages)['en'], string>;

/**
 * Every kit text in Canadian French, merged in the order of the English `kitMessages` (primitives, shell,
 * shipment, equipment card, saved views, document, note, tender, rate). Typed against every kit key, so a
 * missing translation fails typecheck.
 */
export const kitMessagesFrCa = {
  ...primitiveMessagesFrCa,
  ...shellMessagesFrCa,
  ...shipmentMessagesFrCa,
  ...equipmentCardMessagesFrCa,
  ...savedViewsMessagesFrCa,
  ...documentMessagesFrCa,
  ...noteMessagesFrCa,
  ...tenderMessagesFrCa,
  ...rateMessagesFrCa,
} as const satisfies Record<KitMessageKey, string> & Catalog;
