import { defaultHandlers } from '@freightkit/api/msw';
import { DocumentType } from '@freightkit/domain';
import { loadedText } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccessGate } from '../../../app/guards.tsx';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { ShellLayout } from '../../shell/ShellLayout.tsx';
import { OutboxScreen } from './OutboxScreen.tsx';
import { createMemoryOutboxStore } from './memoryOutboxStore.ts';
import type { Capture } from './outboxStore.ts';
import { OutboxStoreContext } from './OutboxProvider.tsx';

const m = portalMessagesEn;
const userId = 'user-driver';

const capture = (id: string, minute: number, patch: Partial<Capture>): Capture => ({
  id,
  userId,
  createdAt: `2026-11-26T14:${String(minute).padStart(2, '0')}:00.000Z`,
  shipmentId: 'shipment-1001',
  shipmentNumber: '1001',
  orderStopId: 'stop-2',
  stopLabel: 'Stop 2',
  type: DocumentType.ProofOfDelivery,
  name: `POD-1001-stop-2-${id}.pdf`,
  mimeType: 'application/pdf',
  bytes: new Uint8Array([37, 80, 68, 70, 45]).buffer,
  size: 812_000,
  pageCount: 2,
  state: 'waiting',
  attempts: 0,
  nextAttemptAt: null,
  refusal: null,
  documentId: null,
  ...patch,
});

/** One capture of every state: sent, refused (the back end's reason), and two waiting (the older one goes out first). */
const everyState = (): Capture[] => [
  capture('sent', 1, { state: 'sent', documentId: 'doc-9', bytes: new ArrayBuffer(0) }),
  capture('refused', 2, {
    state: 'refused',
    attempts: 1,
    type: DocumentType.LumperReceipt,
    orderStopId: null,
    stopLabel: 'Shipment paperwork',
    refusal: { status: 413, message: 'The file is too large. Documents can be at most 15 MB.' },
  }),
  capture('first', 3, {}),
  capture('second', 4, { pageCount: 1, size: 300_000, name: 'POD-1001-stop-3.jpg', stopLabel: 'Stop 3' }),
];

/** The signed-in frame over an outbox kept in memory, holding `captures`. */
function WithOutbox({ captures, children }: { captures: () => Capture[]; children: ReactNode }) {
  const [store] = useState(() => createMemoryOutboxStore(captures()));
  return <OutboxStoreContext.Provider value={store}>{children}</OutboxStoreContext.Provider>;
}

const routesWith = (captures: () => Capture[]) => [
  {
    element: (
      <WithOutbox captures={captures}>
        <ShellLayout narrow />
      </WithOutbox>
    ),
    children: [{ element: <AccessGate />, children: [{ path: '/outbox', element: <OutboxScreen /> }] }],
  },
];

/** Uploads that never finish, so the capture being sent stays "Sending" for the capture of the screen. */
const hangingUploads = http.post('*/api/v2/shipments/:id/documents', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

const meta = {
  title: 'Portal/Capture/Outbox',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  args: { routes: routesWith(everyState), path: '/outbox', persona: 'driver' },
  beforeEach({ msw }) {
    msw.use(hangingUploads, ...defaultHandlers({ persona: 'driver' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every state on a phone: the older waiting capture is being sent (progress), the newer waits its
 * turn, the refused one shows the back end's reason with Send again / Capture again / Discard, the
 * sent one can be cleared; the top bar's Outbox link counts the three not sent.
 */
export const EveryState: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', {}, { timeout: 15_000 });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.state)).toEqual(['waiting', 'sending', 'refused', 'sent']);
    const [waiting, sending, refused, sent] = items;
    if (!waiting || !sending || !refused || !sent) throw new Error('Missing captures.');
    await expect(within(sending).getByRole('progressbar')).toBeVisible();
    await expect(within(waiting).getByText(m['capture.state.waiting'])).toBeVisible();
    await expect(
      within(refused).getByText(/The file is too large\. Documents can be at most 15 MB\./),
    ).toBeVisible();
    await expect(
      within(refused).getByRole('link', { name: m['capture.outbox.captureAgain'] }),
    ).toHaveAttribute('href', '/capture/shipment-1001?shipment=1001&label=Shipment+paperwork');
    await expect(within(sent).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('img', { name: `${m['capture.badge.label']}: 3` })).toBeVisible();
  },
};

/** Discard asks first; Keep leaves the capture where it was. */
export const DiscardAsksFirst: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', {}, { timeout: 15_000 });
    const refused = within(list)
      .getAllByRole('listitem')
      .find((item) => item.dataset.state === 'refused');
    if (!refused) throw new Error('No refused capture.');
    await userEvent.click(within(refused).getByRole('button', { name: m['capture.outbox.discard'] }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: m['capture.outbox.discardTitle'] });
    await userEvent.click(within(dialog).getByRole('button', { name: m['capture.outbox.discard'] }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  },
};

/** Signing out with captures not sent asks first: keep them, discard them, or stay signed in. */
export const SignOutAsksFirst: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', {}, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: /Jamie Cole/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /Logout/ }));
    const dialog = await body.findByRole('alertdialog', { name: m['capture.signOut.title'] });
    await expect(within(dialog).getByText(/3 captures have not been sent yet/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: m['capture.signOut.cancel'] }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Nothing captured: a plain empty state, and no Outbox link in the top bar. */
export const Empty: Story = {
  tags: ['!visual'],
  args: { routes: routesWith(() => []) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['capture.outbox.empty'], {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Outbox/ })).toBeNull();
  },
};

/**
 * Issue 19: a refusal kept in the outbox with its keys reads in the language of the day the driver
 * opens it, here US Spanish, not the English the back end sent when the capture was refused.
 */
export const RefusedInSpanish: Story = {
  name: 'Refused, in US Spanish',
  tags: ['!visual', 'locale'],
  globals: { locale: 'es-US' },
  args: {
    routes: routesWith(() => [
      capture('refused', 2, {
        state: 'refused',
        attempts: 1,
        refusal: {
          status: 413,
          message: 'The file is too large. Documents can be at most 15 MB.',
          texts: [
            {
              text: 'The file is too large. Documents can be at most 15 MB.',
              answer: { key: 'answer.documents.tooLarge', params: { megabytes: 15 } },
            },
          ],
        },
      }),
    ]),
  },
  play: async ({ canvas, loaded }) => {
    const list = await canvas.findByRole('list', {}, { timeout: 15_000 });
    const spanish = loadedText(loaded, 'answer.documents.tooLarge').replace('{megabytes}', '15');
    await expect(spanish).not.toMatch(/too large/);
    await expect(within(list).getByText(new RegExp(escapeRegExp(spanish)))).toBeVisible();
    await expect(within(list).queryByText(/The file is too large/)).toBeNull();
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
