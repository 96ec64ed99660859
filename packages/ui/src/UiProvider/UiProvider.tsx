import { createTranslator, specMessages, type LocalizedCatalog, type Locale } from '@freightkit/domain';
import { useMemo, type ReactNode } from 'react';
import '../fonts.ts';
import { I18nContext, type I18n } from '../i18n/I18nContext.tsx';
import { kitMessages } from '../i18n/kitMessages.ts';
import type { Theme } from '../theme/Theme.ts';
import { LinkContext, type LinkComponent } from './LinkContext.tsx';
import * as styles from './UiProvider.css.ts';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  /** The theme to apply, e.g. `carrierTheme` from `@freightkit/ui/themes/carrier`. */
  theme: Theme;
  /** The locale texts, numbers, money and dates are formatted for. @default 'en' */
  locale?: Locale;
  /** The app's link component (a router link); the kit never imports a router. */
  linkComponent?: LinkComponent;
  /** The app's own catalogs, merged after the spec's and the kit's (later wins). */
  messages?: readonly LocalizedCatalog[];
  /** Extra class on the themed root, merged last. */
  className?: string;
  children: ReactNode;
}

/**
 * The root every FreightKit screen renders inside: applies the theme, the locale and its messages,
 * and the app's link component.
 *
 * @example
 * <UiProvider theme={carrierTheme} linkComponent={RouterLink}><App /></UiProvider>
 */
export function UiProvider({
  theme,
  locale = 'en',
  linkComponent,
  messages = [],
  className,
  children,
}: UiProviderProps) {
  const i18n = useMemo<I18n>(
    () => ({ locale, t: createTranslator(locale, specMessages, kitMessages, ...messages) }),
    [locale, messages],
  );
  const root = (
    <div
      className={[theme.className, styles.root, className].filter(Boolean).join(' ')}
      data-theme={theme.name}
      style={{ colorScheme: theme.colorScheme }}
    >
      {children}
    </div>
  );
  return (
    <I18nContext.Provider value={i18n}>
      {linkComponent ? <LinkContext.Provider value={linkComponent}>{root}</LinkContext.Provider> : root}
    </I18nContext.Provider>
  );
}
