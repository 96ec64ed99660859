import { useFormat } from '../i18n/useFormat.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './Badge.css.ts';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The count to show. */
  count: number;
  /**
   * What is counted, e.g. `t('nav.accessRequests')`: the badge is announced as "{label}: {count}".
   * Leave it out only when the surrounding element already announces the count (then the badge is hidden
   * from assistive technology).
   */
  label?: string;
  /** Counts above this show as "{max}+". @default 99 */
  max?: number;
  /** Whether a count of 0 is drawn. @default false */
  showZero?: boolean;
  /** Colour. @default 'critical' */
  tone?: 'critical' | 'info' | 'positive' | 'neutral' | 'brand';
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A small count bubble (e.g. open access requests in the navigation). Numbers are formatted for the locale.
 *
 * @example
 * <Badge count={120} label={t('nav.accessRequests')} /> // shows "99+", reads "Open Access Requests: 120"
 */
export function Badge({
  count,
  label,
  max = 99,
  showZero = false,
  tone = 'critical',
  className,
}: BadgeProps) {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  if (count <= 0 && !showZero) return null;
  const shown = count > max ? t('kit.badge.overflow', { max: formatNumber(max) }) : formatNumber(count);
  const accessible = label ? t('kit.badge.count', { label, count: formatNumber(count) }) : undefined;
  return (
    <span
      className={[styles.badge, styles.tone[tone], className].filter(Boolean).join(' ')}
      role={accessible ? 'img' : undefined}
      aria-label={accessible}
      aria-hidden={accessible ? undefined : true}
      data-count={count}
    >
      {shown}
    </span>
  );
}
