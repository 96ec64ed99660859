import { notificationMs } from '@freightkit/domain';
import { useI18n } from '@freightkit/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from './notifications.css.ts';

/** One notice for the user: its text, tone and how long it stays. */
export interface Notice {
  readonly text: string;
  readonly tone: 'positive' | 'critical' | 'info';
  /** @default notificationMs (4 s, spec 1 §9) */
  readonly durationMs?: number;
}

type Notify = (notice: Notice) => void;

const NotifyContext = createContext<Notify>(() => undefined);

interface Shown extends Notice {
  readonly id: number;
}

/**
 * The portal's notices (spec 1 §8 success and error toasts). Stand-in until the kit's Toast
 * lands: screens only call {@link useNotify}, so swapping the rendering touches this file alone.
 * Errors are announced assertively, the rest politely.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [shown, setShown] = useState<readonly Shown[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    setShown((list) => list.filter((n) => n.id !== id));
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const notify = useCallback<Notify>(
    (notice) => {
      nextId.current += 1;
      const id = nextId.current;
      setShown((list) => [...list, { ...notice, id }]);
      timers.current.set(
        id,
        window.setTimeout(() => {
          dismiss(id);
        }, notice.durationMs ?? notificationMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  const critical = shown.filter((n) => n.tone === 'critical');
  const polite = shown.filter((n) => n.tone !== 'critical');
  const list = (items: readonly Shown[]) =>
    items.map((n) => (
      <div key={n.id} className={styles.notice[n.tone]} data-duration-ms={n.durationMs ?? notificationMs}>
        <span>{n.text}</span>
        <button
          type="button"
          className={styles.dismiss}
          onClick={() => {
            dismiss(n.id);
          }}
        >
          {t('shell.notifications.dismiss')}
        </button>
      </div>
    ));

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <section className={styles.region} aria-label={t('shell.notifications')}>
        <div role="alert">{list(critical)}</div>
        <div role="status">{list(polite)}</div>
      </section>
    </NotifyContext.Provider>
  );
}

/** Shows a notice (a toast). */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}

/** Stable helpers for the common tones. */
export function useNotices() {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (text: string, durationMs?: number) => {
        notify({ text, tone: 'positive', ...(durationMs === undefined ? {} : { durationMs }) });
      },
      error: (text: string, durationMs?: number) => {
        notify({ text, tone: 'critical', ...(durationMs === undefined ? {} : { durationMs }) });
      },
    }),
    [notify],
  );
}
