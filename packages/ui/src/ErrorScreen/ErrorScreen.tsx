import { useI18n } from '../i18n/I18nContext.tsx';
import { StatusView } from './StatusView.tsx';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** Where 'Return to Home Page' leads (through the app's link component). @default '/' */
  homeHref?: string;
  /** Fill the viewport (outside the shell, e.g. from a root error boundary). @default true */
  fullPage?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The full-page error screen of spec 1 §2: 'Whoops! Something Went Wrong', the notice that the
 * provider has been notified, and 'Return to Home Page' to the root. Render it from an error
 * boundary; the kit does not report the error itself.
 *
 * @example
 * <ErrorBoundary fallback={<ErrorScreen />}>…</ErrorBoundary>
 */
export function ErrorScreen({ homeHref = '/', fullPage = true, className }: ErrorScreenProps) {
  const { t } = useI18n();
  return (
    <StatusView
      title={t('app.errorPage.title')}
      body={t('app.errorPage.notice')}
      homeHref={homeHref}
      tone="critical"
      fullPage={fullPage}
      className={className}
    />
  );
}
