import { allEnums } from '../enums/all.ts';
import { answerMessagesEn, type AnswerMessage } from './answers.ts';
import type { Catalog, LocalizedCatalog, MessageParams, Translate } from './translator.ts';

/**
 * Every user-visible English text of the spec, keyed by area. Texts quoted by the spec are verbatim;
 * the few texts the spec only describes (marked "not quoted") are worded here once.
 */
export const specMessagesEn = {
  // Spec 1 §2 routes and guards
  'app.routeNotFound.title': 'Route Not Found',
  'app.routeNotFound.body': 'An error has occurred.',
  'app.notFound': 'Not Found',
  'access.notAuthorized': 'You are not Authorized for this content',
  'app.errorPage.title': 'Whoops! Something Went Wrong',
  /** not quoted: spec 1 §2 says "a notice that the provider has been notified". */
  'app.errorPage.notice': 'Our provider has been notified of the problem.',
  'app.errorPage.home': 'Return to Home Page',
  'app.environmentBanner': 'UAT Data',
  // Spec 1 §2 top bar and titles
  'title.loadBoard': 'Load Board',
  'title.availableFreight': 'Available Freight',
  'title.availableTrucks': 'Available Trucks',
  'topBar.helpDesk': 'Help Desk',
  'topBar.applicationUpdates': 'Application Updates',
  'topBar.userMenu': 'User Menu',
  'userMenu.myProfile': 'My Profile',
  'userMenu.contacts': 'Contacts',
  'userMenu.admin': 'Admin',
  'userMenu.apiDocumentation': 'API Documentation',
  'userMenu.logout': 'Logout',
  // Spec 1 §2 left navigation
  'nav.dashboard': 'Dashboard',
  'nav.loadBoard': 'Load Board',
  'nav.group.manageFreight': 'Manage Freight',
  'nav.shipments': 'Shipments',
  'nav.tenders': 'Tenders',
  'nav.rateRequests': 'Rate Requests',
  /** FreightKit's: the broker's orders entry (ADR 035); the spec's navigation has none. */
  'nav.orders': 'Orders',
  'nav.locations': 'Locations',
  'nav.group.financials': 'Financials',
  'nav.accounting': 'Accounting',
  'nav.paymentRemittance': 'Payment Remittance',
  'nav.thirdPartyPayerInvoices': 'Third Party Payer Invoices',
  'nav.accessorialRequests': 'Accessorial Requests',
  'nav.group.account': 'Account',
  'nav.videos': 'Videos',
  'nav.contacts': 'Contacts',
  'nav.admin': 'Admin',
  'nav.profile': 'Profile',
  'nav.support': 'Support',
  'nav.logout': 'Logout',
  'nav.accessRequests': 'Open Access Requests',
  // Spec 1 §2 / §5 search
  'search.drawerTitle': 'Search By Shipment #',
  'search.noResults': 'No Matching Results',
  'search.promptBroker': 'Enter Shipment or Reference Number to Start Search',
  'search.prompt': 'Enter shipment number to start search',
  // Spec 1 §2 Samsara modal
  'samsara.title': 'Expired Samsara Token',
  /** not quoted: spec 1 §2 "offers to go to the profile integrations tab to re-authenticate". */
  'samsara.body':
    'Your Samsara integration token has expired. Re-authenticate from the integrations tab of your profile.',
  'samsara.goToIntegrations': 'Go to Integrations',
  // Spec 1 §8 / spec 2 §8 central errors
  'errors.unknown': 'An Unknown Error Occurred',
  'errors.doNotUse': 'Carrier is "Do Not Use", if you have questions please email {email}',
  'errors.unknownLowercase': 'An unknown error has occurred',
  'errors.requestNotSuccessful': 'Request not successful',
  // Spec 1 §8 sign-in
  /** Choice: the first reading; see `signInFailure` in errors. */
  'auth.loginFailed': 'Wrong username or password.',
  'auth.loginSuccessful': 'Login Successful',
  'auth.checkEmail': 'Please check your email',
  'auth.passwordResetSuccessful': 'Password Reset Successful',
  // Spec 1 §8 shipments
  'shipments.detailsFailed': 'Unable to access shipment...redirecting to last page',
  'shipments.created': 'Shipment {number} Created!',
  'shipments.voided': 'Shipment {number} voided',
  'shipments.rescinded': 'Shipment {number} rescinded',
  'shipments.tendered': 'Shipment {number} successfully tendered',
  'shipments.bolGenerated': 'BOL successfully generated',
  'shipments.preloadRecorded': 'Stop preload recorded',
  'shipments.responseSent': 'Response sent!',
  // Forms
  'form.required': 'Required',
  // Spec 2 §2 accounting
  'accounting.view.actionRequired': 'Action Required',
  'accounting.view.pending': 'Pending',
  'accounting.view.inProgress': 'In Progress',
  'accounting.view.paid': 'Paid',
  'invoices.invoiceNumberInvalid': 'Invoice number is not valid',
  'invoices.shipmentIdInvalid': 'Shipment ID is not valid',
  'invoices.form.invoiceNumber': 'Invoice Number',
  'invoices.form.invoiceAmount': 'Invoice Amount',
  'invoices.form.save': 'Save',
  /** Choice: 'Invoice updated successfully' over the variant 'Invoice Updated' (spec 2 §8 names both). */
  'invoices.updated': 'Invoice updated successfully',
  'invoices.notEligible': 'This invoice is not eligible for processing via {product}',
  /** not quoted: spec 2 §4 "Submission is blocked with an info notice until the shipment status has reached Delivered". */
  'invoices.awaitingDelivery': 'Invoices can be submitted once the shipment has been Delivered.',
  // Spec 2 §2 third-party payer invoices
  'tpp.tab.views': 'VIEWS',
  'tpp.tab.filters': 'FILTERS',
  'tpp.search': 'Search',
  'tpp.noMoreResults': 'No More Results',
  'tpp.noMatches': 'No Matching Invoices Found',
  'tpp.view.actionRequired': 'Action Required',
  'tpp.view.draft': 'Draft',
  'tpp.view.received': 'Received',
  'tpp.view.settled': 'Settled',
  'tpp.view.all': 'All',
  'tpp.filter.invoiceStatus': 'Invoice Status',
  'tpp.filter.invoiceDate': 'Invoice Date',
  'tpp.filter.loadDate': 'Load Date',
  'tpp.filter.today': 'Today',
  'tpp.filter.yesterday': 'Yesterday',
  'tpp.filter.thisWeek': 'This Week',
  'tpp.filter.tomorrow': 'Tomorrow',
  'tpp.filter.range': 'Range',
  'tpp.filter.start': 'Start',
  'tpp.filter.end': 'End',
  'tpp.filter.onlyAuditable': 'Only Show Auditable',
  'tpp.filter.apply': 'Apply',
  'tpp.filter.reset': 'Reset',
  'tpp.card.estimatedPayDate': 'Estimated Pay Date',
  'tpp.card.invoiceDate': 'Invoice Date',
  'tpp.card.amountDue': 'Amount Due',
  'tpp.card.feesAndBalances': 'Fees and Balances',
  'tpp.card.balanceDue': 'Balance Due',
  /** Spec text as quoted for several documents; ICU picks the singular for one (translations need it). */
  'tpp.card.requiredDocuments':
    '{uploaded, number} of {required, plural, one {# required document} other {# required documents}}',
  'tpp.detail.close': 'Close',
  'tpp.detail.addInvoice': 'Add Invoice',
  'tpp.detail.documents': 'Documents',
  'tpp.detail.comments': 'Comments',
  'tpp.detail.summary': 'Summary',
  'tpp.detail.payment': 'Payment',
  'tpp.detail.totalPayment': 'Total Payment',
  'tpp.detail.invoiceDetails': 'Invoice Details',
  'tpp.detail.invoiceNumber': 'Invoice Number',
  'tpp.detail.shipmentNumber': 'Shipment Number',
  'tpp.detail.remitTo': 'Remit To',
  'charges.title': 'Charges',
  'charges.description': 'Description',
  'charges.rateType': 'Rate Type',
  'charges.rate': 'Rate',
  'charges.unit': 'Unit',
  'charges.total': 'Total',
  'charges.empty': 'No Charges Linked to Invoice',
  // Spec 2 §2 / §5 / §8 documents
  'documents.refreshing': 'Refreshing',
  'documents.upload': 'Upload Document',
  'documents.emptyInvoice': 'No documents found for invoice',
  'documents.required': 'Required',
  'documents.preview': 'Preview',
  'documents.download': 'Download',
  'documents.delete': 'Delete',
  'documents.add': 'Add Document',
  'documents.dialog.fileType': 'File Type',
  'documents.dialog.orderStop': 'Order Stop',
  'documents.dialog.selectFile': 'Select File',
  'documents.dialog.removeFile': 'Remove File',
  'documents.dialog.cancel': 'Cancel',
  'documents.dialog.upload': 'Upload',
  'documents.validation.fileType': 'Please select a file type',
  'documents.validation.file': 'Please select a file',
  'documents.validation.dropoff': 'No dropoff selected for upload',
  'documents.validation.shipment': 'No shipment found for upload',
  'documents.validation.invoice': 'No invoice found for upload',
  'documents.validation.noUploadCase': 'No upload case exists for file class {fileClass}',
  'documents.defaultFileName': '{typeLabel}-upload',
  /** Choice: over the variant 'Document Successfully Uploaded'; see `uploadResultMessage`. */
  'documents.uploaded': 'Document uploaded successfully',
  'documents.deleted': 'Document deleted',
  'documents.deleteFailed': 'Failed to delete document',
  'viewer.unknownFileType': "Couldn't determine file type",
  'viewer.imageNotFound': 'Image not found',
  'viewer.loadFailed': 'An error occurred while loading the file.',
  'viewer.errorBar': 'Error: {message}',
  'viewer.previousPage': 'Previous Page',
  'viewer.nextPage': 'Next Page',
  'viewer.pageOf': 'Page {page} of {pages}',
  'viewer.rotateLeft': 'Rotate Left',
  'viewer.rotateRight': 'Rotate Right',
  'viewer.zoom': 'Zoom',
  'viewer.zoomLevel': '{percent}%',
  'viewer.download': 'Download',
  'viewer.print': 'Print',
  'viewer.thumbnails': 'Thumbnails',
  'viewer.close': 'Close',
  // Spec 2 §2 / §8 notes
  'notes.title': 'Comments',
  'notes.internal': 'Internal Note',
  'notes.loadFailed': 'Unable to retrieve notes',
  'notes.send': 'Send',
  'notes.edit': 'Edit',
  'notes.delete': 'Delete',
  'notes.updating': 'Updating Note...',
  'notes.updated': 'Successfully updated comment',
  'notes.updateFailed': 'Failed to save changes',
  'notes.deleting': 'Deleting Note...',
  'notes.deleted': 'Successfully removed comment',
  'notes.deleteFailed': "Can't delete this comment",
  'notes.creating': 'Creating Note...',
  'notes.createFailed': 'Failed to save comment',
  // Spec 2 §2 / §4 cases
  'cases.group.resolved': 'Resolved',
  'cases.group.onHold': 'On Hold',
  'cases.group.inProgress': 'In Progress',
  'cases.group.new': 'New',
  'cases.tab.notes': 'Notes',
  'cases.tab.documents': 'Documents',
  'cases.tab.history': 'History',
  'cases.created': 'Case created!',
  // Spec 2 §8 other success notices
  'contacts.created': 'Contact Successfully Created',
  'orders.created': 'Order {number} Successfully Created',
  'orders.updated': 'Order {number} Successfully Updated',
  'locations.created': 'Location created',
  'profile.updated': 'User Profile Successfully Updated',
  'profile.pictureSaved': 'Profile Picture Saved',
  'profile.pictureRemoved': 'Profile Picture Removed',
  // Texts the back end refuses to store (ADR 023); not quoted: the spec is silent on them.
  'input.unstorable.nul': 'Contains a NUL character (at position {position}), which cannot be stored.',
  'input.unstorable.loneSurrogate':
    'Contains a broken character (an unpaired UTF-16 surrogate at position {position}), which cannot be stored.',
  'input.unstorable.bidiControl':
    'Contains an invisible bidirectional control character ({codePoint} at position {position}) that can disguise text.',
} as const satisfies Catalog;

/** Key of a message written by the spec (static texts). */
export type StaticMessageKey = keyof typeof specMessagesEn;
/** Key of an enumeration label: `enum.<enumName>.<memberKey>`. */
export type EnumMessageKey = `enum.${string}`;
/** Key of any message in {@link specMessages}. */
export type SpecMessageKey = StaticMessageKey | EnumMessageKey;

/** Enumeration labels as catalog entries (`enum.shippingMode.TL` → 'TL'), derived from the enum descriptors. */
export const enumMessagesEn: Catalog = Object.fromEntries(
  allEnums.flatMap((descriptor) => descriptor.entries.map((entry) => [entry.messageKey, entry.label])),
);

/**
 * The English catalog of every spec text, enumeration label and back-end answer text (ADR 048); the
 * translations load per locale from the package's `translations/<locale>` entries.
 */
export const specMessages: LocalizedCatalog = {
  en: { ...enumMessagesEn, ...specMessagesEn, ...answerMessagesEn },
};

/** A text a rule asks the UI to show: a catalog key with optional parameters. */
export interface MessageRef {
  readonly key: SpecMessageKey;
  readonly params?: MessageParams;
}

/**
 * A text the server wrote: shown as is, unless it came with its catalog key (`answer`, ADR 048) and the
 * reader's catalog knows that key, which then gives the text in the reader's language.
 */
export interface ServerText {
  readonly text: string;
  readonly answer?: AnswerMessage;
}

/** A text for the user: either a catalog message or a text from the server. */
export type UserMessage = MessageRef | ServerText;

/**
 * A spec message as a back-end answer text (ADR 048): the same key, its parameters as JSON values (a
 * date becomes its ISO text), so a refusal worded by the spec travels with its key.
 */
export function answerOfRef(ref: MessageRef): AnswerMessage {
  if (ref.params === undefined) return { key: ref.key };
  const params = Object.fromEntries(
    Object.entries(ref.params).map(([name, value]) => [
      name,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
  return { key: ref.key, params };
}

/** Builds a {@link MessageRef}. */
export function msg(key: SpecMessageKey, params?: MessageParams): MessageRef {
  return params === undefined ? { key } : { key, params };
}

/**
 * An answer text in the translator's language: its label parameters (enum labels) rendered too.
 * `undefined` when the translator does not know the key (an unknown key comes back as the key itself).
 */
export function renderAnswer(t: Translate, message: AnswerMessage): string | undefined {
  const params: Record<string, string | number> = { ...message.params };
  for (const [name, key] of Object.entries(message.labels ?? {})) {
    const label = t(key);
    // A rule may write a label in the case its English sentence needs ("A flat bed is…"); a label that
    // is that same English but for case keeps the rule's casing.
    const english = params[name];
    const sameWord = typeof english === 'string' && english.toLowerCase() === label.toLowerCase();
    if (label !== key && !sameWord) params[name] = label;
  }
  const text = t(message.key, params);
  return text === message.key ? undefined : text;
}

/**
 * Renders a {@link UserMessage} with a translator. A server text shows in the reader's language when it
 * carries a key the catalogs know; otherwise as the server wrote it (an older server, an unknown key).
 */
export function renderMessage(t: Translate, message: UserMessage): string {
  if (!('text' in message)) return t(message.key, message.params);
  return (message.answer === undefined ? undefined : renderAnswer(t, message.answer)) ?? message.text;
}
