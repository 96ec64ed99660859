import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { ShipmentMessageKey } from '../shipmentMessages/index.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './EquipmentCard.css.ts';
import type { EquipmentCardMessageKey } from './equipmentCardMessages.ts';

/** The equipment carrying a shipment. Shape-compatible with the shipment equipment call. */
export interface EquipmentValue {
  /** Tractor (power unit) number. */
  readonly tractorNumber: string | null;
  /** Trailer number. */
  readonly trailerNumber: string | null;
  /** License plate of the tractor. */
  readonly licensePlate: string | null;
  /** State or province of the plate (abbreviation). */
  readonly licensePlateState: string | null;
}

/** Props of {@link EquipmentCard}. */
export interface EquipmentCardProps {
  /** The saved equipment; absent or all-null when none was saved. */
  value?: EquipmentValue | null;
  /**
   * Saves the edited equipment (e.g. PUT …/equipment). Empty fields are sent as `null` (spec 1 §5:
   * empty optional strings are sent as absent). The form closes when the promise resolves; on a
   * rejection its message shows and the typed values stay. No edit button when absent.
   */
  onSave?: (value: EquipmentValue) => Promise<void>;
  /** Shows the values without the edit button (e.g. a driver-only user). @default false */
  readOnly?: boolean;
  /** The equipment is loading: a busy placeholder instead of the values. @default false */
  loading?: boolean;
  /** The equipment failed to load: shown as an alert instead of the values. */
  error?: ReactNode;
  /** Level of the card's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the root, merged last. */
  className?: string;
}

type Field = keyof EquipmentValue;

const fields: readonly [Field, ShipmentMessageKey | EquipmentCardMessageKey][] = [
  ['tractorNumber', 'kit.equipment.tractorNumber'],
  ['trailerNumber', 'kit.equipment.trailerNumber'],
  ['licensePlate', 'kit.equipmentCard.licensePlate'],
  ['licensePlateState', 'kit.equipmentCard.licensePlateState'],
];

const empty: EquipmentValue = {
  tractorNumber: null,
  trailerNumber: null,
  licensePlate: null,
  licensePlateState: null,
};

type Draft = Record<Field, string>;

const toDraft = (value: EquipmentValue): Draft => ({
  tractorNumber: value.tractorNumber ?? '',
  trailerNumber: value.trailerNumber ?? '',
  licensePlate: value.licensePlate ?? '',
  licensePlateState: value.licensePlateState ?? '',
});

/** Trimmed text, or `null` when nothing is left (sent as absent). */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The equipment of a shipment (tractor, trailer, plate and its state) as a card: the values, and an
 * "Edit equipment" button that turns the card into a form (Enter saves, Escape cancels and returns
 * focus to the button). Loading, load-error and save-error states are built in.
 *
 * @example
 * <EquipmentCard value={equipment.data} loading={equipment.isPending}
 *   onSave={(body) => save.mutateAsync({ id, body })} />
 */
export function EquipmentCard({
  value,
  onSave,
  readOnly = false,
  loading = false,
  error,
  headingLevel = 3,
  className,
}: EquipmentCardProps) {
  const { t } = useI18n();
  const errorId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => toDraft(value ?? empty));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Focus goes back to the edit button once the form closes, so a keyboard user keeps their place.
  const returnFocus = useRef(false);
  const canEdit = !readOnly && onSave !== undefined && !loading && !error;

  // The form appears because the user asked to edit: focus goes to its first field.
  useEffect(() => {
    if (editing) firstField.current?.focus();
  }, [editing]);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      editButton.current?.focus();
      returnFocus.current = false;
    }
  }, [editing]);

  const close = () => {
    setEditing(false);
    setFailure(null);
    returnFocus.current = true;
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving || !onSave) return;
    setSaving(true);
    setFailure(null);
    onSave({
      tractorNumber: orNull(draft.tractorNumber),
      trailerNumber: orNull(draft.trailerNumber),
      licensePlate: orNull(draft.licensePlate),
      licensePlateState: orNull(draft.licensePlateState),
    }).then(
      () => {
        setSaving(false);
        close();
      },
      (reason: unknown) => {
        setSaving(false);
        setFailure(reason instanceof Error && reason.message ? reason.message : t('errors.unknown'));
      },
    );
  };

  const actions =
    canEdit && !editing ? (
      <Button
        ref={editButton}
        variant="secondary"
        size="small"
        onClick={() => {
          setDraft(toDraft(value ?? empty));
          setEditing(true);
        }}
      >
        {t('kit.equipment.edit')}
      </Button>
    ) : null;

  let body: ReactNode;
  if (loading) {
    body = (
      <p className={styles.notSet} role="status" aria-busy="true">
        {t('kit.equipmentCard.loading')}
      </p>
    );
  } else if (error) {
    body = (
      <div className={styles.error} role="alert">
        {error}
      </div>
    );
  } else if (editing) {
    body = (
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('kit.equipmentCard.form')}
        aria-describedby={failure ? errorId : undefined}
      >
        <div className={styles.fields}>
          {fields.map(([field, label], index) => (
            <TextField
              key={field}
              label={t(label)}
              value={draft[field]}
              autoComplete="off"
              ref={index === 0 ? firstField : undefined}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  close();
                }
              }}
              onChange={(text) => {
                setDraft((d) => ({ ...d, [field]: text }));
              }}
            />
          ))}
        </div>
        {failure ? (
          <p id={errorId} className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.footer}>
          <Button variant="secondary" onClick={close}>
            {t('kit.equipment.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('kit.equipment.save')}
          </Button>
        </div>
      </form>
    );
  } else {
    const shown = value ?? empty;
    body = (
      <dl className={styles.values}>
        {fields.map(([field, label]) => (
          <div key={field} className={styles.item}>
            <dt className={styles.term}>{t(label)}</dt>
            <dd className={styles.value}>
              {shown[field] ?? <span className={styles.notSet}>{t('kit.equipment.notSet')}</span>}
            </dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <Card
      title={t('kit.equipment.title')}
      headingLevel={headingLevel}
      actions={actions}
      className={className}
    >
      {body}
    </Card>
  );
}
