import { isLocale, localeNames, locales } from '@freightkit/domain';
import { Select, useI18n } from '@freightkit/ui';
import { usePortalLocale } from './LocaleProvider.tsx';

const options = locales.map((locale) => ({ value: locale, label: localeNames[locale] }));

/**
 * The language choice of the sign-in pages (the signed-in portal offers it in the user menu): each
 * language named in its own language; the choice applies at once and is remembered.
 */
export function LanguagePicker() {
  const { t } = useI18n();
  const { locale, chooseLocale } = usePortalLocale();
  return (
    <Select
      label={t('portal.language')}
      options={options}
      value={locale}
      onChange={(value) => {
        if (isLocale(value)) void chooseLocale(value);
      }}
    />
  );
}
