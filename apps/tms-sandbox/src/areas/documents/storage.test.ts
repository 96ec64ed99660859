import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDocumentStore, memoryDocumentStore, seedKey, type DocumentStore } from './storage.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fk-documents-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe.each<[string, () => DocumentStore]>([
  ['file store', () => fileDocumentStore(dataDir)],
  ['memory store', () => memoryDocumentStore()],
])('%s', (_name, make) => {
  it('stores bytes under a random key, reads them back and removes them', async () => {
    const store = make();
    const bytes = Uint8Array.from([1, 2, 3]);
    const key = await store.put(bytes);
    expect(key).toMatch(/^blob\/[0-9a-f-]{36}$/);
    expect(await store.put(bytes)).not.toBe(key);
    expect(await store.get(key)).toEqual(bytes);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });

  it('reads the committed seed files and never removes them', async () => {
    const store = make();
    const key = seedKey('sample.png');
    const before = await store.get(key);
    expect(before?.slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
    await store.remove(key);
    expect(await store.get(key)).toEqual(before);
  });

  it.each(['seed/../../../etc/passwd', 'blob/../../x', '/etc/passwd', 'seed/missing.pdf', ''])(
    'answers null for the key %j',
    async (key) => {
      expect(await make().get(key)).toBeNull();
    },
  );
});

it('writes uploads as <data-dir>/documents/<uuid>, never under a client name', async () => {
  const store = fileDocumentStore(dataDir);
  const key = await store.put(Uint8Array.from([9]));
  const files = await readdir(join(dataDir, 'documents'));
  expect(files).toContain(key.slice('blob/'.length));
  expect(files.every((f) => /^[0-9a-f-]{36}$/.test(f))).toBe(true);
});
