import type { Tone } from '@freightkit/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { NoticeFrame } from '../notice/NoticeFrame.tsx';
import * as styles from './Toast.css.ts';

export { toneIcons } from '../notice/toneIcons.ts';

/** Props of {@link Toast}. */
export interface ToastProps {
  /** Colour and icon. @default 'neutral' */
  tone?: Tone;
  /** The message. */
  title: string;
  /** More detail under the title. */
  description?: ReactNode;
  /** Shows a dismiss button calling this. */
  onDismiss?: () => void;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * One toast as the toaster draws it. Apps show toasts with `useToast()`; render `Toast` directly only
 * for static previews.
 *
 * @example
 * <Toast tone="positive" title="Invoice updated successfully" />
 */
export function Toast({ tone = 'neutral', title, description, onDismiss, className }: ToastProps) {
  const { t } = useI18n();
  return (
    <NoticeFrame
      tone={tone}
      onDismiss={onDismiss}
      dismissLabel={t('kit.toast.dismiss')}
      className={[styles.toast, className].filter(Boolean).join(' ')}
    >
      <div className={styles.body}>
        <div className={styles.title}>{title}</div>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
    </NoticeFrame>
  );
}
