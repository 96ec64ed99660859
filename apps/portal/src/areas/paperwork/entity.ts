/** The entities that carry documents and comments in the portal. */
export type PaperworkEntityType = 'shipment' | 'invoice' | 'case';

/**
 * An entity the paperwork sections work on: its kind, its id (used in the calls), and a
 * description shown on its documents and notes (e.g. 'Shipment 100042', 'Invoice INV-77').
 */
export interface PaperworkEntity {
  readonly type: PaperworkEntityType;
  readonly id: string;
  readonly description: string;
  /**
   * On an invoice: a third-party payer invoice, whose own document is the third-party invoice document
   * (thirdPartyInvoiceId) rather than the AP invoice document (domain's `invoiceDocumentKind`).
   */
  readonly thirdParty?: boolean;
}

/** An entity whose notes link back to it: `link` is the portal path a mention e-mail opens. */
export interface CommentedEntity extends PaperworkEntity {
  readonly link: string;
}
