import { fieldRuleMessagesEn } from './fieldRules.ts';
import { createTranslator, type Catalog, type Translate } from './translator.ts';

/**
 * The English of every text a back end writes into a refused answer (400/403/404/409) that is not
 * already a spec text of `specMessagesEn`: the generic sentences of the back end, its readings of bad
 * input, and the refusals of domain rules (a tender already answered, a unit number in use). A
 * refused answer carries the key and parameters of its text next to the English (ADR 048), so a
 * portal shows the sentence in its user's language. Texts are ICU; the English render of each key
 * with the parameters a rule passes is, character for character, the text the back end has always sent.
 */
export const answerMessagesEn = {
  // Generic sentences of the back end
  'answer.invalidRequest': 'The request is invalid.',
  'answer.notValidJson': 'Not valid JSON.',
  'answer.bodyNotJson': 'The request body is not valid JSON.',
  'answer.forbidden': 'You are not allowed to do this.',
  'answer.notFound': 'Not found.',
  // Readings of bad input the contract's schema refuses (by issue code; the back end's own English text
  // is more technical, which a translation need not follow).
  'answer.input.invalid': 'This value is not valid.',
  'answer.input.invalidType': 'This value is missing or of the wrong kind.',
  'answer.input.invalidChoice': 'Choose one of the values offered.',
  'answer.input.invalidFormat': 'This value is not in the expected format.',
  'answer.input.tooShort':
    '{minimum, plural, one {Enter at least # character.} other {Enter at least # characters.}}',
  'answer.input.tooLong':
    '{maximum, plural, one {Enter at most # character.} other {Enter at most # characters.}}',
  'answer.input.tooFewItems': '{minimum, plural, one {Give at least # item.} other {Give at least # items.}}',
  'answer.input.tooManyItems': '{maximum, plural, one {Give at most # item.} other {Give at most # items.}}',
  'answer.input.tooSmall': 'Enter a number of at least {minimum}.',
  'answer.input.tooBig': 'Enter a number of at most {maximum}.',
  'answer.input.notAbove': 'Enter a number greater than {minimum}.',
  'answer.input.notBelow': 'Enter a number less than {maximum}.',
  'answer.input.notWhole': 'Enter a whole number.',
  'answer.input.unknownFields': 'The request holds fields this endpoint does not take.',
  // Not found (404): the resources a portal screen asks for by id
  'answer.notFound.tender': 'The tender was not found.',
  'answer.notFound.rateRequest': 'The rate request was not found.',
  'answer.notFound.shipment': 'The shipment was not found.',
  'answer.notFound.shipmentNumber': 'Shipment {number} was not found.',
  'answer.notFound.order': 'Order {number} was not found.',
  'answer.notFound.location': 'Location {number} was not found.',
  'answer.notFound.dockSchedule': 'The dock schedule was not found.',
  'answer.notFound.unit': 'The unit was not found.',
  'answer.notFound.contact': 'The contact was not found.',
  'answer.notFound.invoice': 'The invoice was not found.',
  'answer.notFound.document': 'The document was not found.',
  'answer.notFound.note': 'The note was not found.',
  'answer.notFound.case': 'The case was not found.',
  'answer.notFound.payment': 'The payment was not found.',
  'answer.notFound.postedTruck': 'The posted truck was not found.',
  'answer.notFound.savedLane': 'The saved lane was not found.',
  'answer.notFound.boardLoad': 'The load on the board was not found.',
  'answer.notFound.rate': 'The rate was not found.',
  'answer.notFound.driver': 'The driver was not found.',
  'answer.notFound.stop': 'The stop was not found.',
  'answer.notFound.savedView': 'The saved view was not found.',
  'answer.notFound.resource': 'The resource was not found.',
  'answer.notFound.company': 'The company was not found.',
  'answer.notFound.carrier': 'The carrier was not found.',
  'answer.notFound.user': 'The user was not found.',
  'answer.notFound.theOrder': 'The order was not found.',
  'answer.notFound.orderStop': 'The order stop was not found.',
  'answer.notFound.trip': 'The trip was not found.',
  'answer.notFound.bookedCarrier': 'The booked carrier was not found.',
  'answer.notFound.rateConfirmation': 'The rate confirmation was not found.',
  'answer.notFound.documentFile': 'The file of the document was not found.',
  // Tenders and rate requests (409)
  'answer.tenders.alreadyAccepted': 'This tender has already been accepted, so it can no longer be answered.',
  'answer.tenders.alreadyRejected': 'This tender has already been rejected, so it can no longer be answered.',
  'answer.tenders.rescinded': 'The broker has rescinded this tender, so it can no longer be answered.',
  'answer.tenders.closed': 'This tender is {status} and can no longer be answered.',
  'answer.tenders.loadNotBookable': 'The load of this tender can no longer be booked.',
  'answer.rateRequests.alreadyDeclined':
    'This rate request has already been declined, so it can no longer be answered.',
  'answer.rateRequests.alreadyAnswered':
    'This rate request has already been answered, so it can no longer be answered again.',
  'answer.rateRequests.alreadyOpen': '{carrier} already has an open rate request for shipment {number}.',
  'answer.rates.alreadyBooked': 'This shipment is already booked on a rate; reload its rates to see which.',
  // Orders (409, 400)
  // Booking a rate (spec 1 §8: bookingSucceeded false lists each; the contract TL booking and its maxBuy
  // rule, spec 1 §4, and booking LTL, ADR 053) and the API quote of ad hoc stops and products
  'answer.rates.rateInError': 'The rate is in error: {error}',
  'answer.rates.notContract': 'Only a contract rate can be booked this way.',
  'answer.rates.notTl': 'Only a truckload (TL) contract rate can be booked this way.',
  'answer.rates.notBookable': 'The shipment can be booked only while it is {first} or {second}.',
  'answer.rates.notQuote': "Only a carrier's LTL quote can be booked this way.",
  'answer.rates.notLtl': 'Only a less-than-truckload (LTL) quote can be booked this way.',
  'answer.rates.noQuoteId': 'The quote has no quote id to book with the carrier.',
  'answer.rates.noApiQuote': 'No carrier API quotes this shipping mode; ask for the unified rates.',
  'answer.orders.ratesClosed': 'Order {number} is {status}: rates are asked before it goes to a carrier.',
  'answer.orders.notTenderable': 'Order {number} is {status} and cannot be tendered now.',
  'answer.orders.notEditable':
    'Order {number} is {status} and can no longer be changed; it is on a shipment.',
  'answer.locations.windowDockClosed':
    '{dock} is closed on {day}. Move the window, or arrange the stop with the location.',
  'answer.locations.windowOutsideHours':
    '{dock} is open {open} to {close} on {day}; this window, {start} to {end}, is outside those hours.',
  'answer.locations.appointmentDockClosed':
    '{dock} is closed on {day}. Move the appointment, or arrange it with the location.',
  'answer.locations.appointmentOutsideHours':
    '{dock} is open {open} to {close} on {day}; the appointment at {time} is outside those hours.',
  'answer.locations.windowMissesDock': 'No part of this window falls in the hours of {dock}.',
  'answer.locations.inUse':
    '{count, plural, one {Location {number} cannot be deleted: order {orders} stops there and is not delivered yet. Change that stop first.} other {Location {number} cannot be deleted: # orders stop there and are not delivered yet ({orders}). Change those stops first.}}',
  'answer.orders.pickupRange':
    'The pickup range ends before it starts: choose a To date on or after the From date.',
  'answer.orders.chooseCarrier': 'Choose at least one carrier.',
  'answer.orders.tooManyCarriers': 'Choose at most {max} carriers.',
  'answer.orders.carrierTwice': 'Choose each carrier once.',
  // Consolidating orders (400, 409; ADR 052)
  'answer.consolidation.otherCompany': 'Order {number} belongs to another company.',
  'answer.consolidation.notOpen':
    'Order {number} is {status}: only Open orders that are not on a shipment can be consolidated.',
  'answer.consolidation.equipmentDiffers':
    'Order {number} needs {equipment} equipment; the first order’s is {anchorEquipment}. One truck carries one kind.',
  'answer.consolidation.modeDiffers':
    'Order {number} ships {mode}; the first order ships {anchorMode}. Orders on one shipment ship one way.',
  'answer.consolidation.tooHeavy':
    'Order {number} would bring the weight to {total, number} lbs, over the limit of {max, number} lbs.',
  'answer.consolidation.tooManyUnits':
    'Order {number} would bring the units to {total, number}, over the limit of {max, number}.',
  'answer.consolidation.placeUnknown': 'A postal code of order {number} cannot be placed on the map.',
  'answer.consolidation.pickupTooFar':
    'The first pickup of order {number} is {miles, number} miles from the first order’s, more than {max, number}.',
  'answer.consolidation.deliveryTooFar':
    'The last delivery of order {number} is {miles, number} miles from the first order’s, more than {max, number}.',
  'answer.consolidation.datesApart':
    'The pickup window of order {number} does not meet the first order’s, even widened by {days, number} days.',
  'answer.consolidation.twice': 'Order {number} is named twice.',
  'answer.consolidation.refused': 'These orders cannot be consolidated.',
  'answer.consolidation.notFound': 'Order {number} was not found.',
  // Booking an LTL order (400, 409; ADR 052)
  'answer.ltl.notLtl': 'Order {number} ships {mode}: only an LTL order is booked on an LTL quote.',
  'answer.ltl.notOpen': 'Order {number} is {status}: an LTL order is booked while it is Open.',
  'answer.ltl.noQuote': 'No LTL carrier quotes order {number} at {weight, number} lbs.',
  'answer.ltl.unknownQuote': 'Choose one of the order’s LTL quotes.',
  'answer.autoTender.carrierNeeded': 'Choose the carrier that automatic tenders go to.',
  // Equipment (409)
  'answer.equipment.unitNumberTaken':
    'Unit number {unitNumber} is already used by one of your {retired, select, yes {retired } other {}}{kind, select, PowerUnit {power units} other {trailers}}. Give this unit another number.',
  'answer.equipment.retiredNoChange':
    '{kind, select, PowerUnit {Power unit} other {Trailer}} {unitNumber} is retired and can no longer be changed.',
  'answer.equipment.retiredNoAssign':
    '{kind, select, PowerUnit {Power unit} other {Trailer}} {unitNumber} is retired and cannot be assigned to a load.',
  'answer.equipment.kindFixed': 'A unit keeps its kind; retire it and add the other kind instead.',
  // Training videos (400)
  'answer.videos.positionNegative': 'The position in the video cannot be negative.',
  'answer.videos.positionPastEnd': 'The position cannot be past the end of the video ({duration} seconds).',
  // Contacts (409)
  'answer.contacts.emailTaken': 'A contact with the e-mail address {email} already exists.',
  'answer.contacts.emailSignsIn':
    'The e-mail address {email} is already used to sign in to the portal. Use another address for this person.',
  // Load board search (400) and truck and lane postings (400, 409)
  'answer.loadBoard.pointNeedsBoth': 'Give both a latitude and a longitude, or neither.',
  'answer.loadBoard.latitude': 'A latitude is between -90 and 90.',
  'answer.loadBoard.longitude': 'A longitude is between -180 and 180.',
  'answer.loadBoard.radius': 'A radius is between 1 and {max} miles.',
  'answer.loadBoard.placeAndPoint': 'Give a quotable location or a point, not both.',
  'answer.loadBoard.pickupRange': 'The earliest pickup date must be on or before the latest.',
  'answer.loadBoard.date': 'A date is written YYYY-MM-DD.',
  'answer.loadBoard.unknownLocation': 'No quotable location has the id {id}.',
  'answer.postings.equipmentType': 'Choose the equipment type of the truck.',
  'answer.postings.emptyLocation': 'Choose where the truck is empty: a city or ZIP code.',
  'answer.postings.emptyOn': 'Give the date the truck is empty (YYYY-MM-DD).',
  'answer.postings.emptyOnPast': 'The date the truck is empty cannot be in the past.',
  'answer.postings.emptyOnFar': 'A truck can be posted at most {days} days ahead.',
  'answer.postings.origin': 'Choose the origin of the lane: a city or ZIP code.',
  'answer.postings.destination': 'Choose the destination of the lane: a city or ZIP code.',
  'answer.postings.equipmentTypes': 'Choose equipment types from the list, or any equipment.',
  'answer.postings.trucksFull':
    'A company keeps at most {limit} trucks posted: remove one before posting another.',
  'answer.postings.lanesFull': 'A company saves at most {limit} lanes: delete one before saving another.',
  // Invoices, documents, notes and payments (409, 400, 413)
  'answer.invoices.settled': 'This invoice is settled and can no longer be changed.',
  'answer.invoices.voided': 'This invoice is voided and can no longer be changed.',
  'answer.invoices.awaitingDelivery':
    'The shipment has not been delivered yet, so the invoice cannot be submitted.',
  'answer.invoices.numberOrAmount': 'Give an invoice number or an invoice amount.',
  'answer.documents.notBase64': 'The file content is not valid base64.',
  'answer.documents.empty': 'The file is empty.',
  'answer.documents.tooLarge': 'The file is too large. Documents can be at most {megabytes} MB.',
  'answer.notes.empty': 'A note needs some text.',
  // Refusals that depend on a shipment's status or stops (400); statuses render in the reader's language
  'answer.cases.statusRefused':
    'A {type} request cannot be raised on a shipment that is {status}. {allowed, select, none {No accessorial request can be raised on it yet.} other {It allows {allowed}.}}',
  'answer.shipments.closedLoad': 'Drivers and equipment cannot be changed on a shipment that is {status}.',
  'answer.shipments.transition': 'A shipment cannot go from {from} to {to}.',
  'answer.shipments.rescindInstead': 'A {from} shipment goes back to {to} by rescinding its booking.',
  'answer.shipments.notVoidable':
    'A shipment that is {from} cannot be voided: only a load that has not been dispatched can.',
  'answer.shipments.officeOnly': 'Only your carrier office can change a shipment from {from} to {to}.',
  'answer.shipments.rescindRefused': 'A booking cannot be rescinded while the shipment is {status}.',
  'answer.shipments.problemRefused': 'A problem cannot be reported on a shipment that is {status}.',
  'answer.shipments.preloadStatus': 'A stop can be preloaded only while the shipment is {first} or {second}.',
  'answer.shipments.preloadNotPickup': 'Only a pickup stop can be preloaded.',
  'answer.shipments.preloadDeparted': 'The driver has already left this stop.',
  'answer.shipments.departureNeedsArrival': 'A departure needs an arrival.',
  'answer.shipments.departureBeforeArrival': 'The departure cannot be before the arrival.',
  'answer.shipments.arrivalBeforeEarlierStop':
    'The arrival at stop {stop} cannot be before the times recorded at stop {other}: a load reaches its stops in order.',
  'answer.shipments.timeAfterLaterStop':
    'The {field, select, arrival {arrival} other {departure}} at stop {stop} cannot be after the times recorded at stop {other}: a load reaches its stops in order.',
  'answer.shipments.notADateTime': 'Not a valid date and time.',
  // An upload's content against its name (400)
  'answer.documents.notAllowedContent': 'The file is not a PDF, PNG, JPEG or TIFF (allowed: {allowed}).',
  'answer.documents.extensionNotAllowed': 'Files of type .{extension} are not allowed (allowed: {allowed}).',
  'answer.documents.extensionMismatch': 'The file name says .{extension} but the content is {kind}.',
  'answer.payments.dateRange': 'The start date must not be after the end date.',
  // The profile picture (400, 413, 404; ADR 050)
  'answer.profilePicture.notImage': 'The file is not a PNG or JPEG image.',
  'answer.profilePicture.tooLarge':
    'The picture is too large. A profile picture can be at most {megabytes} MB.',
  'answer.profilePicture.tooManyPixels':
    'The picture is too large: it can be at most {maximum} by {maximum} pixels.',
  'answer.profilePicture.tooSmall':
    'The picture is too small: it must be at least {minimum} by {minimum} pixels.',
  'answer.profilePicture.unreadable': 'The picture could not be read. The file may be damaged or incomplete.',
  'answer.profilePicture.empty': 'The file is empty.',
  'answer.notFound.profilePicture': 'The profile picture was not found.',
  // Sign-in links (400)
  'answer.auth.linkInvalid': 'The link is invalid or has expired.',
  // Refusals of a capability the caller lacks (403), one per capability of access/capabilities
  'answer.capability.session': 'You need to be signed in to do this.',
  'answer.capability.shipments.view': 'Your account does not give access to shipments.',
  'answer.capability.shipments.track': 'Your account does not give access to shipment tracking.',
  'answer.capability.shipments.manage':
    'Only your carrier office can do this (assign drivers and equipment, book, void or close loads).',
  'answer.capability.dashboard.view': 'Your account does not give access to the dashboard.',
  'answer.capability.tenders.view': 'Your account does not give access to tenders.',
  'answer.capability.tenders.respond': 'Only your carrier office can accept or reject tenders.',
  'answer.capability.rateRequests.view': 'Your account does not give access to rate requests.',
  'answer.capability.rateRequests.respond': 'Only your carrier office can answer rate requests.',
  'answer.capability.rates.view': 'Your account does not give access to rates.',
  'answer.capability.rates.book': 'Only a broker can book a shipment on a rate.',
  'answer.capability.orders.manage': 'Only a broker can create, change or tender orders.',
  'answer.capability.locations.manage':
    'Only a broker can see, create or change locations and dock schedules.',
  'answer.capability.loadBoard.view': 'Your account does not give access to the load board.',
  'answer.capability.loadBoard.post': 'Only your carrier office can post trucks and save lanes.',
  'answer.capability.accounting.view': 'Your account does not give access to accounting.',
  'answer.capability.invoices.edit': 'Your account cannot change invoices.',
  'answer.capability.payments.view': 'Your account does not give access to payment remittances.',
  'answer.capability.thirdPartyPayerInvoices.view':
    'Your account does not give access to third-party payer invoices.',
  'answer.capability.thirdPartyPayerInvoices.edit':
    'Your account cannot add invoices to third-party payer invoices.',
  'answer.capability.cases.view': 'Your account does not give access to accessorial requests.',
  'answer.capability.cases.raise': 'Your account cannot raise accessorial requests.',
  'answer.capability.contacts.view': 'Your account does not give access to contacts.',
  'answer.capability.contacts.manage': 'Only an admin can add or change contacts.',
  'answer.capability.profile.view': 'Your account does not give access to a profile.',
  'answer.capability.profile.edit': 'Your account does not give access to a profile.',
  'answer.capability.integrations.manage': 'Only an admin can renew the tracking integration.',
  'answer.capability.documents.view': 'Your account does not give access to documents.',
  'answer.capability.documents.write': 'Your account cannot add or remove documents.',
  'answer.capability.notes.view': 'Your account does not give access to comments.',
  'answer.capability.notes.write': 'Your account cannot write comments.',
  'answer.capability.accessRequests.view': 'Only an admin can see access requests.',
  'answer.capability.equipment.view': 'Your account does not give access to equipment.',
  'answer.capability.equipment.manage': 'Only your carrier office can add, change or retire equipment.',
  'answer.capability.videos.view': 'Your account does not give access to the training videos.',
  // The field rules of the forms (equipment, contacts, orders…), which the browser and the back end both run
  ...fieldRuleMessagesEn,
} as const satisfies Catalog;

/** Key of a back-end answer text of {@link answerMessagesEn}. */
export type AnswerMessageKey = keyof typeof answerMessagesEn;

/** Parameters of an answer text: JSON values only, as they travel in the answer. */
export type AnswerParams = Readonly<Record<string, string | number>>;

/**
 * A text a back end answers, as a catalog key (of {@link answerMessagesEn} or of the spec's catalog,
 * enum labels included) with its parameters. `labels` names parameters whose value is itself a catalog
 * text (an enum label such as an order's status): parameter → key, rendered in the reader's language;
 * `params` then holds that parameter's English, for a reader whose catalog lacks the key.
 */
export interface AnswerMessage {
  readonly key: string;
  readonly params?: AnswerParams;
  readonly labels?: Readonly<Record<string, string>>;
}

/**
 * Builds an {@link AnswerMessage}.
 *
 * @example answer('answer.contacts.emailTaken', { email })
 */
export function answer(
  key: AnswerMessageKey,
  params?: AnswerParams,
  labels?: Readonly<Record<string, string>>,
): AnswerMessage {
  return {
    key,
    ...(params === undefined ? {} : { params }),
    ...(labels === undefined ? {} : { labels }),
  };
}

let english: Translate | undefined;

/**
 * The English of an answer text of {@link answerMessagesEn}, as the back end writes it in `message`
 * and `modelState` (label parameters in their English, which `params` holds).
 */
export function answerText(message: AnswerMessage): string {
  english ??= createTranslator('en-US', { en: answerMessagesEn });
  return english(message.key, message.params);
}

/** Field → the keyed text of what is wrong with it (a form rule's result, ADR 048); empty when all is well. */
export type FieldProblems<Field extends string = string> = Partial<Record<Field, AnswerMessage>>;

/**
 * The English of a rule's keyed field problems, field by field: what the back end writes into
 * `modelState` and what a caller that needs a plain string reads (the English-returning rules).
 */
export function problemTexts<Problems extends Partial<Record<string, AnswerMessage>>>(
  problems: Problems,
): { [Field in keyof Problems]: string } {
  const texts: Partial<Record<string, string>> = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (problem !== undefined) texts[field] = answerText(problem);
  }
  return texts as { [Field in keyof Problems]: string };
}
