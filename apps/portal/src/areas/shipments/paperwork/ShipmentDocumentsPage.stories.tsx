import {
  buildDocument,
  createDocumentHandlers,
  createHandlers,
  type MockDocumentBackend,
} from '@freightkit/api/msw';
import { DocumentType, EntityType, specMessagesEn } from '@freightkit/domain';
import { sampleDocuments } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { ShipmentDocumentsPage } from './ShipmentDocumentsPage.tsx';

const shipmentId = 'ship-4242';
const shipmentNumber = '4242';
const stopId = 'stop-4242-2';

/**
 * A fresh mock back end per story: a bill of lading, a broker's locked rate confirmation, an empty
 * POD slot (filled instead by a proof of delivery on the stop with `withProofOfDelivery`).
 */
function backend({ withProofOfDelivery = false } = {}): MockDocumentBackend {
  const proofOfDelivery = {
    record: buildDocument({
      id: 'doc-pod',
      name: 'pod-signed.png',
      extension: 'png',
      contentType: 'image/png',
      type: DocumentType.ProofOfDelivery,
      entityType: EntityType.OrderStop,
      entityId: stopId,
      entityDescription: `Shipment ${shipmentNumber} · Stop 2 (Chicago, IL)`,
    }),
    shipmentId,
    file: sampleDocuments.png,
  };
  return createDocumentHandlers({
    uploadDelayMs: 600,
    deleteDelayMs: 300,
    documents: [
      {
        record: buildDocument({
          id: 'doc-bol',
          name: 'bill-of-lading.pdf',
          extension: 'pdf',
          type: DocumentType.BillOfLading,
          entityType: EntityType.Shipment,
          entityId: shipmentId,
          entityDescription: `Shipment ${shipmentNumber}`,
        }),
        shipmentId,
        file: sampleDocuments.pdf,
      },
      {
        record: buildDocument({
          id: 'doc-rate',
          name: 'rate-confirmation.png',
          extension: 'png',
          type: DocumentType.SignedRateConfirmation,
          entityType: EntityType.Shipment,
          entityId: shipmentId,
          entityDescription: `Shipment ${shipmentNumber}`,
        }),
        shipmentId,
        file: sampleDocuments.png,
        locked: true,
      },
      ...(withProofOfDelivery ? [proofOfDelivery] : []),
    ],
    requiredSlots: [
      {
        fileType: DocumentType.ProofOfDelivery,
        description: `Shipment ${shipmentNumber} · Stop 2 (Chicago, IL)`,
        entityType: EntityType.OrderStop,
        orderStopId: stopId,
        orderId: null,
        shipmentId,
        invoiceId: null,
      },
    ],
    dropoffs: { [shipmentId]: [{ orderNumber: 'ORD-77', dropoffs: [{ stopNumber: 2, stopId }] }] },
  });
}

let current = backend();

const meta = {
  title: 'Portal/Shipments/Documents',
  component: PortalStory,
  parameters: { layout: 'padded' },
  args: {
    persona: 'dispatcher',
    path: `/all-shipments/${shipmentNumber}/preview/documents`,
    routes: [
      {
        path: '*',
        element: <ShipmentDocumentsPage shipmentId={shipmentId} shipmentNumber={shipmentNumber} />,
      },
    ],
  },
  beforeEach({ msw }) {
    current = backend();
    msw.use(...current.handlers, ...createHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
/** A toast with this text is on screen (it fades in, so wait for it to be visible). */
const toastShows = async (body: ReturnType<typeof page>, text: string) => {
  await waitFor(() => expect(body.getByText(text)).toBeVisible(), { timeout: 10_000 });
};
const tile = (el: HTMLElement, name: RegExp) => page(el).findByRole('article', { name }, { timeout: 10_000 });

/** The shipment's documents and its empty proof-of-delivery slot, tinted and marked 'Required'. */
export const Default: Story = {
  // Baseline pending: the PDF thumbnail's settle time is still being pinned down.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await tile(canvasElement, /bill-of-lading\.pdf/);
    const slot = await tile(canvasElement, /Proof of Delivery: Required/);
    await expect(slot).toHaveAttribute('data-tone', 'critical');
    // The image thumbnail is drawn from the blob URL the screen made of the authenticated download.
    await waitFor(
      async () => {
        await expect(canvasElement.ownerDocument.querySelectorAll('article img')).toHaveLength(1);
      },
      { timeout: 15_000 },
    );
    await expect(
      page(canvasElement).getByRole('heading', { name: portalMessagesEn['paperwork.documents.heading'] }),
    ).toBeVisible();
  },
};

/** The empty slot's add button opens the upload for that stop; progress shows; the tile fills; the event is raised. */
export const UploadProofOfDelivery: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const slot = await tile(canvasElement, /Proof of Delivery: Required/);
    await userEvent.click(within(slot).getByRole('button', { name: /Proof of Delivery/ }));
    const dialog = within(await body.findByRole('dialog', { name: specMessagesEn['documents.upload'] }));
    await expect(
      dialog.getByRole('combobox', { name: specMessagesEn['documents.dialog.fileType'] }),
    ).toHaveValue(String(DocumentType.ProofOfDelivery));
    await expect(
      dialog.getByRole('combobox', { name: specMessagesEn['documents.dialog.orderStop'] }),
    ).toHaveValue(stopId);
    const bytes = await (await fetch(sampleDocuments.pdf)).blob();
    await userEvent.upload(
      dialog.getByLabelText(specMessagesEn['documents.dialog.selectFile']),
      new File([bytes], 'pod-4242.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: specMessagesEn['documents.dialog.upload'] }));
    await expect(await body.findByRole('progressbar')).toBeVisible();
    await toastShows(body, specMessagesEn['documents.uploaded']);
    const uploaded = await tile(canvasElement, /pod-4242\.pdf/);
    await expect(uploaded).toHaveAccessibleName(/Proof of Delivery/);
    await expect(body.queryByRole('article', { name: /Proof of Delivery: Required/ })).toBeNull();
    // A proof of delivery sits on the stop, yet it is the shipment's document event (spec 2 §4).
    await expect(current.events).toEqual([{ shipmentId, fileType: DocumentType.ProofOfDelivery }]);
  },
};

/** Upload without a file type: the spec's first validation message, and the dialog keeps its state. */
export const UploadWithoutType: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await tile(canvasElement, /bill-of-lading\.pdf/);
    await userEvent.click(body.getByRole('button', { name: specMessagesEn['documents.upload'] }));
    const dialog = within(await body.findByRole('dialog', { name: specMessagesEn['documents.upload'] }));
    await userEvent.click(dialog.getByRole('button', { name: specMessagesEn['documents.dialog.upload'] }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      specMessagesEn['documents.validation.fileType'],
    );
  },
};

/** Deleting a document: spinner, 'Document deleted', the tile leaves, the event is raised. */
export const Delete: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const bol = await tile(canvasElement, /bill-of-lading\.pdf/);
    await userEvent.click(within(bol).getByRole('button', { name: specMessagesEn['documents.delete'] }));
    await toastShows(body, specMessagesEn['documents.deleted']);
    await waitFor(async () => {
      await expect(body.queryByRole('article', { name: /bill-of-lading\.pdf/ })).toBeNull();
    });
    await expect(current.events).toContainEqual({ shipmentId, fileType: DocumentType.BillOfLading });
  },
};

/** Deleting a proof of delivery (a document on a stop) raises the shipment's document event too. */
export const DeleteProofOfDelivery: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    current = backend({ withProofOfDelivery: true });
    msw.use(...current.handlers);
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const pod = await tile(canvasElement, /pod-signed\.png/);
    await userEvent.click(within(pod).getByRole('button', { name: specMessagesEn['documents.delete'] }));
    await toastShows(body, specMessagesEn['documents.deleted']);
    await waitFor(async () => {
      await expect(body.queryByRole('article', { name: /pod-signed\.png/ })).toBeNull();
    });
    await expect(current.events).toEqual([{ shipmentId, fileType: DocumentType.ProofOfDelivery }]);
  },
};

/** A 403 on delete means not permitted: the failure text, and the document stays. */
export const DeleteNotPermitted: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const rate = await tile(canvasElement, /rate-confirmation\.png/);
    await userEvent.click(within(rate).getByRole('button', { name: specMessagesEn['documents.delete'] }));
    await toastShows(body, specMessagesEn['documents.deleteFailed']);
    await expect(await tile(canvasElement, /rate-confirmation\.png/)).toBeVisible();
  },
};

/** The list cannot load: a clear message and a way to try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v2/shipments/:id/documents', () =>
        HttpResponse.json({ message: 'Down for maintenance' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const text = await page(canvasElement).findByText(
      portalMessagesEn['paperwork.documents.loadFailed'],
      {},
      { timeout: 10_000 },
    );
    await expect(text.closest('[role="alert"]')).not.toBeNull();
    await expect(
      page(canvasElement).getByRole('button', { name: portalMessagesEn['paperwork.documents.retry'] }),
    ).toBeVisible();
  },
};
