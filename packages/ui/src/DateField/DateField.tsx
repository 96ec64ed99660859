import { useI18n } from '../i18n/I18nContext.tsx';
import { Field } from '../TextField/Field.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';
import { splitFieldProps, type FieldFrameProps } from '../TextField/fieldProps.ts';

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldFrameProps {
  /** Controlled value as `yyyy-MM-dd` ('' for none). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new `yyyy-MM-dd` value ('' when cleared). */
  onChange?: (value: string) => void;
  /** Earliest allowed date, `yyyy-MM-dd`. */
  min?: string;
  /** Latest allowed date, `yyyy-MM-dd`. */
  max?: string;
  /** @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
}

/**
 * A labelled calendar date input (the browser's native date picker, localised by the browser and marked
 * with the kit's locale).
 *
 * @example
 * <DateField label="Load Date" value={date} onChange={setDate} />
 */
export function DateField(props: DateFieldProps) {
  const [frame, { value, defaultValue, onChange, min, max, disabled, name }] = splitFieldProps(props);
  // The native picker's language: browsers that localise it by the element's language follow the kit's locale.
  const { locale } = useI18n();
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...control}
          type="date"
          lang={locale}
          name={name}
          value={value}
          defaultValue={defaultValue}
          min={min}
          max={max}
          required={frame.required}
          disabled={disabled}
          className={fieldStyles.control}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
    </Field>
  );
}
