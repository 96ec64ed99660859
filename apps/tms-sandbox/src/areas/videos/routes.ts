import { contract } from '@freightkit/api';
import { videoPositionProblem } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { videoCatalog, videoFilePath, type CatalogVideo } from './catalog.ts';

interface ProgressRow {
  video_id: string;
  position_seconds: number;
  completed: boolean;
  updated_at: Date;
}

const noProgress = { positionSeconds: 0, completed: false, updatedAt: null };

const progressOut = (row: ProgressRow | undefined) =>
  row === undefined
    ? noProgress
    : {
        positionSeconds: row.position_seconds,
        completed: row.completed,
        updatedAt: row.updated_at.toISOString(),
      };

const videoOut = (video: CatalogVideo, row: ProgressRow | undefined) => ({
  id: video.id,
  title: video.title,
  topic: video.topic,
  durationSeconds: video.durationSeconds,
  captionsLanguage: video.captionsLanguage,
  videoPath: videoFilePath(`${video.id}.webm`),
  captionsPath: videoFilePath(`${video.id}.en.vtt`),
  transcriptPath: videoFilePath(`${video.id}.en.txt`),
  posterPath: videoFilePath(`${video.id}.jpg`),
  cues: video.cues,
  progress: progressOut(row),
});

/** The catalog video of an id, else 404. */
function catalogVideo(id: string): CatalogVideo {
  const video = videoCatalog.find((v) => v.id === id);
  if (!video) throw notFound('The video');
  return video;
}

/** The caller's own progress rows (one per started video); nobody reads another user's. */
async function progressOf(db: Database, caller: Caller, videoId?: string): Promise<ProgressRow[]> {
  const { rows } = await db.query<ProgressRow>(
    `SELECT video_id, position_seconds, completed, updated_at FROM video_progress
      WHERE user_id = $1 AND ($2::text IS NULL OR video_id = $2)`,
    [caller.userId, videoId ?? null],
  );
  return rows;
}

/** The catalog with the caller's progress, one video, and the progress save (ADR 049). */
export function videoRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.videos.list, async ({ services, caller }) => {
    const rows = await progressOf(services.db, caller);
    return {
      items: videoCatalog.map((video) =>
        videoOut(
          video,
          rows.find((r) => r.video_id === video.id),
        ),
      ),
    };
  });

  mount(app, contract.videos.byId, async ({ services, caller, params }) => {
    const video = catalogVideo(params.id);
    const [row] = await progressOf(services.db, caller, video.id);
    return videoOut(video, row);
  });

  mount(app, contract.videos.saveProgress, async ({ services, caller, params, body }) => {
    const video = catalogVideo(params.id);
    const problem = videoPositionProblem(body.positionSeconds, video.durationSeconds);
    if (problem) throw invalidField('positionSeconds', problem);
    // Watched stays watched (seeing a video again does not unwatch it), in one statement so two saves
    // at once (a pause and a page hide) cannot lose it.
    const { rows } = await services.db.query<ProgressRow>(
      `INSERT INTO video_progress (user_id, video_id, position_seconds, completed)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, video_id) DO UPDATE
         SET position_seconds = EXCLUDED.position_seconds,
             completed = video_progress.completed OR EXCLUDED.completed,
             updated_at = now()
       RETURNING video_id, position_seconds, completed, updated_at`,
      [caller.userId, video.id, body.positionSeconds, body.completed],
    );
    return progressOut(rows[0]);
  });
}
