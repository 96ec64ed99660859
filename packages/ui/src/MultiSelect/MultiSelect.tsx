// Ariakit 0.4.40 marks its Select family deprecated in favour of the Combobox-based select, still
// experimental there; like Select, this wrapper keeps the stable API and is the one place to migrate.
/* eslint-disable @typescript-eslint/no-deprecated */
import { SelectItem, SelectProvider, useSelectContext, useStoreState } from '@ariakit/react';
import { Icon } from '../Icon/Icon.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { SelectOption } from '../Select/Select.tsx';
import * as selectStyles from '../Select/Select.css.ts';
import { SelectFrame } from '../Select/SelectFrame.tsx';
import { splitFieldProps, type FieldFrameProps } from '../TextField/fieldProps.ts';
import * as styles from './MultiSelect.css.ts';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps extends FieldFrameProps {
  /** The choices, in the order the list shows them. */
  options: readonly SelectOption[];
  /** Controlled values (empty for none). */
  value?: readonly string[];
  /** Initial values when uncontrolled. @default [] */
  defaultValue?: readonly string[];
  /** Called with every chosen value, in the options' order, after each toggle. */
  onChange?: (values: string[]) => void;
  /** Shown while nothing is chosen (e.g. "Any equipment"). @default t('kit.select.placeholder') */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** Form field name (hidden inputs carry the values). */
  name?: string;
}

/**
 * A several-choice list: the button opens a list of options with check boxes (Ariakit Select with an
 * array value: arrow keys and typeahead move, Enter or Space toggles the active option and keeps the
 * list open, Escape or Tab closes it). The button shows the chosen labels, in the options' order.
 *
 * @example
 * <MultiSelect label="Equipment" placeholder="Any equipment" options={types} value={chosen} onChange={setChosen} />
 */
export function MultiSelect(props: MultiSelectProps) {
  const [frame, { options, value, defaultValue = [], onChange, placeholder, disabled, name }] =
    splitFieldProps(props);
  const { t } = useI18n();
  const order = (values: readonly string[]) => options.map((o) => o.value).filter((v) => values.includes(v));
  return (
    <SelectProvider
      value={value ? [...value] : undefined}
      defaultValue={[...defaultValue]}
      setValue={(next: string[]) => onChange?.(order(next))}
    >
      <SelectFrame
        frame={frame}
        name={name}
        disabled={disabled}
        shown={<ChosenLabels options={options} placeholder={placeholder ?? t('kit.select.placeholder')} />}
      >
        {options.map((option) => (
          <SelectItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={[selectStyles.item, styles.item].join(' ')}
          >
            <span className={styles.box} aria-hidden="true">
              <Icon name="check" size="small" />
            </span>
            <span>{option.label}</span>
          </SelectItem>
        ))}
      </SelectFrame>
    </SelectProvider>
  );
}

/** The chosen options' labels (in the options' order), or the placeholder. */
function ChosenLabels({ options, placeholder }: { options: readonly SelectOption[]; placeholder: string }) {
  const store = useSelectContext();
  const selected = useStoreState(store, 'value');
  const chosen = options.filter((o) => Array.isArray(selected) && selected.includes(o.value));
  const { t } = useI18n();
  return chosen.length > 0 ? (
    <span className={selectStyles.value}>
      {chosen.length === 1
        ? chosen[0]?.label
        : t('kit.multiSelect.summary', { first: chosen[0]?.label ?? '', count: chosen.length - 1 })}
    </span>
  ) : (
    <span className={[selectStyles.value, selectStyles.placeholder].join(' ')}>{placeholder}</span>
  );
}
