import type { MessageParams } from '@freightkit/domain';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { ShipmentMessageKey } from './shipmentMessages.ts';

/** Translates a spec key (any string) or a shipment-kit key for the current locale. */
export type ShipmentTranslate = (key: ShipmentMessageKey | (string & {}), params?: MessageParams) => string;

/**
 * The provider's translator, typed for shipment keys. `UiProvider` merges `shipmentMessages` into
 * `kitMessages`, so this is `useI18n().t`.
 *
 * New code reads `const { t } = useI18n()` directly.
 */
export function useShipmentText(): ShipmentTranslate {
  return useI18n().t;
}
