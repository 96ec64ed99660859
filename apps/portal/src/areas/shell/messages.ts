/** Portal-only texts of the signed-in frame and the area views (merged into `portalMessagesEn` by app/messages.ts). */
export const shellMessagesEn = {
  'shell.mainNavigation': 'Main navigation',
  'shell.search.label': 'Search shipments',
  'shell.search.open': 'Search shipments',
  'shell.search.close': 'Close search',
  'shell.search.results': 'Search results',
  'shell.search.searching': 'Searching…',
  'shell.search.route': '{origin} → {destination}',
  'shell.search.place': '{city}, {state} {postalCode}',
  'shell.search.draft': 'Draft shipments cannot be opened',
  'shell.search.references': 'References: {references}',
  // A drawer badge is read as what it counts (spec 1 §2), '.one' for a count of 1.
  'shell.badge.shipmentsNeedingUpdates':
    '{count, plural, one {# shipment needing updates} other {# shipments needing updates}}',
  'shell.badge.shipmentsNeedingUpdates.one': '1 shipment needing updates',
  'shell.badge.openSentTenders': '{count, plural, one {# open tender} other {# open tenders}}',
  'shell.badge.openSentTenders.one': '1 open tender',
  'shell.badge.openRateRequests': '{count, plural, one {# open rate request} other {# open rate requests}}',
  'shell.badge.openRateRequests.one': '1 open rate request',
  'shell.badge.actionRequiredShipments':
    '{count, plural, one {# shipment requiring action} other {# shipments requiring action}}',
  'shell.badge.actionRequiredShipments.one': '1 shipment requiring action',
  'shell.badge.newCases':
    '{count, plural, one {# new accessorial request} other {# new accessorial requests}}',
  'shell.badge.newCases.one': '1 new accessorial request',
  'shell.opensInNewTab': '(opens in a new tab)',
  'shell.updates.title': 'Application Updates',
  'shell.updates.build': 'This build',
  'shell.updates.whatsNew': 'What changed',
  'shell.updates.release': 'Release of {date}',
  'shell.updates.close': 'Close',
  // Release notes (areas/shell/releaseNotes.ts): one text per change a carrier notices.
  'shell.updates.note.accounting':
    'Accounting: the dashboard tab lists your payables invoices; add the invoice number and amount of a delivered shipment.',
  'shell.updates.note.cases':
    'Accessorial Requests: cases by New, In Progress, On Hold and Resolved, each with its notes, documents and history.',
  'shell.updates.note.shipmentDetail':
    'Shipment details: financials, the signed rate confirmation, arrivals and departures in the stop’s local time, and problem reports.',
  'shell.updates.note.paperwork':
    'Documents and comments on shipments, invoices and cases, with a viewer for PDF and TIFF files.',
  'shell.updates.note.signIn':
    'Sign-in tells a lock-out after too many attempts, or a server that cannot be reached, apart from a wrong password.',
  'shell.updates.note.language':
    'Page titles and the statuses in shipment search now follow the portal’s language.',
  'shell.about.version': 'Version {version}',
  'shell.about.environment': 'Environment: {environment}',
  'shell.about.menuEntry': 'Version {version} · Environment: {environment}',
  'shell.accessRequests': '{count, plural, one {# open access request} other {# open access requests}}',
  'shell.samsara.later': 'Later',
  'shell.notifications': 'Notifications',
  'shell.notifications.dismiss': 'Dismiss',
  'area.notBuilt.title': '{area}',
  'area.notBuilt.body':
    'This part of the portal is not built yet. Use the navigation to reach the parts that are.',
  'area.notFound.body': 'There is nothing at this address.',
  'area.notFound.home': 'Go to the start page',
  'area.reload.title': 'A new version of FreightKit is available',
  'area.reload.body': 'Reload the page to continue.',
  'area.reload.action': 'Reload',
} as const;
