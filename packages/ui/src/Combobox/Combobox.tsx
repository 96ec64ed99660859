import {
  Combobox as AriakitCombobox,
  ComboboxItem,
  ComboboxLabel,
  ComboboxPopover,
  ComboboxProvider,
} from '@ariakit/react';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { SelectOption } from '../Select/Select.tsx';
import * as selectStyles from '../Select/Select.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Field } from '../TextField/Field.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';
import { splitFieldProps, type FieldFrameProps } from '../TextField/fieldProps.ts';
import * as styles from './Combobox.css.ts';

/** Props of {@link Combobox}. */
export interface ComboboxProps extends FieldFrameProps {
  /** The options for the current query (the caller fetches them; the kit never does). */
  options: readonly SelectOption[];
  /** Called with the typed text; fetch matching options here. Debounced by `debounceMs`. */
  onSearch?: (query: string) => void;
  /** Delay before `onSearch`, in ms (0 = the caller debounces). @default 0 */
  debounceMs?: number;
  /** Shows "Searching…" in the list while options load. @default false */
  loading?: boolean;
  /** Controlled chosen value ('' for none). */
  value?: string;
  /** Called with the chosen option's value. */
  onChange?: (value: string, option: SelectOption) => void;
  /** The chosen option's label, shown in the input when a value is set from outside. */
  selectedLabel?: string;
  /** Placeholder of the input. */
  placeholder?: string;
  /** Disabled but still focusable and read with its value; it neither searches nor opens its list. @default false */
  disabled?: boolean;
  /** Text when the query matches nothing. @default t('kit.combobox.noResults') */
  emptyText?: string;
}

/**
 * A text input that suggests options loaded by the caller as the user types (driver and location
 * look-ups). Ariakit Combobox: arrows move through options, Enter chooses, Escape closes.
 *
 * @example
 * <Combobox label="Driver" options={drivers} loading={isFetching} onSearch={setQuery} debounceMs={300}
 *   value={driverId} onChange={(id) => setDriverId(id)} />
 */
export function Combobox(props: ComboboxProps) {
  const [
    frame,
    {
      options,
      onSearch,
      debounceMs = 0,
      loading = false,
      value,
      onChange,
      selectedLabel,
      placeholder,
      disabled,
      emptyText,
    },
  ] = splitFieldProps(props);
  const { t } = useI18n();
  const [query, setQuery] = useState(selectedLabel ?? '');
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(pending.current);
    },
    [],
  );

  const changeQuery = (next: string) => {
    setQuery(next);
    clearTimeout(pending.current);
    if (debounceMs > 0) pending.current = setTimeout(() => search.current?.(next), debounceMs);
    else search.current?.(next);
  };

  return (
    <ComboboxProvider
      inputValue={query}
      setInputValue={changeQuery}
      selectedValue={value}
      setSelectedValue={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (!chosen) return;
        setQuery(chosen.label);
        onChange?.(chosen.value, chosen);
      }}
    >
      <Field
        {...frame}
        renderLabel={({ className: labelClass, children }) => (
          <ComboboxLabel className={labelClass}>{children}</ComboboxLabel>
        )}
      >
        {({ id, ...aria }) => (
          <AriakitCombobox
            id={id}
            {...aria}
            placeholder={placeholder}
            disabled={disabled}
            accessibleWhenDisabled
            // Disabled but focusable: typing, clicking or arrow keys must not open the list either.
            showOnChange={!disabled}
            showOnClick={!disabled}
            showOnKeyPress={!disabled}
            autoSelect
            aria-busy={loading || undefined}
            className={fieldStyles.control}
          />
        )}
      </Field>
      <ComboboxPopover
        gutter={4}
        sameWidth
        unmountOnHide
        className={selectStyles.popover}
        {...(loading || options.length === 0
          ? {
              role: 'dialog',
              'aria-label': loading ? t('kit.combobox.loading') : (emptyText ?? t('kit.combobox.noResults')),
            }
          : {})}
      >
        {loading ? (
          <div className={styles.status}>
            <Spinner size="small" label={t('kit.combobox.loading')} showLabel />
          </div>
        ) : options.length === 0 ? (
          <div className={selectStyles.empty}>{emptyText ?? t('kit.combobox.noResults')}</div>
        ) : (
          options.map((option) => (
            <ComboboxItem
              key={option.value}
              value={option.value}
              setValueOnClick={false}
              disabled={option.disabled}
              className={[selectStyles.item, styles.item].join(' ')}
            >
              <span>{option.label}</span>
              {option.description ? <span className={styles.description}>{option.description}</span> : null}
            </ComboboxItem>
          ))
        )}
      </ComboboxPopover>
    </ComboboxProvider>
  );
}
