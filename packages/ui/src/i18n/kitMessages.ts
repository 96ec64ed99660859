import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Texts the kit shows that the spec does not word (labels of controls, assistive names).
 * Spec texts (e.g. 'Required', the date presets) come from `@freightkit/domain`'s catalog; the two
 * are merged by `UiProvider`. Only `en` must be complete: `es` and `fr-CA` catalogs are added here
 * as siblings of `en` and fall back to English key by key.
 */
export const kitMessages = {
  en: {
    'kit.button.loading': 'Loading',
    'kit.close': 'Close',
    'kit.dismiss': 'Dismiss',
    'kit.moreActions': 'More actions',
    'kit.toast.region': 'Notifications',
    'kit.toast.dismiss': 'Dismiss notification',
    'kit.select.placeholder': 'Select…',
    'kit.combobox.loading': 'Searching…',
    'kit.combobox.noResults': 'No matches',
    'kit.combobox.clear': 'Clear',
    'kit.numberField.increment': 'Increase',
    'kit.numberField.decrement': 'Decrease',
    'kit.dateRange.preset': 'Preset',
    'kit.dateRange.start': 'Start date',
    'kit.dateRange.end': 'End date',
    'kit.dateRange.any': 'Any date',
    'kit.spinner.label': 'Loading',
    'kit.skeleton.label': 'Loading',
    'kit.progress.value': '{percent}%',
    'kit.badge.count': '{label}: {count}',
    'kit.badge.overflow': '{max}+',
    'kit.field.invalid': 'Invalid value',
  },
} satisfies LocalizedCatalog;

/** Key of a kit message. */
export type KitMessageKey = keyof (typeof kitMessages)['en'];
