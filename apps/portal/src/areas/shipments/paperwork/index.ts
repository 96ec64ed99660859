export { ShipmentDocumentsPage, type ShipmentPaperworkProps } from './ShipmentDocumentsPage.tsx';
export { ShipmentComments } from './ShipmentComments.tsx';
