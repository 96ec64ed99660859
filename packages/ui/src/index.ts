export type { Theme } from './theme/Theme.ts';
export { vars } from './theme/contract.css.ts';
export { UiProvider, type UiProviderProps } from './UiProvider/UiProvider.tsx';
export { useLinkComponent, type LinkComponent, type LinkProps } from './UiProvider/LinkContext.tsx';
export { useI18n, type I18n } from './i18n/I18nContext.tsx';
export * from './Button/index.ts';
