/**
 * Settles in a task of its own, so what follows does not lengthen the task running now: on a phone a
 * task over 50 ms holds back input and counts as blocking time (issue 25). `scheduler.yield` resumes
 * ahead of other queued tasks; a message is the fallback (no timer clamping).
 *
 * @example
 * startPageQueries();
 * await yieldToMain();
 * startTabCode();
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
