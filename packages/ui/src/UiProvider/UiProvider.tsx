import { PortalContext } from '@ariakit/react';
import {
  calendarMessages,
  createTranslator,
  specMessages,
  type LocalizedCatalog,
  type Locale,
} from '@freightkit/domain';
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import '../fonts.ts';
import { I18nContext, type I18n } from '../i18n/I18nContext.tsx';
import { kitMessages } from '../i18n/kitMessages.ts';
import type { Theme } from '../theme/Theme.ts';
import { noToaster, ToastContext } from '../Toast/ToastContext.tsx';
import { Toaster } from '../Toast/Toaster.tsx';
import { createToast, toastReducer, type ToastApi } from '../Toast/toastStore.ts';
import { LinkContext, type LinkComponent } from './LinkContext.tsx';
import * as styles from './UiProvider.css.ts';
import { usePrefersReducedMotion } from './useReducedMotion.ts';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  /** The theme to apply, e.g. `carrierTheme` from `@freightkit/ui/themes/carrier`. */
  theme: Theme;
  /** The locale texts, numbers, money and dates are formatted for. @default 'en-US' */
  locale?: Locale;
  /** The app's link component (a router link); the kit never imports a router. */
  linkComponent?: LinkComponent;
  /** The app's own catalogs, merged after the spec's and the kit's (later wins). Keep the array stable. */
  messages?: readonly LocalizedCatalog[];
  /**
   * Turns every animation and transition of the kit off (spinners and skeletons stand still, dialogs,
   * drawers and toasts appear without entering). `true` forces it, `false` keeps motion whatever the
   * system says; by default it follows the system's `prefers-reduced-motion` setting, live.
   */
  reducedMotion?: boolean;
  /** Extra class on the themed root, merged last. */
  className?: string;
  children: ReactNode;
}

const noMessages: readonly LocalizedCatalog[] = [];

/**
 * The root every FreightKit screen renders inside: applies the theme, the locale and its messages,
 * the app's link component, hosts the toaster (see `useToast`) and is where the kit's popovers,
 * dialogs and drawers portal to (so they stay themed). A provider nested in another (e.g. a screen
 * under a different theme) reuses the outer one's toaster: a page has one notifications region.
 *
 * @example
 * <UiProvider theme={carrierTheme} linkComponent={RouterLink}><App /></UiProvider>
 */
export function UiProvider({
  theme,
  locale = 'en-US',
  linkComponent,
  messages = noMessages,
  reducedMotion,
  className,
  children,
}: UiProviderProps) {
  const i18n = useMemo<I18n>(
    () => ({
      locale,
      messages,
      t: createTranslator(locale, specMessages, calendarMessages, kitMessages, ...messages),
    }),
    [locale, messages],
  );
  const prefersReducedMotion = usePrefersReducedMotion();
  // The root hosts the kit's portals (themed with it). Handed to them after the commit, in a passive
  // effect: set from the root's ref, it was a state update inside the commit, which React renders
  // synchronously there, flushing every pending effect of the page first (its queries' `fetch()` calls),
  // all in the first page's one long task (ADR 075). Portals render nothing until opened.
  const rootRef = useRef<HTMLDivElement>(null);
  const [portalHost, setPortalHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    setPortalHost(rootRef.current);
  }, []);
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const dismiss = useCallback((id?: string) => {
    dispatch({ type: 'dismiss', id });
  }, []);
  // An outer provider already hosts the toaster: reuse it (a second region would duplicate the
  // 'Notifications' landmark and split the toasts between two live regions).
  const outerToaster = useContext(ToastContext);
  const hostsToaster = outerToaster === noToaster;
  const ownToaster = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        const toast = createToast(options);
        dispatch({ type: 'show', toast });
        return toast.id;
      },
      update: (id, options) => {
        dispatch({ type: 'update', id, options });
      },
      dismiss,
    }),
    [dismiss],
  );
  const toastApi = hostsToaster ? ownToaster : outerToaster;
  const root = (
    <div
      ref={rootRef}
      className={[theme.className, styles.root, className].filter(Boolean).join(' ')}
      data-theme={theme.name}
      data-reduced-motion={(reducedMotion ?? prefersReducedMotion) || undefined}
      style={{ colorScheme: theme.colorScheme }}
    >
      <PortalContext.Provider value={portalHost}>
        <ToastContext.Provider value={toastApi}>
          {children}
          {hostsToaster ? <Toaster toasts={toasts} onDismiss={dismiss} /> : null}
        </ToastContext.Provider>
      </PortalContext.Provider>
    </div>
  );
  return (
    <I18nContext.Provider value={i18n}>
      {linkComponent ? <LinkContext.Provider value={linkComponent}>{root}</LinkContext.Provider> : root}
    </I18nContext.Provider>
  );
}
