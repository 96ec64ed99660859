// Ariakit 0.4.40 marks its Select family deprecated in favour of the Combobox-based select
// (ComboboxSelect…), which is still experimental there; this wrapper keeps the stable API and is the
// one place to migrate.
/* eslint-disable @typescript-eslint/no-deprecated */
import { SelectItem, SelectItemCheck, SelectProvider, useSelectContext, useStoreState } from '@ariakit/react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { splitFieldProps, type FieldFrameProps } from '../TextField/fieldProps.ts';
import * as styles from './Select.css.ts';
import { SelectFrame } from './SelectFrame.tsx';

/** One choice of a {@link Select} or {@link Combobox}. */
export interface SelectOption {
  /** The value reported by `onChange`. */
  value: string;
  /** What the user sees. */
  label: string;
  /** A second line of detail (e.g. a driver's phone). */
  description?: string;
  /** @default false */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends FieldFrameProps {
  /** The choices. */
  options: readonly SelectOption[];
  /** Controlled value ('' for none). */
  value?: string;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Shown while nothing is chosen. @default t('kit.select.placeholder') */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** Form field name (a hidden input carries the value). */
  name?: string;
}

/**
 * A single-choice list (Ariakit Select: arrow keys, typeahead, Escape) with label, description and error.
 *
 * @example
 * <Select label="Invoice Status" options={statusOptions} value={status} onChange={setStatus} />
 */
export function Select(props: SelectProps) {
  const [frame, { options, value, defaultValue = '', onChange, placeholder, disabled, name }] =
    splitFieldProps(props);
  const { t } = useI18n();
  return (
    <SelectProvider value={value} defaultValue={defaultValue} setValue={onChange}>
      <SelectFrame
        frame={frame}
        name={name}
        disabled={disabled}
        shown={<SelectedLabel options={options} placeholder={placeholder ?? t('kit.select.placeholder')} />}
      >
        {options.map((option) => (
          <SelectItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={styles.item}
          >
            <span>{option.label}</span>
            <SelectItemCheck className={styles.check} />
          </SelectItem>
        ))}
      </SelectFrame>
    </SelectProvider>
  );
}

/** The chosen option's label, or the placeholder. */
function SelectedLabel({ options, placeholder }: { options: readonly SelectOption[]; placeholder: string }) {
  const store = useSelectContext();
  const selected = useStoreState(store, 'value');
  const option = options.find((o) => o.value === selected);
  return option ? (
    <span className={styles.value}>{option.label}</span>
  ) : (
    <span className={[styles.value, styles.placeholder].join(' ')}>{placeholder}</span>
  );
}
