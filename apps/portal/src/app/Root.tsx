import { availableFreightRedirect, driverTokenParam, queryParam } from '@freightkit/domain';
import { Box, Spinner, UiProvider, useI18n } from '@freightkit/ui';
import { carrierTheme } from '@freightkit/ui/themes/carrier';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@freightkit/ui';
import './global.css.ts';
import * as styles from './Root.css.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './lazyArea.ts';
import { usePortalLocale } from './locale/LocaleProvider.tsx';
import { useAreaMessages } from './areaMessagesStore.ts';
import { firstPortalMessages } from './firstMessages.ts';
import { PortalDocumentTransfer } from './PortalDocumentTransfer.tsx';
import { RouterLink } from './RouterLink.tsx';

/**
 * A driver's sign-in link, loaded only for an address that carries one: it renders the sign-in page's
 * frame (its language picker is the kit's Ariakit select), which every other first load would otherwise
 * download with the entry. A failed load reaches the root's error boundary, which reloads once.
 */
const DriverLinkSignIn = lazy(() =>
  import('../areas/auth/DriverLinkSignIn.tsx').then((module) => ({ default: module.DriverLinkSignIn })),
);

/**
 * The kit's provider with the portal's theme, locale, messages (and their translations) and router link.
 * The signed-in areas' English texts join as the routes load them: the shell's with the shell (ADR 064),
 * the others' with their areas (ADR 083).
 */
export function PortalUi({ children }: { children: ReactNode }) {
  const { locale, translations } = usePortalLocale();
  const areaMessages = useAreaMessages();
  const messages = useMemo(
    () => [...firstPortalMessages, ...areaMessages, ...translations],
    [areaMessages, translations],
  );
  return (
    <UiProvider theme={carrierTheme} locale={locale} linkComponent={RouterLink} messages={messages}>
      {children}
    </UiProvider>
  );
}

/**
 * The root of every page: the kit's provider (theme, messages, toasts, router links), the document
 * file transfers (so every screen can show, download and upload files), and the two things an address can ask
 * on load — `driverToken` signs a driver in directly, `shipment_id` opens that shipment on the
 * load board (spec 1 §2).
 */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    const target = availableFreightRedirect(window.location.search);
    if (target !== null) void navigate(target, { replace: true });
  }, [navigate]);

  const driverToken = queryParam(location.search, driverTokenParam);
  return (
    <PortalUi>
      <PortalDocumentTransfer>
        {driverToken !== undefined && driverToken !== '' ? (
          <Suspense fallback={<Loading />}>
            <DriverLinkSignIn driverToken={driverToken} />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </PortalDocumentTransfer>
    </PortalUi>
  );
}

function Loading() {
  const { t } = useI18n();
  return (
    <Box display="flex" justifyContent="center" padding="xl">
      <Spinner showLabel label={t('portal.loading')} />
    </Box>
  );
}

/**
 * What a full page load shows while the router loads the lazy route modules it starts on (react-router's
 * HydrateFallback): a spinner, instead of nothing and a console warning on every load. Shown only once a
 * second has gone by (ADR 088): the first-route preloads have the page's code in with the entry's (ADR
 * 061), so most loads draw the page a moment later, and a spinner for that moment was only a flash
 * before it (and, for Lighthouse, a first paint that made the page's start-up count as blocking time).
 */
export function RootHydrateFallback() {
  return (
    <PortalUi>
      <div className={styles.shownAfterASecond}>
        <Loading />
      </div>
    </PortalUi>
  );
}

/** Anything a route throws: reload once for a failed module load, else the full-page error screen. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const reloading = isChunkLoadError(error) && reloadOnceForChunkError();
  if (!reloading) console.warn('FreightKit: a screen failed.', error);
  return <PortalUi>{reloading ? null : <ErrorScreen />}</PortalUi>;
}
