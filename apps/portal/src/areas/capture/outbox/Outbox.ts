import { ApiError, type DocumentRecord } from '@freightkit/api';
import type { UploadCall, UploadProgress } from '@freightkit/api/react';
import type { DocumentType } from '@freightkit/domain';
import type { Capture, CaptureRefusal, OutboxStore } from './outboxStore.ts';
import { unsentCaptures } from './unsentCaptures.ts';

/** What the outbox needs to send: the document transfer's upload (bearer token, progress, idempotency key). */
export type SendCapture = (
  target: UploadCall,
  options: { idempotencyKey: string; onProgress: (progress: UploadProgress) => void },
) => Promise<DocumentRecord>;

/** A new capture as the capture sheet hands it over. */
export interface NewCapture {
  readonly shipmentId: string;
  readonly shipmentNumber: string;
  readonly orderStopId: string | null;
  readonly stopLabel: string;
  readonly type: DocumentType;
  readonly name: string;
  readonly file: Blob;
  readonly pageCount: number;
}

/** What screens see of the outbox: the user's captures, oldest first, and the progress of the one being sent. */
export interface OutboxSnapshot {
  readonly captures: readonly Capture[];
  /** Fraction 0–1 of the capture being sent, by id. */
  readonly progress: Readonly<Record<string, number>>;
  /** Whether the captures have been read from storage yet. */
  readonly loaded: boolean;
}

/** First wait after a failed try; doubled on each further one up to {@link maxBackoffMs}. */
export const firstBackoffMs = 2_000;
/** Longest wait between tries (five minutes): a driver back in coverage should not wait longer. */
export const maxBackoffMs = 5 * 60_000;

/** The wait before the next try after `attempts` failed ones: 2 s, 4 s, 8 s … up to five minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(maxBackoffMs, firstBackoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * How a failed send is taken: a refusal the driver must act on (a 4xx that says what is wrong), or a
 * passing failure to try again later (no connection, 408, 409 while the first send is being stored,
 * 429, any 5xx; a 401 too: the session ends and the capture waits for the user's next sign-in).
 */
export function refusalOf(error: unknown): CaptureRefusal | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null) return null;
  const { status } = error;
  if (status === 401 || status === 408 || status === 409 || status === 429 || status >= 500) return null;
  const said = [
    ...(error.serverText === undefined ? [] : [error.serverText]),
    ...Object.values(error.fieldTexts).flat(),
  ];
  const texts = said.filter(
    (text, i) => text.text !== '' && said.findIndex((other) => other.text === text.text) === i,
  );
  return { status, message: texts.map((text) => text.text).join(' '), texts };
}

const base64Of = async (bytes: ArrayBuffer): Promise<string> => {
  // FileReader's data URL is the fast, non-blocking way to base64 a large file in the browser.
  if (typeof FileReader !== 'undefined')
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => {
        const url = typeof reader.result === 'string' ? reader.result : '';
        resolve(url.slice(url.indexOf(',') + 1));
      };
      reader.onerror = () => {
        reject(reader.error ?? new Error('The capture could not be read.'));
      };
      reader.readAsDataURL(new Blob([bytes]));
    });
  let text = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
};

/**
 * One user's outbox (ADR 039): captures kept in IndexedDB with their state, sent one at a time with
 * their id as the `Idempotency-Key`, and tried again with back-off when the connection or the back end
 * fails. It never reads or sends another user's captures. The page drains it (on start, on `online`,
 * on a timer for the next back-off); a service worker's background sync is not used (Chromium only,
 * and it would replay with a stale token).
 */
export class Outbox {
  private snapshot: OutboxSnapshot = { captures: [], progress: {}, loaded: false };
  private readonly listeners = new Set<() => void>();
  private draining: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private storageAsked = false;

  constructor(
    private readonly store: OutboxStore,
    readonly userId: string,
    private readonly send: SendCapture,
    private readonly options: {
      readonly now?: () => number;
      readonly newId?: () => string;
      /** Told of every capture the back end stored (to refresh document lists). */
      readonly onSent?: (capture: Capture, document: DocumentRecord) => void;
      /** Whether the browser thinks it is online; the outbox does not try while it is not. */
      readonly isOnline?: () => boolean;
      /**
       * Asks the browser to keep the outbox's storage under pressure (`navigator.storage.persist()`),
       * once, when the first capture is kept: the browser may say no, and the capture is kept anyway.
       */
      readonly keepStorage?: () => Promise<unknown>;
    } = {},
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Subscribes to changes (for `useSyncExternalStore`). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The current snapshot (stable until something changes). */
  readonly getSnapshot = (): OutboxSnapshot => this.snapshot;

  private publish(patch: Partial<OutboxSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Reads this user's captures from storage. */
  async load(): Promise<void> {
    const captures = await this.store.list(this.userId);
    // A capture left `sending` by a closed tab was not confirmed: it waits to be sent again (same key).
    const revived = captures.map((c) => (c.state === 'sending' ? { ...c, state: 'waiting' as const } : c));
    for (const [i, c] of revived.entries()) if (c !== captures[i]) await this.store.put(c);
    this.publish({ captures: revived, loaded: true });
  }

  private async save(capture: Capture) {
    if (capture.userId !== this.userId) throw new Error('A capture of another user.');
    await this.store.put(capture);
    const others = this.snapshot.captures.filter((c) => c.id !== capture.id);
    this.publish({
      captures: [...others, capture].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    });
  }

  /** Keeps a new capture (waiting) and tries to send it at once. */
  async add(input: NewCapture): Promise<Capture> {
    const bytes = await input.file.arrayBuffer();
    const capture: Capture = {
      id: this.options.newId?.() ?? crypto.randomUUID(),
      userId: this.userId,
      createdAt: new Date(this.now()).toISOString(),
      shipmentId: input.shipmentId,
      shipmentNumber: input.shipmentNumber,
      orderStopId: input.orderStopId,
      stopLabel: input.stopLabel,
      type: input.type,
      name: input.name,
      mimeType: input.file.type,
      bytes,
      size: bytes.byteLength,
      pageCount: input.pageCount,
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: null,
      refusal: null,
      documentId: null,
    };
    await this.save(capture);
    if (!this.storageAsked && this.options.keepStorage) {
      this.storageAsked = true;
      // Without it, a browser short of space may evict IndexedDB, captures and all (ADR 039).
      this.options.keepStorage().catch(() => undefined);
    }
    void this.drain();
    return capture;
  }

  /** Sends a waiting or refused capture again now (the driver's "Send again"). */
  async retry(id: string): Promise<void> {
    const capture = this.snapshot.captures.find((c) => c.id === id);
    if (!capture || capture.state === 'sent' || capture.state === 'sending') return;
    await this.save({ ...capture, state: 'waiting', attempts: 0, nextAttemptAt: null, refusal: null });
    await this.drain();
  }

  /** Removes a capture from this phone (the driver's "Discard", or a sent one cleared). */
  async discard(id: string): Promise<void> {
    if (!this.snapshot.captures.some((c) => c.id === id)) return;
    await this.store.remove(id);
    this.publish({ captures: this.snapshot.captures.filter((c) => c.id !== id) });
  }

  /** Removes every capture not sent yet (sign-out's "Discard"). */
  async discardUnsent(): Promise<void> {
    for (const capture of unsentCaptures(this.snapshot.captures)) await this.discard(capture.id);
  }

  /**
   * Sends every waiting capture whose back-off has passed, one at a time, oldest first; then sets a
   * timer for the earliest next try. Calls while a drain runs join it.
   */
  drain({ ignoreBackoff = false }: { ignoreBackoff?: boolean } = {}): Promise<void> {
    if (this.stopped) return Promise.resolve();
    // The connection came back (or the app started): what waited for it is due now, not at its back-off.
    if (ignoreBackoff) this.dueNow = true;
    this.draining ??= this.run().finally(() => {
      this.draining = null;
      this.schedule();
    });
    return this.draining;
  }

  private dueNow = false;

  private async run() {
    const tried = new Set<string>();
    for (;;) {
      if (this.stopped || this.options.isOnline?.() === false) return;
      const now = this.now();
      const due = this.dueNow;
      const next = this.snapshot.captures.find(
        (c) =>
          c.state === 'waiting' &&
          !tried.has(c.id) &&
          (due || c.nextAttemptAt === null || c.nextAttemptAt <= now),
      );
      if (!next) {
        this.dueNow = false;
        return;
      }
      tried.add(next.id);
      // No connection: the rest would fail alike; `online` or the back-off timer starts the next round.
      if ((await this.sendOne(next)) === 'offline') {
        this.dueNow = false;
        return;
      }
    }
  }

  /** Sends one capture; tells whether the connection failed. */
  private async sendOne(capture: Capture): Promise<'done' | 'offline'> {
    await this.save({ ...capture, state: 'sending' });
    this.publish({ progress: { ...this.snapshot.progress, [capture.id]: 0 } });
    const body = {
      name: capture.name,
      type: capture.type,
      data: await base64Of(capture.bytes),
      ...(capture.orderStopId === null ? {} : { orderStopId: capture.orderStopId }),
    };
    try {
      const document = await this.send(
        { shipmentId: capture.shipmentId, body },
        {
          idempotencyKey: capture.id,
          onProgress: (p) => {
            this.publish({ progress: { ...this.snapshot.progress, [capture.id]: p.fraction } });
          },
        },
      );
      const sent: Capture = {
        ...capture,
        state: 'sent',
        bytes: new ArrayBuffer(0),
        attempts: 0,
        nextAttemptAt: null,
        refusal: null,
        documentId: document.id,
      };
      await this.save(sent);
      this.options.onSent?.(sent, document);
      return 'done';
    } catch (error) {
      const refusal = refusalOf(error);
      const attempts = capture.attempts + 1;
      await this.save(
        refusal === null
          ? { ...capture, state: 'waiting', attempts, nextAttemptAt: this.now() + backoffMs(attempts) }
          : { ...capture, state: 'refused', attempts, nextAttemptAt: null, refusal },
      );
      return error instanceof ApiError && error.kind === 'network' ? 'offline' : 'done';
    } finally {
      const { [capture.id]: _done, ...rest } = this.snapshot.progress;
      this.publish({ progress: rest });
    }
  }

  private schedule() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped) return;
    const waits = this.snapshot.captures
      .filter((c) => c.state === 'waiting' && c.nextAttemptAt !== null)
      .map((c) => c.nextAttemptAt ?? 0);
    if (waits.length === 0) return;
    const delay = Math.max(0, Math.min(...waits) - this.now());
    this.timer = setTimeout(() => void this.drain(), delay);
  }

  /** Lets a stopped outbox send again (the signed-in frame mounted again). */
  start(): void {
    this.stopped = false;
  }

  /** Stops sending (sign-out, another user): nothing more is sent by this outbox. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
