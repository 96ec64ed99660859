import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import * as form from '../shipmentMessages/formStyles.css.ts';
import { useI18n } from '../i18n/I18nContext.tsx';

/** Props of {@link ProNumberField}. */
export interface ProNumberFieldProps {
  /** The saved PRO number; empty or absent when none. */
  value?: string | null;
  /**
   * Saves the new value (PATCH …/shipping_pro_number with value). Empty text is sent as `null`
   * (absent). Editing ends when it resolves; the rejection's message shows when it rejects.
   */
  onSave: (value: string | null) => Promise<void>;
  /** Shows the value without the edit button. @default false */
  readOnly?: boolean;
  /** An error to show (e.g. from the API). */
  error?: string | null;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The shipment's PRO number: shown as text with an "Edit PRO number" button that turns it into a
 * labelled text field with Save and Cancel (Enter saves, Escape cancels).
 *
 * @example
 * <ProNumberField value={shipment.proNumber} onSave={(value) => savePro.mutateAsync(value)} />
 */
export function ProNumberField({ value, onSave, readOnly = false, error, className }: ProNumberFieldProps) {
  const { t } = useI18n();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shownError = failure ?? error ?? null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(null);
    const trimmed = draft.trim();
    onSave(trimmed === '' ? null : trimmed).then(
      () => {
        setSaving(false);
        setEditing(false);
      },
      (reason: unknown) => {
        setSaving(false);
        setFailure(reason instanceof Error && reason.message ? reason.message : t('errors.unknown'));
      },
    );
  };

  if (!editing) {
    return (
      <div className={[form.field, className].filter(Boolean).join(' ')}>
        <span className={form.label} id={inputId}>
          {t('kit.proNumber.label')}
        </span>
        <div className={form.row}>
          <span aria-labelledby={inputId}>
            {value || <span className={form.hint}>{t('kit.proNumber.notSet')}</span>}
          </span>
          {readOnly ? null : (
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                setDraft(value ?? '');
                setEditing(true);
              }}
            >
              {t('kit.proNumber.edit')}
            </Button>
          )}
        </div>
        {shownError ? (
          <p className={form.error} role="alert">
            {shownError}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className={[form.field, className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <label className={form.label} htmlFor={inputId}>
        {t('kit.proNumber.label')}
      </label>
      <div className={form.row}>
        <input
          id={inputId}
          className={form.control}
          value={draft}
          // The field appears because the user asked to edit it: focus goes straight there.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="off"
          onChange={(e) => {
            setDraft(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
        />
        <Button type="submit" size="small" loading={saving}>
          {t('kit.proNumber.save')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            setEditing(false);
          }}
        >
          {t('kit.proNumber.cancel')}
        </Button>
      </div>
      {shownError ? (
        <p className={form.error} role="alert">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
