import {
  buildDocument,
  createDocumentHandlers,
  createHandlers,
  type MockDocumentBackend,
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

/**
 * A fresh mock back end per story: the invoice's AP invoice document and its shipment's empty
 * proof-of-delivery slot; the case's lumper receipt.
 */
function backend(): MockDocumentBackend {
  return createDocumentHandlers({
    uploadDelayMs: 400,
    deleteDelayMs: 200,
    documents: [
      {
        record: buildDocument({
          id: 'doc-ap-invoice',
          name: 'invoice-6060.png',
          extension: 'png',
          contentType: 'image/png',
          type: DocumentType.APInvoice,
          entityType: EntityType.APInvoice,
          entityId: invoice.id,
          entityDescription: invoice.description,
        }),
        invoiceId: invoice.id,
        file: sampleDocuments.png,
      },
      {
        record: buildDocument({
          id: 'doc-lumper',
          name: 'lumper-receipt.png',
          extension: 'png',
          contentType: 'image/png',
          type: DocumentType.LumperReceipt,
          entityType: EntityType.Case,
          entityId: kase.id,
          entityDescription: kase.description,
        }),
        caseId: kase.id,
        file: sampleDocuments.png,
      },
    ],
    requiredSlots: [
      {
        fileType: DocumentType.ProofOfDelivery,
        description: 'Shipment 6060 · Stop 2 (Joliet, IL)',
        entityType: EntityType.OrderStop,
        orderStopId: stopId,
        orderId: null,
        shipmentId,
        invoiceId: invoice.id,
      },
    ],
    dropoffs: { [shipmentId]: [{ orderNumber: 'ORD-60', dropoffs: [{ stopNumber: 2, stopId }] }] },
  });
}

let current = backend();

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
    current = backend();
    msw.use(...current.handlers, ...createHandlers({ persona: 'dispatcher' }));
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
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await tile(canvasElement, /invoice-6060\.png/);
    await userEvent.click(body.getByRole('button', { name: specMessagesEn['documents.upload'] }));
    const dialog = within(await body.findByRole('dialog', { name: specMessagesEn['documents.upload'] }));
    const fileType = dialog.getByRole('combobox', { name: specMessagesEn['documents.dialog.fileType'] });
    const offered = [...fileType.querySelectorAll('option')].map((o) => o.value).filter((v) => v !== '');
    await expect(offered).toEqual([String(DocumentType.APInvoice)]);
    await userEvent.selectOptions(fileType, String(DocumentType.APInvoice));
    await uploadIn(dialog, 'invoice-6060-corrected.png');
    await toastShows(body, specMessagesEn['documents.uploaded']);
    await tile(canvasElement, /invoice-6060-corrected\.png/);
    const stored = current.documents.find((d) => d.record.name === 'invoice-6060-corrected.png');
    await expect(stored?.record).toMatchObject({ entityType: EntityType.APInvoice, entityId: invoice.id });
    await expect(current.events).toEqual([]);
  },
};

/**
 * The proof-of-delivery slot on an invoice uploads to its stop, and raises the document event of
 * the stop's shipment (spec 2 §4), as on the shipment's own page.
 */
export const InvoiceFillsTheProofOfDeliverySlot: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
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
    await uploadIn(dialog, 'pod-6060.png');
    await toastShows(body, specMessagesEn['documents.uploaded']);
    await tile(canvasElement, /pod-6060\.png/);
    const stored = current.documents.find((d) => d.record.name === 'pod-6060.png');
    await expect(stored?.record).toMatchObject({ entityType: EntityType.OrderStop, entityId: stopId });
    await expect(body.queryByRole('article', { name: /Proof of Delivery: Required/ })).toBeNull();
    await expect(current.events).toEqual([{ shipmentId, fileType: DocumentType.ProofOfDelivery }]);
  },
};

/**
 * The carrier presses Delete on the factoring company's document of a factored invoice: the back
 * end answers 403, which is "not permitted" (spec 2 §6): 'Failed to delete document', and the tile
 * stays. Its own document deletes as usual.
 */
export const InvoiceDeleteNotPermitted: Story = {
  tags: ['!visual'],
  beforeEach() {
    current.documents.push({
      record: buildDocument({
        id: 'doc-factor-ap',
        name: 'northwind-schedule.png',
        extension: 'png',
        contentType: 'image/png',
        type: DocumentType.APInvoice,
        entityType: EntityType.APInvoice,
        entityId: invoice.id,
        entityDescription: invoice.description,
      }),
      invoiceId: invoice.id,
      file: sampleDocuments.png,
      // Added by the factoring company the invoice is factored to: not the carrier's to delete.
      deleteRefusal: { reason: 'addedByAnotherCompany', addedBy: 'factoringCompany' },
    });
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const theirs = await tile(canvasElement, /northwind-schedule\.png/);
    const remove = within(theirs).getByRole('button', { name: specMessagesEn['documents.delete'] });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await toastShows(body, specMessagesEn['documents.deleteFailed']);
    await expect(body.getByRole('article', { name: /northwind-schedule\.png/ })).toBeVisible();
    await expect(current.documents.map((d) => d.record.id)).toContain('doc-factor-ap');

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
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await tile(canvasElement, /lumper-receipt\.png/);
    await userEvent.click(body.getByRole('button', { name: specMessagesEn['documents.upload'] }));
    const dialog = within(await body.findByRole('dialog', { name: specMessagesEn['documents.upload'] }));
    const fileType = dialog.getByRole('combobox', { name: specMessagesEn['documents.dialog.fileType'] });
    const offered = [...fileType.querySelectorAll('option')].map((o) => Number(o.value));
    await expect(offered).not.toContain(DocumentType.ProofOfDelivery);
    await userEvent.selectOptions(fileType, String(DocumentType.TrailerPicture));
    await uploadIn(dialog, 'trailer-909.png');
    await toastShows(body, specMessagesEn['documents.uploaded']);
    const added = await tile(canvasElement, /trailer-909\.png/);
    const stored = current.documents.find((d) => d.record.name === 'trailer-909.png');
    await expect(stored).toMatchObject({ caseId: kase.id, record: { entityType: EntityType.Case } });

    await userEvent.click(within(added).getByRole('button', { name: specMessagesEn['documents.delete'] }));
    await toastShows(body, specMessagesEn['documents.deleted']);
    await waitFor(() => expect(body.queryByRole('article', { name: /trailer-909\.png/ })).toBeNull());
    await expect(current.events).toEqual([]);
  },
};

/** A case without documents says so. */
export const CaseEmpty: Story = {
  args: {
    path: '/cases/910/preview/documents',
    routes: [{ path: '*', element: <EntityDocuments entity={{ ...kase, id: 'case-910' }} /> }],
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
