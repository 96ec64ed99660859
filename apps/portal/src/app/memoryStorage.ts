/**
 * A `Storage` kept in memory, optionally holding `entries` from the start: stories and unit tests use it so
 * they never read or write the browser's local storage (the session, the chosen language).
 */
export function createMemoryStorage(entries: Readonly<Record<string, string>> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => {
      map.clear();
    },
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, value);
    },
  };
}
