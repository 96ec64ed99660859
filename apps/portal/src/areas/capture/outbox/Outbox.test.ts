import 'fake-indexeddb/auto';
import { ApiError, type DocumentRecord } from '@freightkit/api';
import { DocumentType } from '@freightkit/domain';
import { describe, expect, it, vi } from 'vitest';
import { backoffMs, Outbox, refusalOf, type SendCapture } from './Outbox.ts';
import { unsentCaptures } from './unsentCaptures.ts';
import { openOutboxStore } from './outboxStore.ts';

const doc = (id: string) => ({ id }) as DocumentRecord;
const offline = () => new ApiError({ kind: 'network', endpoint: 'documents.uploadToShipment', status: null });
const http = (status: number, message: string, modelState?: Record<string, string[]>) =>
  new ApiError({
    kind: 'http',
    endpoint: 'documents.uploadToShipment',
    status,
    body: { message, ...(modelState ? { modelState } : {}) },
  });

const newCapture = (name = 'pod.pdf') => ({
  shipmentId: 's1',
  shipmentNumber: '1001',
  orderStopId: 'stop-2',
  stopLabel: 'Stop 2',
  type: DocumentType.ProofOfDelivery,
  name,
  file: new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/pdf' }),
  pageCount: 2,
});

let ids = 0;
function make(userId: string, send: SendCapture, clock = { now: 1_000 }) {
  return new Outbox(openOutboxStore(), userId, send, {
    now: () => clock.now,
    newId: () => `capture-${++ids}`,
  });
}

describe('Outbox', () => {
  it('sends a capture with its id as the idempotency key and the stop, and marks it sent', async () => {
    const send = vi.fn<SendCapture>().mockResolvedValue(doc('d1'));
    const outbox = make('driver-a', send);
    await outbox.load();
    const capture = await outbox.add(newCapture());
    await outbox.drain();
    expect(send).toHaveBeenCalledTimes(1);
    const [target, options] = send.mock.calls[0] ?? [];
    expect(target).toEqual({
      shipmentId: 's1',
      body: { name: 'pod.pdf', type: DocumentType.ProofOfDelivery, data: 'JVBERg==', orderStopId: 'stop-2' },
    });
    expect(options?.idempotencyKey).toBe(capture.id);
    const sent = outbox.getSnapshot().captures.find((c) => c.id === capture.id);
    expect(sent).toMatchObject({ state: 'sent', documentId: 'd1', size: 4 });
    expect(sent?.bytes.byteLength).toBe(0);
    outbox.stop();
  });

  it('keeps a capture waiting with back-off while offline, survives a reload, and sends it once online', async () => {
    const clock = { now: 10_000 };
    const send = vi.fn<SendCapture>().mockRejectedValue(offline());
    const first = make('driver-b', send, clock);
    await first.load();
    const capture = await first.add(newCapture());
    await first.drain();
    first.stop();
    expect(first.getSnapshot().captures[0]).toMatchObject({
      state: 'waiting',
      attempts: 1,
      nextAttemptAt: 10_000 + backoffMs(1),
    });

    // A reload: a new outbox over the same storage finds it waiting and sends it with the same key.
    send.mockReset().mockResolvedValue(doc('d2'));
    const second = make('driver-b', send, clock);
    await second.load();
    expect(second.getSnapshot().captures.map((c) => c.state)).toEqual(['waiting']);
    await second.drain();
    expect(send).not.toHaveBeenCalled(); // still inside its back-off
    await second.drain({ ignoreBackoff: true }); // `online`
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1].idempotencyKey).toBe(capture.id);
    expect(second.getSnapshot().captures[0]?.state).toBe('sent');
    second.stop();
  });

  it('asks the browser once to keep its storage, when the first capture is kept, and keeps it if refused', async () => {
    const keepStorage = vi.fn(() => Promise.reject(new Error('not allowed')));
    const outbox = new Outbox(
      openOutboxStore(),
      'driver-k',
      vi.fn<SendCapture>().mockResolvedValue(doc('d9')),
      {
        keepStorage,
        newId: () => `kept-${++ids}`,
      },
    );
    await outbox.load();
    expect(keepStorage).not.toHaveBeenCalled();
    await outbox.add(newCapture());
    await outbox.add(newCapture());
    expect(keepStorage).toHaveBeenCalledTimes(1);
    expect(outbox.getSnapshot().captures).toHaveLength(2);
  });

  it('revives a capture left sending by a closed tab as waiting', async () => {
    const store = openOutboxStore();
    const hanging = new Promise<DocumentRecord>(() => undefined);
    const first = new Outbox(store, 'driver-c', () => hanging, { newId: () => 'hanging-1' });
    await first.load();
    await first.add(newCapture());
    await vi.waitFor(async () => {
      expect((await store.get('hanging-1'))?.state).toBe('sending');
    });
    first.stop();
    const second = new Outbox(store, 'driver-c', vi.fn<SendCapture>());
    await second.load();
    expect(second.getSnapshot().captures[0]?.state).toBe('waiting');
  });

  it('marks a 4xx refusal with the back end’s reason, and sends it again on retry', async () => {
    const send = vi
      .fn<SendCapture>()
      .mockRejectedValueOnce(
        http(400, 'The request is invalid.', { orderStopId: ['No dropoff selected for upload'] }),
      )
      .mockResolvedValueOnce(doc('d3'));
    const outbox = make('driver-d', send);
    await outbox.load();
    const capture = await outbox.add(newCapture());
    await outbox.drain();
    expect(outbox.getSnapshot().captures[0]).toMatchObject({
      state: 'refused',
      refusal: { status: 400, message: 'The request is invalid. No dropoff selected for upload' },
    });
    await outbox.retry(capture.id);
    expect(outbox.getSnapshot().captures[0]).toMatchObject({ state: 'sent', refusal: null });
    outbox.stop();
  });

  it('never lists or sends another user’s captures', async () => {
    const sendA = vi.fn<SendCapture>().mockRejectedValue(offline());
    const a = make('driver-e', sendA);
    await a.load();
    await a.add(newCapture('mine.pdf'));
    await a.drain();
    a.stop();
    const sendB = vi.fn<SendCapture>().mockResolvedValue(doc('x'));
    const b = make('driver-f', sendB);
    await b.load();
    await b.drain({ ignoreBackoff: true });
    expect(b.getSnapshot().captures).toEqual([]);
    expect(sendB).not.toHaveBeenCalled();
    const again = make('driver-e', vi.fn<SendCapture>());
    await again.load();
    expect(again.getSnapshot().captures.map((c) => c.name)).toEqual(['mine.pdf']);
  });

  it('discards the unsent captures and keeps the sent ones', async () => {
    const send = vi.fn<SendCapture>().mockResolvedValueOnce(doc('d4')).mockRejectedValue(offline());
    const outbox = make('driver-g', send);
    await outbox.load();
    await outbox.add(newCapture('sent.pdf'));
    await outbox.drain();
    await outbox.add(newCapture('unsent.pdf'));
    await outbox.drain();
    expect(unsentCaptures(outbox.getSnapshot().captures).map((c) => c.name)).toEqual(['unsent.pdf']);
    await outbox.discardUnsent();
    expect(outbox.getSnapshot().captures.map((c) => c.name)).toEqual(['sent.pdf']);
    outbox.stop();
  });
});

describe('refusalOf and backoffMs', () => {
  it('takes passing failures as a reason to wait, others as refusals', () => {
    expect(refusalOf(offline())).toBeNull();
    for (const status of [401, 408, 409, 429, 500, 503]) expect(refusalOf(http(status, 'x'))).toBeNull();
    expect(refusalOf(http(413, 'The file is too large.'))).toEqual({
      status: 413,
      message: 'The file is too large.',
      texts: [{ text: 'The file is too large.' }],
    });
    expect(refusalOf(new Error('boom'))).toBeNull();
  });

  it('keeps the keys of a refusal, so it reads in the language of the day the outbox is opened', () => {
    const refused = new ApiError({
      kind: 'http',
      endpoint: 'documents.uploadToShipment',
      status: 400,
      body: {
        message: 'The request is invalid.',
        messageKey: 'answer.invalidRequest',
        modelState: { name: ['The file name says .pdf but the content is PNG.'] },
        modelStateKeys: {
          name: [{ key: 'answer.documents.extensionMismatch', params: { extension: 'pdf', kind: 'PNG' } }],
        },
      },
    });
    expect(refusalOf(refused)).toEqual({
      status: 400,
      message: 'The request is invalid. The file name says .pdf but the content is PNG.',
      texts: [
        { text: 'The request is invalid.', answer: { key: 'answer.invalidRequest' } },
        {
          text: 'The file name says .pdf but the content is PNG.',
          answer: { key: 'answer.documents.extensionMismatch', params: { extension: 'pdf', kind: 'PNG' } },
        },
      ],
    });
  });

  it('doubles from 2 s up to five minutes', () => {
    expect([1, 2, 3, 10, 20].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 300_000, 300_000]);
  });
});
