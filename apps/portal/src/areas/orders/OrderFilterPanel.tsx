import { orderFilterSetFiltersSchema, orderListFiltersSchema } from '@freightkit/api';
import { equipmentModes, orderTypes } from '@freightkit/domain';
import { Button, Card, DateField, Inline, Select, Stack, TextField, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import type { OrderFilters } from './listUrl.ts';
import * as styles from './orders.css.ts';
import { enumOptions } from '../common/enumText.ts';

/** Longest text a filter field takes, read from the contract so the rule lives in one place. */
const maxLength = (key: 'customer' | 'origin' | 'destination') =>
  orderListFiltersSchema.shape[key].unwrap().maxLength ?? undefined;

/** Whether the pickup range runs backwards, by the contract's own refinement. */
const rangeReversed = (filters: OrderFilters) =>
  !orderFilterSetFiltersSchema.safeParse({ pickupFrom: filters.pickupFrom, pickupTo: filters.pickupTo })
    .success;

/** Props of {@link OrderFilterPanel}. */
export interface OrderFilterPanelProps {
  /** The filters in use; the panel edits a draft of them until Apply. */
  readonly filters: OrderFilters;
  /** Apply: the draft becomes the list's filters. */
  readonly onApply: (filters: OrderFilters) => void;
  /** Reset: every filter of the panel is cleared (the status view and the search stay). */
  readonly onReset: () => void;
}

/**
 * The order list's filters (ADR 058): customer, order type, equipment, origin and destination (city,
 * state or postal code), and the pickup days. Edits stay a draft until Apply (Enter in a field applies
 * too); a backwards pickup range is refused at its field and nothing is applied.
 */
export function OrderFilterPanel({ filters, onApply, onReset }: OrderFilterPanelProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<OrderFilters>(filters);
  const [showErrors, setShowErrors] = useState(false);
  const set = (patch: Partial<OrderFilters>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };
  const text = (value: string) => (value.trim() === '' ? undefined : value);
  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    if (rangeReversed(draft)) {
      setShowErrors(true);
      return;
    }
    onApply(draft);
  };
  return (
    <Card title={t('orders.filters.title')} headingLevel={3}>
      <form aria-label={t('orders.filters.title')} onSubmit={apply} noValidate>
        <Stack space="md">
          <div className={styles.filterGrid}>
            <TextField
              label={t('orders.filters.customer')}
              value={draft.customer ?? ''}
              maxLength={maxLength('customer')}
              onChange={(customer) => {
                set({ customer: text(customer) });
              }}
            />
            <Select
              label={t('orders.filters.orderType')}
              options={[{ value: '', label: t('orders.filters.any') }, ...enumOptions(t, orderTypes)]}
              value={draft.orderType ?? ''}
              onChange={(value) => {
                set({ orderType: orderTypes.entries.find((e) => e.value === value)?.value });
              }}
            />
            <Select
              label={t('orders.filters.equipment')}
              options={[{ value: '', label: t('orders.filters.any') }, ...enumOptions(t, equipmentModes)]}
              value={draft.equipmentMode === undefined ? '' : String(draft.equipmentMode)}
              onChange={(value) => {
                set({ equipmentMode: value === '' ? undefined : Number(value) });
              }}
            />
            <TextField
              label={t('orders.filters.origin')}
              description={t('orders.filters.placeHint')}
              value={draft.origin ?? ''}
              maxLength={maxLength('origin')}
              onChange={(origin) => {
                set({ origin: text(origin) });
              }}
            />
            <TextField
              label={t('orders.filters.destination')}
              description={t('orders.filters.placeHint')}
              value={draft.destination ?? ''}
              maxLength={maxLength('destination')}
              onChange={(destination) => {
                set({ destination: text(destination) });
              }}
            />
            <DateField
              label={t('orders.filters.pickupFrom')}
              value={draft.pickupFrom ?? ''}
              onChange={(pickupFrom) => {
                set({ pickupFrom: pickupFrom || undefined });
              }}
            />
            <DateField
              label={t('orders.filters.pickupTo')}
              description={t('orders.filters.pickupHint')}
              value={draft.pickupTo ?? ''}
              error={showErrors && rangeReversed(draft) ? t('answer.orders.pickupRange') : undefined}
              onChange={(pickupTo) => {
                set({ pickupTo: pickupTo || undefined });
              }}
            />
          </div>
          <Inline space="sm">
            <Button type="submit">{t('orders.filters.apply')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft({ status: filters.status, query: filters.query });
                setShowErrors(false);
                onReset();
              }}
            >
              {t('orders.filters.reset')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
