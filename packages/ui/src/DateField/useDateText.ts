import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import { formatDateText, parseDateText } from './dateFormat.ts';

/** What {@link useDateText} is given: the field's value props. */
export interface DateTextOptions {
  /** Controlled value, `yyyy-MM-dd` ('' for none). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new `yyyy-MM-dd` value ('' while the text is not a whole date). */
  onChange?: (value: string) => void;
}

/** A date field's typed text and the ISO value it means. */
export interface DateText {
  /** What the box shows: the user's own typing while they type, the locale's writing otherwise. */
  readonly text: string;
  /** The value, `yyyy-MM-dd` ('' for none). */
  readonly iso: string;
  /** `true` once the user left the box holding text that is not a date. */
  readonly unreadable: boolean;
  /** The user typed. */
  readonly type: (text: string) => void;
  /** The user left the box: a date is rewritten the locale's way, anything else is flagged. */
  readonly blur: () => void;
  /** A date was chosen on the calendar. */
  readonly choose: (iso: string) => void;
}

/**
 * The state of a typed date (ADR 062): the text stays what the user types (it is never rewritten under
 * the caret), the value follows as soon as the text is a whole date, and a controlled value set from
 * outside (a preset, a reset) rewrites the text in the kit's locale.
 */
export function useDateText({ value, defaultValue, onChange }: DateTextOptions): DateText {
  const { locale } = useI18n();
  const [own, setOwn] = useState(defaultValue ?? '');
  const iso = value ?? own;
  const [text, setText] = useState(() => formatDateText(iso, locale));
  const [unreadable, setUnreadable] = useState(false);
  // The last value this field reported, so its own echo does not rewrite what is being typed.
  const reported = useRef(iso);
  const shownLocale = useRef(locale);

  useEffect(() => {
    const localeChanged = shownLocale.current !== locale;
    shownLocale.current = locale;
    if (iso === reported.current && !localeChanged) return;
    reported.current = iso;
    setText((current) => (localeChanged && iso === '' ? current : formatDateText(iso, locale)));
    setUnreadable(false);
  }, [iso, locale]);

  const report = (next: string) => {
    if (next === reported.current) return;
    reported.current = next;
    setOwn(next);
    onChange?.(next);
  };

  return {
    text,
    iso,
    unreadable,
    type: (typed) => {
      setText(typed);
      setUnreadable(false);
      report(parseDateText(typed, locale) ?? '');
    },
    blur: () => {
      const parsed = parseDateText(text, locale);
      if (parsed === undefined) setUnreadable(true);
      else setText(formatDateText(parsed, locale));
    },
    choose: (chosen) => {
      setText(formatDateText(chosen, locale));
      setUnreadable(false);
      report(chosen);
    },
  };
}
