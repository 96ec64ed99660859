/**
 * `@freightkit/ui/messages`: the kit's message catalogs as plain data, with no React and no CSS, for what runs
 * outside a page — a translator's tooling, an app's catalog checks, end-to-end journeys that look for the
 * texts the kit shows. A page gets the same texts through `UiProvider` and `useI18n`.
 *
 * @example
 * import { shipmentMessages } from '@freightkit/ui/messages';
 * shipmentMessages.en['kit.shipment.status']; // 'Status'
 */
export { kitMessages, kitMessageParts, primitiveMessages, type KitMessageKey } from './i18n/kitMessages.ts';
export { documentMessages, type DocumentMessageKey } from './documentMessages/documentMessages.ts';
export { equipmentCardMessages } from './EquipmentCard/equipmentCardMessages.ts';
export { noteMessages } from './NoteEditor/noteMessages.ts';
export { savedViewsMessages } from './SavedViewsMenu/savedViewsMessages.ts';
export { shellMessages } from './shellMessages/shellMessages.ts';
export { shipmentMessages, type ShipmentMessageKey } from './shipmentMessages/shipmentMessages.ts';
export { tenderMessages } from './TenderCard/tenderMessages.ts';
export { rateMessages } from './RateTable/rateMessages.ts';
