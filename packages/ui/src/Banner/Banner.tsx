import type { Tone } from '@freightkit/domain';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { toneIcons } from '../Toast/Toast.tsx';
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
    <div
      role={role}
      data-tone={tone}
      className={[styles.banner, styles.tone[tone], className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon[tone]}>
        <Icon name={toneIcons[tone]} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description ? <div className={styles.description}>{description}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          icon="close"
          size="small"
          label={t('kit.dismiss')}
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
