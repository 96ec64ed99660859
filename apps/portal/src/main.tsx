import { createApiClient } from '@freightkit/api';
import { ApiProvider, createQueryClient } from '@freightkit/api/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadConfig } from './app/config.ts';
import { deferredRouteData, refetchOnMountUnlessHeadStart } from './app/routeData.ts';
import { createAppRouter } from './app/router.tsx';
import { ServicesProvider } from './app/services.tsx';
import { loadSessionAdapter } from './app/session/loadSessionAdapter.ts';
import { currentBrowserPath, SessionProvider } from './app/session/SessionProvider.tsx';
import { createSessionStore, hasStoredSession, type StoredUserCheck } from './app/session/sessionStore.ts';
import { LocaleProvider } from './app/locale/LocaleProvider.tsx';
import { loadTranslations } from './app/locale/loadTranslations.ts';
import { initialLocale } from './app/locale/localePreference.ts';
import { warmFormatters } from './app/locale/warmFormatters.ts';
import { yieldToMain } from './app/yieldToMain.ts';
import { browserSignals, registerWhenSettled } from './app/offline/registerWhenSettled.ts';

const container = document.getElementById('root');
if (!container) throw new Error('FreightKit: #root is missing from index.html');
const root = container;

/**
 * The check of a remembered user: the contract's schema, loaded only when a session is remembered, so the
 * sign-in page's first load carries neither it nor zod (ADR 066). Nothing is remembered, nothing to check.
 */
async function storedUserCheck(storage: Storage): Promise<StoredUserCheck> {
  if (!hasStoredSession(storage)) return () => null;
  const { checkStoredUser } = await import('./app/session/storedUserCheck.ts');
  return checkStoredUser;
}

/**
 * Starts the portal. An async function, not top-level `await`: a module graph with top-level await makes
 * the bundler turn off its chunk merging, which split the entry's code into about 80 files that every
 * load fetched one by one (ADR 061).
 */
async function start(): Promise<void> {
  // The app starts in a task of its own, not in the one that ran the modules' top-level code (React's,
  // the router's): together they were one task of 60–90 ms on a throttled phone (ADR 088).
  await yieldToMain();
  // The router first: creating it starts loading the lazy modules of the routes this address matches (the
  // sign-in screen, or the shell and the page), so they download while the config and texts are awaited
  // below, not after them (ADR 061). Their loaders start the pages' queries once the client exists (ADR 064).
  const routeData = deferredRouteData();
  const router = createAppRouter(routeData.ready);
  // The remembered choice, else the browser's languages; its texts load before the first render.
  const locale = initialLocale(window.localStorage, navigator.languages);
  document.documentElement.lang = locale;
  // index.html preloads /config.json beside the scripts, so this fetch is usually answered already.
  const loaded = Promise.all([loadConfig(), loadTranslations(locale), storedUserCheck(window.localStorage)]);
  // The requests are out; the locale's formatters are made while they are answered (ADR 082).
  warmFormatters(locale);
  const [config, translations, checkUser] = await loaded;
  const store = createSessionStore(window.localStorage, checkUser);
  // A 401 ends the session and remembers the page; the session guard then goes to / (spec 1 §4).
  // The document file transfers (app/PortalDocumentTransfer) get the same handler through the services.
  const onUnauthorized = () => {
    store.end('unauthorized', currentBrowserPath());
  };
  const client = createApiClient({ baseUrl: config.apiBaseUrl, getSession: store.get, onUnauthorized });
  // A page mounting on an answer its route's prefetch just fetched takes it, not fetching it again (ADR 064).
  const queryClient = createQueryClient({
    defaultOptions: { queries: { refetchOnMount: refetchOnMountUnlessHeadStart } },
  });
  // Nothing cached for one user may show to the next.
  store.subscribe(() => {
    if (store.get() === null) queryClient.clear();
  });
  // The matched routes' queries can start now, beside the session adapter and the routes' code.
  routeData.provide({ client, queryClient, user: () => store.get()?.user ?? null });
  const adapter = await loadSessionAdapter(config, client);

  // The built app's shell opens offline for a signed-in driver (ADR 039); the dev server has no worker.
  // Installing it precaches every built file, so it waits for the first page to settle: its load, its
  // answers, an idle moment. On a phone those downloads would otherwise compete with the page's own
  // requests and rendering (ADR 061, ADR 086).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('FreightKit: the offline shell could not be installed.', error);
      });
    };
    registerWhenSettled(register, browserSignals(queryClient));
  }
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider initial={locale} initialTranslations={translations} storage={window.localStorage}>
        <ServicesProvider services={{ config, onUnauthorized }}>
          <SessionProvider
            store={store}
            adapter={adapter}
            resetPageUrl={`${window.location.origin}/reset-password`}
          >
            <QueryClientProvider client={queryClient}>
              <ApiProvider client={client}>
                <RouterProvider router={router} />
              </ApiProvider>
            </QueryClientProvider>
          </SessionProvider>
        </ServicesProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}

void start();
