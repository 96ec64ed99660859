/**
 * The documents and comments sections of any entity (shipment, invoice, case), for the screens
 * that show them: the shipment detail, the invoice preview and the case preview.
 */
export { EntityDocuments, type EntityDocumentsProps } from './EntityDocuments.tsx';
export { EntityComments, type EntityCommentsProps } from './EntityComments.tsx';
export type { CommentedEntity, PaperworkEntity, PaperworkEntityType } from './entity.ts';
