import { documentKeys, useDocumentTransfer } from '@freightkit/api/react';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo } from 'react';
import { Outbox } from './Outbox.ts';
import { OutboxStoreContext } from './outboxStoreContext.ts';
import { openOutboxStore, type OutboxStore } from './outboxStore.ts';

let sharedStore: OutboxStore | undefined;

/** Props of {@link OutboxRunner}. */
export interface OutboxRunnerProps {
  /** The signed-in user whose captures it reads and sends. */
  readonly userId: string;
  /** Told the outbox once it has started, and `null` once it has stopped. */
  readonly onOutbox: (outbox: Outbox | null) => void;
}

/**
 * The workings of the signed-in user's outbox (ADR 039): reads their captures from IndexedDB on start
 * and sends what waits, again on every `online` event and after each back-off. A chunk of its own that
 * `OutboxProvider` loads once the page has been drawn (ADR 088), with IndexedDB's wrapper and the
 * document transfer: no page draws with them. Draws nothing.
 */
export function OutboxRunner({ userId, onOutbox }: OutboxRunnerProps) {
  const store = useContext(OutboxStoreContext);
  const transfer = useDocumentTransfer();
  const queryClient = useQueryClient();
  const outbox = useMemo(
    () =>
      new Outbox(
        store ?? (sharedStore ??= openOutboxStore()),
        userId,
        (target, options) => transfer.upload(target, options),
        {
          isOnline: () => navigator.onLine,
          // Absent outside a secure context (a phone on the dispatcher's LAN over plain HTTP).
          keepStorage: () => ('storage' in navigator ? navigator.storage.persist() : Promise.resolve(false)),
          onSent: (capture) => {
            void queryClient.invalidateQueries({
              queryKey: documentKeys.entity('shipment', capture.shipmentId),
            });
          },
        },
      ),
    [userId, store, transfer, queryClient],
  );

  useEffect(() => {
    outbox.start();
    onOutbox(outbox);
    const online = () => void outbox.drain({ ignoreBackoff: true });
    void outbox.load().then(online, (error: unknown) => {
      console.warn('FreightKit: the outbox could not be read.', error);
    });
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      outbox.stop();
      onOutbox(null);
    };
  }, [outbox, onOutbox]);

  return null;
}
