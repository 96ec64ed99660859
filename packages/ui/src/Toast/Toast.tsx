import type { Tone } from '@freightkit/domain';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './Toast.css.ts';

/** The icon each tone shows. */
export const toneIcons: Readonly<Record<Tone, IconName>> = {
  positive: 'success',
  critical: 'error',
  caution: 'warning',
  info: 'info',
  neutral: 'info',
};

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
    <div className={[styles.toast, styles.tone[tone], className].filter(Boolean).join(' ')} data-tone={tone}>
      <span className={styles.icon[tone]}>
        <Icon name={toneIcons[tone]} />
      </span>
      <div className={styles.body}>
        <div className={styles.title}>{title}</div>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          icon="close"
          size="small"
          label={t('kit.toast.dismiss')}
          tooltip={false}
          onClick={onDismiss}
          className={styles.dismiss}
        />
      ) : (
        <span />
      )}
    </div>
  );
}
