import {
  datePresetLabels,
  datePresetRange,
  datePresets,
  type DatePreset,
  type DateRange,
} from '@freightkit/domain';
import type { ReactNode } from 'react';
import { DateField } from '../DateField/DateField.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';
import * as styles from './DateRangeField.css.ts';

/** The value of a {@link DateRangeField}: the chosen preset and the range it stands for. */
export interface DateRangeValue {
  /** The preset, or `null` for no date filter. */
  readonly preset: DatePreset | null;
  /** The `yyyy-MM-dd` range (from the domain's `datePresetRange`; the picked dates for Range). */
  readonly range?: DateRange;
}

/** Props of {@link DateRangeField}. */
export interface DateRangeFieldProps {
  /** Names the group, e.g. "Invoice Date". */
  label: ReactNode;
  /** The current value. */
  value: DateRangeValue;
  /** Called with the new preset and range. */
  onChange: (value: DateRangeValue) => void;
  /** "Today" for the presets (tests and stories pin it). @default new Date() */
  now?: Date;
  /** Offers "Any date" to clear the filter. @default true */
  clearable?: boolean;
  /** An error message (e.g. a range the server refused): marks the presets invalid and is read with them. */
  error?: ReactNode;
  /** Neither the presets nor the range pickers can change (the presets stay focusable and readable). @default false */
  disabled?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A date filter with the presets of the third-party invoice filters (Today, Yesterday, This Week,
 * Tomorrow, Range — labels and date maths from `@freightkit/domain`); Range shows start and end pickers.
 *
 * @example
 * <DateRangeField label="Invoice Date" value={invoiceDate} onChange={setInvoiceDate} />
 */
export function DateRangeField({
  label,
  value,
  onChange,
  now,
  clearable = true,
  error,
  disabled = false,
  className,
}: DateRangeFieldProps) {
  const { t } = useI18n();
  const options = [
    ...(clearable ? [{ value: '', label: t('kit.dateRange.any') }] : []),
    ...datePresets.map((preset) => ({ value: preset, label: t(datePresetLabels[preset]) })),
  ];
  const choose = (next: string) => {
    const preset = next === '' ? null : (next as DatePreset);
    onChange(
      preset === null
        ? { preset }
        : {
            preset,
            range: datePresetRange(preset, now ?? new Date(), preset === 'range' ? value.range : {}),
          },
    );
  };
  const pick = (range: DateRange) => {
    onChange({ preset: 'range', range });
  };
  return (
    <div className={[styles.root, fieldStyles.field, className].filter(Boolean).join(' ')}>
      <RadioGroup
        label={label}
        options={options}
        value={value.preset ?? ''}
        onChange={choose}
        orientation="horizontal"
        error={error}
        disabled={disabled}
      />
      {value.preset === 'range' ? (
        <div className={styles.pickers}>
          <DateField
            label={t('kit.dateRange.start')}
            value={value.range?.start ?? ''}
            max={value.range?.end || undefined}
            disabled={disabled}
            onChange={(start) => {
              pick({ ...value.range, start: start || undefined });
            }}
          />
          <DateField
            label={t('kit.dateRange.end')}
            value={value.range?.end ?? ''}
            min={value.range?.start || undefined}
            disabled={disabled}
            onChange={(end) => {
              pick({ ...value.range, end: end || undefined });
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
