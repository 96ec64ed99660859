import { Button, Inline, useI18n } from '@freightkit/ui';

/** Props of {@link DialogActions}. */
export interface DialogActionsProps {
  /** What the main button says (e.g. 'Send tender'). */
  readonly label: string;
  /** A call is under way: the main button shows it and takes no second press. */
  readonly busy: boolean;
  /** Closes the dialog, keeping nothing sent. */
  readonly onCancel: () => void;
  /** For a dialog without a form: what the main button does. Without it, the button submits the form. */
  readonly onSend?: () => void;
}

/**
 * The foot of an order dialog: the main action, then Cancel. The main button submits the dialog's form
 * (so Enter in a field sends it too) unless `onSend` is given.
 */
export function DialogActions({ label, busy, onCancel, onSend }: DialogActionsProps) {
  const { t } = useI18n();
  return (
    <Inline space="sm">
      {onSend ? (
        <Button loading={busy} onClick={onSend}>
          {label}
        </Button>
      ) : (
        <Button type="submit" loading={busy}>
          {label}
        </Button>
      )}
      <Button variant="secondary" onClick={onCancel}>
        {t('orders.actions.cancel')}
      </Button>
    </Inline>
  );
}
