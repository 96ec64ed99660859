import { DocumentType } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import samplePdf from '../DocumentViewer/fixtures/sample.pdf?url';
import samplePng from '../DocumentViewer/fixtures/sample.png?url';
import sampleTiff from '../DocumentViewer/fixtures/sample.tiff?url';
import { DocumentTile } from './DocumentTile.tsx';

const meta = {
  title: 'Documents/DocumentTile',
  component: DocumentTile,
  args: {
    document: {
      id: 101,
      name: 'POD-FK-1001.pdf',
      extension: 'pdf',
      type: DocumentType.ProofOfDelivery,
      entityDescription: 'Stop 2 · Chicago, IL',
    },
    fileUrl: samplePdf,
    onPreview: fn(),
    onDownload: fn(),
    onDelete: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof DocumentTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the lazily drawn thumbnail (PDF/TIFF first page, or the image). */
async function thumbnailReady(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const box = canvasElement.querySelector('[data-state]');
      const image = canvasElement.querySelector('img');
      if (!(box?.getAttribute('data-state') === 'ready' || (image?.complete ?? false)))
        throw new Error('drawing');
    },
    { timeout: 45_000 },
  );
}

/** A PDF: first page as thumbnail; actions appear on keyboard focus and work with Enter. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailReady(canvasElement);
    await expect(
      canvas.getByRole('article', { name: 'Proof of Delivery: POD-FK-1001.pdf' }),
    ).toBeInTheDocument();
    const preview = canvas.getByRole('button', { name: 'Preview' });
    await expect(preview).not.toBeVisible();
    await userEvent.tab();
    await expect(preview).toHaveFocus();
    await waitFor(() => expect(preview).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreview).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A multi-page TIFF: its first page, decoded in a worker. */
export const Tiff: Story = {
  args: {
    document: {
      id: 102,
      name: 'BOL-scan.tiff',
      extension: 'tiff',
      type: DocumentType.BillOfLading,
      entityDescription: 'FK-1001',
    },
    fileUrl: sampleTiff,
  },
  play: async ({ canvasElement }) => thumbnailReady(canvasElement),
};

/** An image. */
export const Image: Story = {
  args: {
    document: {
      id: 103,
      name: 'trailer.png',
      extension: 'png',
      type: DocumentType.TrailerPicture,
      entityDescription: 'FK-1001',
    },
    fileUrl: samplePng,
  },
  play: async ({ canvasElement }) => thumbnailReady(canvasElement),
};

/** A type the viewer cannot show: download and delete, no preview. */
export const NotPreviewable: Story = {
  args: {
    document: {
      id: 104,
      name: 'rates.xlsx',
      extension: 'xlsx',
      type: DocumentType.ShipmentMiscellaneous,
      entityDescription: 'FK-1001',
    },
    fileUrl: null,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('article');
    await expect(canvas.queryByRole('button', { name: 'Preview' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

/** An empty required slot: tinted as an error, 'Required', and an add button. */
export const RequiredEmpty: Story = {
  args: {
    document: {
      type: DocumentType.ProofOfDelivery,
      required: true,
      entityDescription: 'Stop 1 · Dallas, TX',
    },
    fileUrl: null,
  },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('article');
    const tile = canvas.getByRole('article', { name: 'Proof of Delivery: Required' });
    await expect(tile).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Proof of Delivery' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** A delete under way: spinner, no actions. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article');
    await thumbnailReady(canvasElement);
    await expect(within(canvas.getByRole('article')).getByRole('status')).toHaveTextContent('Deleting');
    await expect(within(canvas.getByRole('article')).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Long names are cut with an ellipsis; actions pinned visible. */
export const LongContent: Story = {
  args: {
    actionsVisible: true,
    document: {
      id: 105,
      name: 'Signed rate confirmation for the Chicago to Dallas lane, revision 4 (final).pdf',
      extension: 'pdf',
      type: DocumentType.SignedRateConfirmation,
      entityDescription: 'Shipment FK-1001 · Chicago, IL → Dallas, TX',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeVisible();
  },
};

/** A broken file: the tile stays, without a thumbnail. */
export const BrokenThumbnail: Story = {
  args: { fileUrl: '/no-such-file.pdf' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="failed"]')).not.toBeNull(), {
      timeout: 20_000,
    });
  },
};

/**
 * Test: a name with a right-to-left override (`\u202Egnp.pdf`, which a browser shows as "fdp.png") is shown
 * as its real name, isolated from the text around it, in the tile and in its accessible name.
 */
export const TestRightToLeftOverride: Story = {
  name: 'Test: a right-to-left override cannot disguise the extension',
  args: {
    document: {
      id: 106,
      name: '\u202Egnp.pdf',
      extension: 'pdf',
      type: DocumentType.ProofOfDelivery,
      entityDescription: 'Stop 2 · Chicago, IL',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailReady(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Proof of Delivery: gnp.pdf' })).toBeInTheDocument();
    const shown = canvasElement.querySelector('bdi');
    await expect(shown?.textContent).toBe('gnp.pdf');
    await expect(canvasElement.textContent).not.toContain('\u202E');
  },
};
