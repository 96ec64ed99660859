import { answer, type AnswerMessage } from '../messages/answers.ts';

/**
 * Training videos (spec 1 §1 "training videos", §2 `/videos`; ADR 049): where a user is in a video and
 * whether they watched it. The spec names the area only; the progress model is FreightKit's reading.
 */

/** A user's progress through one video. */
export interface VideoProgressFacts {
  /** Seconds from the start where the user left off. */
  readonly positionSeconds: number;
  /** Whether the user watched the video to its end; once watched, it stays watched (the back end keeps it). */
  readonly completed: boolean;
}

/** The portal saves the position at most this often while a video plays (seconds), and on pause and leaving. */
export const videoProgressSaveIntervalSeconds = 10;

/**
 * Closer to the end than this (seconds), a video resumes from the start instead: there is nothing
 * left to watch, and the end itself counts as watched.
 */
export const videoResumeTailSeconds = 2;

/**
 * What is wrong with a position saved for a video of `durationSeconds`, or null: not a number,
 * negative, or past the end is refused (400 on the `positionSeconds` field).
 *
 * @example videoPositionProblem(50, 42) // answer.videos.positionPastEnd
 */
export function videoPositionProblem(positionSeconds: number, durationSeconds: number): AnswerMessage | null {
  if (!Number.isFinite(positionSeconds) || positionSeconds < 0)
    return answer('answer.videos.positionNegative');
  if (positionSeconds > durationSeconds)
    return answer('answer.videos.positionPastEnd', { duration: durationSeconds });
  return null;
}

/**
 * Where the player starts a video: the saved position, or the start when none was saved or it lies
 * in the last {@link videoResumeTailSeconds} seconds.
 *
 * @example videoResumeAt({ positionSeconds: 12.5, completed: false }, 42) // 12.5
 */
export function videoResumeAt(progress: VideoProgressFacts | null, durationSeconds: number): number {
  if (progress === null) return 0;
  const position = progress.positionSeconds;
  return position > 0 && position < durationSeconds - videoResumeTailSeconds ? position : 0;
}

/** How far through a video the user is, 0–100 (100 once watched), for a progress bar. */
export function videoPercentWatched(progress: VideoProgressFacts, durationSeconds: number): number {
  if (progress.completed) return 100;
  if (durationSeconds <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress.positionSeconds / durationSeconds) * 100)));
}
