import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * A training video's id: the slug of its files (`answering-a-tender`), as the sandbox's catalog names
 * them (ADR 049).
 */
export const videoIdSchema = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
);

/** One caption cue: seconds from the start, and the English text shown (the transcript's lines). */
export const videoCueSchema = lazySchema(() =>
  z.object({
    start: z.number().min(0),
    end: z.number().min(0),
    text: z.string(),
  }),
);
/** A caption cue. */
export type VideoCue = z.output<typeof videoCueSchema>;

/**
 * Where the caller is in one video: the position to resume at (seconds), whether they watched it to
 * the end (it stays watched when they watch again), and when they last saved it (ISO instant; null when
 * never started).
 */
export const videoProgressSchema = lazySchema(() =>
  z.object({
    positionSeconds: z.number().min(0),
    completed: z.boolean(),
    updatedAt: z.string().nullable(),
  }),
);
/** The caller's progress through a video. */
export type VideoProgress = z.output<typeof videoProgressSchema>;

/**
 * A training video of the catalog with the caller's progress. The file paths are relative to the API
 * base URL and need no token (a `<video>` element cannot send one): the WebM, its English WebVTT captions,
 * the plain-text transcript and a poster. `cues` are the captions' cues, so a player draws the
 * transcript without parsing the WebVTT file. Captions are English in every portal language (ADR 049).
 */
export const videoSchema = lazySchema(() =>
  z.object({
    id: videoIdSchema,
    title: z.string(),
    topic: z.string(),
    durationSeconds: z.number().int().min(1),
    captionsLanguage: z.string(),
    videoPath: z.string(),
    captionsPath: z.string(),
    transcriptPath: z.string(),
    posterPath: z.string().nullable(),
    cues: z.array(videoCueSchema),
    progress: videoProgressSchema,
  }),
);
/** A training video with the caller's progress. */
export type Video = z.output<typeof videoSchema>;

/** The catalog: every training video, in catalog order, each with the caller's progress. */
export const videoListSchema = lazySchema(() => z.object({ items: z.array(videoSchema) }));
/** The catalog as the list reads it. */
export type VideoList = z.output<typeof videoListSchema>;

/**
 * A progress save: the position (seconds, not negative; the back end refuses one past the video's
 * duration) and whether the video was watched to the end.
 */
export const videoProgressInputSchema = lazySchema(() =>
  z.object({
    positionSeconds: z
      .number()
      .min(0)
      .max(24 * 60 * 60),
    completed: z.boolean(),
  }),
);
/** Body of a progress save. */
export type VideoProgressInput = z.input<typeof videoProgressInputSchema>;

/** Path params of one video. */
export const videoParamsSchema = lazySchema(() => z.object({ id: videoIdSchema }));

/** Training videos (spec 1 §1, §2 `/videos`; ADR 049). */
export const videoEndpoints = {
  /** The catalog with the caller's progress per video. */
  list: defineEndpoint({
    name: 'videos.list',
    method: 'GET',
    path: 'api/v2/videos',
    access: 'authenticated',
    capability: 'videos.view',
    summary: 'The training videos, each with the caller’s position and whether they watched it.',
    response: videoListSchema,
  }),
  /** One video with the caller's progress; an unknown id is 404. */
  byId: defineEndpoint({
    name: 'videos.byId',
    method: 'GET',
    path: 'api/v2/videos/{id}',
    access: 'authenticated',
    capability: 'videos.view',
    summary: 'One training video with its caption cues and the caller’s progress.',
    params: videoParamsSchema,
    response: videoSchema,
  }),
  /**
   * Saves the caller's position in a video. `completed` once true stays true (watching again does not
   * unwatch); a position past the duration is 400, an unknown id 404. Answers the saved progress.
   */
  saveProgress: defineEndpoint({
    name: 'videos.saveProgress',
    method: 'PUT',
    path: 'api/v2/videos/{id}/progress',
    access: 'authenticated',
    capability: 'videos.view',
    summary: 'Saves the caller’s position in a video and whether they watched it to the end.',
    params: videoParamsSchema,
    body: videoProgressInputSchema,
    response: videoProgressSchema,
  }),
};
