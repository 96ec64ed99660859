import { useI18n } from '@freightkit/ui';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import * as styles from './shell.css.ts';
import { useTopBarTitle } from './ShellLayout.tsx';

/** An area whose screens are not built yet, honest about it, behind the area's real guard (the top bar holds the page's h1). */
export function NotBuiltYetView() {
  const { t } = useI18n();
  const title = useTopBarTitle();
  return (
    <section className={styles.placeholder} aria-labelledby="fk-area-title">
      <h2 id="fk-area-title">{t('area.notBuilt.title', { area: title })}</h2>
      <p>{t('area.notBuilt.body')}</p>
    </section>
  );
}

/**
 * A redirect that keeps the query string (spec 1 §2: `{shipmentNumber}` redirects to the shipment
 * detail and keeps the query string). `to` receives the route's params.
 */
export function RedirectKeepingQuery({
  to,
}: {
  to: (params: Readonly<Record<string, string | undefined>>) => string;
}) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${to(params)}${search}${hash}`} replace />;
}
