import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useIdleAfterMount } from '../../../app/whenIdle.ts';
import type { Outbox, OutboxSnapshot } from './Outbox.ts';

export { OutboxStoreContext } from './outboxStoreContext.ts';

const OutboxContext = createContext<Outbox | null>(null);

const emptySnapshot: OutboxSnapshot = { captures: [], progress: {}, loaded: false };
const noSubscription = () => () => undefined;

/**
 * The outbox's workings: IndexedDB, the sending and its back-off, the document transfer (ADR 088). A
 * chunk that fails to load leaves the outbox unstarted until the next load (the captures wait in
 * storage) rather than failing the frame it runs in.
 */
const OutboxRunner = lazy(() =>
  import('./OutboxRunner.tsx').then(
    (module) => ({ default: module.OutboxRunner }),
    () => ({ default: () => null }),
  ),
);

/**
 * Runs the signed-in user's outbox (ADR 039) for the whole signed-in frame. Its workings load and start
 * in the first idle moment after the frame has been drawn, not before (ADR 088): no page draws with them,
 * and on a phone their code and IndexedDB's opening held back every signed-in page's first paint. Until
 * then `useOutbox()` is `null`, as it always was until the outbox had started; captures wait in storage
 * meanwhile, none is lost. A new outbox is made for each user, and the last one stops at sign-out, so a
 * capture is never sent with another user's session.
 */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id ?? null;
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  const idle = useIdleAfterMount();
  return (
    <OutboxContext.Provider value={userId === null ? null : outbox}>
      {children}
      {idle && userId !== null ? (
        <Suspense fallback={null}>
          <OutboxRunner key={userId} userId={userId} onOutbox={setOutbox} />
        </Suspense>
      ) : null}
    </OutboxContext.Provider>
  );
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
