import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Kit-only texts of {@link SavedViewsMenu} (the spec names saved views but words none of their
 * controls). Merged into `kitMessages`, so `useI18n().t` resolves them; an app overrides or
 * translates them through `UiProvider`'s `messages` prop.
 */
export const savedViewsMessages = {
  en: {
    'kit.savedViews.trigger': 'Saved views',
    'kit.savedViews.triggerWithView': 'Saved views: {name}',
    'kit.savedViews.group': 'Apply a saved view',
    'kit.savedViews.none': 'No saved views yet',
    'kit.savedViews.loading': 'Loading saved views',
    'kit.savedViews.loadFailed': 'Saved views could not be loaded',
    'kit.savedViews.saveAs': 'Save current filters as a view…',
    'kit.savedViews.rename': 'Rename “{name}”…',
    'kit.savedViews.delete': 'Delete “{name}”…',
    'kit.savedViews.saveTitle': 'Save view',
    'kit.savedViews.saveDescription': 'Saves the filters in use now under a name you can apply later.',
    'kit.savedViews.renameTitle': 'Rename view',
    'kit.savedViews.deleteTitle': 'Delete view',
    'kit.savedViews.deleteDescription': 'Delete the saved view “{name}”? The shipments stay as they are.',
    'kit.savedViews.name': 'View name',
    'kit.savedViews.save': 'Save',
    'kit.savedViews.confirmDelete': 'Delete',
    'kit.savedViews.cancel': 'Cancel',
    'kit.savedViews.failed': 'That did not work. Please try again.',
  },
} satisfies LocalizedCatalog;

/** Key of a saved-views message. */
export type SavedViewsMessageKey = keyof (typeof savedViewsMessages)['en'];
