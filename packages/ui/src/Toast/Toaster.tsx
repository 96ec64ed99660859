import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { Toast } from './Toast.tsx';
import * as styles from './Toast.css.ts';
import type { ToastRecord } from './toastStore.ts';

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** The toasts to show, oldest first. */
  toasts: readonly ToastRecord[];
  /** Removes a toast (its timer ran out or the user dismissed it). */
  onDismiss: (id: string) => void;
}

/** One toast with its auto-close timer, paused while hovered or focused (WCAG 2.2.1). */
function TimedToast({ toast, onDismiss }: { toast: ToastRecord; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  useEffect(() => {
    remaining.current = toast.duration;
  }, [toast.version, toast.duration]);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => {
      onDismiss(toast.id);
    }, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, toast.version, onDismiss]);
  return (
    // Hover and focus only pause the timer; the toast's own controls are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onMouseEnter={() => {
        setPaused(true);
      }}
      onMouseLeave={() => {
        setPaused(false);
      }}
      onFocus={() => {
        setPaused(true);
      }}
      onBlur={() => {
        setPaused(false);
      }}
    >
      <Toast
        tone={toast.tone}
        title={toast.title}
        description={toast.description}
        onDismiss={() => {
          onDismiss(toast.id);
        }}
      />
    </div>
  );
}

/**
 * @internal The live regions `UiProvider` renders: critical toasts are announced assertively
 * (`role="alert"`), the rest politely (`role="status"`). Both regions exist before any toast so
 * screen readers announce additions.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const { t } = useI18n();
  const polite = toasts.filter((toast) => toast.tone !== 'critical');
  const assertive = toasts.filter((toast) => toast.tone === 'critical');
  return (
    <section className={styles.viewport} aria-label={t('kit.toast.region')}>
      <div role="alert" className={styles.region}>
        {assertive.map((toast) => (
          <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="status" className={styles.region}>
        {polite.map((toast) => (
          <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}
