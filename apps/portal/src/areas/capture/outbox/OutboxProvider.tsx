import { documentKeys, useDocumentTransfer } from '@freightkit/api/react';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { Outbox, type OutboxSnapshot } from './Outbox.ts';
import { openOutboxStore, type OutboxStore } from './outboxStore.ts';

const OutboxContext = createContext<Outbox | null>(null);

/**
 * The storage the signed-in frame's outbox uses: the browser's IndexedDB unless a story or test
 * provides another (`createMemoryOutboxStore`).
 */
export const OutboxStoreContext = createContext<OutboxStore | null>(null);

let sharedStore: OutboxStore | undefined;

const emptySnapshot: OutboxSnapshot = { captures: [], progress: {}, loaded: false };
const noSubscription = () => () => undefined;

/**
 * Runs the signed-in user's outbox (ADR 039) for the whole signed-in frame: reads their captures on
 * start and sends what waits, again on every `online` event and after each back-off. A new outbox is
 * made for each user, and the last one stops at sign-out, so a capture is never sent with another
 * user's session.
 */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const store = useContext(OutboxStoreContext);
  const userId = useSession().user?.id ?? null;
  const transfer = useDocumentTransfer();
  const queryClient = useQueryClient();
  const outbox = useMemo(
    () =>
      userId === null
        ? null
        : new Outbox(
            store ?? (sharedStore ??= openOutboxStore()),
            userId,
            (target, options) => transfer.upload(target, options),
            {
              isOnline: () => navigator.onLine,
              // Absent outside a secure context (a phone on the dispatcher's LAN over plain HTTP).
              keepStorage: () =>
                'storage' in navigator ? navigator.storage.persist() : Promise.resolve(false),
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
    if (outbox === null) return;
    outbox.start();
    const online = () => void outbox.drain({ ignoreBackoff: true });
    void outbox.load().then(online, (error: unknown) => {
      console.warn('FreightKit: the outbox could not be read.', error);
    });
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      outbox.stop();
    };
  }, [outbox]);

  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

/** The signed-in user's outbox, or `null` before it has started (or outside the signed-in frame). */
export function useOutbox(): Outbox | null {
  return useContext(OutboxContext);
}

/** What the outbox holds now (empty before it has started). */
export function useOutboxSnapshot(): OutboxSnapshot {
  const outbox = useOutbox();
  return useSyncExternalStore(
    outbox?.subscribe ?? noSubscription,
    outbox?.getSnapshot ?? (() => emptySnapshot),
  );
}

/** Whether the browser says it is online, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}
