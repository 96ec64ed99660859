import { Popover, PopoverDisclosure, PopoverProvider } from '@ariakit/react';
import { useState, type Ref } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { Calendar } from './Calendar.tsx';
import * as styles from './DateField.css.ts';
import { datePlaceholder } from './dateFormat.ts';
import type { DateText } from './useDateText.ts';

/** Props of {@link DateInput}. */
export interface DateInputProps {
  /** The typed text and its value, from `useDateText`. */
  date: DateText;
  /** The text box's id (its label points at it). */
  id: string;
  /** The look of the box: the kit's field control class (or a form's own). */
  className: string;
  /** Earliest date the calendar offers, `yyyy-MM-dd`. */
  min?: string;
  /** Latest date the calendar offers, `yyyy-MM-dd`. */
  max?: string;
  /** @default false */
  disabled?: boolean;
  /** Form field name: the ISO value is submitted under it. */
  name?: string;
  /** Marks the box required. */
  required?: boolean;
  /** The text box element. */
  inputRef?: Ref<HTMLInputElement>;
  /** Ids of the description and error texts. */
  'aria-describedby'?: string;
  /** Marks the box invalid. */
  'aria-invalid'?: boolean;
  /** Marks the box required for assistive technology. */
  'aria-required'?: boolean;
}

/**
 * A calendar date typed in the kit's locale (ADR 062), with a button that opens a month's calendar.
 * The box reads what is typed in the locale's order (and ISO dates); the portal's language, not the
 * browser's, decides how a date is written, which a native date input cannot do.
 */
export function DateInput({
  date,
  id,
  className,
  min,
  max,
  disabled = false,
  name,
  required,
  inputRef,
  ...aria
}: DateInputProps) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const placeholder = datePlaceholder(locale, {
    day: t('kit.dateField.day'),
    month: t('kit.dateField.month'),
    year: t('kit.dateField.year'),
  });
  return (
    <div className={styles.wrap}>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={date.text}
        required={required}
        disabled={disabled}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid'] || date.unreadable || undefined}
        aria-required={aria['aria-required'] || undefined}
        className={[className, styles.input].join(' ')}
        onChange={(event) => {
          date.type(event.target.value);
        }}
        onBlur={date.blur}
      />
      {name ? <input type="hidden" name={name} value={date.iso} /> : null}
      <PopoverProvider open={open} setOpen={setOpen} placement="bottom-end">
        <PopoverDisclosure
          disabled={disabled}
          render={
            <IconButton
              icon="calendar"
              size="small"
              label={t('kit.dateField.choose')}
              tooltip={false}
              className={styles.calendarButton}
            />
          }
        />
        <Popover
          modal
          unmountOnHide
          gutter={4}
          autoFocusOnShow={false}
          aria-label={t('kit.dateField.calendar')}
          className={styles.popover}
        >
          <Calendar
            focusOnShow
            value={date.iso}
            min={min}
            max={max}
            onSelect={(chosen) => {
              date.choose(chosen);
              setOpen(false);
            }}
          />
        </Popover>
      </PopoverProvider>
    </div>
  );
}
