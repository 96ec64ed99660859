import { defaultHandlers } from '@freightkit/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PDFDocument } from 'pdf-lib';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccessGate } from '../../../app/guards.tsx';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { ShellLayout } from '../../shell/ShellLayout.tsx';
import cutOffPage from '../legibility/samples/cut-off-right.png?url';
import darkPage from '../legibility/samples/dark.png?url';
import framedPage from '../legibility/samples/framed.png?url';
import sharpPage from '../legibility/samples/sharp.png?url';
import { createMemoryOutboxStore } from '../outbox/memoryOutboxStore.ts';
import { OutboxStoreContext } from '../outbox/OutboxProvider.tsx';
import { OutboxScreen } from '../outbox/OutboxScreen.tsx';
import { CaptureScreen } from './CaptureScreen.tsx';

const m = portalMessagesEn;

/** The signed-in frame over an empty outbox kept in memory. */
function WithOutbox({ children }: { children: ReactNode }) {
  const [store] = useState(() => createMemoryOutboxStore());
  return <OutboxStoreContext.Provider value={store}>{children}</OutboxStoreContext.Provider>;
}

const routes = [
  {
    element: (
      <WithOutbox>
        <ShellLayout narrow />
      </WithOutbox>
    ),
    children: [
      {
        element: <AccessGate />,
        children: [
          { path: '/capture/:shipmentId', element: <CaptureScreen /> },
          { path: '/outbox', element: <OutboxScreen /> },
        ],
      },
    ],
  },
];

const fileOf = async (url: string, name: string) =>
  new File([await (await fetch(url)).blob()], name, { type: 'image/png' });

const meta = {
  title: 'Portal/Capture/Capture sheet',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  args: {
    routes,
    path: '/capture/shipment-1001?shipment=1001&label=Stop+2&stop=stop-2',
    persona: 'driver',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'driver' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing captured yet: the document type (proof of delivery for a stop) and the two ways to add pages. */
export const Empty: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: m['capture.sheet.heading'] }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Shipment 1001 · Stop 2')).toBeVisible();
    await expect(canvas.getByTestId('capture-camera')).toHaveAttribute('capture', 'environment');
    await expect(canvas.getByRole('button', { name: m['capture.sheet.submit'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * A dark photo gets the plain message and "Use anyway"; a sharp one is legible; the pages are put in
 * order by keyboard (Move up), announced; the sheet says they become one PDF.
 */
export const LegibilityAndOrder: Story = {
  play: async ({ canvas, canvasElement }) => {
    const files = await canvas.findByTestId('capture-files', {}, { timeout: 15_000 });
    await userEvent.upload(files, [await fileOf(darkPage, 'dark.png'), await fileOf(sharpPage, 'sharp.png')]);
    await expect(
      await canvas.findByText(m['capture.legibility.dark'], {}, { timeout: 15_000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText(m['capture.page.legible'])).toBeVisible(), {
      timeout: 15_000,
    });
    await expect(canvas.getByText(m['capture.sheet.needsDecision'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: m['capture.sheet.submit'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const second = canvas.getByRole('button', { name: 'Move page 2 up' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page moved to position 1 of 2.')).toBeInTheDocument();
    // At the top, Move up is disabled: focus stays with the page, on its Move down.
    await expect(canvas.getByRole('button', { name: 'Move page 1 down' })).toHaveFocus();
    // Its tooltip, shown by keyboard focus, would otherwise be in the baseline: leaving the button hides it.
    canvas.getByRole('button', { name: 'Move page 1 down' }).blur();
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
    // The dark page is now the second; its message moved with it.
    const pageTwo = canvas.getByRole('listitem', { name: 'Page 2' });
    await expect(within(pageTwo).getByText(m['capture.legibility.dark'])).toBeVisible();
    await expect(canvas.getByText(m['capture.sheet.combined'])).toBeVisible();
  },
};

/**
 * A page whose text runs off the side of the photo is named cut off (measured in the worker, as the
 * others); the same page photographed whole, with desk around it, is legible.
 */
export const CutOffPage: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const files = await canvas.findByTestId('capture-files', {}, { timeout: 15_000 });
    await userEvent.upload(files, [
      await fileOf(cutOffPage, 'cut-off-right.png'),
      await fileOf(framedPage, 'framed.png'),
    ]);
    const pageOne = canvas.getByRole('listitem', { name: 'Page 1' });
    await expect(
      await within(pageOne).findByText(m['capture.legibility.cutOff'], {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(
      within(pageOne).getByRole('button', { name: m['capture.legibility.useAnyway'] }),
    ).toBeVisible();
    const pageTwo = canvas.getByRole('listitem', { name: 'Page 2' });
    await waitFor(() => expect(within(pageTwo).getByText(m['capture.page.legible'])).toBeVisible(), {
      timeout: 15_000,
    });
  },
};

/**
 * A PDF picked from the phone (an e-BOL) joins the capture with its own pages, not checked as a photo;
 * a damaged one says so and holds Add to outbox until it is removed; the outbox counts every page.
 */
export const PickedPdf: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const files = await canvas.findByTestId('capture-files', {}, { timeout: 15_000 });
    await expect(files).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    const ebol = await PDFDocument.create();
    ebol.addPage([612, 792]);
    ebol.addPage([612, 792]);
    const pdf = new File([(await ebol.save()) as Uint8Array<ArrayBuffer>], 'ebol.pdf', {
      type: 'application/pdf',
    });
    const damaged = new File(['%PDF-1.7 cut short'], 'damaged.pdf', { type: 'application/pdf' });
    await userEvent.upload(files, [pdf, damaged, await fileOf(sharpPage, 'sharp.png')]);
    const pageOne = canvas.getByRole('listitem', { name: 'Page 1' });
    await expect(await within(pageOne).findByText('PDF, 2 pages', {}, { timeout: 15_000 })).toBeVisible();
    const pageTwo = canvas.getByRole('listitem', { name: 'Page 2' });
    await expect(
      await within(pageTwo).findByText(m['capture.page.pdfUnreadable'], {}, { timeout: 15_000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText(m['capture.page.legible'])).toBeVisible(), {
      timeout: 15_000,
    });
    const submit = canvas.getByRole('button', { name: m['capture.sheet.submit'] });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pageTwo).getByRole('button', { name: 'Remove page 2' }));
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(submit);
    const item = await canvas.findByRole(
      'listitem',
      { name: 'Proof of Delivery · Shipment 1001 · Stop 2' },
      { timeout: 15_000 },
    );
    await expect(within(item).getByText(/Proof of Delivery 1001 Stop 2\.pdf · 3 pages/)).toBeVisible();
  },
};

/** "Use anyway" accepts the page; Add to outbox combines the pages and opens the outbox with the capture. */
export const UseAnywayAndAdd: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const files = await canvas.findByTestId('capture-files', {}, { timeout: 15_000 });
    await userEvent.upload(files, [await fileOf(darkPage, 'dark.png')]);
    await userEvent.click(
      await canvas.findByRole('button', { name: m['capture.legibility.useAnyway'] }, { timeout: 15_000 }),
    );
    await expect(canvas.getByText(m['capture.legibility.usedAnyway'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m['capture.sheet.submit'] }));
    const item = await canvas.findByRole(
      'listitem',
      { name: 'Proof of Delivery · Shipment 1001 · Stop 2' },
      { timeout: 15_000 },
    );
    await expect(within(item).getByText(/Proof of Delivery 1001 Stop 2\.pdf · 1 page/)).toBeVisible();
  },
};
