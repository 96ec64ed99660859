import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Kit-only texts of the document components (assistive names and control labels the spec does not
 * word). Spec texts ('Required', 'Refreshing', the viewer's errors…) come from `@freightkit/domain`.
 * Merged into `kitMessages`, so `useI18n().t` resolves them; an app overrides or translates them
 * through `UiProvider`'s `messages` prop.
 */
export const documentMessages = {
  en: {
    'kit.documents.actions': 'Actions for {name}',
    'kit.documents.deleting': 'Deleting',
    'kit.documents.addFor': 'Add {type}',
    'kit.documents.list': 'Documents',
    'kit.documents.chosenFile': 'Chosen file',
    'kit.documents.uploading': 'Uploading',
    'kit.documents.choose': 'Choose…',
    'kit.viewer.loading': 'Loading document',
    'kit.viewer.zoomIn': 'Zoom In',
    'kit.viewer.zoomOut': 'Zoom Out',
    'kit.viewer.pages': 'Pages',
    'kit.viewer.page': 'Page {page}',
    'kit.viewer.toolbar': 'Document tools',
  },
} satisfies LocalizedCatalog;

/** Key of a document component message. */
export type DocumentMessageKey = keyof (typeof documentMessages)['en'];
