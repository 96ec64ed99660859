// Ariakit 0.4.40 marks its Select family deprecated in favour of the Combobox-based select
// (ComboboxSelect…), which is still experimental there; this wrapper keeps the stable API and is the
// one place to migrate.
/* eslint-disable @typescript-eslint/no-deprecated */
import {
  Select as AriakitSelect,
  SelectItem,
  SelectItemCheck,
  SelectLabel,
  SelectPopover,
  SelectProvider,
  useSelectContext,
  useStoreState,
} from '@ariakit/react';
import { Icon } from '../Icon/Icon.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { Field } from '../TextField/Field.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';
import { splitFieldProps, type FieldFrameProps } from '../TextField/fieldProps.ts';
import * as styles from './Select.css.ts';

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
      <Field
        {...frame}
        renderLabel={({ className: labelClass, children }) => (
          <SelectLabel className={labelClass}>{children}</SelectLabel>
        )}
      >
        {({ id, ...aria }) => (
          <AriakitSelect
            id={id}
            {...aria}
            name={name}
            disabled={disabled}
            accessibleWhenDisabled
            className={[fieldStyles.control, styles.button].join(' ')}
          >
            <SelectedLabel options={options} placeholder={placeholder ?? t('kit.select.placeholder')} />
            <Icon name="chevronDown" size="small" />
          </AriakitSelect>
        )}
      </Field>
      <SelectPopover gutter={4} sameWidth unmountOnHide className={styles.popover}>
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
      </SelectPopover>
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
