import type { ReactNode } from 'react';
import { I18nContext, type I18n } from '../i18n/I18nContext.tsx';
import { LinkContext, type LinkComponent } from '../UiProvider/LinkContext.tsx';

/** Props of {@link KitTestProvider}. */
export interface KitTestProviderProps {
  /** The locale and translator the components word themselves with (e.g. the kit's plus the app's catalogs). */
  readonly i18n: I18n;
  /** The app's link component (a router link). @default the outer provider's (a plain anchor) */
  readonly linkComponent?: LinkComponent;
  readonly children: ReactNode;
}

/**
 * Gives the kit's components an app's messages and link component inside an outer `UiProvider`
 * (Storybook's decorator hosts the theme and the toaster), without nesting a second provider: a
 * second toast region would break the axe landmark-unique rule and a fixed theme would hide the
 * toolbar's.
 *
 * @example
 * <KitTestProvider i18n={{ locale: 'en', t }} linkComponent={RouterLink}>{screen}</KitTestProvider>
 */
export function KitTestProvider({ i18n, linkComponent, children }: KitTestProviderProps) {
  const withI18n = <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
  return linkComponent ? (
    <LinkContext.Provider value={linkComponent}>{withI18n}</LinkContext.Provider>
  ) : (
    withI18n
  );
}
