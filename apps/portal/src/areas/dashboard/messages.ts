/** Portal-only texts of the dashboard and the carrier score card (merged into `portalMessagesEn` by app/messages.ts). */
export const dashboardMessagesEn = {} as const;
