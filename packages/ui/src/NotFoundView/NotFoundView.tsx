import { useI18n } from '../i18n/I18nContext.tsx';
import { StatusView } from '../ErrorScreen/StatusView.tsx';

/** Props of {@link NotFoundView}. */
export interface NotFoundViewProps {
  /**
   * `'page'`: an unknown sub-path inside an area ('Not Found'). `'route'`: an unknown route
   * ('Route Not Found' / 'An error has occurred.'), spec 1 §2.
   * @default 'page'
   */
  kind?: 'page' | 'route';
  /** Where 'Return to Home Page' leads; `null` hides the link. @default '/' */
  homeHref?: string | null;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The view for an address that matches nothing (spec 1 §2), shown inside the shell.
 *
 * @example
 * <Route path="*" element={<NotFoundView kind="route" />} />
 */
export function NotFoundView({ kind = 'page', homeHref = '/', className }: NotFoundViewProps) {
  const { t } = useI18n();
  return (
    <StatusView
      title={t(kind === 'route' ? 'app.routeNotFound.title' : 'app.notFound')}
      body={kind === 'route' ? t('app.routeNotFound.body') : undefined}
      homeHref={homeHref}
      tone="neutral"
      fullPage={false}
      className={className}
    />
  );
}
