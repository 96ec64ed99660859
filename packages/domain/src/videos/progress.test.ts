import { describe, expect, it } from 'vitest';
import { videoPercentWatched, videoPositionProblem, videoResumeAt } from './progress.ts';

describe('training video progress (ADR 049)', () => {
  it('refuses a negative position, one that is not a number, and one past the end', () => {
    expect(videoPositionProblem(0, 42)).toBeNull();
    expect(videoPositionProblem(42, 42)).toBeNull();
    expect(videoPositionProblem(-0.5, 42)?.key).toBe('answer.videos.positionNegative');
    expect(videoPositionProblem(Number.NaN, 42)?.key).toBe('answer.videos.positionNegative');
    expect(videoPositionProblem(42.01, 42)).toEqual({
      key: 'answer.videos.positionPastEnd',
      params: { duration: 42 },
    });
  });

  it('resumes at the saved place, from the start when none or in the last two seconds', () => {
    expect(videoResumeAt(null, 42)).toBe(0);
    expect(videoResumeAt({ positionSeconds: 12.5, completed: false }, 42)).toBe(12.5);
    expect(videoResumeAt({ positionSeconds: 12.5, completed: true }, 42)).toBe(12.5);
    expect(videoResumeAt({ positionSeconds: 40.5, completed: false }, 42)).toBe(0);
    expect(videoResumeAt({ positionSeconds: 42, completed: true }, 42)).toBe(0);
  });

  it('counts a watched video as all of it, otherwise the share of the position', () => {
    expect(videoPercentWatched({ positionSeconds: 0, completed: true }, 42)).toBe(100);
    expect(videoPercentWatched({ positionSeconds: 21.5, completed: false }, 44)).toBe(49);
    expect(videoPercentWatched({ positionSeconds: 0, completed: false }, 44)).toBe(0);
  });
});
