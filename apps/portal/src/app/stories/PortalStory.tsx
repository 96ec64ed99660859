import { createApiClient, currentUserSchema } from '@freightkit/api';
import { ApiProvider, createQueryClient } from '@freightkit/api/react';
import { buildMockToken, mockPersonas, type MockPersonaKey } from '@freightkit/api/msw';
import { calendarMessages, createTranslator, specMessages } from '@freightkit/domain';
import { kitMessages, UiProvider, useI18n, type I18n } from '@freightkit/ui';
import { defaultI18n, KitTestProvider } from '@freightkit/ui/testing';
import { carrierTheme } from '@freightkit/ui/themes/carrier';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { configFrom } from '../config.ts';
import { LocaleProvider, usePortalLocale } from '../locale/LocaleProvider.tsx';
import { portalMessages } from '../messages.ts';
import { PortalDocumentTransfer } from '../PortalDocumentTransfer.tsx';
import { RouterLink } from '../RouterLink.tsx';
import { ServicesProvider } from '../services.tsx';
import { createCredentialsAdapter } from '../session/credentialsAdapter.ts';
import type { SessionAdapter } from '../session/adapter.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { createMemoryStorage } from '../memoryStorage.ts';
import { createSessionStore } from '../session/sessionStore.ts';
import { checkStoredUser } from '../session/storedUserCheck.ts';

/** What a portal story renders: routes at an address, signed in as a mock persona or not. */
export interface PortalStoryProps {
  readonly routes: RouteObject[];
  readonly path: string;
  /** The signed-in persona (the MSW handlers answer as the same one); `null` for signed out. */
  readonly persona: MockPersonaKey | null;
  /** Environment of the story's config (drives the 'UAT Data' banner). @default 'uat' */
  readonly environment?: string;
  /**
   * Another sign-in mechanism around the credentials one (e.g. MSAL over a fake client, for a
   * deployment signing in through the identity provider). @default the credentials adapter
   */
  readonly sessionAdapter?: (credentials: SessionAdapter) => SessionAdapter;
}

/**
 * The portal's providers around a memory router, wired like `main.tsx` and `Root` (with the
 * document file transfers) but with in-memory storage and the MSW back end of `@freightkit/api/msw`.
 */
export function PortalStory({
  routes,
  path,
  persona,
  environment = 'uat',
  sessionAdapter = (credentials) => credentials,
}: PortalStoryProps) {
  const [setup] = useState(() => {
    const store = createSessionStore(createMemoryStorage(), checkStoredUser);
    if (persona !== null) {
      const user = currentUserSchema.parse(mockPersonas[persona]);
      store.start({ accessToken: buildMockToken(user), user });
    }
    // A 401 ends the story's session as main.tsx's does (the story's address is its own path).
    const onUnauthorized = () => {
      store.end('unauthorized', path);
    };
    const client = createApiClient({ baseUrl: '', getSession: store.get, onUnauthorized });
    return {
      store,
      client,
      onUnauthorized,
      adapter: sessionAdapter(createCredentialsAdapter(client)),
      queryClient: createQueryClient(),
      config: configFrom({ apiBaseUrl: '', environment }),
      router: createMemoryRouter([{ element: <UiProviderOutlet />, children: routes }], {
        initialEntries: [path],
      }),
    };
  });
  return (
    <ServicesProvider services={{ config: setup.config, onUnauthorized: setup.onUnauthorized }}>
      <SessionProvider
        store={setup.store}
        adapter={setup.adapter}
        resetPageUrl="http://localhost/reset-password"
      >
        <QueryClientProvider client={setup.queryClient}>
          <ApiProvider client={setup.client}>
            <PortalDocumentTransfer>
              <RouterProvider router={setup.router} />
            </PortalDocumentTransfer>
          </ApiProvider>
        </QueryClientProvider>
      </SessionProvider>
    </ServicesProvider>
  );
}

/**
 * The portal's messages and router link inside the router, as `Root` does. Under Storybook's
 * decorator (an outer UiProvider) only those two are added; alone, a full UiProvider is rendered.
 */
function UiProviderOutlet() {
  return (
    <PortalStoryUi>
      <Outlet />
    </PortalStoryUi>
  );
}

function PortalStoryUi({ children }: { children: ReactNode }) {
  const outer = useI18n();
  // The toolbar's locale and the translations the decorator loaded for it; the screen's own pickers
  // (user menu, sign-in) switch it from there, as in the portal.
  return (
    <LocaleProvider
      key={outer.locale}
      initial={outer.locale}
      initialTranslations={outer.messages ?? []}
      storage={null}
    >
      <PortalStoryUiInLocale outer={outer}>{children}</PortalStoryUiInLocale>
    </LocaleProvider>
  );
}

function PortalStoryUiInLocale({ outer, children }: { outer: I18n; children: ReactNode }) {
  const nested = outer !== defaultI18n;
  const { locale, translations } = usePortalLocale();
  const messages = useMemo(() => [...portalMessages, ...translations], [translations]);
  const i18n = useMemo<I18n>(
    () => ({
      locale,
      messages,
      t: createTranslator(locale, specMessages, calendarMessages, kitMessages, ...messages),
    }),
    [locale, messages],
  );
  if (!nested)
    return (
      <UiProvider theme={carrierTheme} locale={locale} linkComponent={RouterLink} messages={messages}>
        {children}
      </UiProvider>
    );
  // Under the decorator's UiProvider (which hosts the toolbar's theme and the toaster) only the
  // portal's messages and router link are added, never a second provider.
  return (
    <KitTestProvider i18n={i18n} linkComponent={RouterLink}>
      {children}
    </KitTestProvider>
  );
}
