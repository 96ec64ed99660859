/** Portal-only texts of the shipment detail page and its tabs (merged into `portalMessagesEn` by app/messages.ts). */
export const shipmentDetailMessagesEn = {} as const;
