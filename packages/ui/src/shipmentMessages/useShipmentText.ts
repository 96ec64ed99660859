import { createTranslator, type MessageParams } from '@freightkit/domain';
import { useMemo } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { shipmentMessages, type ShipmentMessageKey } from './shipmentMessages.ts';

/** Translates a spec key (any string) or a shipment-kit key for the current locale. */
export type ShipmentTranslate = (key: ShipmentMessageKey | (string & {}), params?: MessageParams) => string;

/**
 * The provider's translator, falling back to {@link shipmentMessages} for keys the provider's
 * catalogs do not know.
 *
 * @example
 * const t = useShipmentText();
 * t('kit.stops.appointment'); // 'Appointment'
 */
export function useShipmentText(): ShipmentTranslate {
  const { t, locale } = useI18n();
  return useMemo<ShipmentTranslate>(() => {
    const own = createTranslator(locale, shipmentMessages);
    return (key, params) => {
      const text = t(key, params);
      return text === key ? own(key, params) : text;
    };
  }, [t, locale]);
}
