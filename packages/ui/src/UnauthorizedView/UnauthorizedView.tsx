import { useI18n } from '../i18n/I18nContext.tsx';
import { StatusView } from '../ErrorScreen/StatusView.tsx';

/** Props of {@link UnauthorizedView}. */
export interface UnauthorizedViewProps {
  /** Where 'Return to Home Page' leads; `null` hides the link. @default '/' */
  homeHref?: string | null;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * What a signed-in user sees on a route their roles or permissions do not allow (spec 1 §2
 * guards): 'You are not Authorized for this content'.
 *
 * @example
 * {allowed ? <Screen /> : <UnauthorizedView />}
 */
export function UnauthorizedView({ homeHref = '/', className }: UnauthorizedViewProps) {
  const { t } = useI18n();
  return (
    <StatusView
      title={t('access.notAuthorized')}
      homeHref={homeHref}
      tone="neutral"
      fullPage={false}
      className={className}
    />
  );
}
