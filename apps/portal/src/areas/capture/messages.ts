/** Texts of offline capture and the outbox (merged into `portalMessagesEn` by app/messages.ts). */
export const captureMessagesEn = {
  'capture.badge.label': 'Captures waiting to be sent',
  'capture.badge.link': 'Outbox',
  'capture.outbox.heading': 'Outbox',
  'capture.outbox.intro':
    'Paperwork you capture is kept on this phone until the back end has stored it. It is sent by itself when you are online.',
  'capture.outbox.empty': 'Nothing captured yet',
  'capture.outbox.emptyHint': 'Capture paperwork from a stop of a shipment; it shows here until it is sent.',
  'capture.outbox.offline': 'You are offline. Captures wait here and are sent when the connection returns.',
  'capture.outbox.item': '{type} · Shipment {shipmentNumber} · {stop}',
  'capture.outbox.pages': '{count, plural, one {# page · {size}} other {# pages · {size}}}',
  'capture.outbox.pages.one': '1 page · {size}',
  'capture.outbox.capturedAt': 'Captured {time}',
  'capture.state.waiting': 'Waiting to send',
  'capture.state.sending': 'Sending',
  'capture.state.sent': 'Sent',
  'capture.state.refused': 'Refused',
  'capture.outbox.nextTry': 'Next try {time}',
  'capture.outbox.progress': 'Sending {name}',
  'capture.outbox.refusedReason': 'The back end refused it: {reason}',
  'capture.outbox.refusedHint': 'Capture it again if the paperwork was wrong, or send it again once fixed.',
  'capture.outbox.sendNow': 'Send now',
  'capture.outbox.sendAgain': 'Send again',
  'capture.outbox.captureAgain': 'Capture again',
  'capture.outbox.discard': 'Discard',
  'capture.outbox.clearSent': 'Clear sent',
  'capture.outbox.discardTitle': 'Discard this capture?',
  'capture.outbox.discardBody':
    'It has not been sent. It is removed from this phone and cannot be recovered.',
  'capture.outbox.keep': 'Keep',
  'capture.signOut.title': 'Unsent captures',
  'capture.signOut.body':
    '{count, plural, one {# capture has not been sent yet. Keep it on this phone to send after your next sign-in, or discard it? Nobody else who signs in here sees it.} other {# captures have not been sent yet. Keep them on this phone to send after your next sign-in, or discard them? Nobody else who signs in here sees them.}}',
  'capture.signOut.body.one':
    '1 capture has not been sent yet. Keep it on this phone to send after your next sign-in, or discard it? Nobody else who signs in here sees it.',
  'capture.signOut.keep': 'Keep and sign out',
  'capture.signOut.discard': 'Discard and sign out',
  'capture.signOut.cancel': 'Stay signed in',
  'capture.stopAction': 'Capture paperwork for stop {number}',
  'capture.stopLabel': 'Stop {number}',
  'capture.sheet.heading': 'Capture paperwork',
  'capture.sheet.for': 'Shipment {shipmentNumber} · {stop}',
  'capture.sheet.type': 'Document type',
  'capture.sheet.takePhoto': 'Take a photo',
  'capture.sheet.choosePhotos': 'Choose photos or PDFs',
  'capture.sheet.cameraNote':
    'Take a photo of each page in order. The phone’s own camera app opens; you can also pick photos you took.',
  'capture.sheet.pages': 'Pages',
  'capture.sheet.noPages': 'No pages yet.',
  'capture.sheet.combined': 'The pages are combined into one PDF.',
  'capture.sheet.submit': 'Add to outbox',
  'capture.sheet.needsDecision':
    'Take again, remove or use anyway each page with a legibility problem first.',
  'capture.sheet.checking': 'Wait until every page is checked.',
  'capture.sheet.tooMany':
    '{max, plural, one {A capture takes at most # page.} other {A capture takes at most # pages.}}',
  'capture.sheet.failed': 'The pages could not be combined: {reason}',
  'capture.sheet.missingTarget':
    'This link names no shipment. Open a stop of a shipment to capture its paperwork.',
  'capture.page.label': 'Page {number}',
  'capture.page.moveUp': 'Move page {number} up',
  'capture.page.moveDown': 'Move page {number} down',
  'capture.page.drag': 'Drag page {number}',
  'capture.page.remove': 'Remove page {number}',
  'capture.page.moved': 'Page moved to position {number} of {count}.',
  'capture.page.checking': 'Checking legibility…',
  'capture.page.legible': 'Legible',
  'capture.page.pdfTile': 'PDF',
  'capture.page.pdf': '{count, plural, one {PDF, # page} other {PDF, # pages}}',
  'capture.page.pdfUnreadable':
    'This PDF could not be read: it may be damaged or protected by a password. Save it again without a password, or photograph the paper.',
  'capture.page.unchecked': 'The legibility check could not run. Look at the photo before you add it.',
  'capture.legibility.dark':
    'This photo is too dark to read. Move to better light or turn a light on, and take it again.',
  'capture.legibility.blurry':
    'This photo is blurry. Hold the phone still, tap the page to focus, and take it again.',
  'capture.legibility.washedOut':
    'This photo is washed out: the text hardly stands out from the paper. Avoid glare and the flash, and take it again.',
  'capture.legibility.tooSmall':
    'This picture is too small to read the small print. Take it closer to the page, at full camera resolution.',
  'capture.legibility.cutOff':
    'Part of the page is outside the photo. Step back until the whole page with its edges is in the frame, and take it again.',
  'capture.legibility.unreadable': 'This file could not be read as a picture. Choose a JPEG or PNG photo.',
  'capture.legibility.useAnyway': 'Use anyway',
  'capture.legibility.usedAnyway': 'Used anyway, despite the legibility check',
} as const;
