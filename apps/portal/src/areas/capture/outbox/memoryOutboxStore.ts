import type { Capture, OutboxStore } from './outboxStore.ts';

/** An outbox store kept in memory (stories, tests), holding the given captures to start with. */
export function createMemoryOutboxStore(initial: readonly Capture[] = []): OutboxStore {
  const captures = new Map(initial.map((capture) => [capture.id, capture]));
  return {
    list: (userId) =>
      Promise.resolve(
        [...captures.values()]
          .filter((capture) => capture.userId === userId)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      ),
    put: (capture) => {
      captures.set(capture.id, capture);
      return Promise.resolve();
    },
    get: (id) => Promise.resolve(captures.get(id)),
    remove: (id) => {
      captures.delete(id);
      return Promise.resolve();
    },
  };
}
