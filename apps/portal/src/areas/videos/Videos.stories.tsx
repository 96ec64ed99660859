import { contract } from '@freightkit/api';
import {
  buildVideo,
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  recordedFixture,
} from '@freightkit/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { Component as VideoRoutes } from './routes.tsx';

const m = portalMessagesEn;

const routes = [{ path: '/videos/*', element: <VideoRoutes /> }];

/**
 * The saves of the player story. Stories never load media: the files' path answers 404 at once, so a
 * story is fast and the same every run (the journey plays the real files).
 */
const saves = recordedFixture(contract.videos.saveProgress, ({ body }) => ({
  ...body,
  updatedAt: '2026-11-26T15:00:00.000Z',
}));
const noMedia = http.get('*/api/v2/video-files/*', () => new HttpResponse(null, { status: 404 }));

const meta = {
  title: 'Portal/Videos',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // One baseline, the list with every state of a video; plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/videos', persona: 'dispatcher' },
  beforeEach({ msw }) {
    saves.requests.length = 0;
    msw.use(noMedia, saves.handler, ...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };

/** The catalog: one watched, one half-way (with how far), one not started; each with topic, length and captions. */
export const WithProgress: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: m['videos.list'] }, long);
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const [watched, halfWay, notStarted] = cards.map((card) => within(card));
    await expect(watched?.getByRole('link', { name: 'Answering a tender' })).toHaveAttribute(
      'href',
      '/videos/answering-a-tender',
    );
    await expect(watched?.getByText(m['videos.state.watched'])).toBeInTheDocument();
    await expect(watched?.getByText('0:42')).toBeInTheDocument();
    await expect(
      watched?.getByRole('progressbar', { name: 'Watched so far: Answering a tender' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(halfWay?.getByText(m['videos.state.inProgress'])).toBeInTheDocument();
    // 21.5 of 44 seconds.
    await expect(halfWay?.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49');
    await expect(notStarted?.getByText(m['videos.state.notStarted'])).toBeInTheDocument();
    await expect(notStarted?.queryByRole('progressbar')).toBeNull();
    await expect(notStarted?.getByText('Shipments')).toBeInTheDocument();
  },
};

/** While the catalog loads: a spinner, the page marked busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.videos.list));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(m['videos.loading'], {}, long)).toBeInTheDocument();
  },
};

/** No videos in the catalog: says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fixture(contract.videos.list, { items: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['videos.empty.title'], {}, long)).toBeInTheDocument();
  },
};

/** The catalog fails: the back end's message and a retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.videos.list, 500, 'An internal error occurred.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['videos.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('An internal error occurred.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['videos.retry'] })).toBeInTheDocument();
  },
};

/**
 * One video: the native player with its English captions track on, the transcript beside it. By
 * keyboard alone a line plays the video from there and becomes the marked one; leaving for the list
 * saves that place.
 */
export const Player: Story = {
  args: { path: '/videos/answering-a-tender' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.videos.byId, buildVideo()));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Answering a tender', level: 2 }, long),
    ).toBeInTheDocument();
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    const track = video?.querySelector('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect(track).toHaveAttribute('src', '/api/v2/video-files/answering-a-tender.en.vtt');
    await expect(track?.default).toBe(true);
    const transcript = within(canvas.getByRole('region', { name: m['videos.transcript'] }));
    const lines = transcript.getAllByRole('button');
    await expect(lines).toHaveLength(6);
    await expect(lines[0]).toHaveAttribute('aria-current', 'true');
    const third = transcript.getByRole('button', { name: /^Play from 0:12 Each tender shows/ });
    third.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
    await expect(lines[0]).not.toHaveAttribute('aria-current');
    await expect(transcript.getByRole('list')).toHaveAttribute('lang', 'en');
    await expect(transcript.getByRole('link', { name: m['videos.transcript.download'] })).toHaveAttribute(
      'href',
      '/api/v2/video-files/answering-a-tender.en.txt',
    );
    await userEvent.click(canvas.getByRole('link', { name: m['videos.back'] }));
    await canvas.findByRole('list', { name: m['videos.list'] }, long);
    // Leaving saves the place. The refused play (no media in a story) may also pause the video first, and a
    // pause saves too: the same place, so there are one or two saves, each of them this one.
    await waitFor(() => expect(saves.requests.length).toBeGreaterThan(0));
    for (const request of saves.requests)
      await expect([request.params.id, request.body]).toEqual([
        'answering-a-tender',
        { positionSeconds: 12, completed: false },
      ]);
    await expect(saves.requests.length).toBeLessThanOrEqual(2);
  },
};

/** A video the catalog does not have: says so, with the way back to the list. */
export const PlayerNotFound: Story = {
  args: { path: '/videos/no-such-video' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.videos.byId, 404, 'The video was not found.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['videos.player.notFound'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['videos.back'] })).toHaveAttribute('href', '/videos');
  },
};
