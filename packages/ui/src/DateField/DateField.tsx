import { useI18n } from '../i18n/I18nContext.tsx';
import { Field } from '../TextField/Field.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';
import { splitFieldProps, type FieldFrameProps } from '../TextField/fieldProps.ts';
import { DateInput } from './DateInput.tsx';
import { formatDateText } from './dateFormat.ts';
import { useDateText } from './useDateText.ts';

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldFrameProps {
  /** Controlled value as `yyyy-MM-dd` ('' for none). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new `yyyy-MM-dd` value ('' when cleared, or while the text is not a whole date). */
  onChange?: (value: string) => void;
  /** Earliest date the calendar offers, `yyyy-MM-dd`. */
  min?: string;
  /** Latest date the calendar offers, `yyyy-MM-dd`. */
  max?: string;
  /** @default false */
  disabled?: boolean;
  /** Form field name (the ISO value is submitted). */
  name?: string;
}

/**
 * A labelled calendar date, typed or chosen on a calendar, written the way the kit's locale writes
 * dates (11/27/2026, 27/11/2026, 2026-11-27) whatever the browser's own language (ADR 062). Text that
 * is not a date says so when the user leaves the box, unless the form shows its own error.
 *
 * @example
 * <DateField label="Load Date" value={date} onChange={setDate} />
 */
export function DateField(props: DateFieldProps) {
  const [frame, { value, defaultValue, onChange, min, max, disabled, name }] = splitFieldProps(props);
  const { t, locale } = useI18n();
  const date = useDateText({ value, defaultValue, onChange });
  // A day past the 12th shows which number is the month.
  const example = formatDateText('2026-12-31', locale);
  const error = frame.error ?? (date.unreadable ? t('kit.dateField.unreadable', { example }) : undefined);
  return (
    <Field {...frame} error={error}>
      {(control) => (
        <DateInput
          {...control}
          date={date}
          className={fieldStyles.control}
          min={min}
          max={max}
          disabled={disabled}
          name={name}
          required={frame.required}
        />
      )}
    </Field>
  );
}
