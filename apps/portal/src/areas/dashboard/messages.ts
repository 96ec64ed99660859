/** Portal-only texts of the dashboard and the carrier score card (merged into `portalMessagesEn` by app/messages.ts). */
export const dashboardMessagesEn = {
  'dashboard.tabs': 'Dashboard sections',
  'dashboard.moving.title': 'Your shipments',
  'dashboard.moving.intro':
    'Booked, moving and delivered shipments of the tracking view. Choose a status to narrow the list.',
  'dashboard.moving.empty': 'No shipments match. Choose another status or open all shipments.',
  'dashboard.moving.loading': 'Loading your shipments',
  'dashboard.moving.error': 'Your shipments could not be loaded.',
  'dashboard.moving.retry': 'Try again',
  'dashboard.moving.all': 'Open all shipments',
  'dashboard.moving.more': 'Showing {shown} of {total}',
  'dashboard.scoreCard.onTimePickup': 'On-time pickup',
  'dashboard.scoreCard.onTimeDelivery': 'On-time delivery',
  'dashboard.scoreCard.trackingCompliance': 'Tracking updates on time',
  'dashboard.scoreCard.documentTurnaround': 'Hours to proof of delivery',
  'dashboard.scoreCard.tenderAcceptance': 'Tenders accepted',
  'dashboard.scoreCard.loadsHauled': 'Loads delivered',
  'dashboard.scoreCard.error': 'The score card could not be loaded.',
  'dashboard.preview.title': 'Shipment {number}',
  'dashboard.preview.open': 'Open shipment details',
  'dashboard.preview.notFound': 'This shipment could not be found.',
} as const;
