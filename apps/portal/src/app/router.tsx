import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadAreaMessages, loadMoreAreaMessages } from './areaMessagesStore.ts';
import { AccessGate, PublicOnly, RequireSession } from './guards.tsx';
import { lazyArea } from './lazyArea.ts';
import { Root, RootErrorBoundary, RootHydrateFallback } from './Root.tsx';
import { lazyPrefetch, prefetchLoader, prefetchOnce, type Prefetch, type RouteData } from './routeData.ts';

// The first pages' prefetches are chunks of their own, with the contract's schemas and zod they need,
// which the sign-in page does not load (ADR 066). `first-route.mjs` preloads each with its page's group
// from the HTML, so a signed-in page's prefetch is not waited for among the route's files (ADR 064).
const prefetchDashboard = lazyPrefetch(() => import('../areas/dashboard/prefetch.ts'));
const prefetchShell = lazyPrefetch(() => import('../areas/shell/prefetch.ts'));
const prefetchShipments = lazyPrefetch(() => import('../areas/shipments/prefetch.ts'));

/**
 * The authenticated areas: each is one dynamic import holding its own sub-routes (and its
 * not-found view for unknown sub-paths). Guards come from domain's route table through
 * {@link AccessGate}, so this list only says where each area's code lives.
 */
const shipments = () => import('../areas/shipments/routes.tsx');

/**
 * An area whose English texts are in `moreAreaMessages.ts`: its code and those texts load together, so
 * none of its pages renders before its texts are in the kit's catalogs (ADR 083).
 */
const withMoreTexts =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadMoreAreaMessages()]).then(([module]) => module);

const loadBoard = withMoreTexts(() => import('../areas/load-board/routes.tsx'));
const capture = () => import('../areas/capture/routes.tsx');

/** Every route of the portal (spec 1 §2, spec 2 §2); `ready` settles once the API client exists. */
export function appRoutes(ready: Promise<RouteData>): RouteObject[] {
  /** A route loader that starts an area page's queries with the route's code. */
  const prefetch = (start: Prefetch) => ({
    loader: prefetchLoader(ready, start, { gated: true }),
    shouldRevalidate: prefetchOnce,
  });
  const areas: RouteObject[] = [
    {
      path: 'dashboard/*',
      ...prefetch(prefetchDashboard),
      lazy: lazyArea(() => import('../areas/dashboard/routes.tsx')),
    },
    { path: 'videos/*', lazy: lazyArea(withMoreTexts(() => import('../areas/videos/routes.tsx'))) },
    {
      path: 'all-shipments/*',
      ...prefetch(prefetchShipments),
      lazy: lazyArea(() => shipments().then((m) => ({ Component: m.AllShipmentsRoutes }))),
    },
    {
      path: 'my-shipments/*',
      ...prefetch(prefetchShipments),
      lazy: lazyArea(() => shipments().then((m) => ({ Component: m.ShipmentListRoutes }))),
    },
    {
      path: 'shipments/*',
      ...prefetch(prefetchShipments),
      lazy: lazyArea(() => shipments().then((m) => ({ Component: m.ShipmentListRoutes }))),
    },
    {
      path: 'available-freight/*',
      lazy: lazyArea(() => loadBoard().then((m) => ({ Component: m.AvailableFreightRoutes }))),
    },
    { path: 'reloads/*', lazy: lazyArea(() => loadBoard().then((m) => ({ Component: m.ReloadsRedirect }))) },
    {
      path: 'live-equipment/*',
      lazy: lazyArea(() => loadBoard().then((m) => ({ Component: m.SinglePageRoutes }))),
    },
    {
      path: 'saved-lanes/*',
      lazy: lazyArea(() => loadBoard().then((m) => ({ Component: m.SinglePageRoutes }))),
    },
    { path: 'lanes/*', lazy: lazyArea(() => loadBoard().then((m) => ({ Component: m.SinglePageRoutes }))) },
    { path: 'tenders/*', lazy: lazyArea(() => import('../areas/tenders/routes.tsx')) },
    { path: 'rates/*', lazy: lazyArea(() => import('../areas/rates/routes.tsx')) },
    { path: 'equipment/*', lazy: lazyArea(withMoreTexts(() => import('../areas/equipment/routes.tsx'))) },
    { path: 'profile/*', lazy: lazyArea(withMoreTexts(() => import('../areas/profile/routes.tsx'))) },
    { path: 'contacts/*', lazy: lazyArea(withMoreTexts(() => import('../areas/contacts/routes.tsx'))) },
    { path: 'accounting/*', lazy: lazyArea(() => import('../areas/accounting/routes.tsx')) },
    { path: 'invoices/*', lazy: lazyArea(() => import('../areas/accounting/routes.tsx')) },
    { path: 'payments/*', lazy: lazyArea(withMoreTexts(() => import('../areas/payments/routes.tsx'))) },
    {
      path: 'third-party-payer-invoices/*',
      lazy: lazyArea(withMoreTexts(() => import('../areas/third-party-payer-invoices/routes.tsx'))),
    },
    { path: 'cases/*', lazy: lazyArea(() => import('../areas/cases/routes.tsx')) },
    { path: 'orders/*', lazy: lazyArea(withMoreTexts(() => import('../areas/orders/routes.tsx'))) },
    { path: 'locations/*', lazy: lazyArea(withMoreTexts(() => import('../areas/locations/routes.tsx'))) },
    { path: 'outbox/*', lazy: lazyArea(() => capture().then((m) => ({ Component: m.OutboxRoutes }))) },
    { path: 'capture/*', lazy: lazyArea(() => capture().then((m) => ({ Component: m.CaptureRoutes }))) },
    // An unknown route: 'Route Not Found / An error has occurred.' (spec 1 §2).
    { path: '*', lazy: lazyArea(() => import('../areas/shell/RouteNotFound.tsx')) },
  ];

  return [
    {
      element: <Root />,
      errorElement: <RootErrorBoundary />,
      // The initial lazy routes load before the first render; without this, react-router warns on every load.
      HydrateFallback: RootHydrateFallback,
      children: [
        {
          // Public sign-in pages; a signed-in visitor goes on to where they were headed.
          element: <PublicOnly />,
          children: [
            { index: true, lazy: lazyArea(() => import('../areas/auth/LoginScreen.tsx')) },
            { path: 'login', lazy: lazyArea(() => import('../areas/auth/LoginScreen.tsx')) },
            {
              path: 'request-password-reset',
              lazy: lazyArea(() => import('../areas/auth/RequestPasswordResetScreen.tsx')),
            },
            { path: 'forgot-password', lazy: lazyArea(() => import('../areas/auth/ForgotPassword.tsx')) },
            {
              path: 'reset-password/:token',
              lazy: lazyArea(() => import('../areas/auth/ResetPasswordScreen.tsx')),
            },
            {
              path: 'passwordReset/:token',
              lazy: lazyArea(() => import('../areas/auth/ResetPasswordScreen.tsx')),
            },
            { path: 'ActivateUser/:token', lazy: lazyArea(() => import('../areas/auth/ActivateScreen.tsx')) },
          ],
        },
        { path: 'not-found', lazy: lazyArea(() => import('../areas/shell/PublicNotFound.tsx')) },
        {
          element: <RequireSession />,
          children: [
            {
              // The shell's badge counts start with its code, like the pages' queries.
              loader: prefetchLoader(ready, prefetchShell, { gated: false }),
              shouldRevalidate: prefetchOnce,
              // The areas' English texts load beside the shell's code; no signed-in page renders before both.
              lazy: lazyArea(() =>
                Promise.all([import('../areas/shell/ShellLayout.tsx'), loadAreaMessages()]).then(
                  ([shell]) => shell,
                ),
              ),
              children: [{ element: <AccessGate />, children: areas }],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser router of the portal. Created before the config and the client exist, so the matched
 * routes' code starts loading at once (ADR 061); their prefetching loaders wait for `ready` (ADR 064).
 */
export function createAppRouter(ready: Promise<RouteData>) {
  return createBrowserRouter(appRoutes(ready));
}
