import { shipmentListFiltersSchema, shipmentViewStatuses, type ShipmentListView } from '@freightkit/api';
import { shipmentStatuses } from '@freightkit/domain';
import { Checkbox, DateField, Stack, TextField, useI18n } from '@freightkit/ui';
import type { AppliedFilters } from './listUrl.ts';
import * as styles from './ShipmentListScreen.css.ts';

/** Longest text a filter field takes, read from the contract so the rule lives in one place. */
const maxLength = (key: 'origin' | 'destination' | 'query') =>
  shipmentListFiltersSchema.shape[key].unwrap().maxLength ?? undefined;

/** Whether the pickup range runs backwards (from after to). */
export function pickupRangeReversed(filters: AppliedFilters): boolean {
  return Boolean(filters.pickupFrom && filters.pickupTo && filters.pickupFrom > filters.pickupTo);
}

/** Props of {@link ShipmentFilters}. */
export interface ShipmentFiltersProps {
  readonly view: ShipmentListView;
  /** The filters being edited (applied only by Apply). */
  readonly draft: AppliedFilters;
  readonly onChange: (draft: AppliedFilters) => void;
  /** Show the pickup-range message (after a refused Apply). */
  readonly showErrors: boolean;
}

/**
 * The FILTERS tab of the shipment lists: the fields of the contract's list filters (statuses of the
 * view, shipment number, origin, destination, pickup dates). Edits stay a draft until Apply.
 */
export function ShipmentFilters({ view, draft, onChange, showErrors }: ShipmentFiltersProps) {
  const { t } = useI18n();
  const statuses = draft.status ?? [];
  const set = (patch: Partial<AppliedFilters>) => {
    onChange({ ...draft, ...patch });
  };
  return (
    <Stack space="md">
      <Stack as="fieldset" space="xs">
        <legend className={styles.legend}>{t('shipmentList.filter.status')}</legend>
        {shipmentViewStatuses[view].map((status) => {
          const key = shipmentStatuses.messageKey(status);
          return (
            <Checkbox
              key={status}
              label={key ? t(key) : String(status)}
              checked={statuses.includes(status)}
              onChange={(checked) => {
                const next = checked ? [...statuses, status] : statuses.filter((s) => s !== status);
                set({ status: next.length > 0 ? next : undefined });
              }}
            />
          );
        })}
      </Stack>
      <TextField
        label={t('shipmentList.filter.query')}
        type="search"
        value={draft.query ?? ''}
        maxLength={maxLength('query')}
        onChange={(query) => {
          set({ query });
        }}
      />
      <TextField
        label={t('shipmentList.filter.origin')}
        description={t('shipmentList.filter.placeHint')}
        value={draft.origin ?? ''}
        maxLength={maxLength('origin')}
        onChange={(origin) => {
          set({ origin });
        }}
      />
      <TextField
        label={t('shipmentList.filter.destination')}
        description={t('shipmentList.filter.placeHint')}
        value={draft.destination ?? ''}
        maxLength={maxLength('destination')}
        onChange={(destination) => {
          set({ destination });
        }}
      />
      <DateField
        label={t('shipmentList.filter.pickupFrom')}
        value={draft.pickupFrom ?? ''}
        onChange={(pickupFrom) => {
          set({ pickupFrom: pickupFrom || undefined });
        }}
      />
      <DateField
        label={t('shipmentList.filter.pickupTo')}
        value={draft.pickupTo ?? ''}
        error={showErrors && pickupRangeReversed(draft) ? t('shipmentList.filter.pickupOrder') : undefined}
        onChange={(pickupTo) => {
          set({ pickupTo: pickupTo || undefined });
        }}
      />
    </Stack>
  );
}
