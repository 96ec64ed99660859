import { DocumentType } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DocumentTileData } from '../DocumentTile/documentTypes.ts';
import samplePdf from '../DocumentViewer/fixtures/sample.pdf?url';
import samplePng from '../DocumentViewer/fixtures/sample.png?url';
import sampleTiff from '../DocumentViewer/fixtures/sample.tiff?url';
import { makeHostileFiles } from '../DocumentViewer/fixtures/hostileFiles.ts';
import { DocumentsSection } from './DocumentsSection.tsx';

const files: Record<string, string> = { 1: samplePdf, 2: sampleTiff, 3: samplePng };

const documents: DocumentTileData[] = [
  {
    id: 1,
    name: 'POD-FK-1001.pdf',
    extension: 'pdf',
    type: DocumentType.ProofOfDelivery,
    entityDescription: 'Stop 2 · Chicago, IL',
  },
  {
    id: 2,
    name: 'BOL-scan.tiff',
    extension: 'tiff',
    type: DocumentType.BillOfLading,
    entityDescription: 'FK-1001',
  },
  {
    id: 3,
    name: 'trailer.png',
    extension: 'png',
    type: DocumentType.TrailerPicture,
    entityDescription: 'FK-1001',
  },
  { type: DocumentType.LumperReceipt, required: true, entityDescription: 'FK-1001' },
];

const meta = {
  title: 'Documents/DocumentsSection',
  component: DocumentsSection,
  args: {
    documents,
    getFileUrl: (doc) => (doc.id == null ? null : (files[String(doc.id)] ?? null)),
    onRefresh: fn(),
    onUpload: fn(),
    onAdd: fn(),
    onDelete: fn((_doc: DocumentTileData) => Promise.resolve()),
    onDownload: fn(),
  },
} satisfies Meta<typeof DocumentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until every thumbnail that can draw has drawn. */
async function thumbnailsReady(root: HTMLElement) {
  await waitFor(
    () => {
      if (root.querySelector('[data-state="idle"]')) throw new Error('drawing');
    },
    { timeout: 45_000 },
  );
}

/** Tiles for a PDF, a TIFF, an image and an empty required slot; refresh and upload by keyboard. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await thumbnailsReady(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('article', { name: 'Lumper Receipt: Required' })).toHaveAttribute(
      'data-tone',
      'critical',
    );
    await userEvent.tab();
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await expect(refresh).toHaveFocus();
    await expect(refresh).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('button', { name: 'Refreshing' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload Document' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpload).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur(); // no tooltip in the baseline
  },
};

/** The refresh in progress: the button is busy and 'Refreshing' is announced. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas, canvasElement }) => {
    await thumbnailsReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Refreshing' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'Documents' })).getByRole('status'),
    ).toHaveTextContent('Refreshing');
  },
};

/** No documents. */
export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No documents found for invoice')).toBeInTheDocument();
  },
};

/** Delete: the tile shows a spinner until the caller's promise settles, then the caller drops it. */
export const Delete: Story = {
  render: function Render(args) {
    const [docs, setDocs] = useState(args.documents);
    return (
      <DocumentsSection
        {...args}
        documents={docs}
        onDelete={async (doc) => {
          await args.onDelete?.(doc);
          await new Promise((resolve) => setTimeout(resolve, 300));
          setDocs((all) => all.filter((d) => d !== doc));
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const tile = await canvas.findByRole('article', { name: 'Trailer Picture: trailer.png' });
    within(tile).getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(documents[2]);
    await expect(within(tile).getByRole('status')).toHaveTextContent('Deleting');
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Trailer Picture: trailer.png' })).toBeNull(),
    );
    // The remaining thumbnails draw while this ran; the baseline shows them drawn.
    await thumbnailsReady(canvasElement);
  },
};

/** Preview opens the viewer on the tile's file; closing returns to the section. */
export const Preview: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tile = await canvas.findByRole('article', { name: 'Proof of Delivery: POD-FK-1001.pdf' });
    within(tile).getByRole('button', { name: 'Preview' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Page 1 of 3')).toBeInTheDocument(), { timeout: 45_000 });
    body.getByRole('region', { name: 'Pages' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus is back on Preview, for a keyboard user, so its tooltip shows (in the baseline too).
    await expect(within(tile).getByRole('button', { name: 'Preview' })).toHaveFocus();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Preview'));
    await thumbnailsReady(canvasElement);
  },
};

/** An empty slot's add button. */
export const AddToSlot: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    (await canvas.findByRole('button', { name: 'Add Lumper Receipt' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith(documents[3]);
    // The baseline waits for the thumbnails and the focused button's tooltip: neither is caught half-way.
    await thumbnailsReady(canvasElement);
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Add Lumper Receipt'),
    );
  },
};

/** Many documents wrap; narrow screens keep 125 px tiles. */
export const ManyDocuments: Story = {
  tags: ['responsive'],
  args: {
    documents: Array.from({ length: 9 }, (_, i) => ({
      type:
        [DocumentType.ProofOfDelivery, DocumentType.BillOfLading, DocumentType.SignedRateConfirmation][
          i % 3
        ] ?? 12,
      required: i % 2 === 0,
      entityDescription: `Stop ${i + 1} · A long place name, Somewhere`,
    })),
  },
};

/**
 * Test: the project's corpus of hostile TIFFs and PDFs (tag counts in the billions, loops, strips past the end,
 * decompression bombs, oversized pages) as a shipment's paperwork. Thumbnails draw one at a time through the
 * bounded engines: every tile ends drawn or broken, the section stays usable, and the tab never goes down.
 * No baseline: the point is that it settles, and the engines' own test times each file (5 s at most).
 */
export const TestHostileFiles: Story = {
  name: 'Test: hostile files settle as broken tiles',
  tags: ['!visual'],
  args: { documents: [] },
  loaders: [
    async () => {
      const corpus = await makeHostileFiles();
      return {
        hostile: corpus.map((file, i) => ({
          url: URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>])),
          tile: {
            id: 9000 + i,
            name: `hostile-${i + 1}.${file.extension}`,
            extension: file.extension,
            type: DocumentType.BillOfLading,
            entityDescription: file.name,
          } satisfies DocumentTileData,
        })),
      };
    },
  ],
  render: (args, { loaded }) => {
    const hostile = (loaded as { hostile: { url: string; tile: DocumentTileData }[] }).hostile;
    const urls = new Map(hostile.map((h) => [h.tile.id, h.url]));
    return (
      <DocumentsSection
        {...args}
        documents={hostile.map((h) => h.tile)}
        getFileUrl={(doc) => (doc.id == null ? null : (urls.get(Number(doc.id)) ?? null))}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const tiles = canvas.getAllByRole('article');
    await expect(tiles.length).toBeGreaterThan(20);
    // Bring every tile into view in turn, so each one's thumbnail is asked for.
    for (const tile of tiles) tile.scrollIntoView({ block: 'nearest' });
    await thumbnailsReady(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-state="failed"]').length).toBeGreaterThan(15);
    // The section still answers the keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};
