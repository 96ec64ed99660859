/** Portal-only texts of the shipment documents sub-page and comments section (merged into `portalMessagesEn` by app/messages.ts). */
export const shipmentPaperworkMessagesEn = {} as const;
