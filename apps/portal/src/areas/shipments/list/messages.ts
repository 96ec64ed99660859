/** Portal-only texts of the shipment lists, saved views, filters and trips (merged into `portalMessagesEn` by app/messages.ts). */
export const shipmentListMessagesEn = {} as const;
