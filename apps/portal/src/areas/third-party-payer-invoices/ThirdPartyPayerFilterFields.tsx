import {
  invoiceStatuses,
  thirdPartyPayerFilterStatuses,
  type InvoiceStatus,
  type ThirdPartyPayerFilters,
} from '@freightkit/domain';
import { Checkbox, DateRangeField, Stack, useI18n } from '@freightkit/ui';
import * as styles from './thirdPartyPayer.css.ts';

/** Props of {@link ThirdPartyPayerFilterFields}. */
export interface ThirdPartyPayerFilterFieldsProps {
  /** The filters as edited (applied only by the sidebar's Apply). */
  readonly value: ThirdPartyPayerFilters;
  readonly onChange: (value: ThirdPartyPayerFilters) => void;
  /** "Today" of the date presets, fixed while the list is open. */
  readonly now: Date;
}

/**
 * The FILTERS tab of the third-party payer list (spec 2 §2): Invoice Status (one checkbox a listed
 * status), Invoice Date and Load Date (presets Today, Yesterday, This Week, Tomorrow or Range with
 * start and end), and 'Only Show Auditable'.
 */
export function ThirdPartyPayerFilterFields({ value, onChange, now }: ThirdPartyPayerFilterFieldsProps) {
  const { t } = useI18n();
  const toggle = (status: InvoiceStatus, on: boolean) => {
    const statuses = on ? [...value.statuses, status] : value.statuses.filter((s) => s !== status);
    onChange({ ...value, statuses: thirdPartyPayerFilterStatuses.filter((s) => statuses.includes(s)) });
  };
  return (
    <Stack space="lg">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('tpp.filter.invoiceStatus')}</legend>
        {thirdPartyPayerFilterStatuses.map((status) => (
          <Checkbox
            key={status}
            label={t(invoiceStatuses.messageKey(status) ?? 'errors.unknown')}
            checked={value.statuses.includes(status)}
            onChange={(on) => {
              toggle(status, on);
            }}
          />
        ))}
      </fieldset>
      <DateRangeField
        label={t('tpp.filter.invoiceDate')}
        value={value.invoiceDate}
        now={now}
        onChange={(invoiceDate) => {
          onChange({ ...value, invoiceDate });
        }}
      />
      <DateRangeField
        label={t('tpp.filter.loadDate')}
        value={value.loadDate}
        now={now}
        onChange={(loadDate) => {
          onChange({ ...value, loadDate });
        }}
      />
      <Checkbox
        label={t('tpp.filter.onlyAuditable')}
        checked={value.onlyAuditable}
        onChange={(onlyAuditable) => {
          onChange({ ...value, onlyAuditable });
        }}
      />
    </Stack>
  );
}
