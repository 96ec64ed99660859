import { DocumentType } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DocumentViewer } from './DocumentViewer.tsx';
import type { DocumentViewerProps } from './DocumentViewerProps.ts';
import corruptPdf from './fixtures/corrupt.pdf?url';
import hostileDimensions from './fixtures/hostile-dimensions.tiff?url';
import hostileLoop from './fixtures/hostile-loop.tiff?url';
import hostilePages from './fixtures/hostile-pages.tiff?url';
import sampleJpg from './fixtures/sample.jpg?url';
import samplePdf from './fixtures/sample.pdf?url';
import samplePng from './fixtures/sample.png?url';
import sampleTiff from './fixtures/sample.tiff?url';

/** Opens the viewer at once and keeps a button to reopen it, to show the page stays usable. */
function ViewerHarness(props: DocumentViewerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open document
      </Button>
      <DocumentViewer
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Documents/DocumentViewer',
  component: DocumentViewer,
  render: (args) => <ViewerHarness {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    src: samplePdf,
    fileName: 'POD-FK-1001.pdf',
    extension: 'pdf',
    documentType: DocumentType.ProofOfDelivery,
  },
  parameters: { layout: 'fullscreen' },
  // The viewer has narrow-screen rules (a full-screen sheet, no thumbnail column): baselines at 600 px too.
  tags: ['responsive'],
} satisfies Meta<typeof DocumentViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const slow = { timeout: 45_000 };

/** Waits until the viewer shows `Page n of m`. */
async function expectPage(page: number, pages: number) {
  await waitFor(() => expect(body().getByText(`Page ${page} of ${pages}`)).toBeInTheDocument(), slow);
}

/** Throws unless every page and thumbnail the viewer shows has finished drawing its canvas. */
function checkDrawn(dialog: HTMLElement) {
  const pending = dialog.querySelectorAll('[data-rendered] canvas:not([data-drawn])').length;
  const drawn = dialog.querySelectorAll('[data-rendered] canvas[data-drawn]').length;
  if (pending > 0 || drawn === 0) throw new Error(`${pending} of ${pending + drawn} canvases still drawing`);
}

/** Resolves after the browser has painted twice (an IntersectionObserver has reported by then). */
const twoFrames = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });

/**
 * Waits until the pages and thumbnails in view are drawn, so the baseline shows the document and
 * not a blank or half-drawn canvas. Checked twice, a couple of frames apart: a zoom or a scroll can
 * bring another page into view just after the first check.
 */
async function expectDrawn() {
  const dialog = await body().findByRole('dialog', {}, slow);
  await waitFor(() => {
    checkDrawn(dialog);
  }, slow);
  await twoFrames();
  await waitFor(() => {
    checkDrawn(dialog);
  }, slow);
}

/**
 * Ends a story the way a keyboard user reads on: drawn, with focus in the pages region. A toolbar
 * button left focused would show its tooltip, which appears after a delay (a flaky baseline).
 */
async function settleOnPages() {
  await expectDrawn();
  body().getByRole('region', { name: 'Pages' }).focus();
}

/** Opened on a three-page PDF: title, toolbar, thumbnails, and the first page drawn. */
export const Default: Story = {
  play: async () => {
    await expectPage(1, 3);
    await expectDrawn();
    const dialog = body().getByRole('dialog', { name: 'POD-FK-1001.pdf' });
    await expect(within(dialog).getByRole('toolbar')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Page 1' })).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: 'Pages' })).toHaveAttribute('tabindex', '0');
  },
};

/** A three-page PDF: next/previous by keyboard, thumbnails, only visible pages drawn. */
export const Pdf: Story = {
  play: async () => {
    await expectPage(1, 3);
    const dialog = body().getByRole('dialog', { name: 'POD-FK-1001.pdf' });
    await waitFor(() => expect(dialog.querySelector('[role="img"] canvas')).not.toBeNull(), slow);
    const thumbnails = within(body().getByRole('navigation', { name: 'Thumbnails' })).getAllByRole('button');
    await expect(thumbnails).toHaveLength(3);
    await expect(thumbnails[0]).toHaveAttribute('aria-current', 'page');
    const next = body().getByRole('button', { name: 'Next Page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expectPage(2, 3);
    await userEvent.keyboard('{Enter}');
    await expectPage(3, 3);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    body().getByRole('button', { name: 'Previous Page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectPage(2, 3);
    await expect(body().getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await settleOnPages();
  },
};

/** A three-page TIFF decoded page by page in a worker; the thumbnails page through it. */
export const Tiff: Story = {
  args: {
    src: sampleTiff,
    fileName: 'BOL-scan.tiff',
    extension: 'tiff',
    documentType: DocumentType.BillOfLading,
  },
  play: async () => {
    await expectPage(1, 3);
    await expect(body().queryByRole('button', { name: 'Print' })).toBeNull();
    const third = body().getByRole('button', { name: 'Page 3' });
    third.focus();
    await userEvent.keyboard('{Enter}');
    await expectPage(3, 3);
    await expect(third).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(body().getByRole('img', { name: 'Page 3' }).querySelector('canvas')).not.toBeNull(),
    );
    await expectDrawn();
  },
};

/** A PNG: one page at its natural size. */
export const Png: Story = {
  args: {
    src: samplePng,
    fileName: 'trailer.png',
    extension: 'png',
    documentType: DocumentType.TrailerPicture,
  },
  play: async () => {
    await expectPage(1, 1);
    await expect(body().queryByRole('navigation', { name: 'Thumbnails' })).toBeNull();
    await expectDrawn();
  },
};

/** A JPEG. */
export const Jpeg: Story = {
  args: {
    src: sampleJpg,
    fileName: 'lumper.jpg',
    extension: 'jpg',
    documentType: DocumentType.LumperReceipt,
  },
  play: async () => {
    await expectPage(1, 1);
    await expectDrawn();
  },
};

/** Zoom through the spec's levels and rotate, all by keyboard. */
export const ZoomAndRotate: Story = {
  args: {
    src: samplePng,
    fileName: 'trailer.png',
    extension: 'png',
    documentType: DocumentType.TrailerPicture,
  },
  play: async () => {
    await expectPage(1, 1);
    const zoom = body().getByRole<HTMLSelectElement>('combobox', { name: 'Zoom' });
    await expect(zoom).toHaveValue('100');
    await expect(Array.from(zoom.options, (o) => o.text)).toEqual([
      '10%',
      '25%',
      '50%',
      '75%',
      '100%',
      '125%',
      '150%',
      '200%',
      '250%',
      '300%',
    ]);
    const page = body().getByRole('img', { name: 'Page 1' });
    await expect(page).toHaveStyle({ width: '96px', height: '64px' });
    body().getByRole('button', { name: 'Zoom In' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(zoom).toHaveValue('125');
    await userEvent.keyboard('{Enter}');
    await expect(zoom).toHaveValue('150');
    await expect(page).toHaveStyle({ width: '144px', height: '96px' });
    await userEvent.tab({ shift: true }); // the zoom select
    await userEvent.tab({ shift: true }); // Zoom Out
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(zoom).toHaveValue('75');
    body().getByRole('button', { name: 'Rotate Right' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(page).toHaveAttribute('data-rotation', '90');
    await expect(page).toHaveStyle({ width: '48px', height: '72px' });
    body().getByRole('button', { name: 'Rotate Left' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(page).toHaveAttribute('data-rotation', '270');
    // + and - zoom from the pages region.
    body().getByRole('region', { name: 'Pages' }).focus();
    await userEvent.keyboard('+');
    await expect(zoom).toHaveValue('100');
    await expectDrawn();
  },
};

/** Download uses the file name; the caller may take over. */
export const Download: Story = {
  args: { onDownload: fn() },
  play: async ({ args }) => {
    await expectPage(1, 3);
    body().getByRole('button', { name: 'Download' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await settleOnPages();
  },
};

/** Waits for the dialog's error bar to read `Error: {message}`. */
async function expectErrorBar(message: string) {
  const dialog = await body().findByRole('dialog', {}, slow);
  const alert = await within(dialog).findByRole('alert', {}, slow);
  await waitFor(() => expect(alert).toHaveTextContent(`Error: ${message}`), slow);
}

/** Checks the error bar shows, then that closing works and the page behind is usable again. */
async function expectErrorAndRecover(message: string) {
  await expectErrorBar(message);
  body().getByRole('region', { name: 'Pages' }).focus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  const reopen = body().getByRole('button', { name: 'Open document' });
  await userEvent.click(reopen);
  await expectErrorBar(message);
  body().getByRole('button', { name: 'Close' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
}

/** A corrupt PDF: the error bar, and the page stays usable. */
export const CorruptPdf: Story = {
  args: { src: corruptPdf, fileName: 'broken.pdf' },
  play: () => expectErrorAndRecover('An error occurred while loading the file.'),
};

/** A TIFF whose page chain loops back on itself: refused by the worker, not an endless loop. */
export const HostileTiffLoop: Story = {
  args: { src: hostileLoop, fileName: 'loop.tiff', extension: 'tiff' },
  play: () => expectErrorAndRecover('An error occurred while loading the file.'),
};

/** A TIFF declaring 60000 × 60000 pixels: refused before decoding. */
export const HostileTiffDimensions: Story = {
  args: { src: hostileDimensions, fileName: 'huge.tiff', extension: 'tiff' },
  play: () => expectErrorAndRecover('An error occurred while loading the file.'),
};

/** A TIFF chaining 2000 pages: refused at the page cap. */
export const HostileTiffPages: Story = {
  args: { src: hostilePages, fileName: 'pages.tiff', extension: 'tif' },
  play: () => expectErrorAndRecover('An error occurred while loading the file.'),
};

/** No extension: "Couldn't determine file type". */
export const UnknownFileType: Story = {
  args: { src: samplePdf, fileName: 'scan', extension: '' },
  play: async () => {
    await expectErrorBar("Couldn't determine file type");
  },
};

/** An image without a URL: 'Image not found'. */
export const ImageNotFound: Story = {
  args: { src: null, fileName: 'trailer.png', extension: 'png', documentType: DocumentType.TrailerPicture },
  play: async () => {
    await expectErrorBar('Image not found');
    await expect(body().getByRole('button', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A long file name is truncated in the title; the default title is the type label + '-upload'. */
export const LongFileName: Story = {
  args: {
    fileName:
      'Proof of delivery signed by receiver at the second drop-off, Chicago IL, with lumper notes.pdf',
  },
  play: async () => {
    await expectPage(1, 3);
    await expectDrawn();
  },
};
