import type { DocumentType, ServerText } from '@freightkit/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Where a capture is (ADR 039): `waiting` for a connection (or its next try), `sending`, `sent`
 * (the back end stored it), or `refused` by the back end with a reason the driver can act on.
 */
export type CaptureState = 'waiting' | 'sending' | 'sent' | 'refused';

/**
 * Why the back end refused a capture: its status, its message and the fields' messages in English,
 * and the same texts with their catalog keys (ADR 048), so a refusal kept for days reads in the
 * language the driver uses when they open the outbox. Captures kept before the keys have no `texts`.
 */
export interface CaptureRefusal {
  readonly status: number;
  readonly message: string;
  readonly texts?: readonly ServerText[];
}

/**
 * One captured document in the outbox: what it is for (shipment, stop, type), its file (the combined
 * PDF or the one image) and where it is. Its `id` is also the upload's `Idempotency-Key`, kept for the
 * capture's life, so every resend is recognised by the back end.
 */
export interface Capture {
  readonly id: string;
  /** The signed-in user who captured it; nobody else sees or sends it. */
  readonly userId: string;
  readonly createdAt: string;
  readonly shipmentId: string;
  readonly shipmentNumber: string;
  /** The drop-off stop of a proof of delivery; `null` for shipment paperwork. */
  readonly orderStopId: string | null;
  /** The stop as the driver saw it ('Stop 2'), for the outbox list. */
  readonly stopLabel: string;
  readonly type: DocumentType;
  readonly name: string;
  readonly mimeType: string;
  /** The file's bytes; emptied once sent (the back end holds them then). */
  readonly bytes: ArrayBuffer;
  readonly size: number;
  readonly pageCount: number;
  readonly state: CaptureState;
  /** Failed tries since the last success or manual retry (drives the back-off). */
  readonly attempts: number;
  /** Epoch ms before which the outbox does not try again; `null` to try at once. */
  readonly nextAttemptAt: number | null;
  readonly refusal: CaptureRefusal | null;
  /** The stored document, once sent. */
  readonly documentId: string | null;
}

interface OutboxSchema extends DBSchema {
  captures: { key: string; value: Capture; indexes: { byUser: string } };
}

/** The browser database of the outbox (one per origin; captures are filtered by user). */
export const outboxDatabaseName = 'freightkit-outbox';

/** Storage of captures, per user. All reads filter by the user id given. */
export interface OutboxStore {
  list(userId: string): Promise<Capture[]>;
  put(capture: Capture): Promise<void>;
  get(id: string): Promise<Capture | undefined>;
  remove(id: string): Promise<void>;
}

/** Opens the IndexedDB store of the outbox (through `idb`; tests load `fake-indexeddb/auto`). */
export function openOutboxStore(): OutboxStore {
  let db: Promise<IDBPDatabase<OutboxSchema>> | undefined;
  const open = () =>
    (db ??= openDB<OutboxSchema>(outboxDatabaseName, 1, {
      upgrade(database) {
        const store = database.createObjectStore('captures', { keyPath: 'id' });
        store.createIndex('byUser', 'userId');
      },
    }));
  return {
    async list(userId) {
      const all = await (await open()).getAllFromIndex('captures', 'byUser', userId);
      return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async put(capture) {
      await (await open()).put('captures', capture);
    },
    async get(id) {
      return (await open()).get('captures', id);
    },
    async remove(id) {
      await (await open()).delete('captures', id);
    },
  };
}
