import type { Tone } from '@freightkit/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { NoticeFrame } from '../notice/NoticeFrame.tsx';
import * as styles from './Banner.css.ts';

/** Props of {@link Banner}. */
export interface BannerProps {
  /** Colour, icon and urgency; `critical` banners are announced as alerts. @default 'info' */
  tone?: Tone;
  /** The main message. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** Buttons or links (e.g. "Go to Integrations"). */
  actions?: ReactNode;
  /** Shows a dismiss button calling this. */
  onDismiss?: () => void;
  /**
   * Announce the banner when it appears (`role="alert"` for critical, `status` otherwise). Leave off for
   * banners present when the page loads. @default false
   */
  live?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * An inline message about a page or section, with tone, title, actions and an optional dismiss.
 *
 * @example
 * <Banner tone="caution" title={t('samsara.title')} description={t('samsara.body')}
 *   actions={<Button size="small">{t('samsara.goToIntegrations')}</Button>} />
 */
export function Banner({
  tone = 'info',
  title,
  description,
  actions,
  onDismiss,
  live = false,
  className,
}: BannerProps) {
  const { t } = useI18n();
  const role = live ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  return (
    <NoticeFrame
      tone={tone}
      role={role}
      onDismiss={onDismiss}
      dismissLabel={t('kit.dismiss')}
      className={[styles.banner, styles.tone[tone], className].filter(Boolean).join(' ')}
    >
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description ? <div className={styles.description}>{description}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </NoticeFrame>
  );
}
