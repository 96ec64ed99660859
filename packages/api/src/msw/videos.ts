import type { Video, VideoProgress } from '../contract/videos.ts';

/** Progress of a video never started. */
export const unstartedVideoProgress: VideoProgress = {
  positionSeconds: 0,
  completed: false,
  updatedAt: null,
};

/**
 * A training video as the catalog answers it, with the texts and timings of the sandbox's first video
 * (`answering-a-tender`) and no progress. The file paths are the sandbox's; stories that must not load
 * media replace them (MSW does not answer them).
 *
 * @example buildVideo({ progress: { positionSeconds: 12, completed: false, updatedAt: null } })
 */
export function buildVideo(overrides: Partial<Video> = {}): Video {
  const id = overrides.id ?? 'answering-a-tender';
  return {
    id,
    title: 'Answering a tender',
    topic: 'Tenders',
    durationSeconds: 42,
    captionsLanguage: 'en',
    videoPath: `api/v2/video-files/${id}.webm`,
    captionsPath: `api/v2/video-files/${id}.en.vtt`,
    transcriptPath: `api/v2/video-files/${id}.en.txt`,
    posterPath: `api/v2/video-files/${id}.jpg`,
    cues: [
      {
        start: 0,
        end: 5,
        text: 'Answering a tender: how you accept or reject a load a customer offers your company.',
      },
      {
        start: 5,
        end: 12,
        text: 'Open Tenders in the navigation. The badge counts the tenders still waiting for your answer.',
      },
      {
        start: 12,
        end: 21,
        text: 'Each tender shows the customer, the lane, pickup and delivery, equipment and the total rate. Answer before the "Answer by" time.',
      },
      {
        start: 21,
        end: 29,
        text: 'Accept books the load to your company. Reject tells the customer you cannot take it.',
      },
      {
        start: 29,
        end: 37,
        text: 'Select a shipment number to open its tender with the stops and charges, and answer there.',
      },
      {
        start: 37,
        end: 42,
        text: 'An answered tender leaves the Sent list. Use the Status filter to find it again.',
      },
    ],
    progress: unstartedVideoProgress,
    ...overrides,
  };
}

/**
 * The catalog of three videos: the first watched, the second half-way, the third not started — every
 * state the list shows.
 */
export function buildVideoCatalog(): Video[] {
  return [
    buildVideo({
      progress: { positionSeconds: 42, completed: true, updatedAt: '2026-11-25T15:00:00.000Z' },
    }),
    buildVideo({
      id: 'finding-loads-on-the-load-board',
      title: 'Finding loads on the load board',
      topic: 'Load board',
      durationSeconds: 44,
      cues: [
        {
          start: 0,
          end: 5,
          text: 'Finding loads on the load board: search the available freight for loads your trucks can haul.',
        },
        {
          start: 5,
          end: 12,
          text: 'Open Load Board in the navigation. It lists the loads available to book.',
        },
      ],
      progress: { positionSeconds: 21.5, completed: false, updatedAt: '2026-11-26T09:30:00.000Z' },
    }),
    buildVideo({
      id: 'finding-a-shipment',
      title: 'Finding a shipment',
      topic: 'Shipments',
      durationSeconds: 33,
      cues: [
        {
          start: 0,
          end: 5,
          text: 'Finding a shipment: the shipment lists and the search box at the top of every page.',
        },
      ],
    }),
  ];
}
