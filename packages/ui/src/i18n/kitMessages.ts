import type { Catalog, LocalizedCatalog } from '@freightkit/domain';
import { documentMessages } from '../documentMessages/documentMessages.ts';
import { equipmentCardMessages } from '../EquipmentCard/equipmentCardMessages.ts';
import { noteMessages } from '../NoteEditor/noteMessages.ts';
import { savedViewsMessages } from '../SavedViewsMenu/savedViewsMessages.ts';
import { shellMessages } from '../shellMessages/shellMessages.ts';
import { shipmentMessages } from '../shipmentMessages/shipmentMessages.ts';
import { tenderMessages } from '../TenderCard/tenderMessages.ts';
import { rateMessages } from '../RateTable/rateMessages.ts';

/**
 * Texts of the primitives that the spec does not word (labels of controls, assistive names).
 * Spec texts (e.g. 'Required', the date presets) come from `@freightkit/domain`'s catalog.
 * English only: translations are sibling files (`kitMessages.es-US.ts`) and fall back to English key by key.
 */
export const primitiveMessages = {
  en: {
    'kit.button.loading': 'Loading',
    'kit.close': 'Close',
    'kit.dismiss': 'Dismiss',
    'kit.refresh': 'Refresh',
    'kit.moreActions': 'More actions',
    'kit.toast.region': 'Notifications',
    'kit.toast.dismiss': 'Dismiss notification',
    'kit.select.placeholder': 'Select…',
    'kit.multiSelect.summary': '{first} and {count, plural, other {# more}}',
    'kit.map.controls': 'Map zoom',
    'kit.map.zoomIn': 'Zoom in',
    'kit.map.zoomOut': 'Zoom out',
    'kit.map.reset': 'Reset map',
    'kit.map.surface': 'Move the map',
    'kit.map.keys':
      'On the map, the arrow keys move it, + and − zoom in and out, and 0 resets it; hold Ctrl and scroll to zoom.',
    'kit.combobox.loading': 'Searching…',
    'kit.combobox.noResults': 'No matches',
    'kit.combobox.clear': 'Clear',
    'kit.numberField.increment': 'Increase',
    'kit.numberField.decrement': 'Decrease',
    'kit.dateRange.preset': 'Preset',
    'kit.dateRange.start': 'Start date',
    'kit.dateRange.end': 'End date',
    'kit.dateRange.any': 'Any date',
    'kit.dateField.day': 'dd',
    'kit.dateField.month': 'mm',
    'kit.dateField.year': 'yyyy',
    'kit.dateField.choose': 'Choose a date',
    'kit.dateField.calendar': 'Calendar',
    'kit.dateField.unreadable': 'Enter a date like {example}.',
    'kit.calendar.previousMonth': 'Previous month',
    'kit.calendar.nextMonth': 'Next month',
    'kit.spinner.label': 'Loading',
    'kit.skeleton.label': 'Loading',
    'kit.progress.value': '{percent}%',
    'kit.badge.count': '{label}: {count}',
    'kit.badge.overflow': '{max}+',
    'kit.tabs.count': '({count})',
    'kit.pager.page': 'Page {page} of {pages}',
    'kit.pager.previous': 'Previous page',
    'kit.pager.next': 'Next page',
    'kit.field.invalid': 'Invalid value',
  },
} as const satisfies LocalizedCatalog;

/** The kit's catalogs by area, each kept beside the components that use it. */
const kitCatalogs = [
  primitiveMessages,
  shellMessages,
  shipmentMessages,
  equipmentCardMessages,
  savedViewsMessages,
  documentMessages,
  noteMessages,
  tenderMessages,
  rateMessages,
];

/**
 * Merges the English catalogs (a key written in two catalogs is a mistake; a test guards it).
 * Translations are not here: they live in `kitMessages.es-US.ts` / `kitMessages.fr-CA.ts`, which the
 * app loads per locale, so an English user downloads no Spanish or French text.
 */
function mergeCatalogs(catalogs: readonly LocalizedCatalog[]): LocalizedCatalog {
  return { en: Object.assign({}, ...catalogs.map((catalog) => catalog.en)) as Catalog };
}

/** Key of a kit message (any area's). */
export type KitMessageKey =
  | keyof (typeof primitiveMessages)['en']
  | keyof (typeof shellMessages)['en']
  | keyof (typeof shipmentMessages)['en']
  | keyof (typeof equipmentCardMessages)['en']
  | keyof (typeof savedViewsMessages)['en']
  | keyof (typeof documentMessages)['en']
  | keyof (typeof noteMessages)['en']
  | keyof (typeof tenderMessages)['en']
  | keyof (typeof rateMessages)['en'];

/**
 * Every text the kit shows that the spec does not word: the primitives', the shell's, the
 * shipment (with the equipment card and saved views), document and note components'. `UiProvider` merges it after the spec's catalog and
 * before the app's `messages`, so `useI18n().t` resolves every kit key and an app overrides or
 * translates any of them by key.
 */
export const kitMessages: LocalizedCatalog & { readonly en: Readonly<Record<KitMessageKey, string>> } =
  mergeCatalogs(kitCatalogs) as LocalizedCatalog & { readonly en: Readonly<Record<KitMessageKey, string>> };

/** @internal The catalogs `kitMessages` merges (for the test that no key is written twice). */
export const kitMessageParts: readonly LocalizedCatalog[] = kitCatalogs;
