let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs thumbnail work one job at a time (issue 24): a page of tiles opens one decoder worker after another,
 * never one per tile at once, so a shipment whose paperwork holds several large or hostile files costs the
 * tab one worker's memory at most, and each job gets its whole time budget.
 *
 * @example await inThumbnailQueue(async () => { const engine = await openEngine(kind, src); ... });
 */
export function inThumbnailQueue<T>(job: () => Promise<T>): Promise<T> {
  const run = tail.then(job, job);
  tail = run.catch(() => undefined);
  return run;
}
