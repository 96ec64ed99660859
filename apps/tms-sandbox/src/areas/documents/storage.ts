import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Services } from '../../http/context.ts';

/**
 * Where document bytes live. Keys are generated here, never taken from the client:
 * `blob/<uuid>` for uploads, `seed/<file>` for the committed sample files the seed attaches.
 */
export interface DocumentStore {
  /** Stores new bytes under a fresh random key and returns the key. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes of a key, or `null` when they are gone. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes an upload's bytes; seed files are shared and stay. */
  remove(key: string): Promise<void>;
}

/** Folder of the committed sample files (`seed/<file>` keys). */
export const seedFilesDir = new URL('./seed-files/', import.meta.url);

/** The storage key of a committed sample file. */
export const seedKey = (file: string): string => `seed/${file}`;

const blobKey = /^blob\/([0-9a-f-]{36})$/;
const seedFileKey = /^seed\/([a-z0-9-]+\.[a-z]+)$/;

async function readSeed(key: string): Promise<Uint8Array | null> {
  const file = seedFileKey.exec(key)?.[1];
  if (file === undefined) return null;
  try {
    return new Uint8Array(await readFile(new URL(file, seedFilesDir)));
  } catch {
    return null;
  }
}

/** A store in `<dataDir>/documents/`, one file per upload named by its random id (mode 0600). */
export function fileDocumentStore(dataDir: string): DocumentStore {
  const folder = join(dataDir, 'documents');
  const pathOf = (key: string) => {
    const id = blobKey.exec(key)?.[1];
    return id === undefined ? null : join(folder, id);
  };
  return {
    async put(bytes) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const id = randomUUID();
      await writeFile(join(folder, id), bytes, { flag: 'wx', mode: 0o600 });
      return `blob/${id}`;
    },
    async get(key) {
      const path = pathOf(key);
      if (path === null) return readSeed(key);
      try {
        return new Uint8Array(await readFile(path));
      } catch {
        return null;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      if (path !== null) await rm(path, { force: true });
    },
  };
}

/** A store in memory, for an in-memory sandbox (tests). */
export function memoryDocumentStore(): DocumentStore {
  const blobs = new Map<string, Uint8Array>();
  return {
    put(bytes) {
      const key = `blob/${randomUUID()}`;
      blobs.set(key, bytes.slice());
      return Promise.resolve(key);
    },
    get(key) {
      const found = blobs.get(key);
      return found === undefined ? readSeed(key) : Promise.resolve(found);
    },
    remove(key) {
      blobs.delete(key);
      return Promise.resolve();
    },
  };
}

const stores = new WeakMap<Services, DocumentStore>();

/**
 * The document store of a running sandbox: `<dataDir>/documents/` when the database is on disk,
 * memory when it is in memory (so the two never disagree about what exists).
 */
export function documentStore(services: Services): DocumentStore {
  let store = stores.get(services);
  if (store === undefined) {
    const dataDir = services.config.dataDir;
    store = dataDir === undefined ? memoryDocumentStore() : fileDocumentStore(dataDir);
    stores.set(services, store);
  }
  return store;
}
