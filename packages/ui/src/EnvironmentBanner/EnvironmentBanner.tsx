import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './EnvironmentBanner.css.ts';

/** Props of {@link EnvironmentBanner}. */
export interface EnvironmentBannerProps {
  /**
   * Whether to show the banner. The app decides with the domain's rule, e.g.
   * `showsEnvironmentBanner(config.environment)` (uat, local and test show it). @default false
   */
  show?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The strip that tells people they are looking at test data: 'UAT Data' (spec 1 §2), a landmark region
 * named by its text so it is not content outside every landmark. Renders nothing unless `show` is set,
 * so the app can always mount it.
 *
 * @example
 * <EnvironmentBanner show={showsEnvironmentBanner(env)} />
 */
export function EnvironmentBanner({ show = false, className }: EnvironmentBannerProps) {
  const { t } = useI18n();
  if (!show) return null;
  const label = t('app.environmentBanner');
  // A named region: a landmark of its own, so screen-reader users reach it by landmark like the rest of the page.
  return (
    <section className={[styles.banner, className].filter(Boolean).join(' ')} aria-label={label}>
      {label}
    </section>
  );
}
