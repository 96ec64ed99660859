import { contract, documentDeleteRefusalMessage, type DocumentRecord } from '@freightkit/api';
import {
  buildDocument,
  defaultHandlers,
  documentFiles,
  errorResponse,
  fixture,
  recordedFixture,
} from '@freightkit/api/msw';
import { DocumentType, documentTypes, EntityType, specMessagesEn } from '@freightkit/domain';
import { sampleDocuments } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import type { PaperworkEntity } from './entity.ts';
import { EntityDocuments } from './EntityDocuments.tsx';

const shipmentId = 'ship-6060';
const stopId = 'stop-6060-2';
const invoice: PaperworkEntity = { type: 'invoice', id: 'inv-6060', description: 'Invoice INV-6060' };
const kase: PaperworkEntity = { type: 'case', id: 'case-909', description: 'Case 909' };

/** A PNG document with its name. */
const png = (record: Partial<DocumentRecord> & { id: string; name: string }) =>
  buildDocument({ extension: 'png', contentType: 'image/png', ...record });
const onInvoice = {
  type: DocumentType.APInvoice,
  entityType: EntityType.APInvoice,
  entityId: invoice.id,
  entityDescription: invoice.description,
};
const onCase = { entityType: EntityType.Case, entityId: kase.id, entityDescription: kase.description };
/** The invoice's AP invoice document and the case's lumper receipt. */
const apInvoice = png({ ...onInvoice, id: 'doc-ap-invoice', name: 'invoice-6060.png' });
const lumper = png({
  ...onCase,
  id: 'doc-lumper',
  name: 'lumper-receipt.png',
  type: DocumentType.LumperReceipt,
});

/** A document the factoring company added to the factored invoice. */
const factorsDocument = png({ ...onInvoice, id: 'doc-factor-ap', name: 'northwind-schedule.png' });

/** The invoice's documents answer these; its shipment's proof-of-delivery slot is filled by `pod`, if given. */
const invoiceDocumentsAre = (documents: DocumentRecord[], pod: DocumentRecord | null = null) => [
  fixture(contract.documents.invoiceDocuments, documents),
  fixture(contract.documents.invoiceRequiredDocuments, [
    {
      fileType: DocumentType.ProofOfDelivery,
      description: 'Shipment 6060 · Stop 2 (Joliet, IL)',
      entityType: EntityType.OrderStop,
      orderStopId: stopId,
      orderId: null,
      shipmentId,
      invoiceId: invoice.id,
      documentId: pod?.id ?? null,
    },
  ]),
];
const caseDocumentsAre = (documents: DocumentRecord[]) =>
  fixture(contract.documents.caseDocuments, documents);
/** Uploads take 400 ms (the progress bar) and answer this document. */
const uploadAnswers = (document: DocumentRecord) =>
  recordedFixture(contract.documents.upload, document, { delayMs: 400 });
/** Records the shipment document events the screen raises. */
const documentEvents = () =>
  recordedFixture(contract.documents.trigger, ({ params, body }) => ({
    id: 'event-1',
    shipmentId: params.id,
    fileType: body.fileType,
    createDateTime: '2026-11-24T15:00:00.000Z',
  }));
const eventsOf = (events: ReturnType<typeof documentEvents>) =>
  events.requests.map(({ params, body }) => ({ shipmentId: params.id, fileType: body.fileType }));
/** Every document's file is the sample PNG. */
const files = (...documents: DocumentRecord[]) =>
  documentFiles(
    Object.fromEntries(documents.map((d) => [d.id, { file: sampleDocuments.png, contentType: 'image/png' }])),
  );

const meta = {
  title: 'Portal/Paperwork/Documents',
  component: PortalStory,
  parameters: { layout: 'padded' },
  args: {
    persona: 'dispatcher',
    path: '/invoices/INV-6060/preview',
    routes: [{ path: '*', element: <EntityDocuments entity={invoice} shipmentId={shipmentId} /> }],
  },
  beforeEach({ msw }) {
    msw.use(
      ...invoiceDocumentsAre([apInvoice]),
      caseDocumentsAre([lumper]),
      files(apInvoice, lumper),
      fixture(contract.documents.shipmentOrderDropoffs, [
        { orderNumber: 'ORD-60', dropoffs: [{ stopNumber: 2, stopId }] },
      ]),
      fixture(contract.documents.delete, ({ params }) => ({ resultId: params.id }), { delayMs: 200 }),
      ...defaultHandlers({ persona: 'dispatcher' }),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
/** Queries bound to an element (the open dialog). */
type Queries = ReturnType<typeof page>;
const toastShows = async (body: ReturnType<typeof page>, text: string) => {
  await waitFor(() => expect(body.getByText(text)).toBeVisible(), { timeout: 10_000 });
};
const tile = (el: HTMLElement, name: RegExp) => page(el).findByRole('article', { name }, { timeout: 10_000 });
const thumbnailsDrawn = async (el: HTMLElement, count: number) => {
  await waitFor(
    async () => {
      await expect(el.ownerDocument.querySelectorAll('article img')).toHaveLength(count);
    },
    { timeout: 15_000 },
  );
};

/** Chooses a file in the open Upload Document dialog and presses Upload. */
async function uploadIn(dialog: Queries, name: string) {
  const bytes = await (await fetch(sampleDocuments.png)).blob();
  await userEvent.upload(
    dialog.getByLabelText(specMessagesEn['documents.dialog.selectFile']),
    new File([bytes], name, { type: 'image/png' }),
  );
  await userEvent.click(dialog.getByRole('button', { name: specMessagesEn['documents.dialog.upload'] }));
}

/**
 * Upload Document on a third-party payer invoice offers the third-party invoice document only, and
 * sends it with the invoice's id as `thirdPartyInvoiceId` (spec 2 §3 upload variants), never as an AP
 * invoice document.
 */
export const ThirdPartyInvoiceUploadsItsDocument: Story = {
  tags: ['!visual'],
  args: {
    routes: [
      {
        path: '*',
        element: <EntityDocuments entity={{ ...invoice, thirdParty: true }} shipmentId={shipmentId} />,
      },
    ],
  },
  play: async ({ canvasElement, msw }) => {
    const body = page(canvasElement);
    const added = png({
      ...onInvoice,
      type: DocumentType.ThirdParty,
      entityType: EntityType.ThirdParty,
      id: 'doc-third-party',
      name: 'third-party-6060.png',
    });
    const upload = uploadAnswers(added);
    await tile(canvasElement, /invoice-6060\.png/);
    await userEvent.click(body.getByRole('button', { name: specMessagesEn['documents.upload'] }));
    const dialog = within(await body.findByRole('dialog', { name: specMessagesEn['documents.upload'] }));
    const fileType = dialog.getByRole('combobox', { name: specMessagesEn['documents.dialog.fileType'] });
    const offered = [...fileType.querySelectorAll('option')].map((o) => o.value).filter((v) => v !== '');
    await expect(offered).toEqual([String(DocumentType.ThirdParty)]);
    await userEvent.selectOptions(fileType, String(DocumentType.ThirdParty));
    msw.use(upload.handler, files(added), ...invoiceDocumentsAre([apInvoice, added]));
    await uploadIn(dialog, 'third-party-6060.png');
    await toastShows(body, specMessagesEn['documents.uploaded']);
    await expect(upload.requests[0]?.body).toMatchObject({
      thirdPartyInvoiceId: invoice.id,
      type: DocumentType.ThirdParty,
    });
    await expect(upload.requests[0]?.body).not.toHaveProperty('apInvoiceId');
  },
};

/** An invoice's documents: its AP invoice document and its shipment's empty proof-of-delivery slot. */
export const Invoice: Story = {
  play: async ({ canvasElement }) => {
    await tile(canvasElement, /invoice-6060\.png/);
    const slot = await tile(canvasElement, /Proof of Delivery: Required/);
    await expect(slot).toHaveAttribute('data-tone', 'critical');
    await thumbnailsDrawn(canvasElement, 1);
  },
};

/**
 * Upload Document on an invoice offers the AP invoice document only, and sends it with the
 * invoice's id (`apInvoiceId`); no shipment document event, it is not a shipment's document.
 */
export const InvoiceUploadsItsInvoiceDocument: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, msw }) => {
    const body = page(canvasElement);
    // Once uploaded, the back end lists the corrected invoice document too.
    const corrected = png({ ...onInvoice, id: 'doc-corrected', name: 'invoice-6060-corrected.png' });
    const upload = uploadAnswers(corrected);
    const events = documentEvents();
    await tile(canvasElement, /invoice-6060\.png/);
    await userEvent.click(body.getByRole('button', { name: specMessagesEn['documents.upload'] }));
    const dialog = within(await body.findByRole('dialog', { name: specMessagesEn['documents.upload'] }));
    const fileType = dialog.getByRole('combobox', { name: specMessagesEn['documents.dialog.fileType'] });
    const offered = [...fileType.querySelectorAll('option')].map((o) => o.value).filter((v) => v !== '');
    await expect(offered).toEqual([String(DocumentType.APInvoice)]);
    await userEvent.selectOptions(fileType, String(DocumentType.APInvoice));
    msw.use(upload.handler, events.handler, files(corrected), ...invoiceDocumentsAre([apInvoice, corrected]));
    await uploadIn(dialog, 'invoice-6060-corrected.png');
    await toastShows(body, specMessagesEn['documents.uploaded']);
    await tile(canvasElement, /invoice-6060-corrected\.png/);
    await expect(upload.requests[0]?.body).toMatchObject({
      apInvoiceId: invoice.id,
      type: DocumentType.APInvoice,
    });
    await expect(eventsOf(events)).toEqual([]);
  },
};

/**
 * The proof-of-delivery slot on an invoice uploads to its stop, and raises the document event of
 * the stop's shipment (spec 2 §4), as on the shipment's own page.
 */
export const InvoiceFillsTheProofOfDeliverySlot: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, msw }) => {
    const body = page(canvasElement);
    // Once uploaded, the proof of delivery (on the stop) is listed and fills the slot.
    const pod = png({
      id: 'doc-pod-6060',
      name: 'pod-6060.png',
      type: DocumentType.ProofOfDelivery,
      entityType: EntityType.OrderStop,
      entityId: stopId,
      entityDescription: 'Stop stop-6060-2',
      required: true,
    });
    const upload = uploadAnswers(pod);
    const events = documentEvents();
    const slot = await tile(canvasElement, /Proof of Delivery: Required/);
    await userEvent.click(
      within(slot).getByRole('button', {
        name: new RegExp(documentTypes.label(DocumentType.ProofOfDelivery)!),
      }),
    );
    const dialog = within(await body.findByRole('dialog', { name: specMessagesEn['documents.upload'] }));
    // The slot is the upload's target: its stop is sent, with no Order Stop picker to get wrong.
    await expect(
      dialog.queryByRole('combobox', { name: specMessagesEn['documents.dialog.orderStop'] }),
    ).toBeNull();
    msw.use(upload.handler, events.handler, files(pod), ...invoiceDocumentsAre([apInvoice, pod], pod));
    await uploadIn(dialog, 'pod-6060.png');
    await toastShows(body, specMessagesEn['documents.uploaded']);
    await tile(canvasElement, /pod-6060\.png/);
    await expect(upload.requests[0]?.body).toMatchObject({ orderStopId: stopId });
    await expect(body.queryByRole('article', { name: /Proof of Delivery: Required/ })).toBeNull();
    await expect(eventsOf(events)).toEqual([{ shipmentId, fileType: DocumentType.ProofOfDelivery }]);
  },
};

/**
 * The carrier presses Delete on the factoring company's document of a factored invoice: the back
 * end answers 403, which is "not permitted" (spec 2 §6): 'Failed to delete document', and the tile
 * stays. Its own document deletes as usual.
 */
export const InvoiceDeleteNotPermitted: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    // Added by the factoring company the invoice is factored to: the back end refuses its delete.
    msw.use(
      ...invoiceDocumentsAre([apInvoice, factorsDocument]),
      files(factorsDocument),
      fixture(
        contract.documents.delete,
        ({ params }) =>
          params.id === factorsDocument.id
            ? errorResponse(
                403,
                documentDeleteRefusalMessage({
                  reason: 'addedByAnotherCompany',
                  addedBy: 'factoringCompany',
                }),
              )
            : { resultId: params.id },
        { delayMs: 200 },
      ),
    );
  },
  play: async ({ canvasElement, msw }) => {
    const body = page(canvasElement);
    const theirs = await tile(canvasElement, /northwind-schedule\.png/);
    const remove = within(theirs).getByRole('button', { name: specMessagesEn['documents.delete'] });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await toastShows(body, specMessagesEn['documents.deleteFailed']);
    await expect(body.getByRole('article', { name: /northwind-schedule\.png/ })).toBeVisible();

    // Once its own document is deleted, the back end lists the factoring company's alone.
    msw.use(...invoiceDocumentsAre([factorsDocument]));
    const mine = await tile(canvasElement, /invoice-6060\.png/);
    within(mine).getByRole('button', { name: specMessagesEn['documents.delete'] }).focus();
    await userEvent.keyboard('{Enter}');
    await toastShows(body, specMessagesEn['documents.deleted']);
    await waitFor(() => expect(body.queryByRole('article', { name: /invoice-6060\.png/ })).toBeNull());
  },
};

/** A case's documents: no required slots, upload with the case's id, delete with 'Document deleted'. */
export const Case: Story = {
  args: {
    path: '/cases/909/preview/documents',
    routes: [{ path: '*', element: <EntityDocuments entity={kase} /> }],
  },
  play: async ({ canvasElement }) => {
    await tile(canvasElement, /lumper-receipt\.png/);
    await expect(page(canvasElement).queryByRole('article', { name: /Required/ })).toBeNull();
    await thumbnailsDrawn(canvasElement, 1);
  },
};

/** Uploading to and deleting from a case: the document carries `caseId`; no shipment document event. */
export const CaseUploadsAndDeletes: Story = {
  tags: ['!visual'],
  args: Case.args,
  play: async ({ canvasElement, msw }) => {
    const body = page(canvasElement);
    // Once uploaded, the back end lists the trailer picture too; once deleted, the receipt alone.
    const trailer = png({
      ...onCase,
      id: 'doc-trailer',
      name: 'trailer-909.png',
      type: DocumentType.TrailerPicture,
    });
    const upload = uploadAnswers(trailer);
    const events = documentEvents();
    await tile(canvasElement, /lumper-receipt\.png/);
    await userEvent.click(body.getByRole('button', { name: specMessagesEn['documents.upload'] }));
    const dialog = within(await body.findByRole('dialog', { name: specMessagesEn['documents.upload'] }));
    const fileType = dialog.getByRole('combobox', { name: specMessagesEn['documents.dialog.fileType'] });
    const offered = [...fileType.querySelectorAll('option')].map((o) => Number(o.value));
    await expect(offered).not.toContain(DocumentType.ProofOfDelivery);
    await userEvent.selectOptions(fileType, String(DocumentType.TrailerPicture));
    msw.use(upload.handler, events.handler, files(trailer), caseDocumentsAre([lumper, trailer]));
    await uploadIn(dialog, 'trailer-909.png');
    await toastShows(body, specMessagesEn['documents.uploaded']);
    const added = await tile(canvasElement, /trailer-909\.png/);
    await expect(upload.requests[0]?.body).toMatchObject({ caseId: kase.id });
    msw.use(caseDocumentsAre([lumper]));

    await userEvent.click(within(added).getByRole('button', { name: specMessagesEn['documents.delete'] }));
    await toastShows(body, specMessagesEn['documents.deleted']);
    await waitFor(() => expect(body.queryByRole('article', { name: /trailer-909\.png/ })).toBeNull());
    await expect(eventsOf(events)).toEqual([]);
  },
};

/** A case without documents says so. */
export const CaseEmpty: Story = {
  args: {
    path: '/cases/910/preview/documents',
    routes: [{ path: '*', element: <EntityDocuments entity={{ ...kase, id: 'case-910' }} /> }],
  },
  beforeEach({ msw }) {
    msw.use(caseDocumentsAre([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(
        portalMessagesEn['paperwork.documents.emptyCase'],
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
