import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Kit-only texts of the shell and data-display components (assistive names, control labels) that
 * the spec does not word. Spec texts come from `@freightkit/domain`'s `specMessages`.
 *
 * Merged into `kitMessages`, so `useI18n().t` resolves them; an app overrides or translates any of
 * them through `UiProvider`'s `messages` prop.
 */
export const shellMessages = {
  en: {
    'kit.shell.skipToContent': 'Skip to content',
    'kit.shell.mainNavigation': 'Main navigation',
    'kit.shell.openNavigation': 'Open navigation',
    'kit.shell.navigationToggle': 'Navigation menu',
    'kit.shell.opensInNewTab': '(opens in a new tab)',
    'kit.shell.badgeCount': '{count, plural, one {# new} other {# new}}',
    'kit.topBar.search': 'Search',
    /** The user menu button's name: the spec's 'User Menu' and the user's name (word order per locale). */
    'kit.topBar.userMenuOf': '{menu}: {name}',
    'kit.list.loadingMore': 'Loading more',
    'kit.list.updating': 'Updating results',
    'kit.list.loading': 'Loading',
    'kit.table.loading': 'Loading',
    'kit.table.total': 'Total',
    'kit.invoiceCard.shipmentStatus': 'Shipment Status',
    'kit.invoiceCard.documents': 'Required Documents',
    'kit.filterSidebar.label': 'Views and filters',
    'kit.filterSidebar.views': 'Views',
  },
} as const satisfies LocalizedCatalog;

/** Key of a message in {@link shellMessages}. */
export type ShellMessageKey = keyof (typeof shellMessages)['en'];
