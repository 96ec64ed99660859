import { useCompanyLocations, useLocation } from '@freightkit/api/react';
import {
  manualLocationNumber,
  orderStopTimeZone,
  renderAnswer,
  stopAppointmentDockNotice,
  stopWindowDockNotice,
  stopTypes,
  type OrderAddressForm,
  type OrderProblems,
  type OrderStopForm,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Column,
  Columns,
  Combobox,
  DateField,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useState } from 'react';
import { locationCreatePath } from '../locations/paths.ts';
import * as styles from './orders.css.ts';
import { enumOptions, enumText } from '../common/enumText.ts';

/** Props of {@link StopFields}. */
export interface StopFieldsProps {
  readonly stop: OrderStopForm;
  readonly index: number;
  /** The form's problems; this stop reads its own (`stops.{index}.…`). */
  readonly errors: OrderProblems;
  readonly onChange: (stop: OrderStopForm) => void;
  /** Removes the stop; absent when the order cannot lose a stop (two left). */
  readonly onRemove?: () => void;
  /** The order's equipment and shipping mode (null until chosen): which of a location's docks serve it. */
  readonly equipmentMode: number | null;
  readonly shippingMode: number | null;
}

let nextKey = 0;
/** A key for a new line item on screen; not a GUID, so it is dropped on update (spec 2 §5). */
const newItemKey = () => `new-${String((nextKey += 1))}`;

/**
 * One stop of the order form: its type, where (one of the company's locations picked by search, or an
 * address typed in), the window and optional appointment in the stop's local time (the zone named
 * under the postal code, spec 2 §5), its reference numbers and line items.
 */
export function StopFields({
  stop,
  index,
  errors,
  onChange,
  onRemove,
  equipmentMode,
  shippingMode,
}: StopFieldsProps) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const [query, setQuery] = useState('');
  const locations = useCompanyLocations(query);
  const at = `stops.${String(index)}.`;
  const error = (field: string) => errors[`${at}${field}`];
  const set = (changes: Partial<OrderStopForm>) => {
    onChange({ ...stop, ...changes });
  };
  const setAddress = (changes: Partial<OrderAddressForm>) => {
    onChange({ ...stop, address: { ...stop.address, ...changes } });
  };
  const manual = stop.locationNumber === manualLocationNumber;
  const picked = stop.locationNumber !== '' && !manual;
  const location = useLocation(stop.locationNumber, { enabled: picked });
  // A warning, never a refusal: the broker may have arranged the stop out of hours (ADR 051 amended).
  const dockNotice =
    picked && location.data
      ? stopWindowDockNotice({
          schedules: location.data.dockSchedules,
          stopType: stop.stopType,
          equipmentMode,
          shippingMode,
          window: stop,
        })
      : null;
  const appointmentNotice =
    picked && location.data
      ? stopAppointmentDockNotice({
          schedules: location.data.dockSchedules,
          stopType: stop.stopType,
          equipmentMode,
          shippingMode,
          appointment: { date: stop.appointmentDate, time: stop.appointmentTime },
        })
      : null;
  const zone = orderStopTimeZone(stop);
  const typeLabel = enumText(t, stopTypes, stop.stopType);
  const n = index + 1;
  const manualOption = { value: manualLocationNumber, label: t('orders.form.manual') };
  const options = [
    manualOption,
    ...(locations.data?.items ?? []).map((l) => ({
      value: l.locationNumber,
      label: `${l.name} (${l.locationNumber})`,
      description: `${l.addressLine1}, ${l.city}, ${l.province} ${l.postalCode}`,
    })),
  ];
  const address = (field: keyof OrderAddressForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={stop.address[field]}
      onChange={(value) => {
        setAddress({ [field]: value });
      }}
      error={error(field)}
      readOnly={!manual}
      autoComplete="off"
      {...extra}
    />
  );
  const time = (field: 'early' | 'late' | 'appointment', required: boolean) => (
    <Columns space="sm">
      <Column>
        <DateField
          label={t(`orders.form.${field}Date`)}
          required={required}
          value={stop[`${field}Date`]}
          onChange={(value) => {
            set({ [`${field}Date`]: value });
          }}
          error={error(`${field}Date`)}
        />
      </Column>
      <Column>
        <TextField
          label={t(`orders.form.${field}Time`)}
          required={required}
          description={t('orders.form.timeHint')}
          placeholder="08:00"
          inputMode="numeric"
          maxLength={5}
          value={stop[`${field}Time`]}
          onChange={(value) => {
            set({ [`${field}Time`]: value });
          }}
          error={error(`${field}Time`)}
        />
      </Column>
    </Columns>
  );

  return (
    <fieldset className={styles.stop}>
      <legend className={styles.legend}>{t('orders.form.stop', { n, type: typeLabel })}</legend>
      <Stack space="md">
        <Columns space="md" collapseBelow="wide">
          <Column width="1/3">
            <Select
              label={t('orders.form.stopType')}
              options={enumOptions(t, stopTypes)}
              value={stop.stopType}
              onChange={(value) => {
                set({ stopType: value });
              }}
            />
          </Column>
          <Column>
            <Combobox
              label={t('orders.form.location')}
              description={t('orders.form.locationHint')}
              required
              options={options}
              loading={locations.isFetching}
              onSearch={setQuery}
              debounceMs={300}
              value={stop.locationNumber}
              selectedLabel={
                manual
                  ? manualOption.label
                  : stop.locationNumber === ''
                    ? ''
                    : `${stop.address.companyName} (${stop.locationNumber})`
              }
              onChange={(value) => {
                const picked = locations.data?.items.find((l) => l.locationNumber === value);
                set(
                  picked
                    ? {
                        locationNumber: value,
                        address: {
                          companyName: picked.name,
                          addressLine1: picked.addressLine1,
                          addressLine2: picked.addressLine2 ?? '',
                          city: picked.city,
                          state: picked.province,
                          postalCode: picked.postalCode,
                          country: picked.country,
                          phone: picked.phone ?? '',
                          email: picked.email ?? '',
                        },
                      }
                    : { locationNumber: value },
                );
              }}
              error={error('locationNumber')}
            />
          </Column>
          {/* A location the broker lacks is made on its own page; the form keeps what was typed meanwhile. */}
          <Column width="content">
            {createElement(Link, { href: locationCreatePath }, t('locations.newFromOrder'))}
          </Column>
        </Columns>
        <Columns space="md" collapseBelow="wide">
          <Column>{address('companyName', t('orders.form.company'), { required: manual })}</Column>
          <Column>{address('addressLine1', t('orders.form.address1'), { required: manual })}</Column>
          <Column>{address('addressLine2', t('orders.form.address2'))}</Column>
        </Columns>
        <Columns space="md" collapseBelow="wide">
          <Column>{address('city', t('orders.form.city'), { required: manual })}</Column>
          <Column>{address('state', t('orders.form.state'), { required: manual, maxLength: 2 })}</Column>
          <Column>
            {address('postalCode', t('orders.form.postalCode'), {
              required: manual,
              description: zone
                ? t('orders.form.postalCodeHint', { zone })
                : t('orders.form.postalCodeHintUnknown'),
            })}
          </Column>
        </Columns>
        {manual ? (
          <Columns space="md" collapseBelow="wide">
            <Column>{address('phone', t('orders.form.phone'), { type: 'tel' })}</Column>
            <Column>{address('email', t('orders.form.email'), { type: 'email' })}</Column>
          </Columns>
        ) : null}
        <Columns space="md" collapseBelow="wide">
          <Column>{time('early', true)}</Column>
          <Column>{time('late', true)}</Column>
          <Column>{time('appointment', false)}</Column>
        </Columns>
        {[dockNotice, appointmentNotice].map((notice, i) =>
          notice ? (
            <Banner
              // The window's notice, then the appointment's: each keeps its place as the other comes and goes.
              key={i}
              tone="caution"
              live
              title={t('orders.form.dockHours')}
              description={renderAnswer(t, notice) ?? ''}
            />
          ) : null,
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('orders.form.lineItems')}</legend>
          <Stack space="sm">
            {stop.lineItems.map((item, j) => {
              const change = (changes: Partial<typeof item>) => {
                set({ lineItems: stop.lineItems.map((x, k) => (k === j ? { ...x, ...changes } : x)) });
              };
              const itemError = (field: string) => errors[`${at}lineItems.${String(j)}.${field}`];
              return (
                <Inline key={item.id} space="sm" alignY="bottom">
                  <TextField
                    label={t('orders.form.description')}
                    required
                    value={item.description}
                    onChange={(value) => {
                      change({ description: value });
                    }}
                    error={itemError('description')}
                  />
                  <TextField
                    label={t('orders.form.quantity')}
                    required
                    inputMode="numeric"
                    value={item.quantity}
                    onChange={(value) => {
                      change({ quantity: value });
                    }}
                    error={itemError('quantity')}
                  />
                  <TextField
                    label={t('orders.form.weightLbs')}
                    inputMode="decimal"
                    value={item.weightLbs}
                    onChange={(value) => {
                      change({ weightLbs: value });
                    }}
                    error={itemError('weightLbs')}
                  />
                  <Button
                    variant="secondary"
                    icon="delete"
                    onClick={() => {
                      set({ lineItems: stop.lineItems.filter((_, k) => k !== j) });
                    }}
                  >
                    {t('orders.form.removeLineItem', { n: j + 1 })}
                  </Button>
                </Inline>
              );
            })}
            <Inline space="sm">
              <Button
                variant="secondary"
                icon="plus"
                onClick={() => {
                  set({
                    lineItems: [
                      ...stop.lineItems,
                      { id: newItemKey(), description: '', quantity: '', weightLbs: '' },
                    ],
                  });
                }}
              >
                {t('orders.form.addLineItem')}
              </Button>
              {onRemove ? (
                <Button variant="secondary" icon="delete" onClick={onRemove}>
                  {t('orders.form.removeStop', { n })}
                </Button>
              ) : null}
            </Inline>
            {error('lineItems') ? <Text tone="critical">{error('lineItems')}</Text> : null}
          </Stack>
        </fieldset>
      </Stack>
    </fieldset>
  );
}
